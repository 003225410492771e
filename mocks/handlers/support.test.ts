import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@domain';
import { timestamp } from '../clock';
import { db } from '../db';
import { TEST_NOW, setupMockApi } from '../testing';
import { SUPPORT_MESSAGES } from './support';

const { api, seed } = setupMockApi();

const message = {
  name: 'Adaeze Okafor',
  email: 'adaeze.okafor@example.com',
  phone: '+234 803 123 4567',
  subject: 'Floodlights on Pitch A',
  category: 'feedback',
  message: 'Two floodlights on Pitch A were out during Friday’s 5-a-side.',
};

describe('POST /support/contact/', () => {
  it('stores the message and answers 201 with a receipt, without a token', async () => {
    const before = db.contactMessages.count();
    const res = await api.post('/support/contact/', { body: message });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: SUPPORT_MESSAGES.received });
    expect(res.data).toEqual({
      id: expect.any(Number),
      category: 'feedback',
      created_at: timestamp(TEST_NOW),
    });
    expect(db.contactMessages.count()).toBe(before + 1);
    expect(db.contactMessages.findFirst((q) => q.where({ id: res.data.id }))).toMatchObject({
      ...message,
      user_id: null,
    });
  });

  it('takes the phone as optional', async () => {
    const { phone: _phone, ...withoutPhone } = message;
    expect((await api.post('/support/contact/', { body: withoutPhone })).status).toBe(201);
    expect((await api.post('/support/contact/', { body: { ...message, phone: '' } })).status).toBe(
      201,
    );
  });

  it('notes the sender when signed in, and ignores an invalid token', async () => {
    const token = await api.loginAs('member');
    const signedIn = await api.post('/support/contact/', { token, body: message });
    expect(db.contactMessages.findFirst((q) => q.where({ id: signedIn.data.id }))?.user_id).toBe(
      seed.users.member,
    );
    const stale = await api.post('/support/contact/', { token: 'f'.repeat(40), body: message });
    expect(stale.status).toBe(201);
  });

  it('names every missing required field', async () => {
    const res = await api.post('/support/contact/', { body: {} });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ message: 'Invalid input.', code: 'validation_error' });
    expect(res.error.errors).toEqual({
      name: [MESSAGES.nameRequired],
      email: [MESSAGES.emailRequired],
      category: [MESSAGES.categoryRequired],
      subject: [MESSAGES.subjectRequired],
      message: [MESSAGES.messageRequired],
    });
  });

  it.each([
    ['email', { email: 'adaeze@' }, MESSAGES.emailInvalid],
    ['phone', { phone: '12' }, MESSAGES.phoneInvalid],
    ['category', { category: 'gossip' }, MESSAGES.categoryRequired],
    ['subject', { subject: '   ' }, MESSAGES.subjectRequired],
    ['subject', { subject: 'x'.repeat(201) }, 'Ensure this field has no more than 200 characters.'],
    [
      'message',
      { message: 'x'.repeat(5001) },
      'Ensure this field has no more than 5000 characters.',
    ],
    ['name', { name: 7 }, 'Not a valid string.'],
  ])('refuses an invalid %s: %j', async (field, change, text) => {
    const before = db.contactMessages.count();
    const res = await api.post('/support/contact/', { body: { ...message, ...change } });
    expect(res.status).toBe(400);
    expect(res.error.errors?.[field]).toEqual([text]);
    expect(db.contactMessages.count()).toBe(before);
  });

  it('accepts every category', async () => {
    for (const category of ['general', 'support', 'business', 'feedback', 'bug', 'help']) {
      const res = await api.post('/support/contact/', { body: { ...message, category } });
      expect(res.data.category).toBe(category);
    }
  });
});
