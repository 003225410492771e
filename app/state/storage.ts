/**
 * The one way the app uses local storage. A browser may refuse it (storage turned off, a private
 * window that allows none, a full quota): then every use throws. Here nothing throws: reading
 * finds nothing, and keeping a value says whether it was kept. What a refusal means is the
 * caller's to decide: the session still holds for this tab (session.ts), a setting the member
 * saved is reported as not saved (settings.ts), a remembered payment flow is simply not
 * remembered (app/api/subscriptions.ts).
 */

/** The stored text under `key`; null when there is none or storage cannot be read. */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The stored JSON under `key`, parsed; null when there is none, it is not JSON, or unreadable. */
export function readStoredJson(key: string): unknown {
  const text = readStored(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`; false when storage refused it. */
export function keep(key: string, value: string): boolean {
  try {
    localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes what is kept under each key, as far as storage allows. */
export function forget(...keys: string[]): void {
  for (const key of keys) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing readable is left behind where storage cannot be used at all.
    }
  }
}
