/**
 * Notifications: each event leaves the member an in-app notification and, when their
 * preferences allow, an e-mail in the outbox; a member reads and marks only their own.
 */
import { COIN_EXPIRY_NOTICE_DAYS } from '@domain';
import { describe, expect, it } from 'vitest';
import { DAY_MS, clock } from '../clock';
import { db } from '../db';
import { createMember, createStaff, createUser } from '../factories';
import { credit } from '../ledger';
import { notify } from '../notifications';
import { outboxOf } from '../outbox';
import { setupMockApi } from '../testing';
import { FRIDAY, SATURDAY, bookingHelpers, range } from './bookingsTestKit';

const { api } = setupMockApi();
const { setup, book } = bookingHelpers(api);

const listOf = async (token: string) => {
  const res = await api.get('/notifications/', { token });
  expect(res.status).toBe(200);
  return res.data;
};
const mailsTo = (userId: number) => outboxOf(db).filter((mail) => mail.user_id === userId);
const staffToken = async () => api.tokenFor((await createStaff()).id);

describe('events notify the member', () => {
  it('a booking made: booking_confirmed, unread, with an e-mail', async () => {
    const { member, token, court } = await setup(200);
    const booked = (await book(token, range(court, FRIDAY, '10:00', '12:00'))).data;
    const page = await listOf(token);
    expect(page.unread_count).toBe(1);
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({
      kind: 'booking_confirmed',
      title: `Booking ${booked.booking_reference} confirmed`,
      link: '/bookings',
      read_at: null,
    });
    expect(page.results[0]?.body).toContain('40 coins are held');
    expect(mailsTo(member.id)).toMatchObject([
      { to: member.email, kind: 'booking_confirmed', subject: page.results[0]?.title },
    ]);
  });

  it('a booking cancelled by the member, and one cancelled by staff: refunded', async () => {
    const { token, court } = await setup(200);
    const first = (await book(token, range(court, FRIDAY, '10:00', '12:00'))).data;
    const second = (await book(token, range(court, SATURDAY, '10:00', '12:00'))).data;
    const cancel = (as: string, id: number) =>
      api.post('/bookings/bookings/{id}/cancel/', { token: as, params: { id }, body: {} });
    expect((await cancel(token, first.id)).status).toBe(200);
    expect((await cancel(await staffToken(), second.id)).status).toBe(200);
    const cancelled = (await listOf(token)).results.filter((n) => n.kind === 'booking_cancelled');
    expect(cancelled.map((n) => n.title)).toEqual([
      `Booking ${second.booking_reference} cancelled and refunded`,
      `Booking ${first.booking_reference} cancelled and refunded`,
    ]);
    expect(cancelled[0]?.body).toMatch(/^Staff cancelled .*\d+ coins went back to your wallet\.$/);
    expect(cancelled[1]?.body).toMatch(/^You cancelled /);
  });

  it('a booking rescheduled: booking_rescheduled with the old and new time', async () => {
    const { token, court } = await setup(200);
    const booked = (await book(token, range(court, FRIDAY, '10:00', '12:00'))).data;
    const res = await api.post('/bookings/bookings/{id}/reschedule/', {
      token,
      params: { id: booked.id },
      body: range(court, SATURDAY, '10:00', '12:00'),
    });
    expect(res.status).toBe(200);
    const [newest] = (await listOf(token)).results;
    expect(newest).toMatchObject({
      kind: 'booking_rescheduled',
      title: `Booking ${booked.booking_reference} moved`,
    });
    expect(newest?.body).toContain('(was Fri');
  });

  it('coins credited and debited by staff', async () => {
    const member = await createMember({ coins: 100 });
    const token = await api.tokenFor(member.id);
    const staff = await staffToken();
    const adjust = (amount: number, transaction_type: 'credit' | 'debit') =>
      api.post('/subscriptions/admin/add-coins/', {
        token: staff,
        body: { user_id: member.id, amount, transaction_type, reason: 'Floodlight outage' },
      });
    expect((await adjust(30, 'credit')).status).toBe(200);
    expect((await adjust(10, 'debit')).status).toBe(200);
    const page = await listOf(token);
    expect(page.results.map((n) => [n.kind, n.title])).toEqual([
      ['coins_debited', '10 coins taken from your wallet'],
      ['coins_credited', '30 coins added to your wallet'],
    ]);
    expect(page.results[1]?.body).toBe(
      'Staff added 30 coins: Floodlight outage. Your available balance is now 130 coins.',
    );
    expect(mailsTo(member.id).map((mail) => mail.kind)).toEqual([
      'coins_debited',
      'coins_credited',
    ]);
  });

  it('an account approved or rejected: e-mailed whatever the preferences', async () => {
    const staff = await staffToken();
    const approved = await createUser({ status: 'PENDING' });
    const rejected = await createUser({ status: 'PENDING' });
    await db.notificationPreferences.create({
      id: 900,
      user_id: approved.id,
      email_bookings: false,
      email_waitlist: false,
      email_coins: false,
      email_coin_expiry: false,
    });
    const decide = (id: number, action: 'approve' | 'reject') => {
      const request = {
        token: staff,
        params: { id },
        body: { action, ...(action === 'reject' ? { reason: 'Not a club member' } : {}) },
      };
      return action === 'approve'
        ? api.post('/auth/approval/{id}/approve/', request)
        : api.post('/auth/approval/{id}/reject/', request);
    };
    expect((await decide(approved.id, 'approve')).status).toBe(200);
    expect((await decide(rejected.id, 'reject')).status).toBe(200);
    expect(mailsTo(approved.id)).toMatchObject([
      { kind: 'account_approved', subject: 'Your Pitchside account is approved' },
    ]);
    expect(mailsTo(rejected.id)[0]?.body).toContain('Their reason: Not a club member');
    const token = await api.tokenFor(approved.id);
    expect((await listOf(token)).results[0]).toMatchObject({ kind: 'account_approved' });
  });

  it(`coins expiring within ${COIN_EXPIRY_NOTICE_DAYS} days: told once per lot`, async () => {
    const member = await createMember();
    const token = await api.tokenFor(member.id);
    const now = clock.now().getTime();
    const lot = (days: number) =>
      credit(db, {
        userId: member.id,
        amount: 25,
        type: 'purchase',
        description: 'Bronze package',
        expiresAt: new Date(now + days * DAY_MS),
      });
    await lot(COIN_EXPIRY_NOTICE_DAYS - 1);
    await lot(COIN_EXPIRY_NOTICE_DAYS + 3);
    let page = await listOf(token);
    expect(page.results.map((n) => n.kind)).toEqual(['coins_expiring']);
    expect(page.results[0]?.title).toMatch(/^25 coins expire on /);
    await listOf(token);
    expect((await listOf(token)).count).toBe(1);
    // Four days on, the second lot comes within the window: one more, and no repeat of the first.
    clock.set(new Date(now + 4 * DAY_MS));
    page = await listOf(token);
    expect(page.results.map((n) => n.kind)).toEqual(['coins_expiring', 'coins_expiring']);
    expect(mailsTo(member.id)).toHaveLength(2);
  });
});

