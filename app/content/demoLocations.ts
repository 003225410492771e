/**
 * What /locations shows when the locations cannot be loaded (SPEC §2): three of the demo venues
 * the mock serves (domain/demo), always under a notice that they are demo data and not live
 * listings (decisions §13).
 */
import type { Location } from '@domain';
import { demoLocation } from '@domain/demo';

export const DEMO_LOCATIONS: readonly Location[] = [
  demoLocation('lekki'),
  demoLocation('wuse'),
  demoLocation('ibadan'),
];
