/**
 * What the app knows of its backend before asking it, set once at start-up by app/main.tsx from
 * the build's configuration, so no module below the entry reads a build switch.
 */
import { atom } from 'jotai';

/** How a purchase is paid: at once in the demo's mock, or through the card provider. */
export type PaymentFlow = 'demo' | 'provider';

/**
 * The flow a purchase is expected to take until the server has answered one: the contract says
 * which only in a purchase's answer.
 */
export const expectedPaymentFlowAtom = atom<PaymentFlow>('provider');
