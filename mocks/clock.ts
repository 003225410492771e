/**
 * The mock server's notion of "now". Real time by default; tests, the seed and the demo's
 * time-travel controls pin it so that lifecycle rules (completion, expiry, the cancellation cut-off) can
 * be exercised deterministically.
 */

import { LAGOS_UTC_OFFSET_MINUTES } from '@domain';

let fixed: number | null = null;

export const clock = {
  now(): Date {
    return new Date(fixed ?? Date.now());
  },
  /** Pins the clock at an instant until `useRealTime()`. */
  set(instant: Date | string | number): void {
    const ms = new Date(instant).getTime();
    if (Number.isNaN(ms)) throw new RangeError(`Not an instant: ${String(instant)}`);
    fixed = ms;
  },
  /** Moves a pinned clock forward (or pins it at real time plus the offset). */
  advance(ms: number): void {
    fixed = (fixed ?? Date.now()) + ms;
  },
  useRealTime(): void {
    fixed = null;
  },
  isFixed(): boolean {
    return fixed !== null;
  },
};

export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const OFFSET_MS = LAGOS_UTC_OFFSET_MINUTES * MINUTE_MS;
const OFFSET = `${LAGOS_UTC_OFFSET_MINUTES >= 0 ? '+' : '-'}${pad(Math.floor(Math.abs(LAGOS_UTC_OFFSET_MINUTES) / 60))}:${pad(Math.abs(LAGOS_UTC_OFFSET_MINUTES) % 60)}`;

/**
 * RFC 3339 in Africa/Lagos, whole seconds: '2025-07-15T08:30:12+01:00'. Every timestamp the mock
 * stores has this one shape, so stored timestamps also sort correctly as plain strings.
 */
export function timestamp(instant: Date | number = clock.now()): string {
  const d = new Date(new Date(instant).getTime() + OFFSET_MS);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}${OFFSET}`
  );
}

/** The instant of a stored timestamp. */
export function instant(value: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a timestamp: ${value}`);
  return date;
}
