/**
 * What the bookings operations' tests share: the days around TEST_NOW (Thursday 2026-01-15 09:30
 * in Lagos), a fresh member with a court to book, and short ways to book and to read the
 * database. Each test file starts its own mock API (`setupMockApi()`) and passes its client in.
 */
import { expect } from 'vitest';
import { db } from '../db';
import { createCourt, createMember } from '../factories';
import { serializeWallet } from '../serializers';
import type { ApiClient, ApiResult } from '../testing';

export const TODAY = '2026-01-15'; // Thursday
export const FRIDAY = '2026-01-16';
export const SATURDAY = '2026-01-17';
export const YESTERDAY = '2026-01-14';
export const lagos = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

export function range(
  court: { id: number; location_id: number },
  date: string,
  start: string,
  end: string,
) {
  return {
    location_id: court.location_id,
    court_id: court.id,
    date,
    start_time: start,
    end_time: end,
  };
}

export const walletOf = (userId: number) => serializeWallet(db, userId);
export const bookingCount = () => db.bookings.count();
export const record = (id: number) => db.bookings.findFirst((q) => q.where({ id }));
export const sessionRecord = (id: number) => db.sessions.findFirst((q) => q.where({ id }));

export function expectError(res: ApiResult<unknown>, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ success: false, code });
}

/** The helpers that call the API, bound to a test file's client. */
export function bookingHelpers(api: ApiClient) {
  /** A fresh approved member with `coins`, and a court of a new venue (20 coins/h, 06:00–22:00). */
  async function setup(coins = 200) {
    const member = await createMember({ coins });
    const token = await api.tokenFor(member.id);
    const court = await createCourt();
    return { member, token, court, locationId: court.location_id };
  }

  function book(token: string, body: unknown, headers?: Record<string, string>) {
    return api.post('/bookings/bookings/', { token, body, ...(headers ? { headers } : {}) });
  }

  return { setup, book };
}
