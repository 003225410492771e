/**
 * Waitlists of full game sessions (docs/waitlist.md): the queue, a member's place in it, and the
 * one promotion every path that frees a place calls. Promotion books the first waiting member in
 * exactly as a join does (same price, same ledger reservation, same fair-access rule); one who
 * cannot be booked in (too few coins, another booking at that time) is skipped and leaves the
 * queue. Every outcome is kept on the entry and told through `announceWaitlistOutcome`.
 */
import {
  addDays,
  formatCoins,
  formatSchedule,
  hasEnoughCoins,
  isApproved,
  lagosToday,
  WAITLIST_OUTCOME_DAYS,
  waitlistOutcomeText,
  type WaitlistEntry,
  type WaitlistSkipReason,
} from '@domain';
import { timestamp } from '../clock';
import { db, nextId } from '../db';
import type { SessionRecord, UserRecord, WaitlistEntryRecord } from '../records';
import { notify } from '../notifications';
import { serializeSession, sessionPlayers } from '../serializers';
import { activeSessionBooking, availableCoins, findActiveLocation, hasStarted } from './bookings';
import { createPaidBooking, describeBooking } from './bookingWrites';
import { ownClash } from './reschedule';

export const WAITLIST_MESSAGES = {
  joined: 'You are on the waitlist.',
  left: 'You have left the waitlist.',
  alreadyWaiting: 'You are already on the waitlist for this session.',
  notWaiting: 'You are not on the waitlist for this session.',
  alreadyJoined: 'You already have a place in this session.',
  started: 'This session has already started, so its waitlist is closed.',
  notFull: 'This session has a free place. Join it directly.',
  unavailable: 'This session is no longer available.',
  promotedSubject: (title: string) => `You are in: ${title}`,
  skippedSubject: (title: string) => `A place freed up in ${title}`,
};

/** Why a member cannot wait for a session, or null when they can. */
export type WaitRefusal = 'started' | 'unavailable' | 'not_full' | null;

const byQueueOrder = (a: WaitlistEntryRecord, b: WaitlistEntryRecord) =>
  a.joined_at.localeCompare(b.joined_at) || a.id - b.id;

/** The session's queue: its waiting entries, first come first served. */
export function queueOf(sessionId: number): WaitlistEntryRecord[] {
  return db.waitlistEntries
    .findMany((q) => q.where({ session_id: sessionId, status: 'waiting' }))
    .sort(byQueueOrder);
}

export function waitingEntry(userId: number, sessionId: number): WaitlistEntryRecord | undefined {
  return db.waitlistEntries.findFirst((q) =>
    q.where({ user_id: userId, session_id: sessionId, status: 'waiting' }),
  );
}

const sessionStarted = (session: SessionRecord, now: Date) =>
  hasStarted({ date: session.session_date, start_time: session.start_time }, now);

const isOpen = (session: SessionRecord) =>
  session.status === 'available' || session.status === 'booked';

function freePlaces(session: SessionRecord): number {
  return Math.max(0, session.max_players - sessionPlayers(db, session));
}

/** Whether a session takes waiting members now: open, not started, and with no free place. */
export function waitRefusal(session: SessionRecord, now: Date): WaitRefusal {
  if (!isOpen(session)) return 'unavailable';
  if (sessionStarted(session, now)) return 'started';
  if (freePlaces(session) > 0) return 'not_full';
  return null;
}

export async function addToWaitlist(
  user: UserRecord,
  session: SessionRecord,
  now: Date,
): Promise<WaitlistEntryRecord> {
  return db.waitlistEntries.create({
    id: nextId(db, 'waitlistEntries'),
    session_id: session.id,
    user_id: user.id,
    status: 'waiting',
    joined_at: timestamp(now),
    decided_at: null,
    reason: null,
    booking_id: null,
    coins_available: null,
    clash_booking_reference: null,
  });
}

