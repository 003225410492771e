import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * An msw server playing the API for this test file, for tests of what a client does on the wire:
 * it listens for the whole file, refuses any request no handler answers, and drops each test's
 * handlers (`server.use`) after it.
 */
export function setupWireServer(): SetupServer {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
