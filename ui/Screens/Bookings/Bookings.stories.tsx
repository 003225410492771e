import {
  SCREEN_MESSAGES,
  SERVICE_FALLBACK_MESSAGES,
  SUCCESS_NOTICES,
  bookingTooLateToCancelText,
  cancellationPolicyText,
  cardTooLateToCancelText,
  formatCoins,
  type Booking,
} from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { openDialog } from '../../Booking/openDialog';
import {
  bookings,
  completedBooking,
  soonBooking,
  storyNow,
  upcomingBooking,
} from '../../fixtures/bookings';
import { inViewport } from '../../Feedback/PageNotice/seen';
import { Toaster, toaster } from '../../Feedback/Toaster';
import { failure, loading, success } from '../../remote';
import { BookingsScreen, type BookingsScreenProps } from './Bookings';
import { expectSavedDataNote, savedAt } from '../../fixtures/savedData';

const meta = {
  title: 'Screens/Bookings',
  tags: ['!autodocs'],
  component: BookingsScreen,
  parameters: { layout: 'fullscreen', route: '/bookings' },
  args: {
    bookings: success(bookings),
    now: storyNow,
    onTabChange: fn(),
    onRetry: fn(),
    onViewDetails: fn(),
    onCloseDetails: fn(),
    onCancel: fn(),
    onReschedule: fn(),
    onConfirmCancel: fn(),
    onCloseCancel: fn(),
    onDismissNotice: fn(),
    onLoadMore: fn(),
    onRetryHistory: fn(),
    onRetryDetails: fn(),
  },
} satisfies Meta<typeof BookingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardNames = (canvas: ReturnType<typeof within>) =>
  canvas.getAllByRole('article').map((card: HTMLElement) => card.getAttribute('data-booking-id'));
const summaryFigure = (root: HTMLElement, key: string) =>
  root.querySelector(`[data-summary="${key}"] dd`)?.textContent;

export const Loading: Story = {
  args: { bookings: loading },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading bookings...' })).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** Soonest first; the one starting in 90 minutes can no longer be cancelled. */
export const Upcoming: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
    await expect(summaryFigure(canvasElement, 'total')).toBe('10');
    await expect(summaryFigure(canvasElement, 'upcoming')).toBe('4');
    await expect(summaryFigure(canvasElement, 'completed')).toBe('3');
    await expect(summaryFigure(canvasElement, 'cancelled')).toBe('2');
    await expect(canvas.getByRole('tab', { name: /Upcoming/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(cardNames(canvas)).toEqual(['2041', '2045', '2047', '2049']);

    const soon = canvas.getAllByRole('article')[0]!;
    await expect(within(soon).queryByRole('button', { name: /^Cancel/ })).toBeNull();
    await expect(soon).toHaveTextContent(cardTooLateToCancelText());
    // Moving a booking follows the cancellation cut-off: past it, no Reschedule either.
    await expect(within(soon).queryByRole('button', { name: /Reschedule/ })).toBeNull();

    const monday = canvas.getAllByRole('article')[1]!;
    const reschedule = within(monday).getByRole('button', { name: 'Reschedule PSB-2045' });
    await expect(reschedule).toBeEnabled();
    await userEvent.click(reschedule);
    await expect(args.onReschedule).toHaveBeenCalledWith(upcomingBooking);
    await userEvent.click(within(monday).getByRole('button', { name: /^Cancel/ }));
    await expect(args.onCancel).toHaveBeenCalledWith(upcomingBooking);
    await userEvent.click(within(monday).getByRole('button', { name: /View details/ }));
    await expect(args.onViewDetails).toHaveBeenCalledWith(upcomingBooking);
  },
};

export const UpcomingPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
  },
};

/** The list in dark mode: cards stand apart from the page, text keeps its contrast (axe). */
export const UpcomingDark: Story = {
  ...Upcoming,
  globals: { theme: 'dark' },
};

