/**
 * Every message of SPEC §8 (the domain's catalogue, itself checked word for word in
 * domain/errors.test.ts) has a home: a story whose play shows it, in the screen state where the app
 * uses it. A message added to the catalogue with no story here fails; so does a home whose story
 * is gone or no longer names its message. The stories themselves run in Chromium
 * (`npm run test:stories`), so a home that stops showing its message fails there.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  LOGIN_MESSAGES,
  NETWORK_MESSAGES,
  REGISTER_MESSAGES,
  SCREEN_MESSAGES,
  SERVICE_FALLBACK_MESSAGES,
  SUCCESS_NOTICES,
} from '@domain';

const CATALOGUE = {
  NETWORK_MESSAGES,
  LOGIN_MESSAGES,
  REGISTER_MESSAGES,
  SERVICE_FALLBACK_MESSAGES,
  SCREEN_MESSAGES,
  SUCCESS_NOTICES,
};

/** Message (by its path in the catalogue) → the story that shows it, `file#Story` under ui/. */
const HOMES: Record<string, string> = {
  'NETWORK_MESSAGES.noResponse': 'Screens/Login/Login.stories.tsx#NoResponse',
  'NETWORK_MESSAGES.networkError': 'Screens/Login/Login.stories.tsx#NetworkError',
  'serverError(status)': 'Screens/Settings/Settings.stories.tsx#SaveFailed',
  'LOGIN_MESSAGES.fillAllFields': 'Screens/Login/Login.stories.tsx#EmptyFields',
  'LOGIN_MESSAGES.pendingApproval': 'Screens/Login/Login.stories.tsx#PendingAccount',
  'LOGIN_MESSAGES.failed': 'Screens/Login/Login.stories.tsx#FailedWithoutMessage',
  'LOGIN_MESSAGES.unexpected': 'Screens/Login/Login.stories.tsx#Unexpected',
  'REGISTER_MESSAGES.failed': 'Screens/Register/Register.stories.tsx#ServerFieldErrors',
  'REGISTER_MESSAGES.unexpected': 'Screens/Register/Register.stories.tsx#Unexpected',
  'REGISTER_MESSAGES.success': 'Screens/Register/Register.stories.tsx#Success',
  'SERVICE_FALLBACK_MESSAGES.accounts.getUser':
    'Screens/MemberDetail/MemberDetail.stories.tsx#FailedWithoutMessage',
  'SERVICE_FALLBACK_MESSAGES.accounts.updateProfile':
    'Screens/Profile/Profile.stories.tsx#SaveFailed',
  'SERVICE_FALLBACK_MESSAGES.accounts.changePassword':
    'Forms/ChangePasswordDialog/ChangePasswordDialog.stories.tsx#FailedWithoutMessage',
  'SERVICE_FALLBACK_MESSAGES.accounts.getPendingApprovals':
    'Admin/PendingApprovals/PendingApprovals.stories.tsx#Error',
  'SERVICE_FALLBACK_MESSAGES.accounts.approveUser':
    'Admin/PendingApprovals/PendingApprovals.stories.tsx#ApproveFailed',
  'SERVICE_FALLBACK_MESSAGES.accounts.rejectUser':
    'Admin/PendingApprovals/PendingApprovals.stories.tsx#RejectFailed',
  'SERVICE_FALLBACK_MESSAGES.accounts.suspendUser':
    'Screens/MemberDetail/MemberDetail.stories.tsx#SuspendFailed',
  'SERVICE_FALLBACK_MESSAGES.accounts.reactivateUser':
    'Screens/MemberDetail/MemberDetail.stories.tsx#ReactivateFailed',
  'SERVICE_FALLBACK_MESSAGES.locations.fetchLocations':
    'Screens/StaffSessions/StaffSessions.stories.tsx#VenuesFailed',
  'SERVICE_FALLBACK_MESSAGES.locations.fetchLocationDetails':
    'Screens/VenueDay/VenueDay.stories.tsx#VenueFailedWithoutMessage',
  'SERVICE_FALLBACK_MESSAGES.locations.fetchCourts':
    'Screens/BookingDialog/BookingDialog.stories.tsx#CourtsFailed',
  'SERVICE_FALLBACK_MESSAGES.locations.fetchSessions':
    'Screens/Locations/Locations.stories.tsx#GameSessionsFailed',
  'SERVICE_FALLBACK_MESSAGES.locations.findNearby':
    'Screens/Locations/Locations.stories.tsx#NearMeFailed',
  'SERVICE_FALLBACK_MESSAGES.bookings.fetchBookings':
    'Screens/Home/Home.stories.tsx#DashboardDataError',
  'SERVICE_FALLBACK_MESSAGES.bookings.createBooking':
    'Screens/BookingDialog/BookingDialog.stories.tsx#FailedWithoutMessage',
  'SERVICE_FALLBACK_MESSAGES.bookings.fetchBookingDetails':
    'Screens/Bookings/Bookings.stories.tsx#DetailRefreshFailed',
  'SERVICE_FALLBACK_MESSAGES.bookings.cancelBooking':
    'Booking/CancelDialog/CancelDialog.stories.tsx#Failed',
  'SERVICE_FALLBACK_MESSAGES.bookings.rescheduleBooking':
    'Screens/BookingDialog/RescheduleDialog.stories.tsx#Failed',
  'SERVICE_FALLBACK_MESSAGES.bookings.joinSession':
    'Booking/JoinSessionDialog/JoinSessionDialog.stories.tsx#FailedWithoutMessage',
  'SERVICE_FALLBACK_MESSAGES.bookings.leaveSession':
    'Screens/Locations/Locations.stories.tsx#GameSessionLeaveFailed',
  'SERVICE_FALLBACK_MESSAGES.bookings.fetchAvailableSlots':
    'Screens/BookingDialog/BookingDialog.stories.tsx#SlotsFailed',
  'SERVICE_FALLBACK_MESSAGES.bookings.checkAvailability':
    'Screens/BookingDialog/BookingDialog.stories.tsx#QuoteFailed',
  'SERVICE_FALLBACK_MESSAGES.bookings.fetchHistory':
    'Screens/Bookings/Bookings.stories.tsx#PastHistoryFailed',
  'SERVICE_FALLBACK_MESSAGES.subscriptions.loadPackages':
    'Screens/Subscriptions/Subscriptions.stories.tsx#PackagesError',
  'SERVICE_FALLBACK_MESSAGES.subscriptions.loadWallet':
    'Screens/CoinHistory/CoinHistory.stories.tsx#Error',
  'SERVICE_FALLBACK_MESSAGES.subscriptions.purchase':
    'Screens/Subscriptions/Subscriptions.stories.tsx#PurchaseError',
  'SERVICE_FALLBACK_MESSAGES.subscriptions.purchaseInitialization':
    'Screens/Subscriptions/Subscriptions.stories.tsx#PurchaseInitializationFailed',
  'SERVICE_FALLBACK_MESSAGES.subscriptions.paymentVerification':
    'Screens/Subscriptions/Subscriptions.stories.tsx#PaymentVerificationFailed',
  'SCREEN_MESSAGES.home.renderFailed': 'Screens/Home/Home.stories.tsx#RenderError',
  'SCREEN_MESSAGES.locations.loadFailed':
    'Screens/Locations/Locations.stories.tsx#LoadFailedDemoData',
  'SCREEN_MESSAGES.bookings.loadFailed': 'Screens/Bookings/Bookings.stories.tsx#LoadFailed',
  'SCREEN_MESSAGES.bookings.loadError': 'Screens/Bookings/Bookings.stories.tsx#LoadError',
  'SCREEN_MESSAGES.bookings.cancellationFailedTitle':
    'Screens/Bookings/Bookings.stories.tsx#CancelFailed',
  'SCREEN_MESSAGES.bookings.cancellationFailed':
    'Screens/Bookings/Bookings.stories.tsx#CancelFailed',
  'SCREEN_MESSAGES.packages.loadPackagesFailed':
    'Screens/Subscriptions/Subscriptions.stories.tsx#PackagesError',
  'SCREEN_MESSAGES.packages.loadWalletFailed':
    'Screens/Subscriptions/Subscriptions.stories.tsx#WalletError',
  'SCREEN_MESSAGES.packages.loadError':
    'Screens/Subscriptions/Subscriptions.stories.tsx#PackagesLoadError',
  'SCREEN_MESSAGES.packages.walletUnavailable':
    'Wallet/WalletSummaryCard/WalletSummaryCard.stories.tsx#Error',
  'SCREEN_MESSAGES.packages.approvalRequired':
    'Screens/Subscriptions/Subscriptions.stories.tsx#Unapproved',
  'SCREEN_MESSAGES.purchase.failed':
    'Screens/Subscriptions/Subscriptions.stories.tsx#PurchaseError',
  'SCREEN_MESSAGES.purchase.unexpected':
    'Screens/Subscriptions/Subscriptions.stories.tsx#PurchaseException',
  'SCREEN_MESSAGES.admin.approveFailed':
    'Screens/AccountDashboard/AccountDashboard.stories.tsx#ApproveFailed',
  'SCREEN_MESSAGES.admin.rejectFailed':
    'Screens/AccountDashboard/AccountDashboard.stories.tsx#RejectFailed',
  'SCREEN_MESSAGES.admin.adjustCoinsFailed':
    'Screens/AccountDashboard/AccountDashboard.stories.tsx#CoinAdjustmentFailed',
  'SCREEN_MESSAGES.profile.unexpected': 'Feedback/Toaster/Toaster.stories.tsx#Default',
  'SUCCESS_NOTICES.messageSent': 'Screens/Contact/Contact.stories.tsx#Default',
  'SUCCESS_NOTICES.bookingCancelled':
    'Screens/Bookings/Bookings.stories.tsx#BookingCancelledNotice',
  'SUCCESS_NOTICES.userApproved': 'Admin/PendingApprovals/PendingApprovals.stories.tsx#Approved',
  'SUCCESS_NOTICES.userRejected': 'Admin/PendingApprovals/PendingApprovals.stories.tsx#Rejected',
  'SUCCESS_NOTICES.dashboardRefreshed': 'Feedback/Toaster/Toaster.stories.tsx#DashboardRefreshed',
  'SUCCESS_NOTICES.purchaseSuccessful':
    'Screens/Subscriptions/Subscriptions.stories.tsx#PurchaseSuccess',
  'SUCCESS_NOTICES.profileUpdated': 'Feedback/Toaster/Toaster.stories.tsx#Default',
  'SUCCESS_NOTICES.passwordChanged': 'Screens/Login/Login.stories.tsx#AfterPasswordChange',
};

