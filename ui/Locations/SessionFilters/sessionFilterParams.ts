import { COURT_TYPES, isIsoDate, type CourtType, type IsoDate } from '@domain';

// The game sessions' filters as the address keeps them: the route reads and writes them with the
// page, while the filtering itself (./sessionFilters.ts) loads with the sessions' tab.

/** What the game sessions are narrowed to; an empty value (or null venue) matches every one. */
export interface SessionFilterValues {
  day: IsoDate | '';
  sport: CourtType | '';
  venue: number | null;
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
