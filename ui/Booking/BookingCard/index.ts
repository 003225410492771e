export {
  BOOKING_CARD_COPY,
  BookingCard,
  bookingWhen,
  paymentLabel,
  type BookingCardCopy,
  type BookingCardProps,
} from './BookingCard';
