/**
 * '1 hour', '1.5 hours': a module of its own, so that a booking card can write a length without
 * bringing the picker and its choice group into the page.
 */
export function formatHours(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