export const UpcomingDarkPhone: Story = {
  ...UpcomingDark,
  play: UpcomingPhone.play,
  globals: { theme: 'dark', viewport: { value: 'phone', isRotated: false } },
};

/** The app's part, played by the story: cancelling succeeds and is told in a toast. */
function CancellingApp(props: BookingsScreenProps) {
  const [target, setTarget] = useState<Booking | null>(null);
  return (
    <>
      <BookingsScreen
        {...props}
        cancelBooking={target}
        onCancel={setTarget}
        onCloseCancel={() => setTarget(null)}
        onConfirmCancel={(booking) => {
          props.onConfirmCancel(booking);
          setTarget(null);
          toaster.create({
            type: 'success',
            title: SUCCESS_NOTICES.bookingCancelled,
            description: `${formatCoins(booking.coin_cost)} refunded to your wallet.`,
          });
        }}
      />
      <Toaster />
    </>
  );
}

/** Cancelled from the last card of the list: 'Booking Cancelled' is on screen where the member is. */
export const CancelFromBottom: Story = {
  render: (args) => <CancellingApp {...args} />,
  beforeEach: () => {
    toaster.remove();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const last = canvas.getAllByRole('article').at(-1)!;
    const cancel = within(last).getByRole('button', { name: /^Cancel/ });
    cancel.scrollIntoView({ block: 'end' });
    await userEvent.click(cancel);
    const dialog = await openDialog('alertdialog', 'Cancel booking');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    const toast = await screen.findByText(SUCCESS_NOTICES.bookingCancelled);
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(inViewport(toast)).toBe(true));
  },
};

