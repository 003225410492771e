/**
 * The messages of SPEC §8, exact. Code imports them from here so that a test asserting a
 * message and the screen showing it can never disagree by a typo.
 */

import { ACCOUNT_APPROVAL_REQUIRED } from './accessMessages';
import { NETWORK_ERROR, NO_RESPONSE, PAGE_RENDER_FAILED, UNEXPECTED_ERROR } from './failures';

export { ACCOUNT_APPROVAL_REQUIRED, LOGIN_MESSAGES } from './accessMessages';
export {
  NETWORK_ERROR,
  NO_ANSWER_MESSAGES,
  NO_RESPONSE,
  OFFLINE_MESSAGES,
  PAGE_RENDER_FAILED,
  SAVED_DATA_MESSAGES,
  UNEXPECTED_ERROR,
  networkErrorMessage,
  serverError,
  type RequestFailure,
} from './failures';

export const NETWORK_MESSAGES = {
  noResponse: NO_RESPONSE,
  networkError: NETWORK_ERROR,
} as const;

export const REGISTER_MESSAGES = {
  failed: 'Registration failed',
  unexpected: 'An unexpected error occurred. Please try again.',
  success:
    'Registration successful! Your account is pending approval. You will receive an email notification once approved.',
} as const;

/**
 * Used when a failed call carries no message of its own. SPEC §8 quotes some of these again for a
 * screen (SCREEN_MESSAGES below): those screen names take their words from here.
 */
export const SERVICE_FALLBACK_MESSAGES = {
  accounts: {
    getUser: 'Failed to get user data',
    updateProfile: 'Failed to update profile',
    changePassword: 'Failed to change password',
    getPendingApprovals: 'Failed to get pending approvals',
    approveUser: 'Failed to approve user',
    rejectUser: 'Failed to reject user',
    suspendUser: 'Failed to suspend user',
    reactivateUser: 'Failed to reactivate user',
  },
  locations: {
    fetchLocations: 'Failed to fetch locations',
    fetchLocationDetails: 'Failed to fetch location details',
    fetchCourts: 'Failed to fetch courts',
    fetchSessions: 'Failed to fetch sessions',
    searchLocations: 'Failed to search locations',
    findNearby: 'Failed to find nearby locations',
  },
  bookings: {
    fetchBookings: 'Failed to fetch bookings',
    createBooking: 'Failed to create booking',
    fetchBookingDetails: 'Failed to fetch booking details',
    cancelBooking: 'Failed to cancel booking',
    rescheduleBooking: 'Failed to reschedule booking',
    joinSession: 'Failed to join session',
    leaveSession: 'Failed to leave session',
    fetchAvailableSlots: 'Failed to fetch available slots',
    checkAvailability: 'Failed to check availability',
    fetchHistory: 'Failed to fetch booking history',
  },
  subscriptions: {
    loadPackages: 'Failed to load packages',
    loadWallet: 'Failed to load wallet',
    purchase: 'Purchase failed',
    purchaseInitialization: 'Purchase initialization failed',
    paymentVerification: 'Payment verification failed',
  },
} as const;

const { accounts, bookings, subscriptions } = SERVICE_FALLBACK_MESSAGES;

export const SCREEN_MESSAGES = {
  home: {
    renderFailed: PAGE_RENDER_FAILED,
  },
  locations: {
    loadFailed: 'Failed to load locations',
  },
  bookings: {
    loadFailed: 'Failed to load bookings',
    loadError: 'An error occurred while loading bookings',
    cancellationFailedTitle: 'Cancellation Failed',
    cancellationFailed: bookings.cancelBooking,
    unexpected: UNEXPECTED_ERROR,
  },
  packages: {
    loadPackagesFailed: subscriptions.loadPackages,
    loadWalletFailed: 'Failed to load wallet information',
    loadError: 'An error occurred while loading data',
    walletUnavailable: 'Unable to load wallet information',
    approvalRequired: `${ACCOUNT_APPROVAL_REQUIRED}: Your account needs to be approved before you can purchase subscription packages. Please wait for staff approval.`,
  },
  purchase: {
    failed: subscriptions.purchase,
    unexpected: 'An unexpected error occurred during purchase',
  },
  admin: {
    approveFailed: accounts.approveUser,
    rejectFailed: accounts.rejectUser,
    adjustCoinsFailed: 'Failed to adjust coins',
  },
  profile: {
    unexpected: UNEXPECTED_ERROR,
  },
} as const;

export const SUCCESS_NOTICES = {
  messageSent: 'Message Sent!',
  bookingCancelled: 'Booking Cancelled',
  userApproved: 'User approved successfully',
  userRejected: 'User application rejected',
  dashboardRefreshed: 'Dashboard data refreshed',
  purchaseSuccessful: 'Purchase Successful!',
  profileUpdated: 'Profile updated successfully',
  passwordChanged: 'Password changed successfully. Please log in again.',
} as const;
