import { afterEach, describe, expect, it, vi } from 'vitest';
import { appUpdateAtom } from '../state/appUpdate';
import { createAppStore } from '../state/store';
import { registerServiceWorker, SERVICE_WORKER_URL } from './registerServiceWorker';

const realServiceWorker = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');

afterEach(() => {
  if (realServiceWorker) Object.defineProperty(navigator, 'serviceWorker', realServiceWorker);
  else Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('registerServiceWorker', () => {
  it('leaves the page working, with no error, when the browser refuses the worker', async () => {
    const register = vi.fn(() =>
      Promise.reject(new DOMException('The operation is insecure.', 'SecurityError')),
    );
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register, controller: null, addEventListener: vi.fn() },
    });
    const store = createAppStore();

    await expect(registerServiceWorker(store)).resolves.toBeUndefined();
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
    expect(store.get(appUpdateAtom)).toBeNull();
  });
});
