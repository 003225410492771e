export {
  BOOKING_DETAIL_COPY,
  BookingDetailDialog,
  telHref,
  type BookingDetailCopy,
  type BookingDetailDialogProps,
} from './BookingDetailDialog';