export const CancelFromBottomPhone: Story = {
  ...CancelFromBottom,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Most recent first, with the next history page one press away. */
export const Past: Story = {
  args: { defaultTab: 'past', hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: /Past/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(cardNames(canvas)).toEqual(['2031', '2027', '2024', '2012']);
    await expect(canvas.queryByRole('button', { name: /^Cancel/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const PastLoadingMore: Story = {
  args: { defaultTab: 'past', hasMore: true, loadingMore: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Loading/ })).toBeDisabled();
  },
};

/**
 * The older bookings' pages could not be loaded: the past tab says so where 'Load more' would be,
 * with a retry, and keeps the bookings it has.
 */
export const PastHistoryFailed: Story = {
  args: {
    defaultTab: 'past',
    historyError: SERVICE_FALLBACK_MESSAGES.bookings.fetchHistory,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(cardNames(canvas)).toEqual(['2031', '2027', '2024', '2012']);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch booking history');
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryHistory).toHaveBeenCalled();
  },
};

export const PastHistoryFailedPhone: Story = {
  ...PastHistoryFailed,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The all tab lists the older bookings too, so it says the same. */
export const AllHistoryFailed: Story = {
  args: {
    defaultTab: 'all',
    historyError: SERVICE_FALLBACK_MESSAGES.bookings.fetchHistory,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(bookings.length);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch booking history');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryHistory).toHaveBeenCalled();
    // The upcoming bookings come whole with the list: that tab has nothing to retry.
    await userEvent.click(canvas.getByRole('tab', { name: /Upcoming/ }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Cancelled: Story = {
  args: { defaultTab: 'cancelled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(cardNames(canvas)).toEqual(['2043', '2036']);
    for (const card of canvas.getAllByRole('article')) {
      await expect(within(card).getByText('Cancelled')).toHaveAttribute('data-palette', 'red');
      await expect(within(card).getByText('Refunded')).toBeVisible();
    }
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

export const All: Story = {
  args: { defaultTab: 'all' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(bookings.length);
  },
};

/** Choosing a tab tells the app, which may load history for the past tab. */
export const SwitchTabs: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /Cancelled/ }));
    await expect(args.onTabChange).toHaveBeenCalledWith('cancelled');
    await expect(cardNames(canvas)).toEqual(['2043', '2036']);
    await userEvent.click(canvas.getByRole('tab', { name: /All/ }));
    await expect(canvas.getAllByRole('article')).toHaveLength(bookings.length);
  },
};

export const Empty: Story = {
  args: { bookings: success([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No bookings yet' })).toBeVisible();
    const links = canvas.getAllByRole('link', { name: 'Book a court' });
    for (const link of links) await expect(link).toHaveAttribute('href', '/locations');
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** A tab with nothing in it says so. */
export const EmptyTab: Story = {
  args: { bookings: success([completedBooking]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No upcoming bookings')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { bookings: failure(SCREEN_MESSAGES.bookings.loadFailed) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load bookings');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LoadError: Story = {
  args: { bookings: failure(SCREEN_MESSAGES.bookings.loadError) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'An error occurred while loading bookings',
    );
  },
};

export const DetailDialog: Story = {
  args: { detailBooking: upcomingBooking },
  play: async ({ args }) => {
    const dialog = await openDialog('dialog', 'Booking details');
    const body = within(dialog);
    await expect(dialog).toHaveTextContent('PSB-2045');
    const phone = upcomingBooking.location.contact_phone;
    await expect(body.getByRole('link', { name: phone })).toHaveAttribute(
      'href',
      `tel:${phone.replace(/\s/g, '')}`,
    );
    await expect(dialog).toHaveTextContent('Office five-a-side. Bibs please.');
    await userEvent.click(body.getByRole('button', { name: 'Cancel booking' }));
    await expect(args.onCancel).toHaveBeenCalledWith(upcomingBooking);
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await expect(args.onCloseDetails).toHaveBeenCalled();
  },
};

/** The open booking could not be refreshed: the dialog says so above the list's copy. */
export const DetailRefreshFailed: Story = {
  args: {
    detailBooking: upcomingBooking,
    detailError: SERVICE_FALLBACK_MESSAGES.bookings.fetchBookingDetails,
  },
  play: async ({ args }) => {
    const dialog = await openDialog('dialog', 'Booking details');
    const body = within(dialog);
    const alert = body.getByRole('alert');
    await expect(alert).toHaveTextContent(
      'Failed to fetch booking details The details below are from your bookings list.',
    );
    await expect(dialog).toHaveTextContent('PSB-2045');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryDetails).toHaveBeenCalled();
  },
};

export const DetailRefreshFailedPhone: Story = {
  ...DetailRefreshFailed,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const CancelDialog: Story = {
  args: { cancelBooking: upcomingBooking },
  play: async ({ args }) => {
    const dialog = await openDialog('alertdialog', 'Cancel booking');
    const body = within(dialog);
    await expect(dialog).toHaveTextContent(cancellationPolicyText());
    await expect(dialog).toHaveTextContent(
      `You will get ${formatCoins(upcomingBooking.coin_cost)} back.`,
    );
    await userEvent.click(body.getByRole('button', { name: 'Cancel booking' }));
    await expect(args.onConfirmCancel).toHaveBeenCalledWith(upcomingBooking);
  },
};

export const Cancelling: Story = {
  args: { cancelBooking: upcomingBooking, cancelling: true },
  play: async () => {
    const dialog = await openDialog('alertdialog', 'Cancel booking');
    await expect(within(dialog).getByRole('button', { name: /Cancelling/ })).toBeDisabled();
  },
};

/** A booking starting in 90 minutes: the dialog cannot confirm, it only closes. */
export const CancelTooLate: Story = {
  args: { cancelBooking: soonBooking },
  play: async ({ args }) => {
    const dialog = await openDialog('alertdialog', 'Cancel booking');
    const body = within(dialog);
    await expect(dialog).toHaveTextContent('PSB-2041');
    await expect(dialog).toHaveTextContent(bookingTooLateToCancelText());
    await expect(body.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await expect(args.onCloseCancel).toHaveBeenCalled();
    await expect(args.onConfirmCancel).not.toHaveBeenCalled();
  },
};

export const CancelFailed: Story = {
  args: {
    cancelBooking: upcomingBooking,
    cancelError: SCREEN_MESSAGES.bookings.cancellationFailed,
  },
  play: async () => {
    const dialog = await openDialog('alertdialog', 'Cancel booking');
    const alert = within(dialog).getByRole('alert');
    await expect(alert).toHaveTextContent('Cancellation Failed');
    await expect(alert).toHaveTextContent('Failed to cancel booking');
  },
};

/** After a cancellation: the notice, and the booking now in the cancelled tab. */
export const BookingCancelledNotice: Story = {
  args: {
    notice: SUCCESS_NOTICES.bookingCancelled,
    bookings: success(
      bookings.map((booking) =>
        booking.id === upcomingBooking.id
          ? { ...booking, status: 'CANCELLED' as const, payment_status: 'REFUNDED' as const }
          : booking,
      ),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent('Booking Cancelled');
    await waitFor(() => expect(inViewport(notice)).toBe(true));
    await expect(summaryFigure(canvasElement, 'cancelled')).toBe('3');
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismissNotice).toHaveBeenCalled();
  },
};

/** Calendar feed in the header, and the detail dialog's calendar and share actions. */
export const CalendarAndSharing: Story = {
  args: {
    onOpenCalendarFeed: fn(),
    onAddToCalendar: fn(),
    shareOrigin: 'https://pitchside.example',
    detailBooking: upcomingBooking,
  },
  play: async ({ args }) => {
    const details = within(await openDialog('dialog', 'Booking details'));
    await userEvent.click(details.getByRole('button', { name: 'Add to calendar' }));
    await expect(args.onAddToCalendar).toHaveBeenCalledWith(upcomingBooking);
    await expect(details.getByRole('link', { name: /Share on WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/\?text=/),
    );
  },
};

export const CalendarFeedPhone: Story = {
  args: { onOpenCalendarFeed: fn() },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Calendar feed' });
    await expect(button).toBeVisible();
    await userEvent.click(button);
    await expect(args.onOpenCalendarFeed).toHaveBeenCalled();
  },
};

/**
 * A server with SPEC §7's operations alone: it cannot price a move, so rescheduling is said to be
 * coming soon (SPEC §2); no calendar feed, no waitlists, no calendar file or shared link.
 */
export const SpecServer: Story = {
  args: { onReschedule: undefined, rescheduleComingSoon: true, waitlist: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Reschedule/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Calendar feed' })).toBeNull();
    // The soonest can no longer move at all; the others say rescheduling is coming.
    const upcoming = within(canvas.getByRole('tabpanel'));
    await expect(upcoming.getAllByText('Reschedule: coming soon')).toHaveLength(3);
  },
};

export const SpecServerPhone: Story = {
  ...SpecServer,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const SpecServerDetailDialog: Story = {
  args: { ...SpecServer.args, detailBooking: upcomingBooking },
  play: async () => {
    const dialog = await openDialog('dialog', 'Booking details');
    const body = within(dialog);
    await expect(dialog).toHaveTextContent('Reschedule: coming soon');
    await expect(body.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    await expect(body.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    await expect(body.queryByRole('link', { name: /Share on WhatsApp/ })).toBeNull();
  },
};

export const SpecServerDetailDialogPhone: Story = {
  ...SpecServerDetailDialog,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/**
 * What this browser kept, shown while the server has not answered (or cannot): said under the
 * heading, with the time it was loaded, above the data itself.
 */
export const SavedData: Story = {
  args: { savedAt },
  play: async ({ canvasElement }) => {
    await expectSavedDataNote(canvasElement, 'My Bookings');
    await expect(cardNames(within(canvasElement))).toEqual(['2041', '2045', '2047', '2049']);
  },
};

export const SavedDataPhone: Story = {
  ...SavedData,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
