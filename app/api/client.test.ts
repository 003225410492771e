// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { NO_RESPONSE, type Booking, type User } from '@domain';
import { createApiClient } from './client';
import { ApiError, NO_ANSWER, UNREADABLE_ANSWER, expectList } from './answer';
import { errorMessage } from './remote';

// msw plays the server here: what is under test is the client's behaviour on the wire.
const BASE = 'http://127.0.0.1:4010/api/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client(token: string | null = 'k3y', onUnauthorized = vi.fn()) {
  return createApiClient({ baseURL: BASE, getToken: () => token, onUnauthorized });
}

describe('createApiClient', () => {
  it('sends the stored token as "Authorization: Token …" and none when signed out', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/auth/me/`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ success: true, data: { id: 1 } });
      }),
    );
    await client('abc123').call('get', '/auth/me/');
    await client(null).call('get', '/auth/me/');
    expect(seen).toEqual(['Token abc123', null]);
  });

  it('reads data.data and the message of the envelope, falling back to the body', async () => {
    server.use(
      http.post(`${BASE}/auth/logout/`, () =>
        HttpResponse.json({ success: true, message: 'Signed out', data: null }),
      ),
      http.get(`${BASE}/auth/me/`, () => HttpResponse.json({ id: 7, email: 'x@example.ng' })),
    );
    await expect(client().call('post', '/auth/logout/')).resolves.toMatchObject({
      data: null,
      message: 'Signed out',
    });
    await expect(client().call('get', '/auth/me/')).resolves.toMatchObject({
      data: { id: 7, email: 'x@example.ng' },
      message: undefined,
    });
  });

  it('fills path parameters (encoded) and sends query parameters', async () => {
    let url = '';
    server.use(
      http.get(`${BASE}/locations/locations/:id/sessions/`, ({ request }) => {
        url = request.url;
        return HttpResponse.json({ success: true, data: [] });
      }),
    );
    await client().call('get', '/locations/locations/{id}/sessions/', {
      path: { id: 42 },
      query: { date: '2026-11-23' },
    });
    expect(url).toBe(`${BASE}/locations/locations/42/sessions/?date=2026-11-23`);
  });

  it("fails with the server's message, status, code and field errors", async () => {
    server.use(
      http.post(`${BASE}/auth/register/`, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Registration failed',
            code: 'invalid',
            errors: { email: ['A user with this email already exists.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const failure = await client()
      .call('post', '/auth/register/', {
        body: {
          email: 'a@b.ng',
          password: 'secret123',
          password_confirm: 'secret123',
          first_name: 'A',
          last_name: 'B',
          phone_number: '08031234567',
        },
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      message: 'Registration failed',
      status: 400,
      code: 'invalid',
      fieldErrors: { email: ['A user with this email already exists.'] },
    });
  });

  it("says 'Server error: {status}' when the server sends no message", async () => {
    server.use(http.get(`${BASE}/auth/me/`, () => new HttpResponse('oops', { status: 502 })));
    await expect(client().call('get', '/auth/me/')).rejects.toMatchObject({
      message: 'Server error: 502',
      status: 502,
    });
  });

  it('says there was no response when the network fails', async () => {
    server.use(http.get(`${BASE}/auth/me/`, () => HttpResponse.error()));
    await expect(client().call('get', '/auth/me/')).rejects.toMatchObject({ message: NO_RESPONSE });
  });

  it('gives up after its timeout, 10 seconds unless told otherwise', async () => {
    expect((await client().http()).defaults.timeout).toBe(10_000);
    server.use(
      http.get(`${BASE}/auth/me/`, async () => {
        await delay(500);
        return HttpResponse.json({ success: true, data: null });
      }),
    );
    const hurried = createApiClient({ baseURL: BASE, getToken: () => null, timeoutMs: 50 });
    await expect(hurried.call('get', '/auth/me/')).rejects.toMatchObject({ message: NO_RESPONSE });
  });

  describe('a request that carries an Idempotency-Key and gets no answer', () => {
    const PURCHASE = `${BASE}/subscriptions/purchase/`;
    const bought = { reference: 'PS-1', demo_mode: true, coins_granted: 50, payment_url: null };
    const resending = () =>
      createApiClient({ baseURL: BASE, getToken: () => 'k3y', resendDelaysMs: [5, 5] });
    const purchase = (api = resending(), headers = { 'Idempotency-Key': 'key-1' }) =>
      api.call('post', '/subscriptions/purchase/', { body: { package_id: 3 }, headers });

    /** A server that does what it is asked once per key, and drops the first `drops` answers. */
    function serve(drops: number) {
      const keys: (string | null)[] = [];
      const done = new Set<string | null>();
      server.use(
        http.post(PURCHASE, ({ request }) => {
          const key = request.headers.get('idempotency-key');
          keys.push(key);
          done.add(key);
          if (keys.length <= drops) return HttpResponse.error();
          return HttpResponse.json({ success: true, data: bought }, { status: 201 });
        }),
      );
      return { keys, done };
    }

    it('is sent again with the same key, and the answer to the resend is the result', async () => {
      const { keys, done } = serve(1);
      await expect(purchase()).resolves.toMatchObject({ data: bought });
      expect(keys).toEqual(['key-1', 'key-1']);
      expect(done.size).toBe(1);
    });

    it('is sent at most three times in all, then fails as having had no answer', async () => {
      const { keys } = serve(5);
      await expect(purchase()).rejects.toMatchObject({ message: NO_RESPONSE, code: NO_ANSWER });
      expect(keys).toEqual(['key-1', 'key-1', 'key-1']);
    });

    it('is resent after a timeout too', async () => {
      let calls = 0;
      server.use(
        http.post(PURCHASE, async () => {
          calls += 1;
          if (calls === 1) await delay(500);
          return HttpResponse.json({ success: true, data: bought }, { status: 201 });
        }),
      );
      const api = createApiClient({
        baseURL: BASE,
        getToken: () => 'k3y',
        timeoutMs: 100,
        resendDelaysMs: [5],
      });
      await expect(purchase(api)).resolves.toMatchObject({ data: bought });
      expect(calls).toBe(2);
    });

    it('is not resent once the browser knows it is offline', async () => {
      const { keys } = serve(1);
      vi.stubGlobal('navigator', { onLine: false });
      try {
        await expect(purchase()).rejects.toMatchObject({ code: NO_ANSWER });
      } finally {
        vi.unstubAllGlobals();
      }
      expect(keys).toEqual(['key-1']);
    });

    it('is sent once when it carries no key, or when the server answered at all', async () => {
      const { keys } = serve(1);
      await expect(
        purchase(resending(), {} as { 'Idempotency-Key': string }),
      ).rejects.toMatchObject({ code: NO_ANSWER });
      expect(keys).toEqual([null]);

      let calls = 0;
      server.use(
        http.post(PURCHASE, () => {
          calls += 1;
          return HttpResponse.json({ success: false, message: 'Busy' }, { status: 503 });
        }),
      );
      await expect(purchase()).rejects.toMatchObject({ status: 503 });
      expect(calls).toBe(1);
    });
  });

  it('holds requests until the API is ready', async () => {
    let open: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (open = resolve));
    let served = false;
    server.use(
      http.get(`${BASE}/auth/me/`, () => {
        served = true;
        return HttpResponse.json({ success: true, data: null });
      }),
    );
    const waiting = createApiClient({ baseURL: BASE, getToken: () => null, ready });
    const call = waiting.call('get', '/auth/me/');
    await delay(50);
    expect(served).toBe(false);
    open();
    await call;
    expect(served).toBe(true);
  });

  it('sends a form as multipart/form-data with the token, read from its envelope', async () => {
    let seen: { auth: string | null; type: string | null; name: unknown; file: unknown } = {
      auth: null,
      type: null,
      name: null,
      file: null,
    };
    server.use(
      http.patch(`${BASE}/auth/me/`, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('profile_picture');
        seen = {
          auth: request.headers.get('authorization'),
          type: request.headers.get('content-type'),
          name: form.get('first_name'),
          file: file instanceof File ? file.name : file,
        };
        return HttpResponse.json({ success: true, message: 'Profile updated', data: { id: 3 } });
      }),
    );
    const form = new FormData();
    form.append('first_name', 'Ada');
    form.append('profile_picture', new File(['png'], 'me.png', { type: 'image/png' }));
    await expect(client('abc123').sendForm('patch', '/auth/me/', form)).resolves.toEqual({
      data: { id: 3 },
      message: 'Profile updated',
    });
    expect(seen).toMatchObject({ auth: 'Token abc123', name: 'Ada', file: 'me.png' });
    expect(seen.type).toMatch(/^multipart\/form-data; boundary=/);
  });

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

  it('tells the app about a 401 and still fails the call', async () => {
    const onUnauthorized = vi.fn();
    server.use(
      http.get(`${BASE}/auth/me/`, () =>
        HttpResponse.json(
          { success: false, message: 'Invalid token.', code: 'not_authenticated' },
          { status: 401 },
        ),
      ),
    );
    await expect(client('expired', onUnauthorized).call('get', '/auth/me/')).rejects.toMatchObject({
      status: 401,
      message: 'Invalid token.',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves the app alone when a 401 answers a token it no longer holds', async () => {
    const onUnauthorized = vi.fn();
    let token: string | null = 'first';
    server.use(
      http.get(`${BASE}/auth/me/`, () => {
        // The member logs out while the request is on its way.
        token = null;
        return HttpResponse.json(
          { success: false, message: 'Invalid token.', code: 'not_authenticated' },
          { status: 401 },
        );
      }),
    );
    const api = createApiClient({ baseURL: BASE, getToken: () => token, onUnauthorized });
    await expect(api.call('get', '/auth/me/')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('types each answer from the contract', () => {
    const api = client();
    expectTypeOf(api.call<'get', '/auth/me/'>)
      .returns.resolves.toHaveProperty('data')
      .toEqualTypeOf<User>();
    expectTypeOf(api.call<'get', '/bookings/bookings/{id}/'>)
      .returns.resolves.toHaveProperty('data')
      .toEqualTypeOf<Booking>();
  });
});