async function decide(
  entry: WaitlistEntryRecord,
  outcome: Pick<
    WaitlistEntryRecord,
    'status' | 'reason' | 'booking_id' | 'coins_available' | 'clash_booking_reference'
  >,
  now: Date,
): Promise<WaitlistEntryRecord> {
  const updated = await db.waitlistEntries.update((q) => q.where({ id: entry.id }), {
    data(draft) {
      Object.assign(draft, outcome);
      draft.decided_at = timestamp(now);
    },
  });
  if (!updated) throw new Error(`Database integrity: waitlist entry ${entry.id} vanished`);
  return updated;
}

/** Takes a member out of a session's queue (they left it, or joined the session themselves). */
export function leaveWaitlist(entry: WaitlistEntryRecord, now: Date): Promise<WaitlistEntryRecord> {
  return decide(
    entry,
    {
      status: 'left',
      reason: null,
      booking_id: null,
      coins_available: null,
      clash_booking_reference: null,
    },
    now,
  );
}

function skip(
  entry: WaitlistEntryRecord,
  reason: WaitlistSkipReason,
  facts: { coins_available?: number; clash_booking_reference?: string },
  now: Date,
) {
  return decide(
    entry,
    {
      status: 'skipped',
      reason,
      booking_id: null,
      coins_available: facts.coins_available ?? null,
      clash_booking_reference: facts.clash_booking_reference ?? null,
    },
    now,
  );
}

/**
 * Fills the session's free places from its queue, first come first served. Called by every path
 * that frees a place (a member cancelling or leaving, staff cancelling a booking, staff raising
 * the capacity or reopening the session). It reads the current state each time round, so calling
 * it again changes nothing: a place is filled once and an entry is decided once.
 */
export async function promoteFromWaitlist(sessionId: number | null, now: Date): Promise<void> {
  if (sessionId === null) return;
  for (;;) {
    const session = db.sessions.findFirst((q) => q.where({ id: sessionId }));
    // A session that has started (or is gone) keeps its queue as it is; the entries expire.
    if (!session || !isOpen(session) || sessionStarted(session, now)) return;
    if (freePlaces(session) === 0) return;
    const [entry] = queueOf(session.id);
    if (!entry) return;
    const user = db.users.findFirst((q) => q.where({ id: entry.user_id }));
    let decided: WaitlistEntryRecord;
    if (!user || !isApproved(user) || activeSessionBooking(user.id, session.id)) {
      // Nothing to tell: the member cannot play (any more) or already holds a place.
      await leaveWaitlist(entry, now);
      continue;
    }
    const range = {
      date: session.session_date,
      start_time: session.start_time,
      end_time: session.end_time,
    };
    const clash = ownClash(user.id, range);
    const available = availableCoins(user.id);
    if (clash) {
      decided = await skip(
        entry,
        'booking_overlap',
        { clash_booking_reference: clash.booking_reference },
        now,
      );
    } else if (!hasEnoughCoins(available, session.coin_cost)) {
      decided = await skip(entry, 'insufficient_coins', { coins_available: available }, now);
    } else {
      const booking = await bookSessionPlace(user, session, now);
      decided = await decide(
        entry,
        {
          status: 'promoted',
          reason: null,
          booking_id: booking.id,
          coins_available: null,
          clash_booking_reference: null,
        },
        now,
      );
    }
    await announceWaitlistOutcome(decided, now);
  }
}

/** One player place, paid through the ledger: what a join and a promotion both create. */
export function bookSessionPlace(user: UserRecord, session: SessionRecord, now: Date) {
  const location = findActiveLocation(session.location_id);
  const where = session.title || location?.name || `session ${session.id}`;
  return createPaidBooking(
    user,
    {
      location_id: session.location_id,
      court_id: session.court_id,
      session_id: session.id,
      date: session.session_date,
      start_time: session.start_time,
      end_time: session.end_time,
      coin_cost: session.coin_cost,
      notes: '',
    },
    (reference) =>
      `Session place ${reference}: ${where}, ${describeBooking({ ...session, date: session.session_date })}`,
    now,
  );
}

/**
 * Tells the member what became of their place in the queue: the entry already says it on the
 * bookings page (GET /bookings/waitlist/); this adds a notification under the bell and, if the
 * member's waitlist e-mails are on, the e-mail. The one place every promotion or skip is told from.
 */
