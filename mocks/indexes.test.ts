// The indexes of indexes.ts answer exactly what a scan of the collections answers, after seeding,
// after many writes through the API, after the lifecycle pass and after a snapshot is restored.
import { describe, expect, it } from 'vitest';
import { bookingEnd } from '@domain';
import { clock, DAY_MS, timestamp } from './clock';
import { db } from './db';
import { restoreDatabase, snapshotDatabase } from './snapshot';
import { createCourt, createMember, createSession } from './factories';
import { chargedCoins, courtDay, inGroup, madeOn, spentCoins } from './indexes';
import { sessionBookings, sessionPlayers } from './serializers';
import { setupMockApi } from './testing';

const { api } = setupMockApi();

const ids = (records: readonly { id: number }[]) => records.map((r) => r.id).sort((a, b) => a - b);

function expectIndexesMatchScans(): void {
  for (const session of db.sessions.all()) {
    expect(sessionPlayers(db, session), `session ${session.id}`).toBe(
      session.offline_players + sessionBookings(db, session.id).length,
    );
  }
  for (const user of db.users.all()) {
    expect(ids(inGroup(db.indexes.bookingsByUser, user.id))).toEqual(
      ids(db.bookings.findMany((q) => q.where({ user_id: user.id }))),
    );
    expect(inGroup(db.indexes.bookingsByUser, user.id)).toEqual(
      db.bookings.findMany((q) => q.where({ user_id: user.id })).sort((a, b) => a.id - b.id),
    );
    expect(inGroup(db.indexes.transactionsByUser, user.id)).toEqual(
      db.transactions.findMany((q) => q.where({ user_id: user.id })).sort((a, b) => a.id - b.id),
    );
  }
  for (const court of db.courts.all()) {
    for (const date of new Set(db.bookings.all().map((b) => b.date))) {
      expect(inGroup(db.indexes.courtDayBookings, courtDay(court.id, date))).toEqual(
        db.bookings
          .findMany((q) =>
            q.where({
              court_id: court.id,
              date,
              session_id: null,
              status: (status) => status !== 'CANCELLED',
            }),
          )
          .sort((a, b) => a.id - b.id),
      );
    }
  }
  const active = db.bookings.findMany((q) =>
    q.where({ status: (status) => status === 'PENDING' || status === 'CONFIRMED' }),
  );
  expect([...db.indexes.activeBookings.keys()].sort((a, b) => a - b)).toEqual(ids(active));
  for (const booking of active) {
    expect(db.indexes.activeBookings.get(booking.id)).toBe(bookingEnd(booking).getTime());
  }
  const all = db.bookings.all();
  const totals = db.indexes.bookingTotals;
  expect(totals.total).toBe(all.length);
  expect(totals.spent).toBe(all.reduce((sum, b) => sum + spentCoins(b), 0));
  for (const day of new Set(all.map(madeOn))) {
    const made = all.filter((b) => madeOn(b) === day);
    expect(totals.days.get(day)).toEqual({
      count: made.length,
      charged: made.reduce((sum, b) => sum + chargedCoins(b), 0),
    });
  }
  expect(totals.days.size).toBe(new Set(all.map(madeOn)).size);
  const expiring = db.coinLots.findMany((q) =>
    q.where({ remaining: (r) => r > 0, expires_at: (e) => e !== null }),
  );
  expect([...db.indexes.expiringLots.keys()].sort((a, b) => a - b)).toEqual(ids(expiring));
}

describe('indexes', () => {
  it('match the collections after seeding, writes, the lifecycle pass and a restore', async () => {
    expectIndexesMatchScans();

    const member = await createMember({ coins: 500 });
    const token = await api.tokenFor(member.id);
    const court = await createCourt();
    const session = await createSession({ session_date: '2026-01-16', max_players: 10 });
    const slot = {
      location_id: court.location_id,
      court_id: court.id,
      date: '2026-01-17',
      start_time: '10:00',
      end_time: '11:00',
    };
    // History grows: booking/cancel cycles leave cancelled bookings and ledger entries behind.
    for (let i = 0; i < 25; i += 1) {
      const booked = await api.post('/bookings/bookings/', { token, body: slot });
      expect(booked.status).toBe(201);
      const cancelled = await api.post('/bookings/bookings/{id}/cancel/', {
        token,
        params: { id: booked.data.id },
        body: {},
      });
      expect(cancelled.status).toBe(200);
    }
    const kept = await api.post('/bookings/bookings/', { token, body: slot });
    expect(kept.status).toBe(201);
    const listed = async () => {
      const res = await api.get('/locations/available-sessions/', { token });
      return res.data.find((s) => s.id === session.id)?.current_players;
    };
    const before = await listed();
    expect(
      (await api.post('/bookings/sessions/{id}/join/', { token, params: { id: session.id } }))
        .status,
    ).toBe(201);
    expect(await listed()).toBe((before ?? 0) + 1);
    expectIndexesMatchScans();
    const mine = await api.get('/bookings/user-bookings/', { token });
    expect(mine.data).toHaveLength(27);
    expect(mine.data.filter((b) => b.status === 'CANCELLED')).toHaveLength(25);

    expect(
      (await api.post('/bookings/sessions/{id}/leave/', { token, params: { id: session.id } }))
        .status,
    ).toBe(200);
    expect(await listed()).toBe(before);

    // Three days on, the kept booking has ended: the next request completes it.
    clock.advance(3 * DAY_MS);
    const later = await api.get('/bookings/bookings/{id}/', {
      token,
      params: { id: kept.data.id },
    });
    expect(later.data.status).toBe('COMPLETED');
    expectIndexesMatchScans();

    const snapshot = snapshotDatabase(db);
    expect(await restoreDatabase(snapshot, db)).toBe(true);
    expectIndexesMatchScans();
    expect(timestamp(clock.now())).toBe('2026-01-18T09:30:00+01:00');
  });
});
