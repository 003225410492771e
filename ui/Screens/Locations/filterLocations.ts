import type { FacilityFilter, Location } from '@domain';

/**
 * The locations matching the search text (in the name, city or address, ignoring case and
 * surrounding spaces) and offering the facility ('all' matches every location).
 */
export function filterLocations<
  T extends Pick<Location, 'name' | 'city' | 'address' | 'facilities'>,
>(locations: readonly T[], search: string, facility: FacilityFilter): T[] {
  const needle = search.trim().toLocaleLowerCase('en');
  return locations.filter((location) => {
    if (facility !== 'all' && !location.facilities.includes(facility)) return false;
    if (needle === '') return true;
    return [location.name, location.city, location.address].some((field) =>
      field.toLocaleLowerCase('en').includes(needle),
    );
  });
}
