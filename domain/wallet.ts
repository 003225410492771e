/**
 * The wallet's wording: what a ledger entry's kind is called, and the sentence that
 * announces coins about to expire. The expiring-soon window is EXPIRING_SOON_DAYS; every sentence
 * that states it is built here.
 */
import { EXPIRING_SOON_DAYS } from './constants';
import { formatCoins, formatDate } from './format';
import type { ExpiringCoins, TransactionType } from './types';

/** The filter's and the history's name for each kind of ledger entry. */
export const TRANSACTION_TYPE_LABELS: Readonly<Record<TransactionType, string>> = {
  purchase: 'Purchase',
  booking: 'Booking',
  refund: 'Refund',
  bonus: 'Bonus',
  expiry: 'Expired coins',
  admin_credit: 'Added by staff',
  admin_debit: 'Removed by staff',
};

/** '40 coins expire on 12 Dec 2026' ('1 coin expires on …'). */
export function expiringCoinsText(expiring: ExpiringCoins): string {
  return `${formatCoins(expiring.coins)} ${expiring.coins === 1 ? 'expires' : 'expire'} on ${formatDate(expiring.expires_at)}`;
}

/** 'No coins expire within 14 days': what the wallet says when nothing is due in the window. */
export function noCoinsExpiringText(days: number = EXPIRING_SOON_DAYS): string {
  return `No coins expire within ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** Whether an expiry at `expiresAt` is announced at `now`: within the window, not yet past. */
export function isExpiringSoon(
  expiresAt: Date,
  now: Date,
  days: number = EXPIRING_SOON_DAYS,
): boolean {
  const left = expiresAt.getTime() - now.getTime();
  return left > 0 && left <= days * 24 * 60 * 60 * 1000;
}

/** The history page's statement of the rule. */
export function expiryPolicyText(days: number = EXPIRING_SOON_DAYS): string {
  return `Coins from a package expire at the end of its validity, and the coins closest to expiry are spent first. Coins that expire within ${days} ${days === 1 ? 'day' : 'days'} are shown on your wallet.`;
}