/** Messages no screen has a place for, and why. */
const NOT_USED: Record<string, string> = {
  'SERVICE_FALLBACK_MESSAGES.locations.searchLocations':
    'the app asks for no search: /locations searches the loaded list on the screen',
  'SCREEN_MESSAGES.bookings.unexpected':
    "every failure on /bookings has its own words (the server's, else SPEC's fallback for the call)",
};

function leaves(prefix: string, value: unknown): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    leaves(`${prefix}.${key}`, inner),
  );
}

const MESSAGES = new Map<string, string>([
  ...Object.entries(CATALOGUE).flatMap(([name, group]) => leaves(name, group)),
  ['serverError(status)', 'Server error: '],
]);

const UI = fileURLToPath(new URL('../../ui/', import.meta.url));

/** The source of one story: from its `export const` to the next one. */
function storySource(home: string): string | undefined {
  const [file = '', name = ''] = home.split('#');
  const source = readFileSync(UI + file, 'utf8');
  const start = source.indexOf(`\nexport const ${name}: Story`);
  if (start === -1) return undefined;
  const next = source.indexOf('\nexport const ', start + 1);
  return source.slice(start, next === -1 ? undefined : next);
}

describe('SPEC §8 messages', () => {
  it('each have a story that shows them, or say why no screen uses them', () => {
    const homeless = [...MESSAGES.keys()].filter((path) => !HOMES[path] && !NOT_USED[path]);
    expect(homeless).toEqual([]);
    // Nothing listed here that the catalogue no longer has.
    expect(
      [...Object.keys(HOMES), ...Object.keys(NOT_USED)].filter((p) => !MESSAGES.has(p)),
    ).toEqual([]);
  });

  it.each(Object.entries(HOMES))('%s is shown by %s', (path, home) => {
    const source = storySource(home);
    expect(source, `${home} is no story`).toBeDefined();
    const text = MESSAGES.get(path) ?? '';
    const constant = path.replace('(status)', '');
    // The story names the message (its text or its constant) where its play can check it.
    expect(source?.includes(text) || source?.includes(constant), `${home} names ${path}`).toBe(
      true,
    );
  });
});
