export {
  BOOKINGS_SCREEN_COPY,
  BookingsScreen,
  type BookingsScreenCopy,
  type BookingsScreenProps,
} from './Bookings';
