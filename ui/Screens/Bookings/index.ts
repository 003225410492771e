export { BookingsScreen, type BookingsScreenProps } from './Bookings';
export { BOOKINGS_SCREEN_COPY, type BookingsScreenCopy } from './copy';
