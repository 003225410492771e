/**
 * A venue's day as a court × hour grid (docs/day-grid.md): each court's hour from opening to
 * closing is free, taken (another member's booking, a game session, a closure), the member's own,
 * or no longer bookable (begun, or past the booking window). Pure, so the grid, its stories and
 * its tests share one reading of the server's schedule.
 */
import {
  formatTime,
  isInsideBookingWindow,
  lagosDateTimeToInstant,
  lagosToday,
  timeToMinutes,
  type CourtSummary,
  type DailySchedule,
  type WallTime,
} from '@domain';

export type DayCellState = 'free' | 'mine' | 'booked' | 'session' | 'closed' | 'past' | 'later';

export interface DayCell {
  court: CourtSummary;
  /** 'HH:MM', the start of the hour. */
  start: WallTime;
  end: WallTime;
  state: DayCellState;
  /** A session's title or a closure's note, as the server gave it. */
  title: string | null;
}

export interface DayGridModel {
  /** The hours' starts, the grid's rows. */
  times: WallTime[];
  /** One column per court, its cells in the order of `times`. */
  columns: { court: CourtSummary; cells: DayCell[] }[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const minutesToTime = (minutes: number): WallTime =>
  `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/**
 * The whole hours that fit inside opening hours, as the server offers starts (available-slots):
 * a 06:30–22:00 venue starts at 07:00.
 */
export function hourStarts(openingTime: WallTime, closingTime: WallTime): WallTime[] {
  const close = timeToMinutes(closingTime);
  const starts: WallTime[] = [];
  for (let minute = Math.ceil(timeToMinutes(openingTime) / 60) * 60; minute + 60 <= close;) {
    starts.push(minutesToTime(minute));
    minute += 60;
  }
  return starts;
}

type Entry = DailySchedule['courts'][number]['entries'][number];

/** What the member most needs to know of an hour several entries share: theirs, then why not. */
const PRECEDENCE: Record<Exclude<DayCellState, 'free' | 'past' | 'later'>, number> = {
  mine: 0,
  closed: 1,
  session: 2,
  booked: 3,
};

function entryState(entry: Entry): keyof typeof PRECEDENCE {
  if (entry.is_mine) return 'mine';
  if (entry.kind === 'maintenance') return 'closed';
  return entry.kind === 'session' ? 'session' : 'booked';
}

export function dayGridModel(schedule: DailySchedule, now: Date): DayGridModel {
  const times = hourStarts(formatTime(schedule.opening_time), formatTime(schedule.closing_time));
  const today = lagosToday(now);
  const afterWindow = !isInsideBookingWindow(schedule.date, now);
  const columns = schedule.courts.map(({ court, entries }) => ({
    court,
    cells: times.map((start): DayCell => {
      const from = timeToMinutes(start);
      const end = minutesToTime(from + 60);
      const covering = entries
        .filter(
          (entry) =>
            timeToMinutes(entry.start_time) < from + 60 && from < timeToMinutes(entry.end_time),
        )
        .sort((a, b) => PRECEDENCE[entryState(a)] - PRECEDENCE[entryState(b)]);
      const first = covering[0];
      if (first) {
        return { court, start, end, state: entryState(first), title: first.title };
      }
      // A free hour that has begun (or a past day's) can no longer be booked.
      const begun =
        schedule.date < today ||
        (schedule.date === today &&
          lagosDateTimeToInstant(schedule.date, start).getTime() <= now.getTime());
      const state: DayCellState = begun ? 'past' : afterWindow ? 'later' : 'free';
      return { court, start, end, state, title: null };
    }),
  }));
  return { times, columns };
}

/**
 * A venue is closed on a day when it has no court in use or a closure covers every hour of every
 * court: the page then says so instead of drawing an empty grid.
 */
export function isClosedAllDay(model: DayGridModel): boolean {
  return (
    model.times.length === 0 ||
    model.columns.every(({ cells }) => cells.every((cell) => cell.state === 'closed'))
  );
}
