/**
 * The journeys, the size budget and the benchmark each start mock servers of their own, many at
 * once beside a browser's connections (scripts/start-mock-server.mjs). A server takes a free port
 * itself and says which: a port found free beforehand and handed to it can be taken in between.
 */
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMemberSession } from '../scripts/pages.mjs';
import { buildMockServer, startMockServer } from '../scripts/start-mock-server.mjs';

const stops: (() => void)[] = [];
const start = async (options: Parameters<typeof startMockServer>[0] = {}) => {
  const server = await startMockServer({ bundled: true, lifetimeSeconds: 60, ...options });
  stops.push(server.stop);
  return server;
};

beforeAll(() => buildMockServer());
afterAll(() => stops.forEach((stop) => stop()));

describe('a mock server started for a test', () => {
  it('takes a port of its own, and each of several started at once answers on its own', async () => {
    const servers = await Promise.all([start(), start(), start(), start()]);
    const origins = servers.map((server) => server.origin);
    expect(new Set(origins).size).toBe(origins.length);
    for (const server of servers) {
      expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:[1-9]\d*$/);
      // It answers as the API does: the demo member signs in on each.
      await expect(demoMemberSession(server.apiURL)).resolves.toHaveProperty('token');
    }
  }, 30_000);

  it('on a port asked for and already taken, fails and says so', async () => {
    const holder: Server = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const address = holder.address();
    const taken = typeof address === 'object' && address ? address.port : 0;
    try {
      await expect(start({ port: taken })).rejects.toThrow(/The mock server exited/);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  }, 30_000);
});
