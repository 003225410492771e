/**
 * Registration, sign-in and sign-out, and reading the current user (GET /auth/me/), with the
 * guards of the token. Changing the profile is in authProfile.test.ts, passwords in
 * authPasswords.test.ts.
 */

import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES, MESSAGES, REGISTER_MESSAGES, missingFieldsMessage } from '@domain';
import { timestamp } from '../clock';
import { db } from '../db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demoAccounts';
import { TEST_NOW, setupMockApi } from '../testing';
import { AUTH_MESSAGES } from './auth';
import { registration } from './authTestKit';

const { api, seed } = setupMockApi();

describe('POST /auth/register/', () => {
  it('creates a PENDING account, defaults the country to Nigeria and answers 201 without a token', async () => {
    const res = await api.post('/auth/register/', { body: registration });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: REGISTER_MESSAGES.success });
    expect(res.data).toMatchObject({
      email: registration.email,
      full_name: 'Chinedu Okonkwo',
      country: 'Nigeria',
      user_type: 'USER',
      is_staff_user: false,
      is_approved: false,
      account_status: 'PENDING',
      last_login: null,
      profile_picture: null,
      date_joined: timestamp(TEST_NOW),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/token|password/);
  });

  it('refuses to sign the new account in until staff approve it', async () => {
    await api.post('/auth/register/', { body: registration });
    const res = await api.post('/auth/login/', {
      body: { email: registration.email, password: registration.password },
    });
    expect(res.status).toBe(403);
    expect(res.error).toEqual({
      success: false,
      message: LOGIN_MESSAGES.pendingApproval,
      code: 'account_pending',
    });
  });

  it('ignores role and state fields: a registration is always a PENDING USER', async () => {
    const res = await api.post('/auth/register/', {
      body: { ...registration, user_type: 'ADMIN', is_staff_user: true, account_status: 'ACTIVE' },
    });
    expect(res.data).toMatchObject({
      user_type: 'USER',
      is_staff_user: false,
      account_status: 'PENDING',
    });
  });

  it('names every missing required field (service-level rule) with a field error each', async () => {
    const res = await api.post('/auth/register/', { body: {} });
    expect(res.status).toBe(400);
    expect(res.error.message).toBe(
      missingFieldsMessage(['email', 'password', 'first_name', 'last_name', 'phone_number']),
    );
    expect(res.error.code).toBe('validation_error');
    expect(res.error.errors).toEqual({
      email: [MESSAGES.emailRequired],
      password: [MESSAGES.passwordRequired],
      password_confirm: [MESSAGES.confirmPasswordRequired],
      first_name: [MESSAGES.firstNameRequired],
      last_name: [MESSAGES.lastNameRequired],
      phone_number: [MESSAGES.phoneRequired],
    });
  });

  it('treats blank fields as missing', async () => {
    const res = await api.post('/auth/register/', {
      body: { ...registration, first_name: '   ', phone_number: '' },
    });
    expect(res.error.message).toBe(missingFieldsMessage(['first_name', 'phone_number']));
  });

  it.each([
    ['email', { email: 'chinedu.example.com' }, MESSAGES.emailInvalid],
    ['password', { password: 'short', password_confirm: 'short' }, MESSAGES.passwordTooShort],
    ['password_confirm', { password_confirm: 'Jollof-2026!' }, MESSAGES.passwordsDoNotMatch],
    ['password_confirm', { password_confirm: '' }, MESSAGES.confirmPasswordRequired],
    ['phone_number', { phone_number: '0803-12' }, MESSAGES.phoneInvalid],
    ['phone_number', { phone_number: '+234 803 abc 4567' }, MESSAGES.phoneInvalid],
    ['state', { state: 'Lagoss' }, '"Lagoss" is not a valid choice.'],
    ['email', { email: 42 }, 'Not a valid string.'],
  ])('reports an invalid %s: %j', async (field, change, message) => {
    const res = await api.post('/auth/register/', { body: { ...registration, ...change } });
    expect(res.status).toBe(400);
    expect(res.error.message).toBe(REGISTER_MESSAGES.failed);
    expect(res.error.errors?.[field]).toEqual([message]);
  });

  it('accepts any state for an address abroad', async () => {
    const res = await api.post('/auth/register/', {
      body: { ...registration, country: 'Ghana', state: 'Greater Accra' },
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ country: 'Ghana', state: 'Greater Accra' });
  });

  it('refuses an e-mail that is taken, whatever its case', async () => {
    const res = await api.post('/auth/register/', {
      body: { ...registration, email: 'Member@Pitchside.NG' },
    });
    expect(res.status).toBe(400);
    expect(res.error.errors).toEqual({ email: [AUTH_MESSAGES.emailTaken] });
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    expect((await api.post('/auth/register/', { body: '{"email":' })).status).toBe(400);
    const list = await api.post('/auth/register/', { body: [registration] });
    expect(list.error.errors).toEqual({
      non_field_errors: ['Invalid data. Expected a dictionary, but got list.'],
    });
  });
});

