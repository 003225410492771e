/**
 * Buying a coin package (the `subscriptions` tag): the purchase, with an Idempotency-Key, and the
 * payment's verification. Purchases (decisions §11) answer in one of two ways, chosen by the
 * runtime's payment mode (settings.ts): in demo mode, the default, the coins are granted at once;
 * in provider mode a PENDING purchase is created and the browser is sent to the simulated
 * provider, which returns to /subscriptions?reference=…, where the app calls
 * POST /subscriptions/payment/verify/.
 */

import { z } from 'zod';
import { effectivePrice, MAX_LENGTH } from '@domain';
import type { components } from '@domain';
import { DAY_MS, clock, timestamp } from '../clock';
import { db, nextId } from '../db';
import type { PackageRecord, PurchaseRecord } from '../coinRecords';
import type { UserRecord } from '../records';
import { withIdempotency } from '../idempotency';
import { credit } from '../ledger';
import {
  appOrigin,
  badRequest,
  fields,
  http,
  notFound,
  ok,
  parseBody,
  parsed,
  readJsonObject,
  refused,
  route,
  validate,
  validationError,
  type Parsed,
} from '../http';
import { serializeWallet } from '../serializers';
import { getPaymentMode } from '../settings';
import { SUBSCRIPTION_MESSAGES } from './subscriptions';

type PaymentMethod = components['schemas']['PaymentMethod'];

const PAYMENT_METHODS = ['paystack', 'demo'] as const satisfies readonly PaymentMethod[];
const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'paystack';
const PURCHASE_OPERATION = 'POST /subscriptions/purchase/';
/** Where the provider sends the member back after checkout (decisions §11). */
const RETURN_PATH = '/subscriptions';

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

export const subscriptionsPurchaseHandlers = [
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
];
