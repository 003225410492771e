import { useAtomValue } from 'jotai';
import { offeredFeaturesAtom, type Feature } from '../api/capabilities';

/** Whether the server offers `feature` (app/api/capabilities.ts); false until it has said. */
export function useOffered(feature: Feature): boolean {
  return useAtomValue(offeredFeaturesAtom)?.has(feature) === true;
}
