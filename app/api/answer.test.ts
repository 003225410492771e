// @vitest-environment node
// How the API client reads an answer (answer.ts): one it cannot read (a truncated or non-JSON
// body, an envelope that says it failed, a download's JSON error), and what a Django REST
// Framework server sends besides the contract's envelope (its detail, field errors, bare objects,
// lists and pages).
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupWireServer } from '../../tests/wireServer';
import { createApiClient } from './client';
import { ApiError, UNREADABLE_ANSWER, expectList } from './answer';
import { errorMessage } from './remote';

// msw plays the server here: what is under test is the client's behaviour on the wire.
const BASE = 'http://127.0.0.1:4010/api/v1';
const server = setupWireServer();

function client(token: string | null = 'k3y', onUnauthorized = vi.fn()) {
  return createApiClient({ baseURL: BASE, getToken: () => token, onUnauthorized });
}

describe('createApiClient', () => {
  describe('an answer it cannot read', () => {
    const truncated = '{"success":true,"data":[{"id":1,"name":"Lekki Ar';

    it('fails a truncated JSON body with no message of its own, so the screen says its own', async () => {
      server.use(
        http.get(
          `${BASE}/bookings/user-bookings/`,
          () =>
            new HttpResponse(truncated, {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            }),
        ),
      );
      const failure = await client()
        .call('get', '/bookings/user-bookings/')
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ code: UNREADABLE_ANSWER, status: 200 });
      expect(errorMessage(failure, 'Failed to load bookings')).toBe('Failed to load bookings');
    });

    it.each([
      ['a plain-text body', new HttpResponse('<html>Bad gateway</html>', { status: 200 })],
      ['JSON null', HttpResponse.json(null)],
      ['a JSON string', HttpResponse.json('ok')],
      ['a JSON number', HttpResponse.json(42)],
    ])('fails %s', async (_name, answer) => {
      server.use(http.get(`${BASE}/auth/me/`, () => answer.clone()));
      await expect(client().call('get', '/auth/me/')).rejects.toMatchObject({
        code: UNREADABLE_ANSWER,
      });
    });

    it('fails a form answer the same way', async () => {
      server.use(http.patch(`${BASE}/auth/me/`, () => new HttpResponse(truncated)));
      await expect(client().sendForm('patch', '/auth/me/', new FormData())).rejects.toMatchObject({
        code: UNREADABLE_ANSWER,
      });
    });

    it("fails an envelope that says it failed, with the server's message, code and field errors", async () => {
      server.use(
        http.get(`${BASE}/auth/me/`, () =>
          HttpResponse.json({
            success: false,
            message: 'Service paused',
            code: 'maintenance',
            errors: { email: ['Check this address.'] },
            data: null,
          }),
        ),
      );
      await expect(client().call('get', '/auth/me/')).rejects.toMatchObject({
        message: 'Service paused',
        status: 200,
        code: 'maintenance',
        fieldErrors: { email: ['Check this address.'] },
      });
    });

    it('keeps the code and field errors of a 2xx envelope that says it failed', async () => {
      server.use(
        http.post(`${BASE}/auth/password/change/`, () =>
          HttpResponse.json({
            success: false,
            message: 'Check the highlighted fields.',
            code: 'validation_error',
            errors: { current_password: ['Your current password is wrong.'] },
          }),
        ),
      );
      await expect(
        client().call('post', '/auth/password/change/', {
          body: { current_password: 'x', new_password: 'y', new_password_confirm: 'y' },
        }),
      ).rejects.toMatchObject({
        message: 'Check the highlighted fields.',
        code: 'validation_error',
        fieldErrors: { current_password: ['Your current password is wrong.'] },
      });
    });

    it("reads a download's JSON error for the server's message, not 'Server error'", async () => {
      server.use(
        http.get(`${BASE}/bookings/bookings/:id/calendar/`, () =>
          HttpResponse.json(
            { success: false, message: 'This booking is not yours.', code: 'permission_denied' },
            { status: 403 },
          ),
        ),
      );
      await expect(
        client().download('/bookings/bookings/{id}/calendar/', undefined, { id: 5 }),
      ).rejects.toMatchObject({
        message: 'This booking is not yours.',
        code: 'permission_denied',
        status: 403,
      });
    });

    it('expects a list where the screen maps over one', () => {
      expect(expectList([1, 2])).toEqual([1, 2]);
      for (const wrong of [{}, 'text', null, undefined, { results: [] }]) {
        expect(() => expectList(wrong as unknown as number[])).toThrow(ApiError);
      }
    });
  });

  describe("reads what a Django REST Framework server sends, besides the contract's envelope", () => {
    it.each([
      [401, 'Authentication credentials were not provided.'],
      [403, 'You do not have permission to perform this action.'],
      [404, 'Not found.'],
      [405, 'Method "GET" not allowed.'],
      [429, 'Request was throttled. Expected available in 60 seconds.'],
    ])('a %i with {"detail": …} fails with that message', async (status, detail) => {
      server.use(http.get(`${BASE}/auth/me/`, () => HttpResponse.json({ detail }, { status })));
      await expect(client().call('get', '/auth/me/')).rejects.toMatchObject({
        status,
        message: detail,
        code: undefined,
      });
    });

    it('a 400 of field errors puts each on its field, with no message of its own', async () => {
      server.use(
        http.post(`${BASE}/auth/register/`, () =>
          HttpResponse.json(
            {
              email: ['user with this email already exists.'],
              phone_number: 'Enter a valid phone number.',
              address: { city: ['This field may not be blank.'] },
            },
            { status: 400 },
          ),
        ),
      );
      const failure = await client()
        .call('post', '/auth/register/', { body: {} as never })
        .catch((error: unknown) => error);
      expect(failure).toMatchObject({
        status: 400,
        message: '',
        fieldErrors: {
          email: ['user with this email already exists.'],
          phone_number: ['Enter a valid phone number.'],
          'address.city': ['This field may not be blank.'],
        },
      });
      // The screen's own words stand where the server gave none.
      expect(errorMessage(failure, 'Registration failed')).toBe('Registration failed');
    });

    it('a 400 of non_field_errors fails with the first of them as its message', async () => {
      server.use(
        http.post(`${BASE}/auth/login/`, () =>
          HttpResponse.json(
            { non_field_errors: ['Unable to log in with provided credentials.'] },
            { status: 400 },
          ),
        ),
      );
      await expect(
        client().call('post', '/auth/login/', { body: { email: 'a@b.ng', password: 'x' } }),
      ).rejects.toMatchObject({
        status: 400,
        message: 'Unable to log in with provided credentials.',
        fieldErrors: { non_field_errors: ['Unable to log in with provided credentials.'] },
      });
    });

    it('a 2xx bare object or list is the data itself', async () => {
      server.use(
        http.get(`${BASE}/auth/me/`, () => HttpResponse.json({ id: 7, data: 'a field' })),
        http.get(`${BASE}/subscriptions/packages/`, () => HttpResponse.json([{ id: 1 }])),
      );
      // A resource with a field named `data` is not taken for an envelope.
      await expect(client().call('get', '/auth/me/')).resolves.toMatchObject({
        data: { id: 7, data: 'a field' },
        message: undefined,
      });
      await expect(client().call('get', '/subscriptions/packages/')).resolves.toMatchObject({
        data: [{ id: 1 }],
        message: undefined,
      });
    });

    it('a page {count, next, previous, results} without the envelope is numbered as the one asked for', async () => {
      const results = [{ id: 1 }, { id: 2 }];
      server.use(
        http.get(`${BASE}/bookings/history/`, () =>
          HttpResponse.json({
            count: 12,
            next: `${BASE}/bookings/history/?page=3&page_size=2`,
            previous: `${BASE}/bookings/history/?page_size=2`,
            results,
          }),
        ),
        http.get(`${BASE}/locations/locations/`, () =>
          HttpResponse.json({ count: 2, next: null, previous: null, results }),
        ),
      );
      await expect(
        client().call('get', '/bookings/history/', { query: { page: 2, page_size: 2 } }),
      ).resolves.toMatchObject({ data: { count: 12, page: 2, page_size: 2, results } });
      await expect(client().call('get', '/locations/locations/')).resolves.toMatchObject({
        data: { count: 2, page: 1, page_size: 2, results },
      });
    });

    it("a failed download reads the server's JSON error, though it asked for text", async () => {
      server.use(
        http.get(`${BASE}/admin/export/users/`, () =>
          HttpResponse.json(
            { success: false, message: 'Only staff can export users.', code: 'permission_denied' },
            { status: 403 },
          ),
        ),
        http.get(`${BASE}/admin/export/bookings/`, () =>
          HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
        ),
      );
      await expect(client().download('/admin/export/users/')).rejects.toMatchObject({
        status: 403,
        message: 'Only staff can export users.',
        code: 'permission_denied',
      });
      await expect(client().download('/admin/export/bookings/')).rejects.toMatchObject({
        status: 404,
        message: 'Not found.',
      });
    });

    it("a failed download with no JSON body says 'Server error: {status}'", async () => {
      server.use(
        http.get(`${BASE}/admin/export/users/`, () => new HttpResponse('denied', { status: 403 })),
      );
      await expect(client().download('/admin/export/users/')).rejects.toMatchObject({
        status: 403,
        message: 'Server error: 403',
      });
    });
  });
});
