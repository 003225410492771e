import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, lagosToday } from '@domain';
import { HOUR_MS, clock, timestamp } from './clock';
import { createDatabase, type Database } from './db';
import { createBooking, createMember, createSession } from './factories';
import { credit } from './ledger';
import { heldAmount } from './coinHolds';
import { ledgerInvariant } from './ledgerInvariant';
import { advanceTo } from './lifecycle';
import { serializeWallet, userTransactions } from './serializers';

const NOW = new Date('2026-01-15T09:30:00+01:00');
const tomorrow = addDays(lagosToday(NOW), 1);

let database: Database;
beforeEach(() => {
  clock.set(NOW);
  database = createDatabase();
});
afterEach(() => clock.useRealTime());

describe('advanceTo', () => {
  it('completes a booking once its end has passed, spending its coins at its end', async () => {
    const member = await createMember({ coins: 100 }, database);
    const booking = await createBooking(
      { user_id: member.id, date: tomorrow, start_time: '10:00', end_time: '11:00', coin_cost: 30 },
      database,
    );
    await advanceTo(new Date(`${tomorrow}T10:59:00+01:00`), database);
    expect(database.bookings.findFirst((q) => q.where({ id: booking.id }))?.status).toBe(
      'CONFIRMED',
    );
    await advanceTo(new Date(`${tomorrow}T11:00:00+01:00`), database);
    const completed = database.bookings.findFirst((q) => q.where({ id: booking.id }));
    expect(completed).toMatchObject({
      status: 'COMPLETED',
      completed_at: `${tomorrow}T11:00:00+01:00`,
    });
    expect(heldAmount(database, member.id, booking.booking_reference)).toBe(0);
    expect(serializeWallet(database, member.id)).toMatchObject({
      available_balance: 70,
      reserved_balance: 0,
      total_spent: 30,
    });
    expect(userTransactions(database, member.id)[0]).toMatchObject({
      transaction_type: 'booking',
      amount: 0,
      created_at: `${tomorrow}T11:00:00+01:00`,
    });
    expect(ledgerInvariant(database)).toEqual([]);
  });

  it('leaves cancelled and no-show bookings alone, and is idempotent', async () => {
    const member = await createMember({ coins: 100 }, database);
    await createBooking(
      { user_id: member.id, date: tomorrow, status: 'CANCELLED', coin_cost: 10 },
      database,
    );
    const later = new Date(NOW.getTime() + 3 * 24 * HOUR_MS);
    await advanceTo(later, database);
    const before = JSON.stringify(database.bookings.all());
    await advanceTo(later, database);
    expect(JSON.stringify(database.bookings.all())).toBe(before);
    expect(database.bookings.all()[0]?.status).toBe('CANCELLED');
  });

  it('completes sessions whose end has passed, but not cancelled ones', async () => {
    const open = await createSession({ session_date: tomorrow }, database);
    const cancelled = await createSession(
      { session_date: tomorrow, start_time: '06:00', end_time: '07:00', status: 'cancelled' },
      database,
    );
    await advanceTo(new Date(`${tomorrow}T21:00:00+01:00`), database);
    expect(database.sessions.findFirst((q) => q.where({ id: open.id }))?.status).toBe('completed');
    expect(database.sessions.findFirst((q) => q.where({ id: cancelled.id }))?.status).toBe(
      'cancelled',
    );
  });

  it('applies completions and expiries in the order they happened', async () => {
    const member = await createMember({}, database);
    await credit(database, {
      userId: member.id,
      amount: 50,
      type: 'purchase',
      description: 'Bronze',
      expiresAt: new Date(`${tomorrow}T12:00:00+01:00`),
    });
    await createBooking(
      { user_id: member.id, date: tomorrow, start_time: '10:00', end_time: '11:00', coin_cost: 20 },
      database,
    );
    await advanceTo(new Date(NOW.getTime() + 7 * 24 * HOUR_MS), database);
    const entries = userTransactions(database, member.id).reverse();
    expect(
      entries.map((e) => [e.transaction_type, e.amount, e.balance_after, e.created_at]),
    ).toEqual([
      ['purchase', 50, 50, timestamp(NOW)],
      ['booking', -20, 30, timestamp(NOW)],
      ['booking', 0, 30, `${tomorrow}T11:00:00+01:00`],
      ['expiry', -30, 0, `${tomorrow}T12:00:00+01:00`],
    ]);
    expect(ledgerInvariant(database)).toEqual([]);
  });
});
