/**
 * What the locations operations' tests share: the days around TEST_NOW (Thursday 2026-01-15 in
 * Lagos), the seed's active venues by name, and the guards every read and staff operation shares.
 * Each test file starts its own mock API (`setupMockApi()`) and passes its client in.
 */
import { expect } from 'vitest';
import { addDays, lagosToday, type GameSession, type Location } from '@domain';
import { TEST_NOW, type ApiClient } from '../testing';

export const TODAY = lagosToday(TEST_NOW); // 2026-01-15, a Thursday
export const TOMORROW = addDays(TODAY, 1);
export const names = (locations: readonly Location[]) => locations.map((location) => location.name);

export const ACTIVE_BY_NAME = [
  'Garden City Turf',
  'Ikoyi Racquet Club',
  'Independence Layout Courts',
  'Lekki Arena',
  'Nassarawa GRA Arena',
  'Ring Road Sports Park',
  'Wuse Sports Hub',
  'Yaba Hoops Centre',
];

export function expectScheduleOrder(sessions: readonly GameSession[]): void {
  const keys = sessions.map((s) => `${s.session_date} ${s.start_time} ${String(s.id).padStart(6)}`);
  expect(keys).toEqual([...keys].sort());
}

type Call = (token?: string) => Promise<{ status: number; body: unknown }>;

/** The guards of the member and staff operations, bound to a test file's client. */
export function locationGuards(api: ApiClient) {
  /** The member-only guards every read operation shares. */
  async function expectMemberGuards(call: Call) {
    const anonymous = await call();
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ code: 'not_authenticated' });
    for (const token of [
      await api.tokenFor('pending'),
      await api.loginAs('suspended'),
      await api.loginAs('rejected'),
    ]) {
      const refused = await call(token);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'account_not_approved' });
    }
  }

  async function expectStaffGuards(call: Call) {
    const anonymous = await call();
    expect(anonymous.status).toBe(401);
    for (const token of [await api.loginAs('member'), await api.tokenFor('pending')]) {
      const refused = await call(token);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'permission_denied' });
    }
  }

  return { expectMemberGuards, expectStaffGuards };
}
