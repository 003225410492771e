/**
 * Passwords: changing one's own (POST /auth/password/change/), which signs the user out
 * everywhere, and asking for a reset by e-mail (POST /auth/password/reset/). The e-mail the reset
 * sends and its confirmation are in passwordReset.test.ts.
 */

import { describe, expect, it } from 'vitest';
import { MESSAGES, SUCCESS_NOTICES } from '@domain';
import { db } from '../db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demoAccounts';
import { createMember } from '../factories';
import { setupMockApi } from '../testing';
import { AUTH_MESSAGES } from './auth';

const { api, seed } = setupMockApi();

describe('POST /auth/password/change/', () => {
  const change = {
    current_password: DEMO_PASSWORD,
    new_password: 'Eko-Oni-Baje-2026',
    new_password_confirm: 'Eko-Oni-Baje-2026',
  };

  it('changes the password and signs the user out everywhere', async () => {
    const token = await api.loginAs('member');
    const other = await api.loginAs('member');
    const res = await api.post('/auth/password/change/', { token, body: change });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: SUCCESS_NOTICES.passwordChanged,
      data: null,
    });
    expect((await api.get('/auth/me/', { token })).status).toBe(401);
    expect((await api.get('/auth/me/', { token: other })).status).toBe(401);
    const old = await api.post('/auth/login/', {
      body: { email: DEMO_ACCOUNTS.member.email, password: DEMO_PASSWORD },
    });
    expect(old.error.code).toBe('invalid_credentials');
    expect(await api.login(DEMO_ACCOUNTS.member.email, change.new_password)).toMatch(
      /^[0-9a-f]{40}$/,
    );
  });

  it('checks the current password', async () => {
    const token = await api.loginAs('member');
    const res = await api.post('/auth/password/change/', {
      token,
      body: { ...change, current_password: 'not-my-password' },
    });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({
      message: 'Failed to change password',
      code: 'validation_error',
      errors: { current_password: [AUTH_MESSAGES.currentPasswordIncorrect] },
    });
    expect((await api.get('/auth/me/', { token })).status).toBe(200);
  });

  it.each([
    ['current_password', { current_password: '' }, MESSAGES.currentPasswordRequired],
    [
      'new_password',
      { new_password: 'short', new_password_confirm: 'short' },
      MESSAGES.passwordTooShort,
    ],
    [
      'new_password_confirm',
      { new_password_confirm: 'Something-else' },
      MESSAGES.passwordsDoNotMatch,
    ],
  ])('validates %s like the dialog', async (field, body, message) => {
    const token = await api.loginAs('member');
    const res = await api.post('/auth/password/change/', { token, body: { ...change, ...body } });
    expect(res.status).toBe(400);
    expect(res.error.errors?.[field]).toEqual([message]);
  });

  it('answers 401 without a token and works for an unapproved account', async () => {
    expect((await api.post('/auth/password/change/', { body: change })).status).toBe(401);
    const token = await api.loginAs('rejected');
    expect((await api.post('/auth/password/change/', { token, body: change })).status).toBe(200);
  });
});

describe('POST /auth/password/reset/', () => {
  it('answers the same whether or not an account exists', async () => {
    const known = await api.post('/auth/password/reset/', {
      body: { email: DEMO_ACCOUNTS.member.email },
    });
    const unknown = await api.post('/auth/password/reset/', {
      body: { email: 'ghost@example.com' },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({
      success: true,
      message: AUTH_MESSAGES.passwordResetSent,
      data: null,
    });
    const requests = db.passwordResets.all().map((r) => [r.email, r.user_id]);
    expect(requests).toEqual([
      [DEMO_ACCOUNTS.member.email, seed.users.member],
      ['ghost@example.com', null],
    ]);
  });

  it('answers 400 only for a missing or malformed e-mail', async () => {
    const missing = await api.post('/auth/password/reset/', { body: {} });
    expect(missing.error.errors).toEqual({ email: [MESSAGES.emailRequired] });
    const malformed = await api.post('/auth/password/reset/', { body: { email: 'ghost@' } });
    expect(malformed.status).toBe(400);
    expect(malformed.error.errors).toEqual({ email: [MESSAGES.emailInvalid] });
  });

  it('needs no token', async () => {
    const member = await createMember({ email: 'reset.me@example.com' });
    const res = await api.post('/auth/password/reset/', { body: { email: member.email } });
    expect(res.status).toBe(200);
  });
});
