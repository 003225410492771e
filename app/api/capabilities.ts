/**
 * What the server offers beyond SPEC §7's operations, so that a feature it lacks is not shown at
 * all, and nothing asks for it (docs/backend-conformance.md):
 *
 * - the server lists its extension features in the `X-Pitchside-Features` header of its answers
 *   to the sign-in and to the session check (`GET /auth/me/`); an answer without it comes from a
 *   server with SPEC §7's operations alone, so none is offered. Nothing is asked for it, so a
 *   server without our extensions sees no request it would answer 404;
 * - a 404 or 405 from an extension operation that takes no id means the same for its feature
 *   (`isNotOffered`): the screen that asked shows nothing in its place, not an error.
 */
import { atom, type Getter } from 'jotai';
import { FEATURES, FEATURES_HEADER, type Feature } from '@domain';
import { ApiError, type ApiResult } from './answer';

export type { Feature };

/**
 * The features the server offers, as its last sign-in or session answer said; undefined until one
 * has answered (a visitor's pages need none).
 */
export const offeredFeaturesAtom = atom<ReadonlySet<Feature> | undefined>(undefined);

const isFeature = (name: string): name is Feature => FEATURES.some((feature) => feature === name);

/** The features an answer lists; none when it has no such header. Unknown names are left out. */
export function featuresOf(answer: Pick<ApiResult<unknown>, 'headers'>): ReadonlySet<Feature> {
  const listed = answer.headers?.[FEATURES_HEADER.toLowerCase()] ?? '';
  return new Set(
    listed
      .split(',')
      .map((name) => name.trim())
      .filter(isFeature),
  );
}

/** A 404 or 405: the server has no such operation (for an operation whose path has no id). */
export function isNotOffered(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 405);
}

/** Whether the server offers `feature`; false until it has said. For a query's `enabled`. */
export function offers(get: Getter, feature: Feature): boolean {
  return get(offeredFeaturesAtom)?.has(feature) === true;
}
