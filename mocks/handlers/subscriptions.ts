/**
 * Coin packages, the wallet and its ledger, purchases and payment verification, and staff coin
 * adjustments (the `subscriptions` tag). Coins move only through the ledger (decisions §6); the
 * lifecycle (run by `route()` before every request) has already settled completed bookings and
 * expired old coins when a wallet is read.
 *
 * Purchases (decisions §11) answer in one of two ways, chosen by the runtime's payment mode
 * (settings.ts): in demo mode, the default, the coins are granted at once; in provider mode a
 * PENDING purchase is created and the browser is sent to the simulated provider, which returns to
 * /subscriptions?reference=…, where the app calls POST /subscriptions/payment/verify/.
 */

import { noticeCoinsAdjusted } from '../rules/notices';
import { z } from 'zod';
import {
  COIN_ADJUSTMENT_TYPES,
  SUCCESS_NOTICES,
  SERVICE_FALLBACK_MESSAGES,
  TRANSACTION_TYPES,
  effectivePrice,
  formatCoins,
  validateCoinAdjustment,
  MAX_LENGTH,
  STAFF_ADJUSTMENT_LIMIT,
  isAdmin,
  staffActionsFor,
  staffAdjustmentLimitText,
  textLength,
} from '@domain';
import type { CoinAdjustmentType, components } from '@domain';
import { recordStaffAction } from '../audit';
import { DAY_MS, clock, timestamp } from '../clock';
import { db, nextId } from '../db';
import type { PackageRecord, PurchaseRecord, TransactionRecord } from '../coinRecords';
import type { UserRecord } from '../records';
import { withIdempotency } from '../idempotency';
import { InsufficientCoinsError, credit, debit } from '../ledger';
import type { CreditType } from '../ledger';
import {
  FIELD_MESSAGES,
  addError,
  appOrigin,
  badRequest,
  fields,
  fieldErrorsFrom,
  http,
  mapPage,
  notFound,
  ok,
  parseBody,
  permissionDenied,
  paginate,
  parsed,
  readJsonObject,
  readQuery,
  refused,
  route,
  validate,
  validationError,
  type FieldErrors,
  type JsonObject,
  type Parsed,
} from '../http';
import {
  comparePackages,
  serializePackage,
  serializeTransaction,
  serializeWallet,
  userTransactions,
} from '../serializers';
import { getPaymentMode } from '../settings';

type PaymentMethod = components['schemas']['PaymentMethod'];

const PAYMENT_METHODS = ['paystack', 'demo'] as const satisfies readonly PaymentMethod[];
const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'paystack';
const PURCHASE_OPERATION = 'POST /subscriptions/purchase/';
/** The largest adjustment a DRF PositiveIntegerField stores; it also keeps coin sums exact. */
const MAX_ADJUSTMENT = 2_147_483_647;
/** Where the provider sends the member back after checkout (decisions §11). */
const RETURN_PATH = '/subscriptions';

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

// ---------------------------------------------------------------------------------------------
// The simulated card provider.

/** What the provider says about a payment when the app verifies it. */
export type ProviderOutcome = 'paid' | 'pending' | 'declined';

const providerOutcomes = new Map<string, ProviderOutcome>();

/**
 * The card provider, simulated. A member who reaches checkout pays at once, so a payment is
 * confirmed unless told otherwise; tests make the provider hold a payment as not yet confirmed,
 * or decline it, to exercise the other answers of verify.
 */
export const simulatedProvider = {
  outcome(reference: string): ProviderOutcome {
    return providerOutcomes.get(reference) ?? 'paid';
  },
  setOutcome(reference: string, outcome: ProviderOutcome): void {
    providerOutcomes.set(reference, outcome);
  },
  reset(): void {
    providerOutcomes.clear();
  },
};

/**
 * The simulated checkout. A service worker never sees page navigations, so the mock cannot serve a
 * checkout page in the browser; the simulated provider takes the payment at once and redirects
 * straight back, adding `trxref` and `reference` as the real provider's callback does.
 */
