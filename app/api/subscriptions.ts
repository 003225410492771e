/** Subscriptions and wallet (SPEC §7): queries, purchases, and the keys mutations invalidate. */
import { atom, type Getter } from 'jotai';
import { atomWithMutation, atomWithQuery, queryClientAtom } from './queries';
import type { Wallet } from '@domain';
import { sessionAtom } from '../state/session';
import type { ApiClient, ResponseData } from './client';
import { getApi } from './context';
import { bookingKeys, subscriptionKeys } from './queryKeys';

export { subscriptionKeys };

export const walletQueryAtom = atomWithQuery((get) => ({
  queryKey: subscriptionKeys.wallet,
  queryFn: async () => (await getApi(get).call('get', '/subscriptions/wallet/')).data,
  enabled: get(sessionAtom).isApproved,
}));

export const packagesQueryAtom = atomWithQuery((get) => ({
  queryKey: subscriptionKeys.packages,
  queryFn: async () => (await getApi(get).call('get', '/subscriptions/packages/')).data,
  enabled: get(sessionAtom).isApproved,
}));

// ---------------------------------------------------------------------------------------------
// Purchases (DESIGN §4.11): the demo grant or the card provider's redirect, then verification.

export interface PurchaseInput {
  packageId: number;
  /** One per confirmation; a retry of the same confirmation sends the same key. */
  idempotencyKey: string;
}

export type PurchaseAnswer = ResponseData<'/subscriptions/purchase/', 'post'>;
export type VerificationAnswer = ResponseData<'/subscriptions/payment/verify/', 'post'>;

/** payment_method is left to the contract's default (the card payment provider). */
export async function purchasePackage(
  api: ApiClient,
  input: PurchaseInput,
): Promise<PurchaseAnswer> {
  const answer = await api.call('post', '/subscriptions/purchase/', {
    body: { package_id: input.packageId },
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
  return answer.data;
}

export async function verifyPayment(
  api: ApiClient,
  reference: string,
): Promise<VerificationAnswer> {
  return (await api.call('post', '/subscriptions/payment/verify/', { body: { reference } })).data;
}

/** Coins moved: the wallet (and whatever shows coins or bookings) is read again. */
function refreshCoins(get: Getter, wallet: Wallet | undefined): void {
  const queryClient = get(queryClientAtom);
  if (wallet) queryClient.setQueryData(subscriptionKeys.wallet, wallet);
  void queryClient.invalidateQueries({ queryKey: subscriptionKeys.wallet });
  void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
}

export const purchaseMutationAtom = atomWithMutation<PurchaseAnswer, PurchaseInput>((get) => ({
  mutationKey: [...subscriptionKeys.all, 'purchase'],
  mutationFn: (input: PurchaseInput) => purchasePackage(getApi(get), input),
  onSuccess: (answer) => refreshCoins(get, answer.wallet),
}));

export const verifyPaymentMutationAtom = atomWithMutation<VerificationAnswer, string>((get) => ({
  mutationKey: [...subscriptionKeys.all, 'verify'],
  mutationFn: (reference: string) => verifyPayment(getApi(get), reference),
  onSuccess: (answer) => refreshCoins(get, answer.wallet),
}));

/**
 * Which purchase flow the server answers with. The contract says so only in a purchase's answer,
 * so the app remembers the last one it saw (or a return from the provider) to word the
 * confirmation dialog; until then the demo build expects demo mode and a real backend the provider.
 */
export type PaymentFlow = 'demo' | 'provider';

const PAYMENT_FLOW_KEY = 'pitchside.paymentFlow';
const DEFAULT_PAYMENT_FLOW: PaymentFlow =
  import.meta.env.VITE_API_MOCK === 'off' ? 'provider' : 'demo';

function storedPaymentFlow(): PaymentFlow {
  try {
    const value = localStorage.getItem(PAYMENT_FLOW_KEY);
    return value === 'demo' || value === 'provider' ? value : DEFAULT_PAYMENT_FLOW;
  } catch {
    // Storage can be unavailable (private mode): the default applies.
    return DEFAULT_PAYMENT_FLOW;
  }
}

const seenPaymentFlowAtom = atom<PaymentFlow | null>(null);

export const paymentFlowAtom = atom(
  (get) => get(seenPaymentFlowAtom) ?? storedPaymentFlow(),
  (_get, set, flow: PaymentFlow) => {
    try {
      localStorage.setItem(PAYMENT_FLOW_KEY, flow);
    } catch {
      // Not remembered across reloads where there is no storage.
    }
    set(seenPaymentFlowAtom, flow);
  },
);
