import { vi } from 'vitest';

/**
 * Makes this page's local storage refuse every use, as a browser does where storage is turned
 * off, a private window allows none or the quota is full: each read, write and removal throws.
 * The refusing storage stands in for the global one until the test ends (`unstubGlobals` in
 * vite.config.ts). A spy on happy-dom's storage would not do: `vi.restoreAllMocks()` cannot put
 * its methods back, so the refusal outlived the test.
 */
export function refuseStorage(name = 'SecurityError'): void {
  const refused = () => {
    throw new DOMException('The operation is insecure.', name);
  };
  vi.stubGlobal('localStorage', {
    getItem: refused,
    setItem: refused,
    removeItem: refused,
    clear: refused,
    key: refused,
    get length() {
      return refused();
    },
  });
}
