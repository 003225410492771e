/**
 * What every handler needs, one module per concern: declaring a handler (`route.ts`), the answers
 * it sends (`responses.ts`), reading bodies (`body.ts`) with the field builders of their schemas
 * (`fields.ts`), query strings and path ids (`query.ts`), and pagination (`paging.ts`).
 *
 *   http.get('/auth/me/', route({ auth: 'signed-in' }, ({ response, user }) =>
 *     response(200).json(ok(serializeUser(user))),
 *   ))
 */

export * from './body';
export * from './fields';
export * from './paging';
export * from './query';
export * from './responses';
export * from './route';
