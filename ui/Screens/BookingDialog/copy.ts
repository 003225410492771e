import { bookingInsideCutoffText } from '@domain';
import { CANCEL, CLOSE_DIALOG } from '../../copy';

export interface BookingDialogCopy {
  title: (locationName: string) => string;
  hours: (open: string, close: string) => string;
  loadingCourts: string;
  loadingSlots: string;
  checkingPrice: string;
  unavailable: string;
  cancel: string;
  confirm: string;
  confirming: string;
  confirmedTitle: string;
  confirmedReference: string;
  coinsCharged: string;
  newBalance: string;
  choosePrompt: string;
  insideCutoff: string;
  viewBookings: string;
  done: string;
  closeDialog: string;
  /** Rescheduling: the booking's time now, above the steps. */
  current: string;
  coinsRefunded: string;
}

export const BOOKING_DIALOG_COPY: BookingDialogCopy = {
  title: (name) => `Book ${name}`,
  hours: (open, close) => `Open ${open}–${close}`,
  loadingCourts: 'Loading courts...',
  loadingSlots: 'Loading available times...',
  checkingPrice: 'Checking availability and price...',
  unavailable: 'This time is not available',
  cancel: CANCEL,
  confirm: 'Confirm booking',
  confirming: 'Booking...',
  confirmedTitle: 'Booking confirmed',
  confirmedReference: 'Your booking reference is',
  coinsCharged: 'Coins charged',
  newBalance: 'New balance',
  choosePrompt: 'Choose a date, court and start time to see the price.',
  insideCutoff: bookingInsideCutoffText(),
  viewBookings: 'View my bookings',
  done: 'Done',
  closeDialog: CLOSE_DIALOG,
  current: 'Now',
  coinsRefunded: 'Coins refunded',
};

/** The same steps, moving a booking: the words that change (docs/reschedule.md). */
export const RESCHEDULE_DIALOG_COPY: Partial<BookingDialogCopy> = {
  title: (name) => `Reschedule at ${name}`,
  confirm: 'Confirm reschedule',
  confirming: 'Rescheduling...',
  confirmedTitle: 'Booking rescheduled',
  confirmedReference: 'It keeps its reference',
  choosePrompt: 'Choose a new date, court and start time to see the difference in price.',
  coinsCharged: 'Coins charged',
  insideCutoff: bookingInsideCutoffText(),
};
