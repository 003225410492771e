import { MESSAGES, PASSWORD_RESET_MESSAGES, PASSWORD_RESET_TOKEN_MINUTES } from '@domain';
import { describe, expect, it } from 'vitest';
import { MINUTE_MS, clock } from '../clock';
import { db } from '../db';
import { createMember } from '../factories';
import { outboxOf } from '../outbox';
import { setupMockApi } from '../testing';

const { api } = setupMockApi();

const NEW_PASSWORD = 'Lagos-Sunrise-2026';

const ask = (email: string) => api.post('/auth/password/reset/', { body: { email } });

const confirm = (token: string, password = NEW_PASSWORD, again = password) =>
  api.post('/auth/password/reset/confirm/', {
    body: { token, new_password: password, new_password_confirm: again },
  });

const login = (email: string, password: string) =>
  api.post('/auth/login/', { body: { email, password } });

/** The token of the newest reset link e-mailed to `email`. */
function mailedToken(email: string): string {
  const mail = outboxOf(db).find((m) => m.to === email && m.kind === 'password_reset');
  const token = mail?.link ? new URL(mail.link).searchParams.get('token') : null;
  if (!token) throw new Error(`No reset e-mail for ${email}`);
  return token;
}

describe('POST /auth/password/reset/ sends the e-mail it promises', () => {
  it('puts a link to /reset-password?token=… in the outbox for an account', async () => {
    const member = await createMember();
    expect((await ask(member.email)).status).toBe(200);
    const [mail] = outboxOf(db);
    expect(mail).toMatchObject({ to: member.email, user_id: member.id, kind: 'password_reset' });
    expect(mail?.link).toMatch(/\/reset-password\?token=[^&]+$/);
    expect(mail?.body).toContain(mail?.link);
    expect(mail?.body).toContain(`${PASSWORD_RESET_TOKEN_MINUTES} minutes`);
  });

  it('sends nothing for an unknown address, and answers the same', async () => {
    const res = await ask('nobody@example.com');
    expect(res.status).toBe(200);
    expect(outboxOf(db)).toHaveLength(0);
  });
});

describe('POST /auth/password/reset/confirm/', () => {
  it('sets the new password, ends every session, and the old password no longer works', async () => {
    const member = await createMember();
    const session = await api.tokenFor(member.id);
    expect((await api.get('/auth/me/', { token: session })).status).toBe(200);
    await ask(member.email);

    const res = await confirm(mailedToken(member.email));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: PASSWORD_RESET_MESSAGES.done });
    expect((await api.get('/auth/me/', { token: session })).status).toBe(401);
    expect((await login(member.email, 'Pitchside#2026')).status).toBe(400);
    expect((await login(member.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('accepts a token once', async () => {
    const member = await createMember();
    await ask(member.email);
    const token = mailedToken(member.email);
    expect((await confirm(token)).status).toBe(200);
    const again = await confirm(token, 'Another-Password-1');
    expect(again.status).toBe(400);
    expect(again.error.errors?.token).toEqual([PASSWORD_RESET_MESSAGES.invalidLink]);
    expect((await login(member.email, NEW_PASSWORD)).status).toBe(200);
  });

  it(`refuses a token older than ${PASSWORD_RESET_TOKEN_MINUTES} minutes`, async () => {
    const member = await createMember();
    await ask(member.email);
    const token = mailedToken(member.email);
    clock.advance(PASSWORD_RESET_TOKEN_MINUTES * MINUTE_MS + MINUTE_MS);
    const res = await confirm(token);
    expect(res.status).toBe(400);
    expect(res.error.errors?.token).toEqual([PASSWORD_RESET_MESSAGES.invalidLink]);
  });

  it('keeps only the newest link working', async () => {
    const member = await createMember();
    await ask(member.email);
    const first = mailedToken(member.email);
    await ask(member.email);
    const second = mailedToken(member.email);
    expect(second).not.toBe(first);
    expect((await confirm(first)).status).toBe(400);
    expect((await confirm(second)).status).toBe(200);
  });

  it('refuses a weak or unconfirmed password with the registration rules, and keeps the token', async () => {
    const member = await createMember();
    await ask(member.email);
    const token = mailedToken(member.email);
    const short = await confirm(token, 'short');
    expect(short.status).toBe(400);
    expect(short.error.errors?.new_password).toEqual([MESSAGES.passwordTooShort]);
    const mismatch = await confirm(token, NEW_PASSWORD, 'Something-else-1');
    expect(mismatch.error.errors?.new_password_confirm).toEqual([MESSAGES.passwordsDoNotMatch]);
    expect((await confirm(token)).status).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const res = await confirm('not-a-token');
    expect(res.status).toBe(400);
    expect(res.error.errors?.token).toEqual([PASSWORD_RESET_MESSAGES.invalidLink]);
  });
});
