import { describe, expect, it } from 'vitest';
import { formatSchedule } from './format';
import {
  shareLink,
  shareMessage,
  sharedSessionId,
  sharedSessionOutcome,
  sharedSessionPath,
  sportName,
  venuePath,
  whatsAppShareUrl,
} from './share';

const origin = 'https://pitchside.example';
const court = {
  location: {
    id: 1,
    name: 'Lekki Arena',
    address: '12 Admiralty Way, Lekki Phase 1',
    contact_phone: '+234 701 234 5678',
  },
  facility: 'football' as const,
  session_id: null,
  date: '2026-11-28',
  start_time: '18:00',
  end_time: '20:00',
};

describe('shared links', () => {
  it('links a session booking to the session and a court booking to its venue', () => {
    expect(shareLink({ ...court, session_id: 301 }, origin)).toBe(
      `${origin}/locations?session=301`,
    );
    expect(shareLink(court, origin)).toBe(`${origin}/locations?q=Lekki+Arena`);
    expect(sharedSessionPath(7)).toBe('/locations?session=7');
    expect(venuePath('Wuse & Co')).toBe('/locations?q=Wuse+%26+Co');
  });

  it('reads the session id of a shared link, and nothing from a malformed one', () => {
    expect(sharedSessionId(new URLSearchParams('session=301'))).toBe(301);
    for (const bad of ['', 'session=', 'session=abc', 'session=0', 'session=-4', 'session=1.5']) {
      expect(sharedSessionId(new URLSearchParams(bad))).toBeNull();
    }
  });
});

describe('the WhatsApp message', () => {
  it('names the sport, the venue, the day and time (domain format) and the link', () => {
    const message = shareMessage({ ...court, session_id: 301 }, origin);
    expect(message.split('\n')).toEqual([
      `${sportName('football')} at Lekki Arena, 12 Admiralty Way, Lekki Phase 1`,
      formatSchedule('2026-11-28', '18:00', '20:00'),
      `Join the game on Pitchside: ${origin}/locations?session=301`,
    ]);
  });

  it('opens wa.me with the whole message encoded in text', () => {
    const message = shareMessage(court, origin);
    const url = new URL(whatsAppShareUrl(message));
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe('/');
    expect(url.searchParams.get('text')).toBe(message);
    expect(whatsAppShareUrl('a&b c')).toBe('https://wa.me/?text=a%26b%20c');
  });
});

describe('sharedSessionOutcome', () => {
  const now = new Date('2026-11-25T10:00:00+01:00');
  const open = {
    status: 'available' as const,
    current_players: 3,
    max_players: 10,
    date: '2026-11-26',
    start_time: '18:00',
  };

  it('offers to join an open session with a free place', () => {
    expect(sharedSessionOutcome(open, now, false)).toBe('join');
  });

  it("shows the member's own place, even in a full session", () => {
    expect(
      sharedSessionOutcome({ ...open, current_players: 10, status: 'booked' }, now, true),
    ).toBe('joined');
  });

  it('says why it cannot be joined: full, closed, cancelled or over', () => {
    expect(sharedSessionOutcome({ ...open, current_players: 10 }, now, false)).toBe('full');
    expect(sharedSessionOutcome({ ...open, status: 'booked' }, now, false)).toBe('full');
    expect(sharedSessionOutcome({ ...open, status: 'maintenance' }, now, false)).toBe('closed');
    expect(sharedSessionOutcome({ ...open, status: 'cancelled' }, now, true)).toBe('cancelled');
    expect(sharedSessionOutcome({ ...open, status: 'completed' }, now, false)).toBe('over');
    // Started this morning: over, even while the server still calls it available.
    expect(
      sharedSessionOutcome({ ...open, date: '2026-11-25', start_time: '09:00' }, now, true),
    ).toBe('over');
  });
});
