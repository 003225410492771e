/**
 * The state of data a screen shows, as the app hands it in: ui/ never fetches, it renders one of
 * these. `message` is already the user-facing text (the specification's exact wording).
 */
export type Remote<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'success'; data: T };

export const loading = { status: 'loading' } as const satisfies Remote<never>;

export function success<T>(data: T): Remote<T> {
  return { status: 'success', data };
}

export function failure(message: string): Remote<never> {
  return { status: 'error', message };
}
