import type { IsoDate } from '@domain';

/** The address of a venue's day at a glance (docs/day-grid.md); today's without a date. */
export function venueDayPath(locationId: number, date?: IsoDate): string {
  const path = `/locations/${locationId}/day`;
  return date ? `${path}?date=${date}` : path;
}
