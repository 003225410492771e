import { BookingsScreen } from '@ui/Screens/Bookings';
import { useMyBookings } from './useMyBookings';
import { useTickingNow } from './useTickingNow';

export default function BookingsRoute() {
  const bookings = useMyBookings();
  const now = useTickingNow();
  return <BookingsScreen {...bookings} now={now} />;
}
