import { describe, expect, it } from 'vitest';
import { gameSessions } from '../../fixtures/locations';
import {
  filterSessions,
  groupSessionsByDay,
  sessionFiltersFromParams,
  withSessionFilters,
} from './sessionFilters';

describe('session filters', () => {
  it('reads the day, sport and venue from the address, ignoring what is not real', () => {
    expect(
      sessionFiltersFromParams(new URLSearchParams('day=2026-11-22&sport=tennis&venue=3')),
    ).toEqual({ day: '2026-11-22', sport: 'tennis', venue: 3 });
    expect(
      sessionFiltersFromParams(new URLSearchParams('day=2026-02-30&sport=golf&venue=-1')),
    ).toEqual({ day: '', sport: '', venue: null });
  });

  it('writes them back beside the other parameters, and drops the empty ones', () => {
    const params = withSessionFilters(new URLSearchParams('view=sessions&sport=tennis'), {
      day: '2026-11-22',
      sport: '',
      venue: 7,
    });
    expect(params.toString()).toBe('view=sessions&day=2026-11-22&venue=7');
  });

  it('narrows by every filter at once and groups by day in order', () => {
    const football = filterSessions(gameSessions, { day: '', sport: 'football', venue: null });
    expect(football.map((session) => session.title)).toEqual(['Saturday 5-a-side']);
    const groups = groupSessionsByDay([...gameSessions].reverse());
    expect(groups.map((group) => group.day)).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
  });
});
