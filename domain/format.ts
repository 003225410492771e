/**
 * Formatting of money, coins, distances and Africa/Lagos dates, plus the Lagos calendar
 * arithmetic the rules need. Everything is shown as `Intl` shows it in en-NG, but written out
 * here rather than asked of `Intl`: a page's first `Intl` formatter loads the locale's data in
 * one piece of main-thread work that cannot be split, long enough on a mid-range phone to hold up
 * the page it is drawing (docs/prerender.md, "Start-up work"). The tests check every form against
 * `Intl`'s en-NG. Dates use Lagos's fixed UTC+1 offset (Nigeria keeps no daylight saving), so the
 * machine's zone never leaks in and nothing depends on ICU data.
 */

import { DATE_PICKER_DAYS, LAGOS_UTC_OFFSET_MINUTES } from './constants';
import type { IsoDate, WallTime } from './types';

/** An instant (Date, epoch ms, ISO timestamp) or a Lagos calendar date 'YYYY-MM-DD'. */
export type DateInput = Date | number | string;

const MS_PER_MINUTE = 60 * 1000;
const MS_PER_DAY = 24 * 60 * MS_PER_MINUTE;
const LAGOS_OFFSET_MS = LAGOS_UTC_OFFSET_MINUTES * MS_PER_MINUTE;

// en-NG's names, as its CLDR data has them ('Sept' included).
const MONTHS_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
] as const;
const WEEKDAYS = {
  short: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  long: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
} as const;
const NAIRA_SIGN = '₦';

function nameOf(names: readonly string[], index: number): string {
  const name = names[index];
  if (name === undefined) throw new RangeError(`No name for ${index}`);
  return name;
}

/**
 * The digits of a whole number grouped in threes with commas, as en-NG writes them, and its sign:
 * '1,234,567' and '-'. Like `Intl`, it writes the number's shortest decimal form, whose exponent
 * (from 1e21 up) becomes zeros.
 */
function groupedInteger(n: number): { sign: '' | '-'; digits: string } {
  const sign = n < 0 ? '-' : '';
  if (!Number.isFinite(n)) return { sign, digits: Number.isNaN(n) ? 'NaN' : '∞' };
  const text = String(Math.abs(n));
  const exponent = /^(\d)(?:\.(\d+))?e\+(\d+)$/.exec(text);
  const plain = exponent
    ? `${exponent[1]}${(exponent[2] ?? '').padEnd(Number(exponent[3]), '0')}`
    : text;
  return { sign, digits: plain.replace(/\B(?=(\d{3})+(?!\d))/g, ',') };
}

// Collapses -0 so that a zero never prints with a sign.
const unsignedZero = (n: number): number => (n === 0 ? 0 : n);

/** '₦12,500': en-NG, no decimals (decisions §17). */
export function formatNaira(amount: number): string {
  const { sign, digits } = groupedInteger(unsignedZero(Math.round(amount)));
  return `${sign}${NAIRA_SIGN}${digits}`;
}

/** '1,250 coins', '1 coin'. */
export function formatCoins(amount: number): string {
  const rounded = unsignedZero(Math.round(amount));
  const { sign, digits } = groupedInteger(rounded);
  return `${sign}${digits} ${Math.abs(rounded) === 1 ? 'coin' : 'coins'}`;
}

/**
 * '+500', '-200', '0' for a transaction amount. The ASCII hyphen-minus is used rather than U+2212
 * so that the text matches what `formatNaira` prints and what people type into a search.
 */
export function formatSignedCoins(amount: number): string {
  const rounded = unsignedZero(Math.round(amount));
  const { digits } = groupedInteger(Math.abs(rounded));
  if (rounded > 0) return `+${digits}`;
  if (rounded < 0) return `-${digits}`;
  return digits;
}

/** '850 m' under 1 km, else '3.2 km'. */
export function formatDistance(km: number): string {
  if (!Number.isFinite(km) || km < 0) {
    throw new RangeError(`Distance must be a finite, non-negative number of km: ${km}`);
  }
  const metres = Math.round(km * 1000);
  // 0.9996 km rounds to 1000 m, which reads better as '1.0 km'.
  if (metres < 1000) return `${metres} m`;
  return `${km.toFixed(1)} km`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

interface DateParts {
  year: number;
  month: number;
  day: number;
}

function parseIsoDate(date: IsoDate): DateParts {
  const match = ISO_DATE.exec(date);
  if (match) {
    const [, y, m, d] = match;
    const parts = { year: Number(y), month: Number(m), day: Number(d) };
    const probe = new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
    // Date.UTC rolls 2025-02-30 over to March; a round trip exposes such non-dates.
    if (probe.getUTCMonth() === parts.month - 1 && probe.getUTCDate() === parts.day) return parts;
  }
  throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
}

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  try {
    parseIsoDate(value);
    return true;
  } catch {
    return false;
  }
}

