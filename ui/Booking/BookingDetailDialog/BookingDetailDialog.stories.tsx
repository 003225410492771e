import { formatCoins, formatSchedule, shareMessage, whatsAppShareUrl } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { openDialog } from '../openDialog';
import {
  cancelledBooking,
  soonBooking,
  staffCancelledSessionPlace,
  storyNow,
  upcomingBooking,
} from '../../fixtures/bookings';
import { BookingDetailDialog } from './BookingDetailDialog';
import { inOwnFrame } from '../../fixtures/docs';

const meta = {
  title: 'Components/Booking/BookingDetailDialog',
  component: BookingDetailDialog,
  parameters: inOwnFrame,
  args: { booking: upcomingBooking, now: storyNow, onClose: fn(), onCancel: fn() },
} satisfies Meta<typeof BookingDetailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Upcoming: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog('dialog', 'Booking details');
    const details = within(dialog);
    const value = (term: string) => details.getByText(term).nextElementSibling;
    await expect(value('Reference')).toHaveTextContent('PSB-2045');
    await expect(value('Status')).toHaveTextContent('Confirmed');
    await expect(value('Payment')).toHaveTextContent('Paid');
    const { location } = upcomingBooking;
    await expect(value('Location')).toHaveTextContent(location.name);
    await expect(value('Address')).toHaveTextContent(location.address);
    await expect(details.getByRole('link', { name: location.contact_phone })).toHaveAttribute(
      'href',
      `tel:${location.contact_phone.replace(/\s/g, '')}`,
    );
    await expect(value('Facility')).toHaveTextContent('Football');
    await expect(value('Type')).toHaveTextContent('Court hire');
    await expect(value('Court')).toHaveTextContent('Pitch A');
    await expect(value('Date')).toHaveTextContent('Monday 23 Nov 2026');
    await expect(value('Time')).toHaveTextContent('17:00–19:00');
    await expect(value('Duration')).toHaveTextContent('2 hours');
    await expect(value('Coins')).toHaveTextContent(formatCoins(upcomingBooking.coin_cost));
    await expect(value('Booked on')).toHaveTextContent('14 Nov 2026, 19:24');
    await expect(value('Notes')).toHaveTextContent('Office five-a-side. Bibs please.');

    await userEvent.click(details.getByRole('button', { name: 'Cancel booking' }));
    await expect(args.onCancel).toHaveBeenCalledWith(upcomingBooking);
    await userEvent.click(details.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Cancelled: Story = {
  args: { booking: { ...cancelledBooking, notes: '' } },
  play: async () => {
    const dialog = await openDialog('dialog', 'Booking details');
    const details = within(dialog);
    await expect(details.getByText('Cancelled on').nextElementSibling).toHaveTextContent(
      '17 Nov 2026, 08:15',
    );
    await expect(details.getByText('No notes')).toBeVisible();
    await expect(details.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  },
};

/** Staff cancelled the game session: the dialog gives their reason, in the server's words. */
export const CancelledByStaff: Story = {
  args: { booking: staffCancelledSessionPlace },
  play: async () => {
    const dialog = await openDialog('dialog', 'Booking details');
    const details = within(dialog);
    await expect(details.getByText('Reason').nextElementSibling).toHaveTextContent(
      'Session cancelled by staff',
    );
    await expect(details.getByText('Session place')).toBeVisible();
    await expect(details.queryByRole('button', { name: 'Reschedule' })).toBeNull();
  },
};

export const CancelledByStaffPhone: Story = {
  ...CancelledByStaff,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Inside the cancellation cut-off the dialog offers no cancellation. */
export const TooLateToCancel: Story = {
  args: { booking: soonBooking },
  play: async () => {
    const dialog = await openDialog('dialog', 'Booking details');
    await expect(within(dialog).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    await expect(within(dialog).getByText('Bringing my own balls.')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(await openDialog('dialog', 'Booking details')).toBeVisible();
  },
};

const shareOrigin = 'https://pitchside.example';

/** An upcoming booking can be added to a calendar and shared: the link opens WhatsApp's chat picker. */
export const CalendarAndShare: Story = {
  args: { onAddToCalendar: fn(), shareOrigin },
  play: async ({ args }) => {
    const details = within(await openDialog('dialog', 'Booking details'));
    await userEvent.click(details.getByRole('button', { name: 'Add to calendar' }));
    await expect(args.onAddToCalendar).toHaveBeenCalledWith(upcomingBooking);

    const share = details.getByRole('link', { name: /Share on WhatsApp/ });
    await expect(share).toHaveAttribute(
      'href',
      whatsAppShareUrl(shareMessage(upcomingBooking, shareOrigin)),
    );
    await expect(share).toHaveAttribute('target', '_blank');
    const text = new URL(share.getAttribute('href') ?? '').searchParams.get('text') ?? '';
    await expect(text).toContain(
      formatSchedule(upcomingBooking.date, upcomingBooking.start_time, upcomingBooking.end_time),
    );
    await expect(text).toContain(`${shareOrigin}/locations?q=`);
  },
};

/** A session place links to the session itself. */
export const ShareSession: Story = {
  args: { booking: { ...upcomingBooking, session_id: 42 }, shareOrigin },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const details = within(await openDialog('dialog', 'Booking details'));
    const share = details.getByRole('link', { name: /Share on WhatsApp/ });
    const text = new URL(share.getAttribute('href') ?? '').searchParams.get('text') ?? '';
    await expect(text).toContain(`${shareOrigin}/locations?session=42`);
    await expect(share).toBeVisible();
    // No calendar action was handed in: none is offered.
    await expect(details.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  },
};

export const CalendarDownloading: Story = {
  args: { onAddToCalendar: fn(), calendarBusy: true, shareOrigin },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const details = within(await openDialog('dialog', 'Booking details'));
    await expect(details.getByRole('button', { name: 'Downloading…' })).toBeDisabled();
  },
};

/** A cancelled booking is neither added to a calendar nor shared. */
export const CancelledOffersNoCalendar: Story = {
  args: { booking: cancelledBooking, onAddToCalendar: fn(), shareOrigin },
  play: async () => {
    const details = within(await openDialog('dialog', 'Booking details'));
    await expect(details.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    await expect(details.queryByRole('link', { name: /Share on WhatsApp/ })).toBeNull();
  },
};
