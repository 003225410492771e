export {
  BookingDialogScreen,
  type BookingDialogScreenProps,
  type BookingRequest,
} from './BookingDialog';
export { BOOKING_DIALOG_COPY, RESCHEDULE_DIALOG_COPY, type BookingDialogCopy } from './copy';
export { endTime } from './endTime';
