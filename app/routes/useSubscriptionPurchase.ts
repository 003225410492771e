/**
 * The purchase flow of /subscriptions (SPEC §4 Purchase, decisions §11): select a package, confirm,
 * processing, then the demo grant or the card provider's redirect; and, back from the provider at
 * /subscriptions?reference=…, the one verification of that payment.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SCREEN_MESSAGES, SERVICE_FALLBACK_MESSAGES, type Package } from '@domain';
import {
  purchaseSuccessMessage,
  type ProviderPaymentState,
  type PurchaseOutcome,
} from '@ui/Screens/Subscriptions';
import { ApiError } from '../api/answer';
import { errorMessage } from '../api/remote';
import { useAttemptKey } from './useAttemptKey';
import { useExclusive } from './useExclusive';
import { purchaseMutationAtom, verifyPaymentMutationAtom } from '../api/subscriptions';
import { paymentFlowAtom } from '../state/backend';

/** What the screen shows when the purchase call fails. */
function purchaseFailure(error: unknown): PurchaseOutcome {
  if (error instanceof ApiError) {
    return { kind: 'error', message: errorMessage(error, SCREEN_MESSAGES.purchase.failed) };
  }
  return { kind: 'error', message: SCREEN_MESSAGES.purchase.unexpected };
}

export function useSubscriptionPurchase() {
  const { mutateAsync: purchase, isPending: purchasing } = useAtomValue(purchaseMutationAtom);
  const { mutateAsync: verify } = useAtomValue(verifyPaymentMutationAtom);
  const paymentFlow = useAtomValue(paymentFlowAtom);
  const setPaymentFlow = useSetAtom(paymentFlowAtom);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const reference = searchParams.get('reference');

  const [target, setTarget] = useState<Package | null>(null);
  const [result, setResult] = useState<PurchaseOutcome | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  /** The reference the provider has not confirmed yet (its URL stays, so a reload asks again). */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const sendOnce = useAttemptKey();
  // StrictMode runs effects twice: each returning reference is verified once.
  const verifiedReference = useRef<string | null>(null);

  useEffect(() => {
    if (!reference || verifiedReference.current === reference) return;
    verifiedReference.current = reference;
    void verify(reference).then(
      (answer) => {
        // Only the card provider's flow has payments to verify: remembered for the next purchase.
        setPaymentFlow('provider');
        if (answer.payment_status === 'PENDING') {
          setUnconfirmed(reference);
          return;
        }
        setResult(
          answer.payment_status === 'PAID' && answer.coins_granted !== null
            ? { kind: 'success', message: purchaseSuccessMessage(answer.coins_granted) }
            : {
                kind: 'error',
                message: SERVICE_FALLBACK_MESSAGES.subscriptions.paymentVerification,
              },
        );
        // Settled: the reference leaves the URL so a reload does not verify it again.
        navigate({ search: '' }, { replace: true });
      },
      (error: unknown) => {
        setResult({
          kind: 'error',
          message: errorMessage(error, SERVICE_FALLBACK_MESSAGES.subscriptions.paymentVerification),
        });
        navigate({ search: '' }, { replace: true });
      },
    );
  }, [reference, verify, navigate, setPaymentFlow]);

  const confirmPurchase = useExclusive(async (pkg: Package) => {
    try {
      const answer = await sendOnce(pkg.id, (idempotencyKey) =>
        purchase({ packageId: pkg.id, idempotencyKey }),
      );
      setTarget(null);
      if (!answer.demo_mode && answer.payment_url) {
        setPaymentFlow('provider');
        setResult(null);
        setRedirecting(true);
        window.location.assign(answer.payment_url);
      } else if (answer.demo_mode && answer.coins_granted !== null) {
        setPaymentFlow('demo');
        setResult({ kind: 'success', message: purchaseSuccessMessage(answer.coins_granted) });
      } else {
        setResult({
          kind: 'error',
          message: SERVICE_FALLBACK_MESSAGES.subscriptions.purchaseInitialization,
        });
      }
    } catch (error) {
      setTarget(null);
      setResult(purchaseFailure(error));
    }
  });

  let providerPayment: ProviderPaymentState | null = null;
  if (redirecting) providerPayment = 'redirecting';
  else if (reference && reference === unconfirmed) providerPayment = 'pending';
  else if (reference) providerPayment = 'verifying';

  return {
    purchaseTarget: target,
    purchasing,
    result,
    providerPayment,
    // A return from the provider (its reference in the address) is the provider's flow.
    demoMode: reference === null && paymentFlow === 'demo',
    onSelectPackage: (pkg: Package) => setTarget(pkg),
    onConfirmPurchase: confirmPurchase,
    onCancelPurchase: () => {
      if (!purchasing) setTarget(null);
    },
    onDismissResult: () => setResult(null),
  };
}
