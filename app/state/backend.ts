/**
 * What the app knows of its backend: what the build's configuration says, set once at start-up by
 * app/main.tsx (so no module below the entry reads a build switch), and the purchase flow its
 * answers have shown since.
 */
import { atom } from 'jotai';
import type { DemoEmail } from '@ui/Screens/DemoOutbox';
import { keep, readStored } from './storage';

/** How a purchase is paid: at once in the demo's mock, or through the card provider. */
export type PaymentFlow = 'demo' | 'provider';

/**
 * The flow a purchase is expected to take until the server has answered one: the contract says
 * which only in a purchase's answer.
 */
export const expectedPaymentFlowAtom = atom<PaymentFlow>('provider');

/**
 * Which purchase flow the server answers with. The contract says so only in a purchase's answer,
 * so the app remembers the last one it saw (or a payment verified on the way back from the
 * provider) to word the confirmation dialog; until then it expects what the app's start-up
 * configuration says. While the address holds the provider's reference, the page needs none of
 * this: that return is the provider's flow (app/routes/useSubscriptionPurchase.ts).
 */
const PAYMENT_FLOW_KEY = 'pitchside.paymentFlow';

/** The flow last seen in this browser; null (the expected flow applies) when none is stored. */
function storedPaymentFlow(): PaymentFlow | null {
  const value = readStored(PAYMENT_FLOW_KEY);
  return value === 'demo' || value === 'provider' ? value : null;
}

const seenPaymentFlowAtom = atom<PaymentFlow | null>(null);

export const paymentFlowAtom = atom(
  (get) => get(seenPaymentFlowAtom) ?? storedPaymentFlow() ?? get(expectedPaymentFlowAtom),
  (_get, set, flow: PaymentFlow) => {
    // Where storage refuses it, it is remembered for this tab only.
    keep(PAYMENT_FLOW_KEY, flow);
    set(seenPaymentFlowAtom, flow);
  },
);

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
