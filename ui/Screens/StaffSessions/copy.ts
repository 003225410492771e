import { formatCoins, type SessionStatus } from '@domain';
import { STAFF_SESSIONS } from '../../Shell/navigation';

/** The staff sessions page's words (the session and closure forms keep their own). */
export const STAFF_SESSIONS_COPY = {
  title: STAFF_SESSIONS,
  intro: 'Run the game sessions of a venue and close its courts for maintenance.',
  titleSessionsOnly: 'Game sessions',
  introSessionsOnly: 'Run the game sessions of a venue.',
  venue: 'Venue',
  day: 'Day',
  loadingVenues: 'Loading venues…',
  venuesFailed: 'Venues could not be loaded',
  sessionsTitle: 'Game sessions',
  newSession: 'New session',
  loadingSessions: 'Loading sessions…',
  sessionsFailed: 'Sessions could not be loaded',
  noSessions: 'No game sessions on this day',
  noSessionsHelp: 'Create one with New session.',
  untitled: 'Game session',
  players: (current: number, max: number) => `${current} of ${max} players`,
  perPlayer: (coins: number) => `${formatCoins(coins)} per player`,
  edit: 'Edit',
  cancelSession: 'Cancel session',
  confirmCancel: (title: string, players: number, coins: number) =>
    players === 0
      ? `Cancel “${title}”? Nobody has joined yet.`
      : `Cancel “${title}”? ${players} player${players === 1 ? '' : 's'} get${players === 1 ? 's' : ''} ${formatCoins(coins)} back at once and see${players === 1 ? 's' : ''} the cancellation in My Bookings.`,
  confirmCancelButton: 'Cancel session and refund',
  keepSession: 'Keep session',
  cancelling: 'Cancelling…',
  closuresTitle: 'Court closures',
  blockCourt: 'Block a court',
  loadingClosures: 'Loading closures…',
  closuresFailed: 'Closures could not be loaded',
  /** The app's message under closuresFailed when the server gives none. */
  closuresLoadFailed: 'Failed to load closures',
  noClosures: 'No court is closed on this day',
  closed: (court: string, start: string, end: string) => `${court} closed ${start}–${end}`,
  reopen: 'Reopen',
  reopening: 'Reopening…',
  created: 'Session created.',
  updated: 'Session updated.',
  cancelled: (players: number) =>
    players === 0
      ? 'Session cancelled.'
      : `Session cancelled. ${players} player${players === 1 ? ' was' : 's were'} refunded.`,
  closedNotice: 'Court closed for maintenance.',
  reopened: 'Court reopened.',
  status: {
    available: 'Open',
    booked: 'Full',
    cancelled: 'Cancelled',
    completed: 'Completed',
    maintenance: 'Maintenance',
  } satisfies Record<SessionStatus, string>,
  /** A session or closure change the server refused without a message of its own. */
  refused: 'The change could not be saved. Please try again.',
};