describe('POST /auth/login/', () => {
  it('signs in with a token and the user, and records the login time', async () => {
    const res = await api.post('/auth/login/', {
      body: { email: DEMO_ACCOUNTS.member.email, password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: AUTH_MESSAGES.loginSuccessful });
    expect(res.data.token).toMatch(/^[0-9a-f]{40}$/);
    expect(res.data.user).toMatchObject({
      id: seed.users.member,
      email: DEMO_ACCOUNTS.member.email,
      account_status: 'ACTIVE',
      is_approved: true,
      last_login: timestamp(TEST_NOW),
    });
    const me = await api.get('/auth/me/', { token: res.data.token });
    expect(me.data.id).toBe(seed.users.member);
  });

  it('matches the e-mail case-insensitively', async () => {
    const token = await api.login('  MEMBER@pitchside.ng ');
    expect(token).toMatch(/^[0-9a-f]{40}$/);
  });

  it.each([
    ['a wrong password', DEMO_ACCOUNTS.member.email, 'not-the-password'],
    ['an unknown e-mail', 'nobody@example.com', DEMO_PASSWORD],
  ])('answers 400 invalid_credentials for %s', async (_, email, password) => {
    const res = await api.post('/auth/login/', { body: { email, password } });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({
      success: false,
      message: AUTH_MESSAGES.invalidCredentials,
      code: 'invalid_credentials',
      errors: { non_field_errors: [AUTH_MESSAGES.invalidCredentials] },
    });
  });

  it("answers 'Please fill in all fields' when a field is missing or blank", async () => {
    const res = await api.post('/auth/login/', { body: { email: '  ' } });
    expect(res.status).toBe(400);
    expect(res.error.message).toBe(MESSAGES.fillAllFields);
    expect(res.error.errors).toEqual({
      email: ['This field may not be blank.'],
      password: ['This field is required.'],
    });
  });

  it('refuses a PENDING account with the exact message and stores no token', async () => {
    const tokensBefore = db.tokens.count();
    const res = await api.post('/auth/login/', {
      body: { email: DEMO_ACCOUNTS.pending.email, password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(403);
    expect(res.error.message).toBe(
      'Your account is pending approval. Please wait for staff approval.',
    );
    expect(res.error.code).toBe('account_pending');
    expect(db.tokens.count()).toBe(tokensBefore);
  });

  it('checks the password before telling a PENDING account apart', async () => {
    const res = await api.post('/auth/login/', {
      body: { email: DEMO_ACCOUNTS.pending.email, password: 'wrong-password' },
    });
    expect(res.error.code).toBe('invalid_credentials');
  });

  it.each(['suspended', 'rejected'] as const)('lets a %s account sign in', async (role) => {
    const res = await api.post('/auth/login/', {
      body: { email: DEMO_ACCOUNTS[role].email, password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.data.user.account_status).toBe(DEMO_ACCOUNTS[role].account_status);
    expect(res.data.user.is_approved).toBe(false);
  });

  it.each(['admin', 'staff'] as const)(
    'signs in the %s account with staff privileges',
    async (role) => {
      const token = await api.loginAs(role);
      const me = await api.get('/auth/me/', { token });
      expect(me.data).toMatchObject({
        user_type: DEMO_ACCOUNTS[role].user_type,
        is_staff_user: true,
      });
    },
  );
});

describe('POST /auth/logout/', () => {
  it('revokes the token used, and only that one', async () => {
    const first = await api.loginAs('member');
    const second = await api.loginAs('member');
    const res = await api.post('/auth/logout/', { token: first });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: AUTH_MESSAGES.loggedOut, data: null });
    const gone = await api.get('/auth/me/', { token: first });
    expect(gone.status).toBe(401);
    expect(gone.error).toMatchObject({ message: 'Invalid token.', code: 'authentication_failed' });
    expect((await api.get('/auth/me/', { token: second })).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await api.post('/auth/logout/');
    expect(res.status).toBe(401);
    expect(res.error).toMatchObject({
      message: 'Authentication credentials were not provided.',
      code: 'not_authenticated',
    });
  });
});

describe('GET /auth/me/', () => {
  it('answers 401 without a token, with another scheme, and with a malformed header', async () => {
    expect((await api.get('/auth/me/')).error.code).toBe('not_authenticated');
    const bearer = await api.get('/auth/me/', { headers: { Authorization: 'Bearer abc' } });
    expect(bearer.error.code).toBe('not_authenticated');
    const bare = await api.get('/auth/me/', { headers: { Authorization: 'Token' } });
    expect(bare.status).toBe(401);
    expect(bare.error).toMatchObject({
      message: 'Invalid token header. No credentials provided.',
      code: 'authentication_failed',
    });
    const spaced = await api.get('/auth/me/', { headers: { Authorization: 'Token abc def' } });
    expect(spaced.error).toMatchObject({
      message: 'Invalid token header. Token string should not contain spaces.',
      code: 'authentication_failed',
    });
    const unknown = await api.get('/auth/me/', { token: 'f'.repeat(40) });
    expect(unknown.error.code).toBe('authentication_failed');
  });

  it('reads the Token keyword in any case, as DRF compares it', async () => {
    const token = await api.loginAs('member');
    const res = await api.get('/auth/me/', { headers: { Authorization: `token ${token}` } });
    expect(res.status).toBe(200);
  });

  it('does not require approval', async () => {
    const token = await api.tokenFor('pending');
    const res = await api.get('/auth/me/', { token });
    expect(res.status).toBe(200);
    expect(res.data.account_status).toBe('PENDING');
  });

  it('never exposes the password or internal fields', async () => {
    const token = await api.loginAs('suspended');
    const res = await api.get('/auth/me/', { token });
    expect(Object.keys(res.data).sort()).toEqual(
      [
        'id',
        'email',
        'first_name',
        'last_name',
        'full_name',
        'phone_number',
        'address',
        'city',
        'state',
        'country',
        'profile_picture',
        'date_joined',
        'last_login',
        'user_type',
        'is_staff_user',
        'is_approved',
        'account_status',
        // The suspended member reads the staff's reason; who decided it stays internal.
        'status_reason',
      ].sort(),
    );
    expect(res.data.status_reason).toBe('Repeated no-shows at Wuse Sports Hub.');
  });
});
