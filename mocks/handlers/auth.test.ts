import { describe, expect, it } from 'vitest';
import {
  LOGIN_MESSAGES,
  MAX_LENGTH,
  MESSAGES,
  REGISTER_MESSAGES,
  SUCCESS_NOTICES,
  missingFieldsMessage,
} from '@domain';
import { timestamp } from '../clock';
import { db } from '../db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demoAccounts';
import { createMember } from '../factories';
import { TEST_NOW, setupMockApi } from '../testing';
import { AUTH_MESSAGES } from './auth';

const { api, seed } = setupMockApi();

const registration = {
  email: 'chinedu.okonkwo@example.com',
  password: 'Jollof-2025!',
  password_confirm: 'Jollof-2025!',
  first_name: 'Chinedu',
  last_name: 'Okonkwo',
  phone_number: '+234 809 555 0142',
  address: '',
  city: 'Abuja',
  state: 'Federal Capital Territory',
};

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

describe('PATCH /auth/me/', () => {
  it('saves the profile fields sent and answers the full user', async () => {
    const token = await api.loginAs('member');
    const res = await api.patch('/auth/me/', {
      token,
      body: { first_name: 'Ada', city: 'Ikeja', state: 'Lagos', phone_number: '(0803) 123-4567' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: SUCCESS_NOTICES.profileUpdated });
    expect(res.data).toMatchObject({
      first_name: 'Ada',
      last_name: 'Okafor',
      full_name: 'Ada Okafor',
      city: 'Ikeja',
      phone_number: '(0803) 123-4567',
      email: DEMO_ACCOUNTS.member.email,
    });
    expect((await api.get('/auth/me/', { token })).data.first_name).toBe('Ada');
  });

  it('ignores the read-only fields', async () => {
    const token = await api.loginAs('member');
    const res = await api.patch('/auth/me/', {
      token,
      body: {
        user_type: 'ADMIN',
        is_staff_user: true,
        account_status: 'SUSPENDED',
        is_approved: false,
        id: 99,
      },
    });
    expect(res.data).toMatchObject({
      id: seed.users.member,
      user_type: 'USER',
      is_staff_user: false,
      account_status: 'ACTIVE',
      is_approved: true,
    });
  });

  it.each([
    ['first_name', { first_name: ' ' }, MESSAGES.firstNameRequired],
    ['last_name', { last_name: '' }, MESSAGES.lastNameRequired],
    ['email', { email: 'adaeze-at-example' }, MESSAGES.profileEmailInvalid],
    ['phone_number', { phone_number: '0803 123 4567 ext. 2' }, MESSAGES.profilePhoneInvalid],
    ['email', { email: DEMO_ACCOUNTS.staff.email }, AUTH_MESSAGES.emailTaken],
    ['state', { state: 'Atlantis' }, '"Atlantis" is not a valid choice.'],
    ['city', { city: 12 }, 'Not a valid string.'],
  ])('refuses an invalid %s like the profile form', async (field, body, message) => {
    const token = await api.loginAs('member');
    const res = await api.patch('/auth/me/', { token, body });
    expect(res.status).toBe(400);
    expect(res.error.errors?.[field]).toEqual([message]);
    expect((await api.get('/auth/me/', { token })).data.first_name).toBe('Adaeze');
  });

  it('lets a user keep their own e-mail and clear the optional phone', async () => {
    const token = await api.loginAs('member');
    const res = await api.patch('/auth/me/', {
      token,
      body: { email: DEMO_ACCOUNTS.member.email, phone_number: '' },
    });
    expect(res.status).toBe(200);
    expect(res.data.phone_number).toBe('');
  });

  it('takes a png or jpeg avatar as multipart form data', async () => {
    const token = await api.loginAs('member');
    const form = new FormData();
    form.set('city', 'Lekki');
    form.set(
      'profile_picture',
      new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
    );
    const res = await api.patch('/auth/me/', { token, body: form });
    expect(res.status).toBe(200);
    expect(res.data.city).toBe('Lekki');
    expect(res.data.profile_picture).toBe('data:image/png;base64,iVBORw==');
  });

  it('refuses an avatar that is not png or jpeg, or too large', async () => {
    const token = await api.loginAs('member');
    const gif = new FormData();
    gif.set('profile_picture', new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    const res = await api.patch('/auth/me/', { token, body: gif });
    expect(res.status).toBe(400);
    expect(res.error.errors).toEqual({ profile_picture: [MESSAGES.avatarTypeInvalid] });
    const big = new FormData();
    big.set(
      'profile_picture',
      new File([new Uint8Array(1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }),
    );
    const tooBig = await api.patch('/auth/me/', { token, body: big });
    expect(tooBig.error.errors).toEqual({ profile_picture: [AUTH_MESSAGES.avatarTooLarge] });
  });

  it('does not require approval, but requires a token', async () => {
    const token = await api.tokenFor('pending');
    expect(
      (await api.patch('/auth/me/', { token, body: { city: 'Kaduna', state: 'Kaduna' } })).status,
    ).toBe(200);
    expect((await api.patch('/auth/me/', { body: { city: 'Kaduna' } })).status).toBe(401);
  });
});

describe('request fields have the lengths and shapes of the contract', () => {
  const tooLong = (field: string, max: number) => ({
    [field]: [`Ensure this field has no more than ${max} characters.`],
  });

  it('refuses a 5 MB first name (413) and names one character too many (400), storing neither', async () => {
    const token = await api.loginAs('member');
    const huge = await api.patch('/auth/me/', {
      token,
      body: { first_name: 'A'.repeat(5 * 1024 * 1024), city: 'L'.repeat(100 * 1024) },
    });
    expect(huge.status).toBe(413);
    const over = await api.patch('/auth/me/', {
      token,
      body: {
        first_name: 'A'.repeat(MAX_LENGTH.first_name + 1),
        city: 'L'.repeat(MAX_LENGTH.city + 1),
      },
    });
    expect(over.status).toBe(400);
    expect(over.error.errors).toEqual({
      ...tooLong('first_name', MAX_LENGTH.first_name),
      ...tooLong('city', MAX_LENGTH.city),
    });
    const me = (await api.get('/auth/me/', { token })).data;
    expect(me.first_name).toBe(DEMO_ACCOUNTS.member.first_name);
  });

  it('counts a name in characters: 150 emoji are accepted, 151 are not', async () => {
    const token = await api.loginAs('member');
    const atLimit = '😀'.repeat(MAX_LENGTH.first_name);
    const res = await api.patch('/auth/me/', { token, body: { first_name: atLimit } });
    expect(res.status).toBe(200);
    expect(res.data.first_name).toBe(atLimit);
    const over = await api.patch('/auth/me/', { token, body: { first_name: `${atLimit}😀` } });
    expect(over.error.errors).toEqual(tooLong('first_name', MAX_LENGTH.first_name));
  });

  it.each([
    ['a NUL byte', 'Ada\u0000eze'],
    ['a line break', 'Ada\neze'],
    ['a lone surrogate', 'Ada\ud800eze'],
  ])('refuses a name with %s', async (_, name) => {
    const token = await api.loginAs('member');
    for (const body of [{ first_name: name }, { last_name: name }, { city: name }]) {
      const res = await api.patch('/auth/me/', { token, body });
      expect(res.status).toBe(400);
      expect(res.error.errors).toEqual({ [Object.keys(body)[0] ?? '']: ['Enter a valid value.'] });
    }
    const registered = await api.post('/auth/register/', {
      body: { ...registration, first_name: name },
    });
    expect(registered.error.errors).toEqual({ first_name: ['Enter a valid value.'] });
  });

  it('refuses an over-long registration password', async () => {
    const password = 'p'.repeat(MAX_LENGTH.password + 1);
    const res = await api.post('/auth/register/', {
      body: { ...registration, password, password_confirm: password },
    });
    expect(res.error.errors).toEqual({
      ...tooLong('password', MAX_LENGTH.password),
      ...tooLong('password_confirm', MAX_LENGTH.password_confirm),
    });
  });
});

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
