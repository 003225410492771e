/**
 * The Node runtime of the mock backend, for tests: `server.listen()` intercepts fetch. `server`
 * serves the profile MOCK_PROFILE names (the full one by default); `serverOf('spec')` the SPEC §7
 * operations alone (mocks/profile.ts). One of them listens at a time, after `serveProfile`
 * (setupMockApi does both).
 */

import { setupServer, type SetupServer } from 'msw/node';
import { handlers } from './handlers';
import { handlersOf, profileOf, type MockProfile } from './profile';
import { apiFallback, routeTable } from './routes';

const servers = new Map<MockProfile, SetupServer>();

export function serverOf(profile: MockProfile): SetupServer {
  const known = servers.get(profile);
  if (known) return known;
  const served = handlersOf(profile, handlers);
  const server = setupServer(...served, apiFallback(routeTable(served), profile));
  servers.set(profile, server);
  return server;
}

export const server = serverOf(profileOf(process.env.MOCK_PROFILE));
