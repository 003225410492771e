import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS, clock } from './clock';
import { createDatabase, type Database } from './db';
import { createMember } from './factories';
import { InsufficientCoinsError, credit, debit, getWallet } from './ledger';
import { heldAmount, release, reserve, settle } from './coinHolds';
import { ledgerInvariant } from './ledgerInvariant';
import { advanceTo } from './lifecycle';
import { serializeWallet, userTransactions } from './serializers';

const NOW = new Date('2026-01-15T09:30:00+01:00');
const later = (days: number) => new Date(NOW.getTime() + days * DAY_MS);

let database: Database;
let userId: number;

beforeEach(async () => {
  clock.set(NOW);
  database = createDatabase();
  userId = (await createMember({}, database)).id;
});
afterEach(() => clock.useRealTime());

const wallet = () => serializeWallet(database, userId);
const entries = () => userTransactions(database, userId);

describe('ledger: every movement', () => {
  it('credits a purchase: earned and available grow, one purchase entry', async () => {
    const entry = await credit(database, {
      userId,
      amount: 130,
      type: 'purchase',
      description: 'Purchased Silver Package',
      reference: 'PSK-1',
      expiresAt: later(60),
    });
    expect(entry).toMatchObject({
      transaction_type: 'purchase',
      amount: 130,
      balance_after: 130,
      reference: 'PSK-1',
      actor_email: null,
    });
    expect(wallet()).toMatchObject({
      available_balance: 130,
      reserved_balance: 0,
      total_balance: 130,
      total_earned: 130,
      total_spent: 0,
    });
    expect(ledgerInvariant(database)).toEqual([]);
  });

  it.each(['bonus', 'admin_credit', 'refund'] as const)(
    'credits a %s with the staff member as actor',
    async (type) => {
      const entry = await credit(database, {
        userId,
        amount: 25,
        type,
        description: 'Goodwill',
        actorEmail: 'staff@pitchside.ng',
      });
      expect(entry).toMatchObject({ transaction_type: type, amount: 25, balance_after: 25 });
      expect(entry.actor_email).toBe('staff@pitchside.ng');
      expect(wallet()).toMatchObject({ available_balance: 25, total_earned: 25 });
      expect(ledgerInvariant(database)).toEqual([]);
    },
  );

  it('reserves a booking: available falls, reserved rises, a negative booking entry', async () => {
    await credit(database, { userId, amount: 100, type: 'bonus', description: 'Bonus' });
    const entry = await reserve(database, {
      userId,
      amount: 38,
      reference: 'PSB-1',
      description: 'Court booking PSB-1',
    });
    expect(entry).toMatchObject({ transaction_type: 'booking', amount: -38, balance_after: 62 });
    expect(wallet()).toMatchObject({
      available_balance: 62,
      reserved_balance: 38,
      total_balance: 100,
      total_spent: 0,
    });
    expect(heldAmount(database, userId, 'PSB-1')).toBe(38);
    expect(ledgerInvariant(database)).toEqual([]);
  });

  it('refuses a reservation beyond the available balance and changes nothing', async () => {
    await credit(database, { userId, amount: 30, type: 'bonus', description: 'Bonus' });
    const before = wallet();
    await expect(
      reserve(database, { userId, amount: 31, reference: 'PSB-1', description: 'Booking' }),
    ).rejects.toBeInstanceOf(InsufficientCoinsError);
    expect(wallet()).toEqual(before);
    expect(ledgerInvariant(database)).toEqual([]);
  });

  it('releases a cancelled booking: all its coins come back as a refund entry', async () => {
    await credit(database, { userId, amount: 100, type: 'bonus', description: 'Bonus' });
    await reserve(database, { userId, amount: 40, reference: 'PSB-1', description: 'Booking' });
    const entry = await release(database, {
      userId,
      reference: 'PSB-1',
      description: 'Refund for cancelled booking PSB-1',
    });
    expect(entry).toMatchObject({ transaction_type: 'refund', amount: 40, balance_after: 100 });
    expect(wallet()).toMatchObject({ available_balance: 100, reserved_balance: 0 });
    expect(heldAmount(database, userId, 'PSB-1')).toBe(0);
    expect(await release(database, { userId, reference: 'PSB-1', description: 'again' })).toBe(
      null,
    );
    expect(ledgerInvariant(database)).toEqual([]);
  });

  it('releases part of a hold (a cheaper reschedule) and adds to it (a dearer one)', async () => {
    await credit(database, { userId, amount: 100, type: 'bonus', description: 'Bonus' });
    await reserve(database, { userId, amount: 40, reference: 'PSB-1', description: 'Booking' });
    await release(database, { userId, reference: 'PSB-1', amount: 15, description: 'Cheaper' });
    expect(heldAmount(database, userId, 'PSB-1')).toBe(25);
    await reserve(database, { userId, amount: 10, reference: 'PSB-1', description: 'Dearer' });
    expect(heldAmount(database, userId, 'PSB-1')).toBe(35);
    expect(wallet()).toMatchObject({ available_balance: 65, reserved_balance: 35 });
    await expect(
      release(database, { userId, reference: 'PSB-1', amount: 36, description: 'Too much' }),
    ).rejects.toThrow(RangeError);
    expect(ledgerInvariant(database)).toEqual([]);
  });

  it('settles a completed booking: reserved coins become spent, entry of amount 0', async () => {
    await credit(database, { userId, amount: 100, type: 'bonus', description: 'Bonus' });
    await reserve(database, { userId, amount: 40, reference: 'PSB-1', description: 'Booking' });
    const entry = await settle(database, {
      userId,
      reference: 'PSB-1',
      description: 'Booking PSB-1 completed',
    });
    expect(entry).toMatchObject({ transaction_type: 'booking', amount: 0, balance_after: 60 });
    expect(wallet()).toMatchObject({
      available_balance: 60,
      reserved_balance: 0,
      total_earned: 100,
      total_spent: 40,
      total_balance: 60,
    });
    expect(ledgerInvariant(database)).toEqual([]);
  });

  it('debits a staff debit, never below zero', async () => {
    await credit(database, { userId, amount: 50, type: 'bonus', description: 'Bonus' });
    const entry = await debit(database, {
      userId,
      amount: 20,
      type: 'admin_debit',
      description: 'Correction',
      actorEmail: 'admin@pitchside.ng',
    });
    expect(entry).toMatchObject({
      transaction_type: 'admin_debit',
      amount: -20,
      balance_after: 30,
      actor_email: 'admin@pitchside.ng',
    });
    expect(wallet()).toMatchObject({ available_balance: 30, total_spent: 20 });
    await expect(
      debit(database, { userId, amount: 31, type: 'admin_debit', description: 'Too much' }),
    ).rejects.toMatchObject({ available: 30, required: 31 });
    expect(wallet()).toMatchObject({ available_balance: 30 });
    expect(ledgerInvariant(database)).toEqual([]);
  });

  it('refuses amounts that are not whole and positive', async () => {
    for (const amount of [0, -5, 1.5]) {
      await expect(
        credit(database, { userId, amount, type: 'bonus', description: 'x' }),
      ).rejects.toThrow(RangeError);
    }
  });

  it('writes every transaction type, each with the balance after it', async () => {
    await credit(database, {
      userId,
      amount: 50,
      type: 'purchase',
      description: 'Bronze',
      expiresAt: later(1),
    });
    await credit(database, { userId, amount: 20, type: 'bonus', description: 'Bonus' });
    await credit(database, { userId, amount: 10, type: 'admin_credit', description: 'Credit' });
    await reserve(database, { userId, amount: 30, reference: 'PSB-1', description: 'Booking' });
    await release(database, { userId, reference: 'PSB-1', description: 'Refund' });
    await debit(database, { userId, amount: 5, type: 'admin_debit', description: 'Debit' });
    await advanceTo(later(2), database);
    const types = new Set(entries().map((entry) => entry.transaction_type));
    expect([...types].sort()).toEqual(
      ['admin_credit', 'admin_debit', 'bonus', 'booking', 'expiry', 'purchase', 'refund'].sort(),
    );
    // The sum of the signed amounts is the available balance.
    const sum = entries().reduce((total, entry) => total + entry.amount, 0);
    expect(sum).toBe(wallet().available_balance);
    expect(ledgerInvariant(database)).toEqual([]);
  });
});

