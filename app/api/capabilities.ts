/**
 * What the server offers beyond SPEC §7's operations, so that a feature it lacks is not shown at
 * all, and nothing asks for it (docs/backend-conformance.md):
 *
 * - the server lists its extension features at `GET /meta/capabilities/`; a 404 or 405 there
 *   means a server with SPEC §7's operations only, so none is offered;
 * - a 404 or 405 from an extension operation that takes no id means the same for its feature
 *   (`isNotOffered`): the screen that asked shows nothing in its place, not an error.
 *
 * Asked once per session, outside the query layer (the bell it decides is on every signed-in page,
 * some of which load no query library). While the answer is not known, no extension is shown: an
 * unreachable server (a phone off the network) is asked again, less and less often, until it
 * answers.
 */
import { atom, type Getter } from 'jotai';
import { unwrap } from 'jotai/utils';
import { FEATURES, type Feature } from '@domain';
import { tokenAtom } from '../state/session';
import { ApiError } from './client';
import { getApi } from './context';

export type { Feature };

/** The features a server with SPEC §7's operations alone offers. */
const NONE: ReadonlySet<Feature> = new Set();

const FIRST_RETRY_MS = 2_000;
const LAST_RETRY_MS = 60_000;

/** A 404 or 405: the server has no such operation (for an operation whose path has no id). */
export function isNotOffered(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 405);
}

const isFeature = (name: unknown): name is Feature => FEATURES.some((feature) => feature === name);

/** The features of an answer; names this app does not know are left out. */
function featuresOf(data: unknown): ReadonlySet<Feature> {
  const listed = (data as { features?: unknown } | null)?.features;
  return Array.isArray(listed) ? new Set(listed.filter(isFeature)) : NONE;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

const answerAtom = atom(async (get, { signal }): Promise<ReadonlySet<Feature> | undefined> => {
  // A visitor's pages show no extension: nothing is asked before someone signs in.
  if (get(tokenAtom) === null) return undefined;
  const api = getApi(get);
  for (let wait = FIRST_RETRY_MS; !signal.aborted; wait = Math.min(wait * 2, LAST_RETRY_MS)) {
    try {
      return featuresOf((await api.call('get', '/meta/capabilities/', { signal })).data);
    } catch (error) {
      if (isNotOffered(error)) return NONE;
      // A 401 ends the session (and a new one asks afresh); an answer that is no list of
      // features is a server without ours.
      if (!(error instanceof ApiError) || error.status === 401) return undefined;
      if (error.status !== undefined && error.status < 500) return NONE;
      await pause(wait, signal);
    }
  }
  return undefined;
});

/** The features the server offers; undefined until it has said (the last answer while it is asked again). */
export const offeredFeaturesAtom = unwrap(answerAtom, (previous) => previous);

/** Whether the server offers `feature`; false until it has said. For a query's `enabled`. */
export function offers(get: Getter, feature: Feature): boolean {
  return get(offeredFeaturesAtom)?.has(feature) === true;
}
