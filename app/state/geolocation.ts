/**
 * Where the member is, as the browser says: the one place the app touches `navigator.geolocation`.
 * The app reaches it through `locateAtom` (locate.ts), which loads this module when first asked.
 */
import { LOCATE_MAX_AGE_MS, LOCATE_TIMEOUT_MS } from '@domain';

export type LocateFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export type LocateResult =
  { ok: true; latitude: number; longitude: number } | { ok: false; reason: LocateFailure };

export type Locate = () => Promise<LocateResult>;

/** Asks this browser's Geolocation API once; never rejects. */
export function browserLocate(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<LocateResult> {
  if (!geolocation) return Promise.resolve({ ok: false, reason: 'unsupported' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ ok: true, latitude: coords.latitude, longitude: coords.longitude }),
      (error) =>
        resolve({
          ok: false,
          reason:
            error.code === error.PERMISSION_DENIED
              ? 'denied'
              : error.code === error.TIMEOUT
                ? 'timeout'
                : 'unavailable',
        }),
      // A venue is found as well from a coarse fix, which phones give faster and on less power.
      { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: LOCATE_MAX_AGE_MS },
    );
  });
}
