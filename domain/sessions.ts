import type { SessionOccupancy } from './types';

/** SPEC §4: a game session can be joined while it is available and has a free place. */
export function isSessionJoinable(session: SessionOccupancy): boolean {
  return session.status === 'available' && session.current_players < session.max_players;
}