export async function announceWaitlistOutcome(
  entry: WaitlistEntryRecord,
  now: Date,
): Promise<void> {
  const user = db.users.findFirst((q) => q.where({ id: entry.user_id }));
  const session = db.sessions.findFirst((q) => q.where({ id: entry.session_id }));
  if (!user || !session) return;
  const title = session.title || findActiveLocation(session.location_id)?.name || 'Your game';
  const when = formatSchedule(session.session_date, session.start_time, session.end_time);
  const promoted = entry.status === 'promoted';
  const booking =
    entry.booking_id === null
      ? undefined
      : db.bookings.findFirst((q) => q.where({ id: entry.booking_id ?? 0 }));
  await notify(
    user.id,
    promoted ? 'waitlist_promoted' : 'waitlist_skipped',
    {
      title: promoted
        ? WAITLIST_MESSAGES.promotedSubject(title)
        : WAITLIST_MESSAGES.skippedSubject(title),
      body: [
        `${title}, ${when}.`,
        waitlistOutcomeText({ ...entry, session: { ...session, date: session.session_date } }),
        ...(booking ? [`Your booking is ${booking.booking_reference}.`] : []),
        ...(promoted
          ? []
          : [
              `The place costs ${formatCoins(session.coin_cost)}; you have no place in its queue now.`,
            ]),
      ].join('\n'),
      link: '/bookings',
    },
    { at: now },
  );
}

/** A waiting entry whose session has started or closed can no longer be promoted: expired. */
function shownStatus(entry: WaitlistEntryRecord, session: SessionRecord, now: Date) {
  if (entry.status !== 'waiting') return entry.status;
  return isOpen(session) && !sessionStarted(session, now) ? 'waiting' : 'expired';
}

export function serializeWaitlistEntry(entry: WaitlistEntryRecord, now: Date): WaitlistEntry {
  const session = db.sessions.findFirst((q) => q.where({ id: entry.session_id }));
  if (!session) throw new Error(`Database integrity: session ${entry.session_id}`);
  const status = shownStatus(entry, session, now);
  const position =
    status === 'waiting' ? queueOf(session.id).findIndex((other) => other.id === entry.id) + 1 : 0;
  return {
    id: entry.id,
    session: serializeSession(db, session),
    location_name: db.locations.findFirst((q) => q.where({ id: session.location_id }))?.name ?? '',
    status,
    position: position > 0 ? position : null,
    joined_at: entry.joined_at,
    decided_at: entry.decided_at,
    reason: entry.reason,
    booking_id: entry.booking_id,
    coins_available: entry.coins_available,
    clash_booking_reference: entry.clash_booking_reference,
  };
}

/**
 * The member's entries as GET /bookings/waitlist/ lists them: waiting ones by session start, then
 * outcomes of the last WAITLIST_OUTCOME_DAYS, newest first. Left entries are the member's own act.
 */
export function waitlistOf(userId: number, now: Date): WaitlistEntry[] {
  const since = addDays(lagosToday(now), -WAITLIST_OUTCOME_DAYS);
  const entries = db.waitlistEntries
    .findMany((q) => q.where({ user_id: userId }))
    .filter((entry) => entry.status !== 'left')
    .flatMap((entry) => {
      const session = db.sessions.findFirst((q) => q.where({ id: entry.session_id }));
      return session ? [serializeWaitlistEntry(entry, now)] : [];
    });
  const waiting = entries
    .filter((entry) => entry.status === 'waiting')
    .sort(
      (a, b) =>
        a.session.date.localeCompare(b.session.date) ||
        a.session.start_time.localeCompare(b.session.start_time) ||
        a.id - b.id,
    );
  const outcomes = entries
    .filter(
      (entry) =>
        entry.status !== 'waiting' &&
        (entry.decided_at ?? entry.session.date).slice(0, 10) >= since,
    )
    .sort(
      (a, b) =>
        (b.decided_at ?? b.session.date).localeCompare(a.decided_at ?? a.session.date) ||
        b.id - a.id,
    );
  return [...waiting, ...outcomes];
}
