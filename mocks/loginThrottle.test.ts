// Failed sign-ins are limited per account and per client, in the Node runtime with the
// pinned clock; the HTTP runtime's client address is covered in edges.test.ts.
import { describe, expect, it } from 'vitest';
import {
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_CLIENT,
  LOGIN_FAILURE_WINDOW_MS,
} from '@domain';
import { clock, MINUTE_MS } from './clock';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demoAccounts';
import { CLIENT_ADDRESS_HEADER } from './loginThrottle';
import { resetAndSeed, setupMockApi } from './testing';

const { api } = setupMockApi();

const member = DEMO_ACCOUNTS.member.email;
const WINDOW_SECONDS = LOGIN_FAILURE_WINDOW_MS / 1000;

const login = (email: string, password: string, client?: string) =>
  api.post('/auth/login/', {
    body: { email, password },
    headers: client ? { [CLIENT_ADDRESS_HEADER]: client } : {},
  });

async function fail(times: number, email = member, client?: string): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    const res = await login(email, `wrong-${i}`, client);
    expect(res.status).toBe(400);
    expect(res.error.code).toBe('invalid_credentials');
  }
}

describe('POST /auth/login/ attempt limits', () => {
  it('locks an account after its failures, even for the right password, until they age out', async () => {
    await fail(LOGIN_FAILURES_PER_ACCOUNT);
    const locked = await login(member, DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBe(String(WINDOW_SECONDS));
    expect(locked.error).toEqual({
      success: false,
      code: 'throttled',
      message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
    });
    // Another account from the same client is not locked.
    expect((await login(DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD)).status).toBe(200);
    // The e-mail is matched as sign-in matches it.
    expect((await login('  MEMBER@pitchside.ng ', DEMO_PASSWORD)).status).toBe(429);

    clock.advance(10 * MINUTE_MS);
    const later = await login(member, DEMO_PASSWORD);
    expect(later.status).toBe(429);
    expect(later.headers.get('Retry-After')).toBe(String(WINDOW_SECONDS - 10 * 60));
    expect(later.error.message).toBe(
      'Too many failed sign-in attempts. Please try again in 5 minutes.',
    );

    clock.advance(5 * MINUTE_MS);
    expect((await login(member, DEMO_PASSWORD)).status).toBe(200);
  });

  it('counts only failures: a success clears the account', async () => {
    await fail(LOGIN_FAILURES_PER_ACCOUNT - 1);
    expect((await login(member, DEMO_PASSWORD)).status).toBe(200);
    await fail(LOGIN_FAILURES_PER_ACCOUNT - 1);
    expect((await login(member, DEMO_PASSWORD)).status).toBe(200);
    // Many correct sign-ins in a row are never limited.
    for (let i = 0; i < 3 * LOGIN_FAILURES_PER_CLIENT; i += 1) {
      expect((await login(member, DEMO_PASSWORD)).status).toBe(200);
    }
  });

  it('locks a client that guesses across accounts, and only that client', async () => {
    for (let i = 0; i < LOGIN_FAILURES_PER_CLIENT; i += 1) {
      await fail(1, `nobody-${i}@example.com`, '10.0.0.7');
    }
    const locked = await login(member, DEMO_PASSWORD, '10.0.0.7');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('Retry-After'))).toBe(WINDOW_SECONDS);
    expect((await login(member, DEMO_PASSWORD, '10.0.0.8')).status).toBe(200);
  });

  it('is emptied with the database', async () => {
    await fail(LOGIN_FAILURES_PER_ACCOUNT);
    expect((await login(member, DEMO_PASSWORD)).status).toBe(429);
    await resetAndSeed();
    expect((await login(member, DEMO_PASSWORD)).status).toBe(200);
  });
});
