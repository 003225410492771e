export {
  BOOKING_DIALOG_COPY,
  RESCHEDULE_DIALOG_COPY,
  BookingDialogScreen,
  endTime,
  type BookingDialogCopy,
  type BookingDialogScreenProps,
  type BookingRequest,
} from './BookingDialog';
