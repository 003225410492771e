/**
 * The CSV exports of bookings and accounts (GET /admin/export/bookings/ and /admin/export/users/):
 * their columns and order, fields quoted as RFC 4180 says (rules/exports.ts), no secrets, and
 * formulas neutralised.
 */

import { durationHours } from '@domain';
import { describe, expect, it } from 'vitest';
import { instant } from '../clock';
import { db } from '../db';
import { createBooking, createCourt, createLocation, createMember, createUser } from '../factories';
import { TEST_NOW, setupMockApi } from '../testing';
import { BOOKING_CSV_COLUMNS, USER_CSV_COLUMNS, csvField } from '../rules/exports';

const { api, seed } = setupMockApi();

/** A minimal RFC 4180 reader, enough to check what the exports write. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) throw new Error('CSV does not end with CRLF');
  return rows;
}

describe('GET /admin/export/bookings/', () => {
  it('downloads every booking as CSV, newest first', async () => {
    const token = await api.loginAs('staff');
    const res = await api.get('/admin/export/bookings/', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="pitchside-bookings-2026-01-15.csv"',
    );
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual([...BOOKING_CSV_COLUMNS]);
    expect(rows).toHaveLength(db.bookings.count());
    const created = rows.map((row) => instant(row[12] ?? '').getTime());
    expect(created).toEqual([...created].sort((a, b) => b - a));

    const booking = db.bookings.findFirst((q) =>
      q.where({ user_id: seed.users.member, status: 'COMPLETED' }),
    );
    const row = rows.find((r) => r[0] === booking?.booking_reference);
    if (!row || !booking) throw new Error('seed has no completed booking of the member');
    expect(row).toEqual([
      booking.booking_reference,
      'member@pitchside.ng',
      db.locations.findFirst((q) => q.where({ id: booking.location_id }))?.name,
      db.courts.findFirst((q) => q.where({ id: booking.court_id }))?.name,
      db.courts.findFirst((q) => q.where({ id: booking.court_id }))?.court_type,
      booking.date,
      booking.start_time,
      booking.end_time,
      String(durationHours(booking.start_time, booking.end_time)),
      String(booking.coin_cost),
      'COMPLETED',
      booking.payment_status,
      booking.created_at,
    ]);
  });

  it('quotes fields that hold commas, quotes or line breaks', async () => {
    const location = await createLocation({ name: 'The "Cage", Surulere' });
    const court = await createCourt({ location_id: location.id, name: 'Court\nOne' });
    const member = await createMember({ coins: 100 });
    const booking = await createBooking({ user_id: member.id, court_id: court.id });
    const token = await api.loginAs('admin');
    const res = await api.get('/admin/export/bookings/', { token });
    expect(res.text).toContain(
      `${booking.booking_reference},${member.email},"The ""Cage"", Surulere","Court\nOne",`,
    );
    const rows = parseCsv(res.text);
    expect(rows[1]?.slice(0, 4)).toEqual([
      booking.booking_reference,
      member.email,
      'The "Cage", Surulere',
      'Court\nOne',
    ]);
  });
});

describe('GET /admin/export/users/', () => {
  it('downloads every account as CSV, newest registration first, without secrets', async () => {
    const token = await api.loginAs('staff');
    const res = await api.get('/admin/export/users/', { token });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="pitchside-users-2026-01-15.csv"',
    );
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual([...USER_CSV_COLUMNS]);
    expect(rows).toHaveLength(db.users.count());
    const joined = rows.map((row) => instant(row[10] ?? '').getTime());
    expect(joined).toEqual([...joined].sort((a, b) => b - a));

    const member = rows.find((row) => row[1] === 'member@pitchside.ng');
    expect(member).toEqual([
      String(seed.users.member),
      'member@pitchside.ng',
      'Adaeze',
      'Okafor',
      '+234 803 123 4567',
      'Lagos',
      'Lagos',
      'USER',
      'ACTIVE',
      'true',
      expect.any(String),
      expect.any(String),
    ]);
    const pending = rows.find((row) => row[1] === 'pending@pitchside.ng');
    expect(pending?.slice(8, 10)).toEqual(['PENDING', 'false']);

    for (const secret of [
      ...db.users.all().map((user) => user.password_hash),
      ...db.tokens.all().map((t) => t.key),
    ]) {
      expect(res.text).not.toContain(secret);
    }
    expect(res.text).not.toMatch(/password|token/i);
  });

  it('leaves last_login empty for an account that never signed in', async () => {
    const fresh = await createUser({ status: 'PENDING', at: TEST_NOW });
    const token = await api.loginAs('staff');
    const rows = parseCsv((await api.get('/admin/export/users/', { token })).text);
    const row = rows.find((r) => r[0] === String(fresh.id));
    expect(row?.[11]).toBe('');
  });

  it('neutralises a formula and quotes a comma in a member-typed name', async () => {
    const sneaky = await createMember({
      first_name: '=HYPERLINK("http://evil.example","Click")',
      last_name: 'Okoro, Jr.',
      at: new Date(TEST_NOW.getTime() + 1000),
    });
    const token = await api.loginAs('staff');
    const res = await api.get('/admin/export/users/', { token });
    const rows = parseCsv(res.text);
    expect(rows[1]?.slice(0, 4)).toEqual([
      String(sneaky.id),
      sneaky.email,
      `'=HYPERLINK("http://evil.example","Click")`,
      'Okoro, Jr.',
    ]);
  });

  it('answers failures as the JSON error envelope', async () => {
    const res = await api.get('/admin/export/users/');
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.error.message).toBe('Authentication credentials were not provided.');
  });
});

describe('helpers', () => {
  it('writes CSV fields as RFC 4180 says', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(false)).toBe('false');
    expect(csvField(1.5)).toBe('1.5');
    expect(csvField('+234 803 000 0000')).toBe('+234 803 000 0000');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});
