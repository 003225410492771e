/**
 * What the server offers beyond SPEC §7 (`GET /meta/capabilities/`): every feature, since the full
 * profile serves them all. The SPEC-only profile has no such operation (mocks/profile.ts).
 */

import { authenticate, tokenKey } from '../auth';
import { http, ok, route } from '../http';
import { ALL_FEATURES } from '../profile';

export const metaHandlers = [
  http.get(
    '/meta/capabilities/',
    route(({ request, response }) => {
      // Public, but a stale token is refused as DRF refuses it on every view.
      if (!('missing' in tokenKey(request))) {
        const auth = authenticate(request);
        if (!auth.ok) return auth.response;
      }
      return response(200).json(ok({ features: [...ALL_FEATURES] }));
    }),
  ),
];
