/**
 * "Near me" on /locations: which origin the address names (`near=me`, or `city=<name>`, and
 * `within=<km>` once widened), asking the browser where the member is, and the server's nearby
 * answer. The member's coordinates stay in memory: they are never written to the address.
 */
import { atom, useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import {
  NEARBY_DEFAULT_RADIUS_KM,
  NEARBY_MAX_RADIUS_KM,
  SERVICE_FALLBACK_MESSAGES,
  citiesWithVenues,
  cityCentre,
  type Location,
} from '@domain';
import type { NearOrigin, PositionState } from '@ui/Locations/NearMe';
import type { LocationsNear } from '@ui/Screens/Locations';
import { nearbyQueryAtom } from '../api/locations/venues';
import type { NearbyRequest } from '../api/locations/params';
import { toRemote } from '../api/remote';
import { locateAtom } from '../state/locate';

const NEAR_PARAM = 'near';
const CITY_PARAM = 'city';
const WITHIN_PARAM = 'within';

interface Position {
  state: PositionState;
  latitude: number;
  longitude: number;
}

const positionAtom = atom<Position>({ state: 'locating', latitude: 0, longitude: 0 });

type SetParams = (
  change: (params: URLSearchParams) => URLSearchParams,
  options?: { replace?: boolean },
) => void;

export function useNearMe(
  params: URLSearchParams,
  setParams: SetParams,
  venues: readonly Location[],
): LocationsNear {
  const fromMe = params.get(NEAR_PARAM) === 'me';
  const city = fromMe ? undefined : cityCentre(params.get(CITY_PARAM) ?? '');
  const radiusKm =
    params.get(WITHIN_PARAM) === String(NEARBY_MAX_RADIUS_KM)
      ? NEARBY_MAX_RADIUS_KM
      : NEARBY_DEFAULT_RADIUS_KM;
  const [position, setPosition] = useAtom(positionAtom);
  const { locate } = useAtomValue(locateAtom);
  // Bumped by each press of "Near me" or "Try again", so that the browser is asked again.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!fromMe) return undefined;
    let current = true;
    setPosition((before) => ({ ...before, state: 'locating' }));
    void locate().then((result) => {
      if (!current) return;
      setPosition(
        result.ok
          ? { state: 'located', latitude: result.latitude, longitude: result.longitude }
          : { state: result.reason, latitude: 0, longitude: 0 },
      );
    });
    return () => {
      current = false;
    };
  }, [fromMe, attempt, locate, setPosition]);

  const point =
    fromMe && position.state === 'located' ? position : city !== undefined ? city : undefined;
  const request: NearbyRequest | null =
    point === undefined
      ? null
      : { latitude: point.latitude, longitude: point.longitude, radius: radiusKm };
  const nearbyQuery = useAtomValue(nearbyQueryAtom(request));

  const origin: NearOrigin = fromMe
    ? { kind: 'me', position: position.state }
    : city !== undefined
      ? { kind: 'city', city: city.name }
      : { kind: 'none' };

  const change = (edit: (current: URLSearchParams) => void) =>
    setParams((current) => {
      edit(current);
      return current;
    });
  const clearOrigin = (current: URLSearchParams) => {
    current.delete(NEAR_PARAM);
    current.delete(CITY_PARAM);
    current.delete(WITHIN_PARAM);
  };

  return {
    origin,
    cities: citiesWithVenues(venues).map(({ name }) => name),
    nearby: toRemote(nearbyQuery, SERVICE_FALLBACK_MESSAGES.locations.findNearby),
    radiusKm,
    maxRadiusKm: NEARBY_MAX_RADIUS_KM,
    onNearMe: () => {
      if (!fromMe) {
        change((current) => {
          clearOrigin(current);
          current.set(NEAR_PARAM, 'me');
        });
      }
      setAttempt((count) => count + 1);
    },
    onCityChange: (name) =>
      change((current) => {
        clearOrigin(current);
        if (name !== '') current.set(CITY_PARAM, name);
      }),
    onClear: () => change(clearOrigin),
    onRetry: () => void nearbyQuery.refetch(),
    onWiden: () => change((current) => current.set(WITHIN_PARAM, String(NEARBY_MAX_RADIUS_KM))),
  };
}
