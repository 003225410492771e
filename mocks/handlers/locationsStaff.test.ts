/**
 * Staff creating a game session (POST /locations/sessions/): who may, the fields, opening hours,
 * and court time already taken. Changing and deleting one are in locationsStaffChange.test.ts.
 */

import { addDays } from '@domain';
import { describe, expect, it } from 'vitest';
import { createBooking, createCourt, createMember, createSession } from '../factories';
import { setupMockApi } from '../testing';
import { LOCATION_MESSAGES } from '../rules/locations';
import { TODAY, locationGuards } from './locationsTestKit';

const { api, seed } = setupMockApi();
const { expectStaffGuards } = locationGuards(api);

describe('POST /locations/sessions/', () => {
  const valid = () => ({
    location_id: seed.locations.lekki,
    court_id: 1,
    session_date: addDays(TODAY, 2),
    start_time: '14:00',
    end_time: '16:00',
    max_players: 12,
    coin_cost: 20,
  });

  it('is for staff only', async () => {
    await expectStaffGuards((token) => api.post('/locations/sessions/', { token, body: valid() }));
  });

  it('creates an available session with no players', async () => {
    const token = await api.loginAs('staff');
    const res = await api.post('/locations/sessions/', {
      token,
      body: { ...valid(), title: 'Sunday League Trial', start_time: '14:00:00' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: LOCATION_MESSAGES.sessionCreated });
    expect(res.data).toMatchObject({
      location_id: seed.locations.lekki,
      court: { id: 1, name: 'Pitch A', court_type: 'football' },
      session_date: addDays(TODAY, 2),
      date: addDays(TODAY, 2),
      start_time: '14:00',
      end_time: '16:00',
      status: 'available',
      current_players: 0,
      max_players: 12,
      coin_cost: 20,
      title: 'Sunday League Trial',
    });
    const member = await api.loginAs('member');
    const listed = await api.get('/locations/locations/{id}/sessions/', {
      token: member,
      params: { id: seed.locations.lekki },
      query: { date: addDays(TODAY, 2) },
    });
    expect(listed.data.map((s) => s.id)).toContain(res.data.id);
  });

  it('defaults the title to empty and accepts the status it is given', async () => {
    const token = await api.loginAs('admin');
    const res = await api.post('/locations/sessions/', {
      token,
      body: { ...valid(), status: 'maintenance' },
    });
    expect(res.data).toMatchObject({ title: '', status: 'maintenance' });
  });

  it('requires every field', async () => {
    const token = await api.loginAs('staff');
    const res = await api.post('/locations/sessions/', { token, body: {} });
    expect(res.status).toBe(400);
    const required = ['This field is required.'];
    expect(res.error.errors).toEqual({
      location_id: required,
      court_id: required,
      session_date: required,
      start_time: required,
      end_time: required,
      max_players: required,
      coin_cost: required,
    });
  });

  it('validates each field', async () => {
    const token = await api.loginAs('staff');
    const res = await api.post('/locations/sessions/', {
      token,
      body: {
        ...valid(),
        session_date: '15/01/2026',
        start_time: '25:00',
        max_players: 51,
        coin_cost: -1,
        status: 'open',
        title: 'x'.repeat(121),
      },
    });
    expect(res.error.errors).toEqual({
      session_date: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
      start_time: ['Time has wrong format. Use one of these formats instead: hh:mm[:ss[.uuuuuu]].'],
      max_players: ['Ensure this value is less than or equal to 50.'],
      coin_cost: ['Ensure this value is greater than or equal to 0.'],
      status: ['"open" is not a valid choice.'],
      title: ['Ensure this field has no more than 120 characters.'],
    });
  });

  it('refuses a start that is not before the end, a past date and a start already passed', async () => {
    const token = await api.loginAs('staff');
    const reversed = await api.post('/locations/sessions/', {
      token,
      body: { ...valid(), start_time: '16:00', end_time: '16:00' },
    });
    expect(reversed.error.errors).toEqual({
      non_field_errors: ['Start time must be before end time'],
    });
    const past = await api.post('/locations/sessions/', {
      token,
      body: { ...valid(), session_date: addDays(TODAY, -1) },
    });
    expect(past.error.errors).toEqual({ session_date: ['Cannot book for past dates'] });
    const passed = await api.post('/locations/sessions/', {
      token,
      body: { ...valid(), session_date: TODAY, start_time: '08:00', end_time: '10:00' },
    });
    expect(passed.error.errors).toEqual({ start_time: [LOCATION_MESSAGES.startPassed] });
  });

  it('refuses an unknown location, and a court that is unknown, elsewhere or out of use', async () => {
    const token = await api.loginAs('staff');
    const location = await api.post('/locations/sessions/', {
      token,
      body: { ...valid(), location_id: 999 },
    });
    expect(location.error.errors).toEqual({
      location_id: ['Invalid pk "999" - object does not exist.'],
    });
    const unknown = await api.post('/locations/sessions/', {
      token,
      body: { ...valid(), court_id: 999 },
    });
    expect(unknown.error.errors).toEqual({
      court_id: ['Invalid pk "999" - object does not exist.'],
    });
    const elsewhere = await api.post('/locations/sessions/', {
      token,
      body: { ...valid(), court_id: 4 },
    });
    expect(elsewhere.error.errors).toEqual({ court_id: [LOCATION_MESSAGES.courtNotAtLocation] });
    const retired = await createCourt({ location_id: seed.locations.lekki, is_active: false });
    const inactive = await api.post('/locations/sessions/', {
      token,
      body: { ...valid(), court_id: retired.id },
    });
    expect(inactive.error.errors).toEqual({ court_id: [LOCATION_MESSAGES.courtInactive] });
  });

  it('keeps the session inside opening hours', async () => {
    const token = await api.loginAs('staff');
    for (const [start_time, end_time] of [
      ['05:00', '07:00'],
      ['21:00', '23:00'],
    ]) {
      const res = await api.post('/locations/sessions/', {
        token,
        body: { ...valid(), start_time, end_time },
      });
      expect(res.status).toBe(400);
      expect(res.error.errors).toEqual({
        non_field_errors: ['Sessions must be within opening hours (06:00–22:00).'],
      });
    }
    const edges = await api.post('/locations/sessions/', {
      token,
      body: { ...valid(), start_time: '06:00', end_time: '07:00' },
    });
    expect(edges.status).toBe(201);
  });

  it('refuses court time taken by a booking, a session or maintenance, naming it', async () => {
    const member = await createMember({ coins: 500 });
    const day = addDays(TODAY, 2);
    const booking = await createBooking({
      user_id: member.id,
      court_id: 1,
      date: day,
      start_time: '15:00',
      end_time: '16:00',
    });
    const token = await api.loginAs('staff');
    const onBooking = await api.post('/locations/sessions/', { token, body: valid() });
    expect(onBooking.status).toBe(409);
    expect(onBooking.error).toMatchObject({
      code: 'slot_unavailable',
      message: LOCATION_MESSAGES.slotUnavailable,
      errors: {
        non_field_errors: [`Clashes with booking ${booking.booking_reference} (15:00–16:00).`],
      },
    });

    const session = await createSession({
      court_id: 2,
      session_date: day,
      start_time: '13:00',
      end_time: '15:00',
    });
    const onSession = await api.post('/locations/sessions/', {
      token,
      body: { ...valid(), court_id: 2 },
    });
    expect(onSession.status).toBe(409);
    expect(onSession.error.errors?.non_field_errors?.[0]).toContain(`session ${session.id}`);

    // Court 3 (Lekki tennis) is closed for maintenance in three days, 06:00–12:00.
    const onMaintenance = await api.post('/locations/sessions/', {
      token,
      body: {
        ...valid(),
        court_id: 3,
        session_date: addDays(TODAY, 3),
        start_time: '11:00',
        end_time: '13:00',
      },
    });
    expect(onMaintenance.status).toBe(409);
    expect(onMaintenance.error.errors?.non_field_errors).toEqual([
      'Clashes with maintenance (06:00–12:00).',
    ]);

    // Back to back is fine: ranges are half-open.
    const adjacent = await api.post('/locations/sessions/', {
      token,
      body: { ...valid(), start_time: '16:00', end_time: '18:00' },
    });
    expect(adjacent.status).toBe(201);
  });

  it('ignores cancelled bookings and sessions when looking for clashes', async () => {
    const member = await createMember({ coins: 500 });
    const day = addDays(TODAY, 2);
    await createBooking({
      user_id: member.id,
      court_id: 1,
      date: day,
      start_time: '15:00',
      end_time: '16:00',
      status: 'CANCELLED',
    });
    await createSession({
      court_id: 1,
      session_date: day,
      start_time: '14:00',
      end_time: '15:00',
      status: 'cancelled',
    });
    const token = await api.loginAs('staff');
    const res = await api.post('/locations/sessions/', { token, body: valid() });
    expect(res.status).toBe(201);
  });
});
