/**
 * The cities a member may pick when the browser will not say where they are: the venues are
 * then sorted by distance from the city's centre (docs/near-me.md).
 */

export interface CityCentre {
  name: string;
  latitude: number;
  longitude: number;
}

// The coordinates gazetteers give for each city (its historic or administrative centre), not a
// venue's: a venue's distance then means what a member expects, the distance from "town".
export const CITY_CENTRES: readonly CityCentre[] = [
  { name: 'Abuja', latitude: 9.0667, longitude: 7.4833 },
  { name: 'Enugu', latitude: 6.45, longitude: 7.5 },
  { name: 'Ibadan', latitude: 7.3964, longitude: 3.9167 },
  { name: 'Kano', latitude: 12.0, longitude: 8.5167 },
  { name: 'Lagos', latitude: 6.4531, longitude: 3.3958 },
  { name: 'Port Harcourt', latitude: 4.8242, longitude: 7.0336 },
];

/** The centre of the city of this name (any case), if Pitchside knows it. */
export function cityCentre(name: string): CityCentre | undefined {
  const wanted = name.trim().toLowerCase();
  return CITY_CENTRES.find((city) => city.name.toLowerCase() === wanted);
}

/**
 * The cities worth offering: those with a known centre and at least one of these venues; every
 * known city while no venue is known (the list still loading, or failed).
 */
export function citiesWithVenues(venues: readonly { city: string }[]): CityCentre[] {
  if (venues.length === 0) return [...CITY_CENTRES];
  const present = new Set(venues.map((venue) => venue.city.trim().toLowerCase()));
  return CITY_CENTRES.filter((city) => present.has(city.name.toLowerCase()));
}