function checkoutUrl(request: Request, reference: string): string {
  const url = new URL(RETURN_PATH, appOrigin(request));
  url.searchParams.set('trxref', reference);
  url.searchParams.set('reference', reference);
  return url.toString();
}

// ---------------------------------------------------------------------------------------------
// Purchases.

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomCode(length: number): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('');
}

/** An unguessable payment reference, PSP-DEMO-XXXXXX for instant grants, PSP-XXXXXXXX otherwise. */
function newReference(demo: boolean): string {
  for (;;) {
    const reference = demo ? `PSP-DEMO-${randomCode(6)}` : `PSP-${randomCode(8)}`;
    if (!db.purchases.findFirst((q) => q.where({ reference }))) return reference;
  }
}

const purchaseSchema = z.object({
  package_id: fields.integer({ min: 1 }),
  payment_method: fields.choice(PAYMENT_METHODS).optional(),
});

const verifySchema = z.object({ reference: fields.string({ max: MAX_LENGTH.reference }) });

/** An active package, or the 400 field error a DRF PrimaryKeyRelatedField over active ones gives. */
function purchasablePackage(id: number): Parsed<PackageRecord> {
  const pkg = db.packages.findFirst((q) => q.where({ id, is_active: true }));
  if (pkg) return parsed(pkg);
  return refused(validationError({ package_id: [SUBSCRIPTION_MESSAGES.packageDoesNotExist(id)] }));
}

function findPackage(id: number): PackageRecord {
  const pkg = db.packages.findFirst((q) => q.where({ id }));
  // Packages are never deleted, so a purchase always finds its own.
  if (!pkg) throw new Error(`Database integrity: package ${id} not found`);
  return pkg;
}

/** The package's coins enter the wallet, expiring validity_days after they were granted. */
async function grantCoins(purchase: PurchaseRecord, pkg: PackageRecord, at: Date): Promise<void> {
  await credit(db, {
    userId: purchase.user_id,
    amount: purchase.coins,
    type: 'purchase',
    description: `Purchased ${pkg.name}`,
    reference: purchase.reference,
    at,
    expiresAt: new Date(at.getTime() + pkg.validity_days * DAY_MS),
  });
}

async function createPurchase(
  user: UserRecord,
  pkg: PackageRecord,
  method: PaymentMethod,
  demo: boolean,
  at: Date,
): Promise<PurchaseRecord> {
  return db.purchases.create({
    id: nextId(db, 'purchases'),
    reference: newReference(demo),
    user_id: user.id,
    package_id: pkg.id,
    payment_method: method,
    amount: effectivePrice(pkg),
    coins: pkg.coins,
    status: demo ? 'PAID' : 'PENDING',
    created_at: timestamp(at),
    paid_at: demo ? timestamp(at) : null,
  });
}

// ---------------------------------------------------------------------------------------------
// Staff coin adjustments.

const LEDGER_TYPE: Record<Exclude<CoinAdjustmentType, 'debit'>, CreditType> = {
  credit: 'admin_credit',
  bonus: 'bonus',
  refund: 'refund',
};

const ADJUSTMENT_LABEL: Record<CoinAdjustmentType, string> = {
  credit: 'Credit',
  debit: 'Debit',
  bonus: 'Bonus',
  refund: 'Refund',
};

interface Adjustment {
  user_id: number;
  amount: number;
  transaction_type: CoinAdjustmentType;
  reason: string;
}

/** A JSON value as a form field: numbers and strings as they are, anything else unusable. */
function formValue(value: unknown): string | number | null {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (value === null || value === undefined) return null;
  return Number.NaN;
}

/**
 * The admin form's rules with its messages (SPEC §5 Coin adjustment), over the JSON body. The
 * validator names the type `type`; the contract's field is `transaction_type`.
 */