describe('preferences decide the e-mails', () => {
  it('answers every switch on for a member who never chose, and keeps a change', async () => {
    const member = await createMember();
    const token = await api.tokenFor(member.id);
    const read = await api.get('/accounts/notification-preferences/', { token });
    expect(read.data).toEqual({
      email_bookings: true,
      email_waitlist: true,
      email_coins: true,
      email_coin_expiry: true,
    });
    const res = await api.patch('/accounts/notification-preferences/', {
      token,
      body: { email_coins: false },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Notification preferences saved.' });
    expect(res.data).toMatchObject({ email_coins: false, email_bookings: true });
    const again = await api.get('/accounts/notification-preferences/', { token });
    expect(again.data).toMatchObject({ email_coins: false, email_bookings: true });
  });

  it('refuses a switch that is not a boolean, and an unknown field', async () => {
    const token = await api.tokenFor((await createMember()).id);
    const bad = await api.patch('/accounts/notification-preferences/', {
      token,
      body: { email_bookings: 'no' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { email_bookings: ['Must be a valid boolean.'] } });
    const unknown = await api.patch('/accounts/notification-preferences/', {
      token,
      body: { sms: true },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ errors: { sms: ['Unknown field.'] } });
  });

  it('with bookings switched off, a booking is notified in the app but not e-mailed', async () => {
    const { member, token, court } = await setup(200);
    await api.patch('/accounts/notification-preferences/', {
      token,
      body: { email_bookings: false },
    });
    await book(token, range(court, FRIDAY, '10:00', '12:00'));
    expect((await listOf(token)).unread_count).toBe(1);
    expect(mailsTo(member.id)).toHaveLength(0);
    // Coins are another switch: still e-mailed.
    await api.post('/subscriptions/admin/add-coins/', {
      token: await staffToken(),
      body: { user_id: member.id, amount: 5, transaction_type: 'bonus', reason: 'Thanks' },
    });
    expect(mailsTo(member.id).map((mail) => mail.kind)).toEqual(['coins_credited']);
  });

  it('notify() for a waitlist event follows the waitlist switch', async () => {
    const member = await createMember();
    const token = await api.tokenFor(member.id);
    await api.patch('/accounts/notification-preferences/', {
      token,
      body: { email_waitlist: false },
    });
    const content = { title: 'A place opened up', body: 'It is yours.', link: '/bookings' };
    expect(await notify(member.id, 'waitlist_promoted', content)).toMatchObject({ read_at: null });
    expect(mailsTo(member.id)).toHaveLength(0);
    expect((await listOf(token)).results[0]).toMatchObject({ kind: 'waitlist_promoted' });
  });
});

describe('reading and marking', () => {
  async function memberWithNotifications(count: number) {
    const member = await createMember();
    const token = await api.tokenFor(member.id);
    for (let index = 1; index <= count; index += 1) {
      await notify(member.id, 'coins_credited', { title: `N${index}`, body: 'b', link: null });
    }
    return { member, token };
  }

  it('lists newest first, paginated, with the unread count over all pages', async () => {
    const { token } = await memberWithNotifications(3);
    const res = await api.get('/notifications/', { token, query: { page_size: 2 } });
    expect(res.data).toMatchObject({ count: 3, unread_count: 3, page_size: 2 });
    expect(res.data.results.map((n) => n.title)).toEqual(['N3', 'N2']);
    expect(res.data.next).not.toBeNull();
  });

  it('marks one read (twice is harmless) and then all read', async () => {
    const { token } = await memberWithNotifications(3);
    const [newest] = (await listOf(token)).results;
    if (!newest) throw new Error('no notification');
    expect((await api.get('/notifications/unread-count/', { token })).data.unread_count).toBe(3);
    const once = await api.post('/notifications/{id}/read/', { token, params: { id: newest.id } });
    expect(once.status).toBe(200);
    expect(once.data.unread_count).toBe(2);
    expect(once.data.notification.read_at).toBe('2026-01-15T09:30:00+01:00');
    const twice = await api.post('/notifications/{id}/read/', { token, params: { id: newest.id } });
    expect(twice.data.unread_count).toBe(2);
    const all = await api.post('/notifications/read-all/', { token });
    expect(all.body).toMatchObject({ message: '2 notifications marked as read.' });
    expect(all.data).toEqual({ marked: 2, unread_count: 0 });
    expect((await listOf(token)).unread_count).toBe(0);
    const count = await api.get('/notifications/unread-count/', { token });
    expect(count.data).toEqual({ unread_count: 0 });
  });

  it("answers 404 for another member's notification and leaves it unread", async () => {
    const { token: mine } = await memberWithNotifications(0);
    const { member: other, token: theirs } = await memberWithNotifications(1);
    const [their] = (await listOf(theirs)).results;
    if (!their) throw new Error('no notification');
    const res = await api.post('/notifications/{id}/read/', {
      token: mine,
      params: { id: their.id },
    });
    expect(res.status).toBe(404);
    expect((await listOf(mine)).results).toHaveLength(0);
    await api.post('/notifications/read-all/', { token: mine });
    expect((await listOf(theirs)).unread_count).toBe(1);
    expect(other.id).not.toBeUndefined();
  });

  it('answers 401 without a token', async () => {
    expect((await api.get('/notifications/')).status).toBe(401);
    expect((await api.get('/notifications/unread-count/')).status).toBe(401);
    expect((await api.post('/notifications/read-all/')).status).toBe(401);
    expect((await api.get('/accounts/notification-preferences/')).status).toBe(401);
  });
});
