/**
 * Runtime switches of the mock backend. The purchase flow (decisions §11) answers in demo mode by
 * default (coins granted at once); 'provider' simulates the card provider's redirect checkout. In
 * the browser the mode is read from localStorage, so a developer can flip it from the console:
 * `localStorage.setItem('pitchside:payment-mode', 'provider')` and reload.
 */

export type PaymentMode = 'demo' | 'provider';

export const PAYMENT_MODE_STORAGE_KEY = 'pitchside:payment-mode';

let override: PaymentMode | null = null;

function storedMode(): PaymentMode | null {
  try {
    const value = globalThis.localStorage?.getItem(PAYMENT_MODE_STORAGE_KEY);
    return value === 'provider' || value === 'demo' ? value : null;
  } catch {
    // Storage can be unavailable (private mode, Node): the default applies.
    return null;
  }
}

export function getPaymentMode(): PaymentMode {
  return override ?? storedMode() ?? 'demo';
}

/**
 * Sets the mode for this runtime (tests, the standalone server); null returns to the stored or
 * default mode. In the browser it is also remembered across reloads.
 */
export function setPaymentMode(mode: PaymentMode | null): void {
  override = mode;
  try {
    if (mode === null) globalThis.localStorage?.removeItem(PAYMENT_MODE_STORAGE_KEY);
    else globalThis.localStorage?.setItem(PAYMENT_MODE_STORAGE_KEY, mode);
  } catch {
    // Not persisted where there is no storage; the override still applies.
  }
}