function parseAdjustment(body: JsonObject): Parsed<Adjustment> {
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  const { type, ...domainErrors } = validateCoinAdjustment({
    user_id: formValue(body.user_id),
    amount: formValue(body.amount),
    reason,
    type: typeof body.transaction_type === 'string' ? body.transaction_type : '',
  });
  const errors: FieldErrors = fieldErrorsFrom(domainErrors);
  if (type !== undefined) addError(errors, 'transaction_type', type);
  if (body.reason !== undefined && body.reason !== null && typeof body.reason !== 'string') {
    errors.reason = [FIELD_MESSAGES.string];
  } else if (
    !errors.reason &&
    typeof body.reason === 'string' &&
    textLength(body.reason) > MAX_LENGTH.reason
  ) {
    addError(errors, 'reason', FIELD_MESSAGES.maxLength(MAX_LENGTH.reason));
  }
  if (Object.keys(errors).length > 0) return refused(validationError(errors));
  // The validator has accepted these fields; zod turns them into their types.
  return validate(
    { ...body, reason },
    z.object({
      user_id: fields.integer({ min: 1 }),
      amount: fields.integer({ min: 1, max: MAX_ADJUSTMENT }),
      transaction_type: fields.choice(COIN_ADJUSTMENT_TYPES),
      reason: fields.string({ max: MAX_LENGTH.reason }),
    }),
  );
}

/**
 * Writes the adjustment to the member's ledger with the reason and the staff member's e-mail. A
 * debit never takes the available balance below zero: 400 `insufficient_coins` instead.
 */
async function adjustCoins(
  staff: UserRecord,
  member: UserRecord,
  { amount, transaction_type: kind, reason }: Adjustment,
): Promise<Parsed<TransactionRecord>> {
  const description = `${ADJUSTMENT_LABEL[kind]}: ${reason}`;
  if (kind !== 'debit') {
    return parsed(
      await credit(db, {
        userId: member.id,
        amount,
        type: LEDGER_TYPE[kind],
        description,
        actorEmail: staff.email,
      }),
    );
  }
  try {
    return parsed(
      await debit(db, {
        userId: member.id,
        amount,
        type: 'admin_debit',
        description,
        actorEmail: staff.email,
      }),
    );
  } catch (error) {
    if (!(error instanceof InsufficientCoinsError)) throw error;
    const message = SUBSCRIPTION_MESSAGES.debitTooLarge(amount, member, error.available);
    return refused(badRequest(message, 'insufficient_coins', { amount: [message] }));
  }
}

