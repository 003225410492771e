import { describe, expect, it } from 'vitest';
import {
  bookingEvent,
  buildCalendar,
  calendarFileName,
  contentLines,
  escapeText,
  foldLine,
  parseCalendar,
  propertyOf,
  readEvents,
  unescapeText,
  utcStamp,
  type CalendarEvent,
} from './calendar';
import type { Booking } from './types';

const booking: Booking = {
  id: 1024,
  booking_reference: 'PSB-1024',
  location: {
    id: 1,
    name: 'Lekki Arena',
    address: '12 Admiralty Way, Lekki Phase 1',
    contact_phone: '+234 701 234 5678',
  },
  court: { id: 11, name: 'Pitch A', court_type: 'football' },
  facility: 'football',
  session_id: null,
  date: '2026-11-28',
  start_time: '18:00',
  end_time: '20:00',
  duration_hours: 2,
  coin_cost: 100,
  status: 'CONFIRMED',
  payment_status: 'PAID',
  created_at: '2026-11-20T09:12:45+01:00',
  cancelled_at: null,
  cancellation_reason: null,
  notes: '',
};
const stamp = new Date('2026-11-25T10:00:00+01:00');
const encoder = new TextEncoder();

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and newlines, and reads them back', () => {
    const text = 'Pitch A; Lekki, Lagos\\Ikoyi\nline two\r\nline three';
    expect(escapeText(text)).toBe('Pitch A\\; Lekki\\, Lagos\\\\Ikoyi\\nline two\\nline three');
    expect(unescapeText(escapeText(text))).toBe(text.replace(/\r\n/g, '\n'));
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds a longer one with CRLF and a space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    const folded = foldLine(`DESCRIPTION:${'y'.repeat(150)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBe(3);
    for (const line of lines) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'y'.repeat(150)}`);
  });

  it('counts octets, not characters, and never splits a multi-byte character', () => {
    const line = `SUMMARY:${'₦'.repeat(40)}`; // 8 + 40 × 3 octets
    const lines = foldLine(line).split('\r\n');
    for (const part of lines) {
      expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(lines.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});

describe('buildCalendar', () => {
  const event = bookingEvent(booking);
  const text = buildCalendar([event], { stamp, name: 'Pitchside bookings' });

  it('ends every line with CRLF, none longer than 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) {
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    }
  });

  it('writes the times in Africa/Lagos with its VTIMEZONE (UTC+1, no daylight saving)', () => {
    const calendar = parseCalendar(text);
    expect(propertyOf(calendar, 'VERSION')?.value).toBe('2.0');
    expect(propertyOf(calendar, 'PRODID')?.value).toBeTruthy();
    const timezone = calendar.components.find((c) => c.name === 'VTIMEZONE');
    expect(timezone && propertyOf(timezone, 'TZID')?.value).toBe('Africa/Lagos');
    const standard = timezone?.components.find((c) => c.name === 'STANDARD');
    expect(standard && propertyOf(standard, 'TZOFFSETTO')?.value).toBe('+0100');
    expect(standard && propertyOf(standard, 'TZOFFSETFROM')?.value).toBe('+0100');
    expect(timezone?.components.some((c) => c.name === 'DAYLIGHT')).toBe(false);

    const vevent = calendar.components.find((c) => c.name === 'VEVENT');
    expect(vevent && propertyOf(vevent, 'DTSTART')).toEqual({
      name: 'DTSTART',
      params: { TZID: 'Africa/Lagos' },
      value: '20261128T180000',
    });
    expect(vevent && propertyOf(vevent, 'DTEND')?.value).toBe('20261128T200000');
    expect(vevent && propertyOf(vevent, 'DTSTAMP')?.value).toBe('20261125T090000Z');
  });

  it('reads back the event it was given: UID from the reference, venue address, reference', () => {
    const [read] = readEvents(text);
    expect(read).toEqual(event);
    expect(read?.uid).toBe('PSB-1024@pitchside.ng');
    expect(read?.location).toBe('Lekki Arena, 12 Admiralty Way, Lekki Phase 1');
    expect(read?.summary).toBe('Football at Lekki Arena');
    expect(read?.description).toContain('Booking reference PSB-1024.');
    expect(read?.status).toBe('CONFIRMED');
    // The commas of the address are escaped on the wire.
    expect(text).toContain('LOCATION:Lekki Arena\\, 12 Admiralty Way\\, Lekki Phase 1');
  });

  it('round-trips text full of special characters and long enough to fold', () => {
    const awkward: CalendarEvent = {
      ...event,
      summary: 'Five-a-side; bring bibs, water\\snacks',
      location: `${'Plot 7, Ọbáfẹ́mi Awólọ́wọ̀ Way; '.repeat(4)}Ikeja`,
      description: 'Line one\nLine two, with a comma; and a semicolon',
    };
    expect(readEvents(buildCalendar([awkward], { stamp }))).toEqual([awkward]);
  });

  it('writes a cancelled booking as STATUS:CANCELLED and a pending one as TENTATIVE', () => {
    expect(bookingEvent({ ...booking, status: 'CANCELLED' }).status).toBe('CANCELLED');
    expect(bookingEvent({ ...booking, status: 'PENDING' }).status).toBe('TENTATIVE');
  });

  it('writes a calendar with no events, as an empty feed is', () => {
    const empty = parseCalendar(buildCalendar([], { stamp, name: 'Pitchside bookings' }));
    expect(empty.components.map((c) => c.name)).toEqual(['VTIMEZONE']);
    expect(propertyOf(empty, 'X-WR-CALNAME')?.value).toBe('Pitchside bookings');
  });

  it('keeps the UID stable however often the booking is written', () => {
    const later = buildCalendar([bookingEvent(booking)], {
      stamp: new Date(stamp.getTime() + 1e7),
    });
    expect(readEvents(later)[0]?.uid).toBe(readEvents(text)[0]?.uid);
  });
});

describe('reading', () => {
  it('refuses bare LF line endings', () => {
    expect(() => contentLines('BEGIN:VCALENDAR\nEND:VCALENDAR\n')).toThrow(SyntaxError);
  });

  it('refuses an unbalanced calendar', () => {
    expect(() => parseCalendar('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VCALENDAR\r\n')).toThrow(
      SyntaxError,
    );
  });
});

describe('names and stamps', () => {
  it('writes DTSTAMP in UTC and names the file after the reference', () => {
    expect(utcStamp(new Date('2026-11-25T10:00:30.123+01:00'))).toBe('20261125T090030Z');
    expect(calendarFileName(booking)).toBe('pitchside-PSB-1024.ics');
  });
});
