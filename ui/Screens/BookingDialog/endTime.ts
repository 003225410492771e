import { timeToMinutes, type WallTime } from '@domain';

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The wall-clock time `hours` after `start`, e.g. '17:00' + 1.5 → '18:30'. Its own module: the
 * page computes it before the dialog's code, which loads when the dialog opens, has arrived.
 */
export function endTime(start: WallTime, hours: number): WallTime {
  const minutes = timeToMinutes(start) + Math.round(hours * 60);
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}
