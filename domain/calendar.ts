/**
 * iCalendar (RFC 5545) for bookings: one builder, used by the backend (the mock) for a booking's
 * file and a member's feed, and a reader that the tests use to parse back what was written.
 *
 * Times are written as Lagos wall-clock times with TZID=Africa/Lagos and a VTIMEZONE of its own
 * (WAT, UTC+1 all year, no daylight saving), so a calendar app shows 18:00 as 18:00 in Lagos
 * whatever zone the phone is in.
 */

import { BOOKING_REFERENCE_PREFIX, LAGOS_UTC_OFFSET_MINUTES, TIME_ZONE } from './constants';
import { bookingReference } from './bookings';
import { sportName, venueLine } from './share';
import type { Booking, BookingStatus, IsoDate, WallTime } from './types';

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
export const ICS_PRODUCT_ID = '-//Pitchside//Bookings//EN';
/** The UID's domain part (RFC 5545 §3.8.4.7 recommends a domain to make it globally unique). */
export const ICS_UID_DOMAIN = 'pitchside.ng';
export const ICS_FEED_NAME = 'Pitchside bookings';
/** RFC 5545 §3.1: lines longer than this many octets are folded. */
export const ICS_LINE_OCTETS = 75;

const CRLF = '\r\n';

export type CalendarEventStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';

export interface CalendarEvent {
  uid: string;
  date: IsoDate;
  start: WallTime;
  end: WallTime;
  summary: string;
  location: string;
  description: string;
  status: CalendarEventStatus;
}

export interface CalendarOptions {
  /** DTSTAMP: when the file was written. */
  stamp: Date;
  /** X-WR-CALNAME, the name a subscribed calendar is shown under. */
  name?: string;
}

/** TEXT values (§3.3.11): backslash, semicolon and comma are escaped, a newline becomes \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) =>
    char === 'n' || char === 'N' ? '\n' : char,
  );
}

const octets = (text: string): number => new TextEncoder().encode(text).length;

/**
 * Folds a content line (§3.1): no line longer than 75 octets, each continuation starting with a
 * space. Splits between characters, never inside a UTF-8 sequence (a naira sign, an accent).
 */
