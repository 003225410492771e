/**
 * The drawings a venue card shows when the venue has no photo of its own (docs/imagery.md): one
 * per sport of the contract's CourtType, and one of a venue in general for a venue with no courts.
 *
 * `?no-inline` keeps each drawing a file of its own under /assets/ (hashed, cached for a year by
 * public/_headers) even though it is smaller than Vite's inlining limit: inlined, every drawing
 * would be a data: URL in the JavaScript of the page, downloaded again with each new build.
 */
import type { CourtType, Location } from '@domain';
import badminton from './badminton.svg?no-inline';
import basketball from './basketball.svg?no-inline';
import football from './football.svg?no-inline';
import futsal from './futsal.svg?no-inline';
import tennis from './tennis.svg?no-inline';
import venue from './venue.svg?no-inline';
import volleyball from './volleyball.svg?no-inline';

export const SPORT_ILLUSTRATIONS: Readonly<Record<CourtType, string>> = {
  football,
  futsal,
  basketball,
  tennis,
  volleyball,
  badminton,
};

export const VENUE_ILLUSTRATION: string = venue;

/** The intrinsic size of every drawing (its width and height attributes): 16:9, as the card. */
export const ILLUSTRATION_SIZE = { width: 320, height: 180 } as const;

/**
 * The drawing of a venue's main sport: the first of its facilities, which the contract lists in
 * CourtType's order; the general venue drawing when it has no active court.
 */
export function illustrationOf(location: Pick<Location, 'facilities'>): string {
  const sport = location.facilities[0];
  return sport ? SPORT_ILLUSTRATIONS[sport] : VENUE_ILLUSTRATION;
}
