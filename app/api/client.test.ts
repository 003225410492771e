// @vitest-environment node
// The API client's requests on the wire: the token, path and query parameters, failures and their
// messages, the timeout, resending a request that carries an Idempotency-Key, waiting until the
// API is ready, forms, a 401, and the contract's types. Answers it cannot read, and those shaped
// as Django REST Framework sends them, are in answer.test.ts.
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { setupWireServer } from '../../tests/wireServer';
import { NO_RESPONSE, type Booking, type User } from '@domain';
import { createApiClient } from './client';
import { ApiError, NO_ANSWER } from './answer';

// msw plays the server here: what is under test is the client's behaviour on the wire.
const BASE = 'http://127.0.0.1:4010/api/v1';
const server = setupWireServer();

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

  describe('whether the server answered the latest request', () => {
    it('is false from a request that got no answer until the next answer, an error too', async () => {
      const api = client();
      const changed = vi.fn();
      api.answering.subscribe(changed);
      expect(api.answering.current()).toBe(true);

      server.use(http.get(`${BASE}/auth/me/`, () => HttpResponse.error()));
      await expect(api.call('get', '/auth/me/')).rejects.toMatchObject({ code: NO_ANSWER });
      expect(api.answering.current()).toBe(false);
      await expect(api.call('get', '/auth/me/')).rejects.toMatchObject({ code: NO_ANSWER });
      expect(changed).toHaveBeenCalledTimes(1);

      server.use(
        http.get(`${BASE}/auth/me/`, () =>
          HttpResponse.json({ success: false, message: 'Busy' }, { status: 503 }),
        ),
      );
      await expect(api.call('get', '/auth/me/')).rejects.toMatchObject({ status: 503 });
      expect(api.answering.current()).toBe(true);
      expect(changed).toHaveBeenCalledTimes(2);
    });

    it('counts a timeout as no answer, and an answer the head script took early as one', async () => {
      server.use(
        http.get(`${BASE}/auth/me/`, async () => {
          await delay(500);
          return HttpResponse.json({ success: true, data: null });
        }),
      );
      let early: { data: unknown; status: number; headers: Record<string, string> } | null = null;
      const api = createApiClient({
        baseURL: BASE,
        getToken: () => 'k3y',
        timeoutMs: 50,
        takeEarly: () => Promise.resolve(early),
      });
      await expect(api.call('get', '/auth/me/')).rejects.toMatchObject({ code: NO_ANSWER });
      expect(api.answering.current()).toBe(false);
      early = { data: { success: true, data: null }, status: 200, headers: {} };
      await api.call('get', '/auth/me/');
      expect(api.answering.current()).toBe(true);
    });

    it('stays as it was while the browser knows it is offline: that says it already', async () => {
      server.use(http.get(`${BASE}/auth/me/`, () => HttpResponse.error()));
      const api = client();
      vi.stubGlobal('navigator', { onLine: false });
      try {
        await expect(api.call('get', '/auth/me/')).rejects.toMatchObject({ code: NO_ANSWER });
      } finally {
        vi.unstubAllGlobals();
      }
      expect(api.answering.current()).toBe(true);
    });

    it('is not changed by a request the app cancelled', async () => {
      server.use(
        http.get(`${BASE}/auth/me/`, async () => {
          await delay(500);
          return HttpResponse.json({ success: true, data: null });
        }),
      );
      const api = client();
      const leaving = new AbortController();
      const asked = api.call('get', '/auth/me/', { signal: leaving.signal });
      setTimeout(() => leaving.abort(), 20);
      await expect(asked).rejects.toBeInstanceOf(ApiError);
      expect(api.answering.current()).toBe(true);
    });
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

    it('is sent again, though it carries no key, when the call does the same however often', async () => {
      let calls = 0;
      server.use(
        http.post(`${BASE}/notifications/read-all/`, () => {
          calls += 1;
          if (calls === 1) return HttpResponse.error();
          return HttpResponse.json({ success: true, data: { marked: 0, unread_count: 0 } });
        }),
      );
      const marked = resending().call('post', '/notifications/read-all/', { repeatable: true });
      await expect(marked).resolves.toMatchObject({ data: { marked: 0, unread_count: 0 } });
      expect(calls).toBe(2);
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

  it('settles once no request is waiting for its answer, a failed one included', async () => {
    let answerMe: () => void = () => undefined;
    let failBookings: () => void = () => undefined;
    const me = new Promise<void>((resolve) => (answerMe = resolve));
    const bookings = new Promise<void>((resolve) => (failBookings = resolve));
    server.use(
      http.get(`${BASE}/auth/me/`, async () => {
        await me;
        return HttpResponse.json({ success: true, data: { id: 1 } });
      }),
      http.get(`${BASE}/bookings/user-bookings/`, async () => {
        await bookings;
        return HttpResponse.json({ success: false, message: 'Server error: 500' }, { status: 500 });
      }),
    );
    const api = client();
    let settled = false;
    await api.settled();
    const calls = [
      api.call('get', '/auth/me/'),
      api.call('get', '/bookings/user-bookings/').catch(() => undefined),
    ];
    void api.settled().then(() => (settled = true));
    answerMe();
    await calls[0];
    await delay(20);
    expect(settled).toBe(false);
    failBookings();
    await calls[1];
    await delay(0);
    expect(settled).toBe(true);
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