/** Minutes since midnight of 'HH:MM' or 'HH:MM:SS' (seconds are ignored). */
export function timeToMinutes(time: WallTime): number {
  const match = WALL_TIME.exec(time);
  if (match) {
    const hours = Number(match[1]);
    const minutes = Number(match[2]);
    const seconds = Number(match[3] ?? '0');
    if (hours < 24 && minutes < 60 && seconds < 60) return hours * 60 + minutes;
  }
  throw new RangeError(`Not a time of day (HH:MM): ${time}`);
}

/** True for a time of day written 'HH:MM' or 'HH:MM:SS'. */
export function isWallTime(value: string): boolean {
  try {
    timeToMinutes(value);
    return true;
  } catch {
    return false;
  }
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

function isoDateFromUtcMs(ms: number): IsoDate {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

function toInstant(value: DateInput): Date {
  const instant =
    typeof value === 'string' && ISO_DATE.test(value)
      ? lagosDateTimeToInstant(value, '00:00')
      : new Date(value);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return instant;
}

/** The instant at which a Lagos wall-clock date and time occur. */
export function lagosDateTimeToInstant(date: IsoDate, time: WallTime): Date {
  const { year, month, day } = parseIsoDate(date);
  const utcMidnight = Date.UTC(year, month - 1, day);
  return new Date(utcMidnight + timeToMinutes(time) * MS_PER_MINUTE - LAGOS_OFFSET_MS);
}

/** The Lagos calendar date of an instant. */
export function lagosDate(value: Date | number): IsoDate {
  return isoDateFromUtcMs(new Date(value).getTime() + LAGOS_OFFSET_MS);
}

/** Today's date in Lagos. */
export function lagosToday(now: Date = new Date()): IsoDate {
  return lagosDate(now);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const { year, month, day } = parseIsoDate(date);
  return isoDateFromUtcMs(Date.UTC(year, month - 1, day) + days * MS_PER_DAY);
}

/** Day of the week of a calendar date, numbered like `Date.prototype.getDay` (0 is Sunday). */
export function dayOfWeek(date: IsoDate): number {
  const { year, month, day } = parseIsoDate(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The next `count` dates in Lagos, starting today: what the booking date picker offers. */
export function nextDays(now: Date, count: number = DATE_PICKER_DAYS): IsoDate[] {
  const today = lagosToday(now);
  return Array.from({ length: count }, (_, i) => addDays(today, i));
}

/** The Monday on or before a date (an instant is first placed on its Lagos date). */
export function startOfWeekMonday(value: IsoDate | Date): IsoDate {
  const date = typeof value === 'string' ? value : lagosDate(value);
  const daysSinceMonday = (dayOfWeek(date) + 6) % 7;
  return addDays(date, -daysSinceMonday);
}

/** The Lagos wall clock and calendar of an instant, read off the instant moved by Lagos's offset. */
function lagosClock(instant: Date) {
  const shifted = new Date(instant.getTime() + LAGOS_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
  };
}

/** '2 Mar 2025' in Lagos. */
export function formatDate(value: DateInput): string {
  const { year, month, day } = lagosClock(toInstant(value));
  return `${day} ${nameOf(MONTHS_SHORT, month)} ${year}`;
}

/** '21 Nov': a Lagos calendar date without its year, as the booking date picker labels a day. */
export function formatDayMonth(date: IsoDate): string {
  const { month, day } = parseIsoDate(date);
  return `${day} ${nameOf(MONTHS_SHORT, month - 1)}`;
}

/** '17:30' in Lagos; a wall-clock 'HH:MM[:SS]' string is already Lagos time and is normalised. */
export function formatTime(value: DateInput): string {
  if (typeof value === 'string' && WALL_TIME.test(value)) {
    const minutes = timeToMinutes(value);
    return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
  }
  const { hours, minutes } = lagosClock(toInstant(value));
  return `${pad2(hours)}:${pad2(minutes)}`;
}

/** '2 Mar 2025, 17:30' in Lagos. */
export function formatDateTime(value: DateInput): string {
  const instant = toInstant(value);
  return `${formatDate(instant)}, ${formatTime(instant)}`;
}

/** 'Sun' or 'Sunday' in Lagos. */
export function formatWeekday(value: DateInput, width: 'short' | 'long' = 'short'): string {
  return nameOf(WEEKDAYS[width], lagosClock(toInstant(value)).weekday);
}

/** 'Sun 29 Nov 2026, 10:00–12:00': a booking's or session's Lagos day and wall-clock times. */
export function formatSchedule(date: IsoDate, start: WallTime, end: WallTime): string {
  return `${formatWeekday(date)} ${formatDate(date)}, ${formatTime(start)}–${formatTime(end)}`;
}
