/**
 * Changing the current user's profile (PATCH /auth/me/), as JSON or with an avatar, and the
 * lengths and shapes of the fields the profile and the registration forms send.
 */

import { describe, expect, it } from 'vitest';
import { MAX_LENGTH, MESSAGES, SUCCESS_NOTICES } from '@domain';
import { DEMO_ACCOUNTS } from '../demoAccounts';
import { setupMockApi } from '../testing';
import { AUTH_MESSAGES } from './auth';
import { registration } from './authTestKit';

const { api, seed } = setupMockApi();

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
