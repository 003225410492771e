// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupWireServer } from '../../tests/wireServer';
import { featuresOf } from './capabilities';
import { createApiClient } from './client';

// msw plays the server: what is under test is how the app reads the header off the wire.
const BASE = 'http://127.0.0.1:4010/api/v1';
const server = setupWireServer();

function meAnswering(headers: Record<string, string>) {
  server.use(http.get(`${BASE}/auth/me/`, () => HttpResponse.json({ id: 7 }, { headers })));
  return createApiClient({ baseURL: BASE, getToken: () => 'k3y', onUnauthorized: vi.fn() }).call(
    'get',
    '/auth/me/',
  );
}

describe('featuresOf', () => {
  it('reads the features X-Pitchside-Features lists, whatever its case and blanks', async () => {
    const answer = await meAnswering({
      'X-Pitchside-Features': 'waitlist, calendar,notifications',
    });
    expect([...featuresOf(answer)].sort()).toEqual(['calendar', 'notifications', 'waitlist']);
  });

  it('leaves out names it does not know, so a newer server breaks nothing', async () => {
    const answer = await meAnswering({ 'x-pitchside-features': 'waitlist,teleport, ,' });
    expect([...featuresOf(answer)]).toEqual(['waitlist']);
  });

  it('takes an answer without the header, or with an empty one, for SPEC §7 alone', async () => {
    expect(featuresOf(await meAnswering({})).size).toBe(0);
    expect(featuresOf(await meAnswering({ 'X-Pitchside-Features': '' })).size).toBe(0);
  });
});
