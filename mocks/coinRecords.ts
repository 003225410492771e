/**
 * The coin records of the mock backend's database (`db.ts`): packages and their purchases, and
 * what the ledger keeps (`ledger.ts`): wallets, the lots coins are spent from, the coins bookings
 * hold and the transactions. As in `records.ts`, the type checks at the bottom make the compiler
 * fail when a record stops covering the public fields of its contract type.
 */

import { z } from 'zod';
import { PACKAGE_TYPES, TRANSACTION_TYPES } from '@domain';
import type { Package, Transaction, Wallet } from '@domain';
import { coins, id, timestamp, type Assert, type Covers } from './records';

export const packageSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  package_type: z.enum(PACKAGE_TYPES),
  price: z.number().int().positive(),
  discounted_price: z.number().int().positive().nullable(),
  discount_percentage: z.number().int().min(0).max(100),
  is_promotional: z.boolean(),
  coins: z.number().int().positive(),
  validity_days: z.number().int().positive(),
  features: z.array(z.string()),
  is_active: z.boolean(),
});

/** PENDING until paid; FAILED when the provider declined (the contract shows that as a 400). */
export const PURCHASE_STATUSES = ['PENDING', 'PAID', 'FAILED'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export const purchaseSchema = z.object({
  id,
  reference: z.string(),
  user_id: id,
  package_id: id,
  payment_method: z.enum(['paystack', 'demo']),
  /** Naira charged: the package's effective price at the time of purchase. */
  amount: z.number().int().positive(),
  coins: z.number().int().positive(),
  status: z.enum(PURCHASE_STATUSES),
  created_at: timestamp,
  paid_at: timestamp.nullable(),
});

export const walletSchema = z.object({
  id,
  user_id: id,
  available_balance: coins,
  reserved_balance: coins,
  total_earned: coins,
  total_spent: coins,
  created_at: timestamp,
  updated_at: timestamp,
});

/**
 * A batch of coins credited together. Spending takes coins from lots soonest-to-expire first
 * (oldest purchase first among equal validity); expiry removes what is left of a lot.
 */
export const coinLotSchema = z.object({
  id,
  user_id: id,
  transaction_id: id,
  amount: z.number().int().positive(),
  /** Coins of this lot still in the available balance. */
  remaining: coins,
  created_at: timestamp,
  /** Null for coins that never expire (bonuses and staff credits). */
  expires_at: timestamp.nullable(),
  expired_at: timestamp.nullable(),
});

/**
 * Coins of one lot held by one booking (the reserved balance). Released holds go back to their
 * lot, so a refund never extends the life of expiring coins.
 */
export const coinHoldSchema = z.object({
  id,
  user_id: id,
  /** The booking reference that holds the coins. */
  reference: z.string(),
  lot_id: id,
  amount: z.number().int().positive(),
  created_at: timestamp,
});

export const transactionSchema = z.object({
  id,
  user_id: id,
  transaction_type: z.enum(TRANSACTION_TYPES),
  description: z.string(),
  amount: z.number().int(),
  balance_after: coins,
  created_at: timestamp,
  actor_email: z.string().nullable(),
  reference: z.string().nullable(),
});

export type PackageRecord = z.infer<typeof packageSchema>;
export type PurchaseRecord = z.infer<typeof purchaseSchema>;
export type WalletRecord = z.infer<typeof walletSchema>;
export type CoinLotRecord = z.infer<typeof coinLotSchema>;
export type CoinHoldRecord = z.infer<typeof coinHoldSchema>;
export type TransactionRecord = z.infer<typeof transactionSchema>;

// Compile-time checks, as in records.ts.

export type PackageRecordCoversPackage = Assert<Covers<PackageRecord, Package>>;
export type TransactionRecordCoversTransaction = Assert<Covers<TransactionRecord, Transaction>>;
export type WalletRecordCoversWallet = Assert<
  Covers<WalletRecord, Omit<Wallet, 'total_balance' | 'recent_transactions' | 'expiring'>>
>;
