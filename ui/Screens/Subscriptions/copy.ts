import { SCREEN_MESSAGES, SUCCESS_NOTICES } from '@domain';
import { SUBSCRIPTION_PACKAGES } from '../../Shell/navigation';

/**
 * decisions §11, the provider flow: the browser is about to leave for the payment provider, or
 * has come back to /subscriptions?reference=… and the payment is being checked, or the provider
 * has not confirmed it yet. Once verified (or refused) the app reports it through `result`.
 */
export type ProviderPaymentState = 'redirecting' | 'verifying' | 'pending';

export const SUBSCRIPTIONS_COPY = {
  title: SUBSCRIPTION_PACKAGES,
  subtitle: 'Buy coins to book courts and join game sessions. Bigger packages give more coins.',
  approvalRequired: SCREEN_MESSAGES.packages.approvalRequired,
  loadingPackages: 'Loading subscription packages...',
  packagesHeading: 'Choose a package',
  noPackages: 'No packages are on sale right now. Please check back soon.',
  successTitle: SUCCESS_NOTICES.purchaseSuccessful,
  provider: {
    redirecting: {
      title: 'Redirecting to payment…',
      description:
        'You are being taken to our card payment provider to pay securely. Please do not close this page.',
    },
    verifying: {
      title: 'Verifying your payment…',
      description: 'We are confirming your payment with the payment provider. This takes a moment.',
    },
    pending: {
      title: 'Payment not confirmed yet',
      description:
        'The payment provider has not confirmed your payment yet. Your coins will be added as soon as it does; you can refresh this page to check again.',
    },
  } satisfies Record<ProviderPaymentState, { title: string; description: string }>,
};

export type SubscriptionsCopy = typeof SUBSCRIPTIONS_COPY;