describe('ledger: expiry of package coins', () => {
  it('expires what is left of a lot validity_days after purchase, dated at the expiry', async () => {
    await credit(database, {
      userId,
      amount: 130,
      type: 'purchase',
      description: 'Purchased Silver Package',
      expiresAt: later(60),
    });
    await advanceTo(later(59), database);
    expect(wallet().available_balance).toBe(130);
    await advanceTo(later(61), database);
    const [expiry] = entries();
    expect(expiry).toMatchObject({
      transaction_type: 'expiry',
      amount: -130,
      balance_after: 0,
      description: '130 coins expired (Purchased Silver Package)',
    });
    expect(expiry?.created_at).toBe('2026-03-16T09:30:00+01:00');
    expect(wallet()).toMatchObject({ available_balance: 0, total_earned: 130, total_spent: 130 });
    // Expiry happens once.
    await advanceTo(later(90), database);
    expect(entries().filter((entry) => entry.transaction_type === 'expiry')).toHaveLength(1);
    expect(ledgerInvariant(database)).toEqual([]);
  });

  it('spends the coins closest to expiry first, so only the rest of the oldest lot expires', async () => {
    await credit(database, {
      userId,
      amount: 50,
      type: 'purchase',
      description: 'Bronze (old)',
      expiresAt: later(10),
      at: NOW,
    });
    await credit(database, {
      userId,
      amount: 130,
      type: 'purchase',
      description: 'Silver (new)',
      expiresAt: later(60),
      at: later(1),
    });
    await credit(database, { userId, amount: 20, type: 'bonus', description: 'Never expires' });
    // 60 coins: the 50 of the old lot, then 10 of the newer one; the bonus is untouched.
    await reserve(database, { userId, amount: 60, reference: 'PSB-1', description: 'Booking' });
    await advanceTo(later(11), database);
    expect(entries().some((entry) => entry.transaction_type === 'expiry')).toBe(false);
    await advanceTo(later(61), database);
    const expiries = entries().filter((entry) => entry.transaction_type === 'expiry');
    expect(expiries.map((entry) => entry.amount)).toEqual([-120]);
    expect(wallet()).toMatchObject({ available_balance: 20, reserved_balance: 60 });
    expect(ledgerInvariant(database)).toEqual([]);
  });

  it('returns refunded coins to their lot, which still expires on time', async () => {
    await credit(database, {
      userId,
      amount: 50,
      type: 'purchase',
      description: 'Bronze',
      expiresAt: later(10),
    });
    await reserve(database, { userId, amount: 50, reference: 'PSB-1', description: 'Booking' });
    // Reserved coins are not expired: the booking already paid with them.
    await advanceTo(later(11), database);
    expect(wallet()).toMatchObject({ available_balance: 0, reserved_balance: 50 });
    await release(database, { userId, reference: 'PSB-1', description: 'Refund', at: later(12) });
    await advanceTo(later(12), database);
    expect(wallet()).toMatchObject({ available_balance: 0, reserved_balance: 0, total_spent: 50 });
    expect(ledgerInvariant(database)).toEqual([]);
  });

  it('expires coins in the order their lots expire, each entry at its own time', async () => {
    await credit(database, {
      userId,
      amount: 10,
      type: 'purchase',
      description: 'A',
      expiresAt: later(5),
    });
    await credit(database, {
      userId,
      amount: 20,
      type: 'purchase',
      description: 'B',
      expiresAt: later(3),
    });
    await advanceTo(later(30), database);
    const expiries = entries()
      .filter((entry) => entry.transaction_type === 'expiry')
      .reverse();
    expect(expiries.map((entry) => [entry.amount, entry.balance_after])).toEqual([
      [-20, 10],
      [-10, 0],
    ]);
  });
});