// ---------------------------------------------------------------------------------------------

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

  http.post(
    '/subscriptions/purchase/',
    route({ auth: 'approved' }, async ({ request, response, user }) => {
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      return withIdempotency(request, user.id, PURCHASE_OPERATION, body.value, async () => {
        const input = validate(body.value, purchaseSchema);
        if (!input.ok) return input.response;
        const pkg = purchasablePackage(input.value.package_id);
        if (!pkg.ok) return pkg.response;
        const method = input.value.payment_method ?? DEFAULT_PAYMENT_METHOD;
        const demo = getPaymentMode() === 'demo';
        if (!demo && method === 'demo') {
          return validationError({ payment_method: [SUBSCRIPTION_MESSAGES.demoNotAccepted] });
        }
        const now = clock.now();

        if (!demo) {
          const purchase = await createPurchase(user, pkg.value, method, false, now);
          return response(201).json(
            ok(
              {
                demo_mode: false,
                coins_granted: null,
                payment_url: checkoutUrl(request, purchase.reference),
                reference: purchase.reference,
              },
              SUBSCRIPTION_MESSAGES.redirecting,
            ),
          );
        }

        // Demo mode charges no provider, whatever method the app asked for.
        const purchase = await createPurchase(user, pkg.value, 'demo', true, now);
        await grantCoins(purchase, pkg.value, now);
        return response(201).json(
          ok(
            {
              demo_mode: true,
              coins_granted: purchase.coins,
              payment_url: null,
              reference: purchase.reference,
              wallet: serializeWallet(db, user.id),
            },
            SUBSCRIPTION_MESSAGES.purchased(purchase.coins),
          ),
        );
      });
    }),
  ),

  http.post(
    '/subscriptions/payment/verify/',
    route({ auth: 'approved' }, async ({ request, response, user }) => {
      const input = await parseBody(request, verifySchema);
      if (!input.ok) return input.response;
      const { reference } = input.value;
      // Scoped to the member: another member's reference is as unknown as a made-up one.
      const found = db.purchases.findFirst((q) => q.where({ reference, user_id: user.id }));
      if (!found) return notFound();

      let purchase = found;
      if (purchase.status === 'PENDING') {
        const outcome = simulatedProvider.outcome(reference);
        if (outcome === 'pending') {
          return response(200).json(
            ok(
              {
                reference,
                payment_status: 'PENDING',
                coins_granted: null,
                wallet: serializeWallet(db, user.id),
              },
              SUBSCRIPTION_MESSAGES.awaitingProvider,
            ),
          );
        }
        const now = clock.now();
        const updated = await db.purchases.update((q) => q.where({ id: purchase.id }), {
          data(draft) {
            draft.status = outcome === 'paid' ? 'PAID' : 'FAILED';
            draft.paid_at = outcome === 'paid' ? timestamp(now) : null;
          },
        });
        if (!updated) throw new Error(`Database integrity: purchase ${purchase.id} vanished`);
        purchase = updated;
        if (purchase.status === 'PAID')
          await grantCoins(purchase, findPackage(purchase.package_id), now);
      }

      if (purchase.status === 'FAILED') {
        return badRequest(SUBSCRIPTION_MESSAGES.paymentFailed, 'payment_failed');
      }
      // PAID: the first verification granted the coins; later ones answer the same result.
      return response(200).json(
        ok(
          {
            reference,
            payment_status: 'PAID',
            coins_granted: purchase.coins,
            wallet: serializeWallet(db, user.id),
          },
          SUBSCRIPTION_MESSAGES.verified(purchase.coins),
        ),
      );
    }),
  ),

  http.post(
    '/subscriptions/admin/add-coins/',
    route({ auth: 'staff' }, async ({ request, response, user: staff }) => {
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const input = parseAdjustment(body.value);
      if (!input.ok) return input.response;
      const userId = input.value.user_id;
      const member = db.users.findFirst((q) => q.where({ id: userId }));
      if (!member) return notFound();

      // Seen in the field: staff credited themselves. Both limits are the server's, not the form's.
      if (!staffActionsFor(staff, member).adjustCoins) {
        return permissionDenied(SUBSCRIPTION_MESSAGES.ownWallet);
      }
      if (input.value.amount > STAFF_ADJUSTMENT_LIMIT && !isAdmin(staff)) {
        return permissionDenied(SUBSCRIPTION_MESSAGES.aboveStaffLimit);
      }

      const before = serializeWallet(db, member.id).available_balance;
      const adjusted = await adjustCoins(staff, member, input.value);
      if (!adjusted.ok) return adjusted.response;
      await noticeCoinsAdjusted(member, adjusted.value, input.value.reason);
      await recordStaffAction({
        action: 'coin_adjustment',
        actor: staff,
        target: { type: 'user', user: member },
        reason: input.value.reason,
        details: `${input.value.transaction_type} ${adjusted.value.amount > 0 ? '+' : ''}${adjusted.value.amount} coins; available ${before} → ${adjusted.value.balance_after}`,
      });
      return response(200).json(
        ok(
          {
            user_id: member.id,
            transaction: serializeTransaction(adjusted.value),
            wallet: serializeWallet(db, member.id),
          },
          input.value.transaction_type === 'debit'
            ? SUBSCRIPTION_MESSAGES.removed(input.value.amount, member)
            : SUBSCRIPTION_MESSAGES.added(input.value.amount, member),
        ),
      );
    }),
  ),
];
