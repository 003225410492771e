/** The Node runtime of the mock backend, for tests: `server.listen()` intercepts fetch. */

import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { apiFallback, routeTable } from './routes';

export const server = setupServer(...handlers, apiFallback(routeTable(handlers)));
