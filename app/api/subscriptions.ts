/** Subscriptions and wallet (SPEC §7): the wallet, its history, the packages, and purchases. */
import type { Getter } from 'jotai';
import { atomWithMutation, atomWithQuery, queryClientAtom } from './sessionCache';
import { TRANSACTIONS_PAGE_SIZE, isValidPackage, type TransactionType, type Wallet } from '@domain';
import { sessionAtom } from '../state/session';
import { offers } from './capabilities';
import { type ResponseData } from './client';
import { expectList, expectPage } from './answer';
import { getApi } from './context';
import { atomFamilyOf } from './family';
import { refuseWhileOffline } from './offline';
import { bookingKeys, subscriptionKeys } from './queryKeys';

export const walletQueryAtom = atomWithQuery((get) => ({
  queryKey: subscriptionKeys.wallet,
  queryFn: async () => {
    const wallet = (await getApi(get).call('get', '/subscriptions/wallet/')).data;
    expectList(wallet.recent_transactions);
    return wallet;
  },
  enabled: get(sessionAtom).isApproved,
}));

/** Which part of the wallet's history a screen shows. */
export interface TransactionsRequest {
  type: TransactionType | null;
  page: number;
}

/** One page of the member's whole ledger, newest first, of one kind or all. */
export const transactionsQueryAtom = atomFamilyOf(
  ({ type, page }: TransactionsRequest) =>
    atomWithQuery((get) => ({
      queryKey: subscriptionKeys.transactions(type, page),
      queryFn: async () =>
        expectPage(
          (
            await getApi(get).call('get', '/subscriptions/transactions/', {
              query: {
                page,
                page_size: TRANSACTIONS_PAGE_SIZE,
                ...(type ? { transaction_type: type } : {}),
              },
            })
          ).data,
        ),
      enabled: get(sessionAtom).isApproved && offers(get, 'wallet_history'),
    })),
  ({ type, page }) => JSON.stringify([type, page]),
);

/**
 * The packages on sale: SPEC §5's validity rule applied to what the server lists, so a package
 * without an id, a name, its coins, a positive price or a positive validity is never offered (the
 * page shows the rest, or says none is on sale).
 */
export const packagesQueryAtom = atomWithQuery((get) => ({
  queryKey: subscriptionKeys.packages,
  queryFn: async () =>
    expectList((await getApi(get).call('get', '/subscriptions/packages/')).data).filter(
      isValidPackage,
    ),
  enabled: get(sessionAtom).isApproved,
}));

// ---------------------------------------------------------------------------------------------
// Purchases (decisions §11): the demo grant or the card provider's redirect, then verification.

export interface PurchaseInput {
  packageId: number;
  /** One per confirmation; a retry of the same confirmation sends the same key. */
  idempotencyKey: string;
}

export type PurchaseAnswer = ResponseData<'/subscriptions/purchase/', 'post'>;
export type VerificationAnswer = ResponseData<'/subscriptions/payment/verify/', 'post'>;

/** Coins moved: the wallet (and whatever shows coins or bookings) is read again. */
function refreshCoins(get: Getter, wallet: Wallet | undefined): void {
  const queryClient = get(queryClientAtom);
  if (wallet) queryClient.setQueryData(subscriptionKeys.wallet, wallet);
  void queryClient.invalidateQueries({ queryKey: subscriptionKeys.wallet });
  void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
}

export const purchaseMutationAtom = atomWithMutation<PurchaseAnswer, PurchaseInput>((get) => ({
  mutationKey: subscriptionKeys.purchase,
  // payment_method is left to the contract's default (the card payment provider).
  mutationFn: async ({ packageId, idempotencyKey }: PurchaseInput) => {
    refuseWhileOffline();
    return (
      await getApi(get).call('post', '/subscriptions/purchase/', {
        body: { package_id: packageId },
        headers: { 'Idempotency-Key': idempotencyKey },
      })
    ).data;
  },
  onSuccess: (answer) => refreshCoins(get, answer.wallet),
}));

export const verifyPaymentMutationAtom = atomWithMutation<VerificationAnswer, string>((get) => ({
  mutationKey: subscriptionKeys.verify,
  mutationFn: async (reference: string) =>
    (await getApi(get).call('post', '/subscriptions/payment/verify/', { body: { reference } }))
      .data,
  onSuccess: (answer) => refreshCoins(get, answer.wallet),
}));
