import type { PaletteName } from './colors';

/**
 * The one map of status colours (SPEC §4 account and booking, §6 roles, §9 package types).
 * Components ask `statusPalette(kind, value)` for a colour palette and never name a colour.
 *
 * Keys are the values exactly as the API sends them: upper case, except package types.
 * Matching is exact on purpose: a value in another case is a contract change and should show
 * as the fallback rather than be guessed.
 */
export const STATUS_COLORS = {
  account: { ACTIVE: 'green', PENDING: 'yellow', SUSPENDED: 'red', REJECTED: 'red' },
  booking: {
    PENDING: 'yellow',
    CONFIRMED: 'blue',
    COMPLETED: 'green',
    CANCELLED: 'red',
    NO_SHOW: 'gray',
  },
  // The specification lists PAID, PENDING and REFUNDED but colours only "any other" (yellow).
  // PAID is green like every settled state. REFUNDED is blue: the money is back, which is
  // neither a failure (red, already said by the CANCELLED beside it) nor waiting (yellow).
  payment: { PAID: 'green', PENDING: 'yellow', REFUNDED: 'blue' },
  role: { USER: 'gray', STAFF: 'blue', ADMIN: 'violet' },
  package: { bronze: 'orange', silver: 'gray', gold: 'yellow', platinum: 'violet' },
} as const satisfies Record<string, Record<string, PaletteName>>;

export type StatusKind = keyof typeof STATUS_COLORS;
export type StatusValue<K extends StatusKind> = keyof (typeof STATUS_COLORS)[K] & string;

export const STATUS_KINDS = Object.keys(STATUS_COLORS) as StatusKind[];

/**
 * The palette for a value the map does not know. Account "other" is gray and payment "other" is
 * yellow (SPEC §4); booking, role and package have no stated rule and use neutral gray, the
 * colour of a USER, the default role.
 */
export const STATUS_FALLBACK: Record<StatusKind, PaletteName> = {
  account: 'gray',
  booking: 'gray',
  payment: 'yellow',
  role: 'gray',
  package: 'gray',
};

/** The known values of a kind, in the order of the specification. */
export function statusValues<K extends StatusKind>(kind: K): StatusValue<K>[] {
  return Object.keys(STATUS_COLORS[kind]) as StatusValue<K>[];
}

export function isKnownStatus<K extends StatusKind>(
  kind: K,
  value: string,
): value is StatusValue<K> {
  // Own keys only, so that "constructor" or "toString" is not mistaken for a status.
  return Object.hasOwn(STATUS_COLORS[kind], value);
}

export function statusPalette(kind: StatusKind, value: string): PaletteName {
  const colors: Record<string, PaletteName> = STATUS_COLORS[kind];
  return isKnownStatus(kind, value)
    ? (colors[value] ?? STATUS_FALLBACK[kind])
    : STATUS_FALLBACK[kind];
}

/** A readable label for a raw value: 'NO_SHOW' → 'No show', 'ADMIN' → 'Admin', 'gold' → 'Gold'. */
export function statusLabel(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim().replace(/\s+/g, ' ').toLowerCase();
  return words === '' ? 'Unknown' : words.charAt(0).toUpperCase() + words.slice(1);
}
