/**
 * Which methods each API path has, derived from the handlers a profile serves (all the operations
 * of openapi.yaml, handlers/operations.test.ts, or SPEC §7's alone, profile.ts), so that a method
 * the path does not have answers 405 with `Allow` rather than 404, in every runtime:
 *
 *   const routes = routeTable(handlers);
 *   routes.allowed('/auth/me/')      // ['GET', 'PATCH']
 *   routes.allowed('/no/such/')      // undefined: 404
 *   setupServer(...handlers, apiFallback(routes));
 */

import { HttpResponse, type HttpHandler } from 'msw';
import { API_BASE_URL, http } from './http';
import { unknownPath, wrongMethod, type MockProfile } from './profile';

/** The order of methods in an `Allow` header. */
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export interface RouteTable {
  /** The methods of the paths `pathname` (below /api/v1) matches; undefined when none does. */
  allowed(pathname: string): string[] | undefined;
}

/** '*\/api/v1/bookings/bookings/:id/' → /^\/bookings\/bookings\/[^/]+\/$/ */
function patternOf(path: string): RegExp {
  const template = path.slice(API_BASE_URL.length);
  const source = template
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

export function routeTable(handlers: readonly HttpHandler[]): RouteTable {
  const routes = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  for (const handler of handlers) {
    const { method, path } = handler.info;
    if (typeof method !== 'string' || typeof path !== 'string') continue;
    if (!path.startsWith(API_BASE_URL) || method.toUpperCase() === 'ALL') continue;
    const route = routes.get(path) ?? { pattern: patternOf(path), methods: new Set<string>() };
    route.methods.add(method.toUpperCase());
    routes.set(path, route);
  }
  const list = [...routes.values()];
  return {
    allowed(pathname) {
      const methods = new Set<string>();
      // A literal path and a templated one may both match (/sessions/search/, /sessions/{id}/).
      for (const route of list) {
        if (route.pattern.test(pathname)) for (const method of route.methods) methods.add(method);
      }
      if (methods.size === 0) return undefined;
      return METHOD_ORDER.filter((method) => methods.has(method));
    },
  };
}

/** The path below /api/v1 of a URL, or undefined when it is not an API URL. */
export function apiPathOf(url: URL): string | undefined {
  const prefix = API_BASE_URL.slice(1);
  if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return undefined;
  return url.pathname.slice(prefix.length);
}

/**
 * The answer to an API request no operation took: a GET or HEAD of a path that lacks its trailing
 * slash is redirected (301) to the path with it, as Django's APPEND_SLASH does; a method the path
 * does not have is a 405 with `Allow`; anything else a 404 (in the profile's body).
 */
export function unrouted(
  routes: RouteTable,
  profile: MockProfile,
  method: string,
  url: URL,
): Response {
  const path = apiPathOf(url);
  const allowed = path === undefined ? undefined : routes.allowed(path);
  if (allowed === undefined) {
    const slashed = path !== undefined && !path.endsWith('/') ? `${path}/` : undefined;
    if ((method === 'GET' || method === 'HEAD') && slashed && routes.allowed(slashed)) {
      const target = new URL(url);
      target.pathname = `${url.pathname}/`;
      return new HttpResponse(null, { status: 301, headers: { Location: target.toString() } });
    }
    return unknownPath(profile);
  }
  if (allowed.includes(method)) return unknownPath(profile);
  return wrongMethod(profile, method, allowed);
}

/** The last handler of every runtime: an API request no operation matched (see `unrouted`). */
export function apiFallback(routes: RouteTable, profile: MockProfile = 'full'): HttpHandler {
  return http.untyped.all(`${API_BASE_URL}/*`, ({ request }) =>
    unrouted(routes, profile, request.method, new URL(request.url)),
  );
}
