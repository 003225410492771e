import { describe, expect, it } from 'vitest';
import { LOCATE_MAX_AGE_MS, LOCATE_TIMEOUT_MS } from '@domain';
import { browserLocate } from './geolocation';

/** A Geolocation that answers once as told, and records the options it was asked with. */
function fakeGeolocation(answer: { coords: { latitude: number; longitude: number } } | number) {
  const asked: PositionOptions[] = [];
  const geolocation = {
    getCurrentPosition(
      onSuccess: PositionCallback,
      onError?: PositionErrorCallback | null,
      options?: PositionOptions,
    ) {
      asked.push(options ?? {});
      if (typeof answer === 'number') {
        onError?.({
          code: answer,
          message: '',
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError);
      } else {
        onSuccess({ coords: answer.coords, timestamp: 0 } as GeolocationPosition);
      }
    },
  } as unknown as Geolocation;
  return { geolocation, asked };
}

describe('browserLocate', () => {
  it('answers the position, asking for a coarse fix within the timeout', async () => {
    const { geolocation, asked } = fakeGeolocation({ coords: { latitude: 6.45, longitude: 3.4 } });
    expect(await browserLocate(geolocation)).toEqual({ ok: true, latitude: 6.45, longitude: 3.4 });
    expect(asked).toEqual([
      { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: LOCATE_MAX_AGE_MS },
    ]);
  });

  it('names each way the browser can fail', async () => {
    const reasons = await Promise.all(
      [1, 2, 3].map(async (code) => browserLocate(fakeGeolocation(code).geolocation)),
    );
    expect(reasons).toEqual([
      { ok: false, reason: 'denied' },
      { ok: false, reason: 'unavailable' },
      { ok: false, reason: 'timeout' },
    ]);
  });

  it('says when the browser has no geolocation at all', async () => {
    expect(await browserLocate(undefined)).toEqual({ ok: false, reason: 'unsupported' });
  });
});
