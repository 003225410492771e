/**
 * Waitlists of full game sessions (docs/waitlist.md): when a session counts as
 * full, and every sentence that tells a member where they stand or what became of their place.
 * The server, the e-mails and the screens build their words from these, so they always agree.
 */
import { waitlistEntryStatusValues, type components } from './api.gen';
import { bookingStart } from './bookings';
import { formatCoins, formatSchedule } from './format';
import type { SessionOccupancy } from './types';

export type WaitlistEntry = components['schemas']['WaitlistEntry'];
export type WaitlistStatus = WaitlistEntry['status'];
export type WaitlistSkipReason = NonNullable<WaitlistEntry['reason']>;

export const WAITLIST_STATUSES = waitlistEntryStatusValues;
export const WAITLIST_SKIP_REASONS = [
  'insufficient_coins',
  'booking_overlap',
] as const satisfies readonly WaitlistSkipReason[];

/** How long a promotion, a skip or an expiry stays in the member's list of waitlist entries. */
export const WAITLIST_OUTCOME_DAYS = 7;

/** A session with no free place for a new player (status booked, or every place taken). */
export function isSessionFull(session: SessionOccupancy): boolean {
  return (
    session.status === 'booked' ||
    (session.status === 'available' && session.current_players >= session.max_players)
  );
}

/** A session whose queue a member may join: full, and not started yet. */
export function canJoinWaitlist(
  session: SessionOccupancy & { date: string; start_time: string },
  now: Date,
): boolean {
  return isSessionFull(session) && bookingStart(session).getTime() > now.getTime();
}

/** Free places of an open session (0 when full). */
export function spotsLeft(session: Pick<SessionOccupancy, 'current_players' | 'max_players'>) {
  return Math.max(0, session.max_players - session.current_players);
}

/** 'You are #2 on the waitlist'. */
export function waitlistPositionText(position: number): string {
  return `You are #${position} on the waitlist`;
}

interface OutcomeFacts {
  status: WaitlistStatus;
  reason: WaitlistEntry['reason'];
  coins_available: number | null;
  clash_booking_reference: string | null;
  session: Pick<WaitlistEntry['session'], 'coin_cost' | 'date' | 'start_time' | 'end_time'>;
}

/** Why a waiting member was passed over, in plain words. */
export function waitlistSkipText(entry: OutcomeFacts): string {
  if (entry.reason === 'booking_overlap') {
    const reference = entry.clash_booking_reference ?? 'another booking';
    return `A place freed up, but you already had a booking at that time (${reference}), so it went to the next member.`;
  }
  const has =
    entry.coins_available === null ? '' : ` and you had ${formatCoins(entry.coins_available)}`;
  return `A place freed up, but it costs ${formatCoins(entry.session.coin_cost)}${has}, so it went to the next member. Top up and join the waitlist again if it is still full.`;
}

/** What became of a waitlist entry, in plain words: the line the app and the e-mail show. */
export function waitlistOutcomeText(entry: OutcomeFacts): string {
  const when = formatSchedule(entry.session.date, entry.session.start_time, entry.session.end_time);
  switch (entry.status) {
    case 'promoted':
      return `A place freed up and you were booked in for ${when}. Your wallet was charged ${formatCoins(entry.session.coin_cost)}.`;
    case 'skipped':
      return waitlistSkipText(entry);
    case 'expired':
      return 'No place freed up before the session started.';
    case 'left':
      return 'You left the waitlist.';
    case 'waiting':
      return 'You are on the waitlist.';
  }
}