describe('ledgerInvariant', () => {
  it('is empty for a sound ledger and names every broken rule', async () => {
    await credit(database, { userId, amount: 100, type: 'bonus', description: 'Bonus' });
    await reserve(database, { userId, amount: 40, reference: 'PSB-1', description: 'Booking' });
    expect(ledgerInvariant(database)).toEqual([]);

    const record = await getWallet(database, userId);
    await database.wallets.update((q) => q.where({ id: record.id }), {
      data(draft) {
        draft.available_balance += 5;
      },
    });
    const problems = ledgerInvariant(database);
    expect(problems.join('\n')).toMatch(/earned 100 − spent 0 ≠ available 65 \+ reserved 40/);
    expect(problems.join('\n')).toMatch(/lots hold 60, available 65/);
    expect(problems.join('\n')).toMatch(/transactions sum to 60, available 65/);
    expect(problems.join('\n')).toMatch(/newest entry says 60, available 65/);
  });

  it('reports reserved coins nobody holds; the schema itself refuses a negative balance', async () => {
    const record = await getWallet(database, userId);
    await expect(
      database.wallets.update((q) => q.where({ id: record.id }), {
        data(draft) {
          draft.available_balance = -1;
        },
      }),
    ).rejects.toThrow();
    await database.wallets.update((q) => q.where({ id: record.id }), {
      data(draft) {
        draft.reserved_balance = 1;
        draft.total_earned = 1;
      },
    });
    expect(ledgerInvariant(database).join('\n')).toMatch(/holds 0, reserved 1/);
  });
});
