/**
 * What the app knows of its backend before asking it, set once at start-up by app/main.tsx from
 * the build's configuration, so no module below the entry reads a build switch.
 */
import { atom } from 'jotai';
import type { DemoEmail } from '@ui/Screens/DemoOutbox';

/** How a purchase is paid: at once in the demo's mock, or through the card provider. */
export type PaymentFlow = 'demo' | 'provider';

/**
 * The flow a purchase is expected to take until the server has answered one: the contract says
 * which only in a purchase's answer.
 */
export const expectedPaymentFlowAtom = atom<PaymentFlow>('provider');

/**
 * The demo's outbox, where the mock backend runs in this page (the demo build): every e-mail it
 * has "sent", newest first, and word of each new one. App code reaches the mock through this
 * alone; app/main.tsx, which starts the mock, fills it.
 */
export interface DemoOutbox {
  /** Every e-mail sent, newest first: a new list at each call. */
  read: () => DemoEmail[];
  /** Calls `listener` after each e-mail sent; answers how to stop. */
  onSent: (listener: () => void) => () => void;
}

/** Settles on the demo's outbox once the mock has started; null in a build for a real backend. */
export const demoOutboxAtom = atom<Promise<DemoOutbox> | null>(null);