export function foldLine(line: string): string {
  if (octets(line) <= ICS_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  // The first line holds 75 octets; a continuation holds 74 after its leading space.
  let limit = ICS_LINE_OCTETS;
  for (const char of line) {
    const charSize = octets(char);
    if (size + charSize > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = ICS_LINE_OCTETS - 1;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const compactDate = (date: IsoDate): string => date.replace(/-/g, '');
const compactTime = (time: WallTime): string => `${time.slice(0, 2)}${time.slice(3, 5)}00`;

/** 20261125T090000Z: an instant in UTC, as DTSTAMP must be written. */
export function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

function timezoneLines(): string[] {
  const offset = offsetText(LAGOS_UTC_OFFSET_MINUTES);
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${TIME_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'TZNAME:WAT',
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

function eventLines(event: CalendarEvent, stamp: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `DTSTART;TZID=${TIME_ZONE}:${compactDate(event.date)}T${compactTime(event.start)}`,
    `DTEND;TZID=${TIME_ZONE}:${compactDate(event.date)}T${compactTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `STATUS:${event.status}`,
    'END:VEVENT',
  ];
}

/** A whole VCALENDAR: CRLF after every line (the last too), long lines folded. */
export function buildCalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.name ? [`X-WR-CALNAME:${escapeText(options.name)}`] : []),
    ...timezoneLines(),
    ...events.flatMap((event) => eventLines(event, options.stamp)),
    'END:VCALENDAR',
  ];
  return lines.map((line) => `${foldLine(line)}${CRLF}`).join('');
}

const EVENT_STATUS: Record<BookingStatus, CalendarEventStatus> = {
  CONFIRMED: 'CONFIRMED',
  COMPLETED: 'CONFIRMED',
  PENDING: 'TENTATIVE',
  CANCELLED: 'CANCELLED',
  NO_SHOW: 'CANCELLED',
};

/**
 * A booking as one event. The UID is built from the reference, so the same booking written again
 * (a new download, the next refresh of the feed) updates the same event instead of adding one.
 */
export function bookingEvent(
  booking: Pick<
    Booking,
    | 'id'
    | 'booking_reference'
    | 'location'
    | 'court'
    | 'facility'
    | 'session_id'
    | 'date'
    | 'start_time'
    | 'end_time'
    | 'status'
  >,
): CalendarEvent {
  const reference = bookingReference(booking);
  const sport = sportName(booking.facility);
  const kind = booking.session_id === null ? 'court booking' : 'game session';
  const phone = booking.location.contact_phone.trim();
  return {
    uid: `${reference}@${ICS_UID_DOMAIN}`,
    date: booking.date,
    start: booking.start_time,
    end: booking.end_time,
    summary: `${sport} at ${booking.location.name}`,
    location: venueLine(booking.location),
    description: [
      `${booking.court.name} (${sport}, ${kind}).`,
      `Booking reference ${reference}.`,
      ...(phone ? [`Venue phone ${phone}.`] : []),
    ].join('\n'),
    status: EVENT_STATUS[booking.status],
  };
}

/** 'pitchside-PSB-1024.ics': the download's file name. */
export function calendarFileName(booking: Pick<Booking, 'id' | 'booking_reference'>): string {
  const reference = bookingReference(booking).replace(/[^A-Za-z0-9-]/g, '');
  return `pitchside-${reference || `${BOOKING_REFERENCE_PREFIX}-${booking.id}`}.ics`;
}

// ---------------------------------------------------------------------------------------------
// Reading (tests, and any client that wants to check a file).

export interface ParsedProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface ParsedComponent {
  name: string;
  properties: ParsedProperty[];
  components: ParsedComponent[];
}

/** Unfolds (§3.1) and splits a calendar into its content lines; throws on bare LF endings. */
export function contentLines(text: string): string[] {
  if (/[^\r]\n/.test(text) || /\r(?!\n)/.test(text)) {
    throw new SyntaxError('iCalendar lines must end with CRLF');
  }
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '');
}

function parseProperty(line: string): ParsedProperty {
  const colon = line.indexOf(':');
  if (colon < 0) throw new SyntaxError(`Not a content line: ${line}`);
  const [name = '', ...params] = line.slice(0, colon).split(';');
  return {
    name: name.toUpperCase(),
    params: Object.fromEntries(
      params.map((param) => {
        const [key = '', value = ''] = param.split('=');
        return [key.toUpperCase(), value];
      }),
    ),
    value: line.slice(colon + 1),
  };
}

/** The tree of components (VCALENDAR, VTIMEZONE, VEVENT…) of a calendar text. */
export function parseCalendar(text: string): ParsedComponent {
  const stack: ParsedComponent[] = [];
  let root: ParsedComponent | undefined;
  for (const line of contentLines(text)) {
    const property = parseProperty(line);
    if (property.name === 'BEGIN') {
      const component: ParsedComponent = { name: property.value, properties: [], components: [] };
      stack.at(-1)?.components.push(component);
      stack.push(component);
    } else if (property.name === 'END') {
      const done = stack.pop();
      if (!done || done.name !== property.value)
        throw new SyntaxError(`Unbalanced END:${property.value}`);
      if (stack.length === 0) root = done;
    } else {
      const current = stack.at(-1);
      if (!current) throw new SyntaxError(`Property outside a component: ${line}`);
      current.properties.push(property);
    }
  }
  if (!root || stack.length > 0) throw new SyntaxError('Not a complete VCALENDAR');
  return root;
}

/** The first value of a property, unescaped when it is text. */
export function propertyOf(component: ParsedComponent, name: string): ParsedProperty | undefined {
  return component.properties.find((property) => property.name === name);
}

/** The events of a calendar text, read back into the shape they were written from. */
export function readEvents(text: string): CalendarEvent[] {
  const calendar = parseCalendar(text);
  return calendar.components
    .filter((component) => component.name === 'VEVENT')
    .map((event) => {
      const value = (name: string) => propertyOf(event, name)?.value ?? '';
      const start = value('DTSTART');
      const end = value('DTEND');
      const date = `${start.slice(0, 4)}-${start.slice(4, 6)}-${start.slice(6, 8)}`;
      return {
        uid: unescapeText(value('UID')),
        date,
        start: `${start.slice(9, 11)}:${start.slice(11, 13)}`,
        end: `${end.slice(9, 11)}:${end.slice(11, 13)}`,
        summary: unescapeText(value('SUMMARY')),
        location: unescapeText(value('LOCATION')),
        description: unescapeText(value('DESCRIPTION')),
        status: value('STATUS') as CalendarEventStatus,
      };
    });
}
