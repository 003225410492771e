/**
 * What each event tells the member (docs/notifications.md): the words of the
 * notifications the handlers send through `notify`. Plain text only.
 */
import { formatCoins, formatSchedule, isStaff } from '@domain';
import { db } from '../db';
import type { BookingRecord, UserRecord } from '../records';
import type { TransactionRecord } from '../coinRecords';
import { notify } from '../notifications';

/** 'Lekki Arena, Pitch A, Sat 19 Jul 2025, 10:00–12:00' (or the session's title). */
function placeOf(booking: BookingRecord): string {
  const location = db.locations.findFirst((q) => q.where({ id: booking.location_id }));
  const court = db.courts.findFirst((q) => q.where({ id: booking.court_id }));
  const session =
    booking.session_id === null
      ? undefined
      : db.sessions.findFirst((q) => q.where({ id: booking.session_id ?? 0 }));
  const where = [session?.title || null, location?.name, court?.name].filter(Boolean).join(', ');
  return `${where}, ${formatSchedule(booking.date, booking.start_time, booking.end_time)}`;
}

export function noticeBookingConfirmed(booking: BookingRecord) {
  const what = booking.session_id === null ? 'Booking' : 'Session place';
  return notify(booking.user_id, 'booking_confirmed', {
    title: `${what} ${booking.booking_reference} confirmed`,
    body: `${placeOf(booking)}. ${formatCoins(booking.coin_cost)} ${booking.coin_cost === 1 ? 'is' : 'are'} held for it until it is played.`,
    link: '/bookings',
  });
}

/** Cancelled by the member, or by staff (`by` is then the staff member), and refunded. */
export function noticeBookingCancelled(
  booking: BookingRecord,
  refunded: number,
  by: UserRecord | null,
) {
  const byStaff = by !== null && by.id !== booking.user_id && isStaff(by);
  const refund =
    refunded > 0
      ? `${formatCoins(refunded)} went back to your wallet.`
      : 'No coins were held for it, so none were refunded.';
  return notify(booking.user_id, 'booking_cancelled', {
    title: `Booking ${booking.booking_reference} cancelled${refunded > 0 ? ' and refunded' : ''}`,
    body: `${byStaff ? 'Staff cancelled' : 'You cancelled'} ${placeOf(booking)}. ${refund}`,
    link: '/bookings',
  });
}

export function noticeBookingRescheduled(before: BookingRecord, after: BookingRecord) {
  const difference = after.coin_cost - before.coin_cost;
  const coins =
    difference > 0
      ? ` ${formatCoins(difference)} more ${difference === 1 ? 'is' : 'are'} held for it.`
      : difference < 0
        ? ` ${formatCoins(-difference)} went back to your wallet.`
        : '';
  return notify(after.user_id, 'booking_rescheduled', {
    title: `Booking ${after.booking_reference} moved`,
    body: `Now ${placeOf(after)} (was ${formatSchedule(before.date, before.start_time, before.end_time)}).${coins}`,
    link: '/bookings',
  });
}

/** A staff credit (credit, bonus, refund) or debit of the member's coins. */
export function noticeCoinsAdjusted(member: UserRecord, entry: TransactionRecord, reason: string) {
  const credited = entry.amount > 0;
  const coins = formatCoins(Math.abs(entry.amount));
  return notify(member.id, credited ? 'coins_credited' : 'coins_debited', {
    title: credited ? `${coins} added to your wallet` : `${coins} taken from your wallet`,
    body: `${credited ? 'Staff added' : 'Staff removed'} ${coins}: ${reason}. Your available balance is now ${formatCoins(entry.balance_after)}.`,
    link: '/subscriptions/history',
  });
}

export function noticeAccountDecided(user: UserRecord, approved: boolean, reason: string | null) {
  return approved
    ? notify(user.id, 'account_approved', {
        title: 'Your Pitchside account is approved',
        body: 'Welcome! You can now sign in, buy coins, book courts and join game sessions.',
        link: '/login',
      })
    : notify(user.id, 'account_rejected', {
        title: 'Your Pitchside application was not approved',
        body: [
          'Staff did not approve your account.',
          reason ? `Their reason: ${reason}` : null,
          'Write to us through the contact page if you think this is a mistake.',
        ]
          .filter(Boolean)
          .join(' '),
        link: '/contact',
      });
}
