import type { GameSession, IsoDate } from '@domain';
import type { SessionFilterValues } from './sessionFilterParams';

export * from './sessionFilterParams';

export const NO_SESSION_FILTERS: SessionFilterValues = { day: '', sport: '', venue: null };

export function hasSessionFilters(filters: SessionFilterValues): boolean {
  return filters.day !== '' || filters.sport !== '' || filters.venue !== null;
}

/** The sessions on that day, of that sport, at that venue. */
export function filterSessions(
  sessions: readonly GameSession[],
  { day, sport, venue }: SessionFilterValues,
): GameSession[] {
  return sessions.filter(
    (session) =>
      (day === '' || session.date === day) &&
      (sport === '' || session.court.court_type === sport) &&
      (venue === null || session.location_id === venue),
  );
}

/** The sessions in order of their start, one group per day, the days in order. */
export function groupSessionsByDay(
  sessions: readonly GameSession[],
): { day: IsoDate; sessions: GameSession[] }[] {
  const days = new Map<IsoDate, GameSession[]>();
  const ordered = [...sessions].sort(
    (a, b) => a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time),
  );
  for (const session of ordered) {
    const day = days.get(session.date);
    if (day) day.push(session);
    else days.set(session.date, [session]);
  }
  return [...days.entries()].map(([day, grouped]) => ({ day, sessions: grouped }));
}
