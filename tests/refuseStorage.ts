import { vi } from 'vitest';

/**
 * Makes this page's local storage refuse every use, as a browser does where storage is turned
 * off, a private window allows none or the quota is full: each read, write and removal throws.
 * Undone by `vi.restoreAllMocks()`.
 */
export function refuseStorage(name = 'SecurityError'): void {
  const refused = () => {
    throw new DOMException('The operation is insecure.', name);
  };
  for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
    vi.spyOn(localStorage, method).mockImplementation(refused);
  }
}
