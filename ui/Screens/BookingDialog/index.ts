export {
  BOOKING_DIALOG_COPY,
  RESCHEDULE_DIALOG_COPY,
  BookingDialogScreen,
  type BookingDialogCopy,
  type BookingDialogScreenProps,
  type BookingRequest,
} from './BookingDialog';
export { endTime } from './endTime';
