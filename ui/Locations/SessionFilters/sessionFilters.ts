import { COURT_TYPES, isIsoDate, type CourtType, type GameSession, type IsoDate } from '@domain';

/** What the game sessions are narrowed to; an empty value (or null venue) matches every one. */
export interface SessionFilterValues {
  day: IsoDate | '';
  sport: CourtType | '';
  venue: number | null;
}

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

/** The query parameters that keep the filters in the address (reload and shared links keep them). */
export const SESSION_FILTER_PARAMS = { day: 'day', sport: 'sport', venue: 'venue' } as const;

/** Filters read from the address; a value that is not a real day, sport or venue id is ignored. */
export function sessionFiltersFromParams(params: URLSearchParams): SessionFilterValues {
  const day = params.get(SESSION_FILTER_PARAMS.day) ?? '';
  const sport = params.get(SESSION_FILTER_PARAMS.sport) ?? '';
  const venue = Number(params.get(SESSION_FILTER_PARAMS.venue) ?? '');
  return {
    day: isIsoDate(day) ? day : '',
    sport: COURT_TYPES.find((type) => type === sport) ?? '',
    venue: Number.isInteger(venue) && venue > 0 ? venue : null,
  };
}

/** The address's parameters with these filters (the others, such as the tab, kept). */
export function withSessionFilters(
  params: URLSearchParams,
  filters: SessionFilterValues,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const values = {
    day: filters.day,
    sport: filters.sport,
    venue: filters.venue === null ? '' : String(filters.venue),
  };
  for (const key of ['day', 'sport', 'venue'] as const) {
    if (values[key] === '') next.delete(SESSION_FILTER_PARAMS[key]);
    else next.set(SESSION_FILTER_PARAMS[key], values[key]);
  }
  return next;
}
