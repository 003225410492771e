import { describe, expect, it } from 'vitest';
import type { DailySchedule } from '@domain';
import { dayGridModel, hourStarts, isClosedAllDay } from './dayGridModel';

// Thursday 15 January 2026, 09:30 in Lagos.
const now = new Date('2026-01-15T09:30:00+01:00');
const court = (id: number) => ({ id, name: `Court ${id}`, court_type: 'tennis' as const });
const entry = (
  kind: 'booking' | 'session' | 'maintenance',
  start_time: string,
  end_time: string,
  extra: Partial<{ is_mine: boolean; title: string; session_id: number }> = {},
) => ({
  kind,
  start_time,
  end_time,
  session_id: extra.session_id ?? null,
  title: extra.title ?? null,
  is_mine: extra.is_mine ?? false,
});

function schedule(date: string, courts: DailySchedule['courts']): DailySchedule {
  return {
    location: { id: 1, name: 'Lekki Arena', address: '12 Admiralty Way', contact_phone: '' },
    date,
    opening_time: '08:00',
    closing_time: '12:00',
    courts,
  };
}

const states = (model: ReturnType<typeof dayGridModel>, column: number) =>
  model.columns[column]?.cells.map((cell) => `${cell.start} ${cell.state}`);

describe('hourStarts', () => {
  it('gives the whole hours that end by closing time', () => {
    expect(hourStarts('06:30', '10:00')).toEqual(['07:00', '08:00', '09:00']);
    expect(hourStarts('08:00', '08:30')).toEqual([]);
  });
});

describe('dayGridModel', () => {
  it('reads each court hour as free, taken, the member’s own or closed', () => {
    const model = dayGridModel(
      schedule('2026-01-16', [
        {
          court: court(1),
          entries: [
            entry('booking', '08:00', '09:00'),
            entry('session', '09:00', '10:00', { title: 'Friday 5-a-side', session_id: 3 }),
            entry('booking', '10:30', '11:30', { is_mine: true }),
          ],
        },
        { court: court(2), entries: [entry('maintenance', '11:00', '12:00', { title: 'Nets' })] },
      ]),
      now,
    );
    expect(model.times).toEqual(['08:00', '09:00', '10:00', '11:00']);
    expect(states(model, 0)).toEqual(['08:00 booked', '09:00 session', '10:00 mine', '11:00 mine']);
    expect(model.columns[0]?.cells[1]?.title).toBe('Friday 5-a-side');
    expect(states(model, 1)).toEqual(['08:00 free', '09:00 free', '10:00 free', '11:00 closed']);
    expect(model.columns[1]?.cells[3]).toMatchObject({ end: '12:00', title: 'Nets' });
  });

  it('shows the member’s own entry before anything else sharing the hour', () => {
    const model = dayGridModel(
      schedule('2026-01-16', [
        {
          court: court(1),
          entries: [
            entry('maintenance', '08:00', '08:30'),
            entry('booking', '08:30', '09:00', { is_mine: true }),
          ],
        },
      ]),
      now,
    );
    expect(states(model, 0)?.[0]).toBe('08:00 mine');
  });

  it('does not offer hours that have begun today, nor any hour of a past day', () => {
    const today = dayGridModel(schedule('2026-01-15', [{ court: court(1), entries: [] }]), now);
    expect(states(today, 0)).toEqual(['08:00 past', '09:00 past', '10:00 free', '11:00 free']);
    const yesterday = dayGridModel(schedule('2026-01-14', [{ court: court(1), entries: [] }]), now);
    expect(states(yesterday, 0)?.every((state) => state.endsWith('past'))).toBe(true);
  });

  it('does not offer a day after the booking window', () => {
    const lastDay = dayGridModel(schedule('2026-01-21', [{ court: court(1), entries: [] }]), now);
    expect(states(lastDay, 0)?.[0]).toBe('08:00 free');
    const later = dayGridModel(schedule('2026-01-22', [{ court: court(1), entries: [] }]), now);
    expect(states(later, 0)?.[0]).toBe('08:00 later');
  });
});

describe('isClosedAllDay', () => {
  it('is true without courts or when closures cover every hour of every court', () => {
    expect(isClosedAllDay(dayGridModel(schedule('2026-01-16', []), now))).toBe(true);
    const closed = schedule('2026-01-16', [
      { court: court(1), entries: [entry('maintenance', '07:00', '12:00')] },
    ]);
    expect(isClosedAllDay(dayGridModel(closed, now))).toBe(true);
    const open = schedule('2026-01-16', [
      { court: court(1), entries: [entry('maintenance', '08:00', '11:00')] },
    ]);
    expect(isClosedAllDay(dayGridModel(open, now))).toBe(false);
  });
});
