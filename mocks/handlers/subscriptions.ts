/**
 * Coin packages, the wallet and its ledger (the `subscriptions` tag), and the messages of the whole
 * tag. Purchases and payment verification are in `subscriptionsPurchase.ts`, staff coin
 * adjustments in `subscriptionsAdjust.ts`. Coins move only through the ledger (decisions §6); the
 * lifecycle (run by `route()` before every request) has already settled completed bookings and
 * expired old coins when a wallet is read.
 */

import {
  SUCCESS_NOTICES,
  SERVICE_FALLBACK_MESSAGES,
  TRANSACTION_TYPES,
  formatCoins,
  staffAdjustmentLimitText,
} from '@domain';
import { db } from '../db';
import type { UserRecord } from '../records';
import { http, mapPage, ok, paginate, readQuery, route } from '../http';
import {
  comparePackages,
  serializePackage,
  serializeTransaction,
  serializeWallet,
  userTransactions,
} from '../serializers';

export const SUBSCRIPTION_MESSAGES = {
  purchased: (coins: number) =>
    `${SUCCESS_NOTICES.purchaseSuccessful} ${formatCoins(coins)} ${coins === 1 ? 'has' : 'have'} been added to your wallet.`,
  redirecting: 'Continue to the payment provider to complete your purchase.',
  verified: (coins: number) =>
    `Payment verified. ${formatCoins(coins)} ${coins === 1 ? 'has' : 'have'} been added to your wallet.`,
  awaitingProvider:
    'The payment provider has not confirmed this payment yet. Please check again in a moment.',
  paymentFailed: SERVICE_FALLBACK_MESSAGES.subscriptions.paymentVerification,
  packageDoesNotExist: (id: unknown) => `Invalid pk "${String(id)}" - object does not exist.`,
  demoNotAccepted: 'Demo payments are only accepted while the server runs in demo mode.',
  added: (coins: number, user: UserRecord) =>
    `${formatCoins(coins)} added to ${fullName(user)}'s wallet`,
  removed: (coins: number, user: UserRecord) =>
    `${formatCoins(coins)} removed from ${fullName(user)}'s wallet`,
  ownWallet: 'You cannot adjust your own coins.',
  aboveStaffLimit: staffAdjustmentLimitText(),
  debitTooLarge: (coins: number, user: UserRecord, available: number) =>
    `Cannot remove ${formatCoins(coins)}: ${fullName(user)} has only ${formatCoins(available)} available.`,
} as const;

function fullName(user: UserRecord): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

export const subscriptionsHandlers = [
  http.get(
    '/subscriptions/packages/',
    route({ auth: 'approved' }, ({ response }) => {
      const packages = db.packages
        .findMany((q) => q.where({ is_active: true }))
        .sort(comparePackages)
        .map(serializePackage);
      return response(200).json(ok(packages));
    }),
  ),

  http.get(
    '/subscriptions/wallet/',
    route({ auth: 'approved' }, ({ response, user }) => {
      return response(200).json(ok(serializeWallet(db, user.id)));
    }),
  ),

  http.get(
    '/subscriptions/transactions/',
    route({ auth: 'approved' }, ({ request, response, user }) => {
      const query = readQuery(request);
      const type = query.choice('transaction_type', TRANSACTION_TYPES);
      if (query.failed) return query.response();
      const entries = userTransactions(db, user.id).filter(
        (entry) => type === undefined || entry.transaction_type === type,
      );
      const page = paginate(request, entries);
      if (!page.ok) return page.response;
      return response(200).json(ok(mapPage(page.value, serializeTransaction)));
    }),
  ),
];
