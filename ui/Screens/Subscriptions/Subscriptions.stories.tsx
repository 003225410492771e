import { SCREEN_MESSAGES, SERVICE_FALLBACK_MESSAGES, formatNaira, type Package } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  goldPackage,
  packages,
  platinumPackage,
  promotionalGoldPackage,
  promotionalPackages,
  silverPackage,
  wallet,
} from '../../fixtures/wallet';
import { expectSeen, inViewport } from '../../Feedback/PageNotice/seen';
import { failure, loading, success } from '../../remote';
import {
  SubscriptionsScreen,
  purchaseSuccessMessage,
  type PurchaseOutcome,
  type SubscriptionsScreenProps,
} from './Subscriptions';
import { expectSavedDataNote, savedAt } from '../../fixtures/savedData';

const meta = {
  title: 'Screens/Subscriptions',
  tags: ['!autodocs'],
  component: SubscriptionsScreen,
  parameters: { layout: 'fullscreen', route: '/subscriptions' },
  args: {
    approved: true,
    packages: success(packages),
    wallet: success(wallet),
    recommendedType: 'silver',
    purchaseTarget: null,
    purchasing: false,
    result: null,
    onSelectPackage: fn(),
    onConfirmPurchase: fn(),
    onCancelPurchase: fn(),
    onDismissResult: fn(),
    onRetryWallet: fn(),
  },
} satisfies Meta<typeof SubscriptionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog, once its entry animation is over (axe then sees its final colours). */
async function findDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  // Infinite animations (a busy button's spinner) never finish: wait only for the others.
  const entry = dialog
    .getAnimations({ subtree: true })
    .filter((a) => a.effect?.getTiming().iterations !== Infinity);
  await Promise.all(entry.map((a) => a.finished));
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

export const Unapproved: Story = {
  args: { approved: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Subscription Packages',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Account Approval Required: Your account needs to be approved before you can purchase subscription packages. Please wait for staff approval.',
    );
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
    await expect(canvas.queryByText('My Wallet')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { packages: loading, wallet: loading },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading subscription packages...')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'My Wallet' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('button', { name: 'Purchase Package' })).toBeNull();
  },
};

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Subscription Packages' }),
    ).toBeVisible();
    const walletCard = canvas.getByRole('region', { name: 'My Wallet' });
    await expect(within(walletCard).getByText('245 coins')).toBeVisible();
    for (const label of ['Total balance', 'Reserved', 'Total earned', 'Total spent']) {
      await expect(within(walletCard).getByText(label)).toBeVisible();
    }
    const recent = canvas.getByRole('region', { name: 'Recent Transactions' });
    await expect(within(recent).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    const gold = canvas.getByRole('article', { name: goldPackage.name });
    await expect(gold).toHaveAttribute('data-highlighted', 'true');
    const silver = canvas.getByRole('article', { name: silverPackage.name });
    await expect(within(silver).getByText('Recommended')).toBeVisible();
    await userEvent.click(within(gold).getByRole('button', { name: 'Purchase Package' }));
    await expect(args.onSelectPackage).toHaveBeenCalledWith(goldPackage);
  },
};

export const ReadyPhone: Story = {
  ...Ready,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const WithPromotion: Story = {
  args: { packages: success(promotionalPackages), recommendedType: 'gold' },
  play: async ({ canvasElement }) => {
    const gold = within(canvasElement).getByRole('article', { name: goldPackage.name });
    const scope = within(gold);
    await expect(scope.getByText('LIMITED OFFER')).toBeVisible();
    await expect(
      scope.getByText(formatNaira(promotionalGoldPackage.discounted_price ?? 0)),
    ).toBeVisible();
    await expect(gold.querySelector('s')).toHaveTextContent(
      `was ${formatNaira(promotionalGoldPackage.price)}`,
    );
    await expect(
      scope.getByText(`Save ${promotionalGoldPackage.discount_percentage}% off!`),
    ).toBeVisible();
    await expect(
      scope.getByText(
        `You save ${formatNaira(promotionalGoldPackage.price - (promotionalGoldPackage.discounted_price ?? 0))}`,
      ),
    ).toBeVisible();
    await expect(scope.getByText('Recommended')).toBeVisible();
  },
};

export const PurchaseDialog: Story = {
  args: { packages: success(promotionalPackages), purchaseTarget: promotionalGoldPackage },
  play: async ({ args }) => {
    const dialog = await findDialog(`Confirm Purchase - ${goldPackage.name}`);
    const scope = within(dialog);
    await expect(
      scope.getByText(formatNaira(promotionalGoldPackage.discounted_price ?? 0)),
    ).toBeVisible();
    await expect(scope.getByText('300 coins')).toBeVisible();
    await expect(scope.getByText('90 days')).toBeVisible();
    await expect(scope.getByText('Demo Notice')).toBeVisible();
    await userEvent.click(scope.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancelPurchase).toHaveBeenCalledTimes(1);
    await userEvent.click(scope.getByRole('button', { name: 'Confirm Purchase' }));
    await expect(args.onConfirmPurchase).toHaveBeenCalledWith(promotionalGoldPackage);
  },
};

export const PurchaseBusy: Story = {
  args: { purchaseTarget: silverPackage, purchasing: true },
  play: async ({ args }) => {
    const dialog = await findDialog(`Confirm Purchase - ${silverPackage.name}`);
    const scope = within(dialog);
    await expect(scope.getByRole('button', { name: /Processing\.\.\./ })).toBeDisabled();
    await expect(scope.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancelPurchase).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};

/** The app's part, played by the story: the dialog opens, and confirming grants the coins. */
function Purchasing(props: SubscriptionsScreenProps) {
  const [target, setTarget] = useState<Package | null>(null);
  const [result, setResult] = useState<PurchaseOutcome | null>(null);
  return (
    <SubscriptionsScreen
      {...props}
      purchaseTarget={target}
      result={result}
      onSelectPackage={(pkg) => {
        props.onSelectPackage(pkg);
        setResult(null);
        setTarget(pkg);
      }}
      onConfirmPurchase={(pkg) => {
        props.onConfirmPurchase(pkg);
        setTarget(null);
        setResult({ kind: 'success', message: purchaseSuccessMessage(pkg.coins) });
      }}
      onCancelPurchase={() => setTarget(null)}
    />
  );
}

/**
 * Bought from the last package card, far below the page's top: 'Purchase Successful!' is
 * brought on screen and keeps the focus the closing dialog would otherwise hand back to the card.
 */
export const PurchaseFromBottom: Story = {
  render: (args) => <Purchasing {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: platinumPackage.name });
    const buy = within(card).getByRole('button', { name: 'Purchase Package' });
    buy.scrollIntoView({ block: 'end' });
    await userEvent.click(buy);
    const dialog = await findDialog(`Confirm Purchase - ${platinumPackage.name}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Purchase' }));
    await expect(args.onConfirmPurchase).toHaveBeenCalledWith(platinumPackage);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent('Purchase Successful!');
    await expect(notice).toHaveTextContent(purchaseSuccessMessage(platinumPackage.coins));
    await expectSeen(notice);
    // Still there once the dialog's closing has settled: nothing took the focus back.
    await new Promise((settle) => setTimeout(settle, 500));
    await expect(notice).toHaveFocus();
    await expect(inViewport(notice)).toBe(true);
  },
};

export const PurchaseFromBottomPhone: Story = {
  ...PurchaseFromBottom,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Cancelled: no outcome to report, so focus goes back to the card's button. */
export const PurchaseCancelled: Story = {
  render: (args) => <Purchasing {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: silverPackage.name });
    const buy = within(card).getByRole('button', { name: 'Purchase Package' });
    await userEvent.click(buy);
    const dialog = await findDialog(`Confirm Purchase - ${silverPackage.name}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(buy).toHaveFocus());
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const PurchaseSuccess: Story = {
  args: { result: { kind: 'success', message: purchaseSuccessMessage(130) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('status');
    await expect(banner).toHaveTextContent('Purchase Successful!');
    await expect(banner).toHaveTextContent('130 coins have been added to your wallet.');
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismissResult).toHaveBeenCalledTimes(1);
  },
};

export const PurchaseError: Story = {
  args: {
    result: { kind: 'error', message: SERVICE_FALLBACK_MESSAGES.subscriptions.purchase },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent('Purchase failed');
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismissResult).toHaveBeenCalledTimes(1);
  },
};

/** The purchase answered neither a grant nor a way to pay: SPEC §8's 'Purchase initialization failed'. */
export const PurchaseInitializationFailed: Story = {
  args: {
    result: {
      kind: 'error',
      message: SERVICE_FALLBACK_MESSAGES.subscriptions.purchaseInitialization,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Purchase initialization failed',
    );
  },
};

export const PurchaseServerMessage: Story = {
  args: { result: { kind: 'error', message: 'This package is no longer on sale.' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'This package is no longer on sale.',
    );
  },
};

export const PurchaseException: Story = {
  args: { result: { kind: 'error', message: SCREEN_MESSAGES.purchase.unexpected } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'An unexpected error occurred during purchase',
    );
  },
};

export const WalletError: Story = {
  args: { wallet: failure(SCREEN_MESSAGES.packages.loadWalletFailed) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const walletCard = canvas.getByRole('region', { name: 'My Wallet' });
    // SPEC §8 Packages: this page says 'Failed to load wallet information'.
    await expect(within(walletCard).getByRole('alert')).toHaveTextContent(
      'Failed to load wallet information',
    );
    await userEvent.click(within(walletCard).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryWallet).toHaveBeenCalledTimes(1);
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getAllByRole('button', { name: 'Purchase Package' })[0]).toBeEnabled();
  },
};

export const PackagesError: Story = {
  args: { packages: failure(SCREEN_MESSAGES.packages.loadPackagesFailed) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load packages');
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'My Wallet' })).toBeVisible();
  },
};

/** The packages' answer could not be read: SPEC §8's 'An error occurred while loading data'. */
export const PackagesLoadError: Story = {
  args: { packages: failure(SCREEN_MESSAGES.packages.loadError) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'An error occurred while loading data',
    );
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const PackagesLoadErrorPhone: Story = {
  ...PackagesLoadError,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const NoPackages: Story = {
  args: { packages: success([]) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No packages are on sale right now. Please check back soon.'),
    ).toBeVisible();
  },
};

/** decisions §11: a purchase answered with a payment_url; the browser is leaving for the provider. */
export const RedirectingToProvider: Story = {
  args: { providerPayment: 'redirecting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Redirecting to payment…');
    for (const button of canvas.getAllByRole('button', { name: 'Purchase Package' })) {
      await expect(button).toBeDisabled();
    }
  },
};

/** Back from the provider at /subscriptions?reference=…: the payment is being verified. */
export const VerifyingPayment: Story = {
  args: { providerPayment: 'verifying', wallet: loading },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByText('Verifying your payment…').closest('[role="status"]');
    await expect(notice).toHaveAttribute('aria-busy', 'true');
    for (const button of canvas.getAllByRole('button', { name: 'Purchase Package' })) {
      await expect(button).toBeDisabled();
    }
  },
};

export const PaymentVerified: Story = {
  args: { result: { kind: 'success', message: purchaseSuccessMessage(300) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Purchase Successful!300 coins have been added to your wallet.',
    );
    await expect(canvas.queryByText('Verifying your payment…')).not.toBeInTheDocument();
  },
};

export const PaymentVerificationFailed: Story = {
  args: {
    result: { kind: 'error', message: SERVICE_FALLBACK_MESSAGES.subscriptions.paymentVerification },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Payment verification failed',
    );
  },
};

export const PaymentPending: Story = {
  args: { providerPayment: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Payment not confirmed yet');
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'false');
  },
};

/** A server that keeps no wallet history: the wallet card links none. */
export const WithoutCoinHistory: Story = {
  args: { coinHistory: false },
  play: async ({ canvasElement }) => {
    const walletCard = within(canvasElement).getByRole('region', { name: 'My Wallet' });
    await expect(within(walletCard).getByText('245 coins')).toBeVisible();
    await expect(within(walletCard).queryByRole('link', { name: 'Coin history' })).toBeNull();
  },
};

export const WithoutCoinHistoryPhone: Story = {
  ...WithoutCoinHistory,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/**
 * What this browser kept, shown while the server has not answered (or cannot): said under the
 * heading, with the time it was loaded, above the data itself.
 */
export const SavedData: Story = {
  args: { savedAt },
  play: async ({ canvasElement }) => {
    await expectSavedDataNote(canvasElement, 'Subscription Packages');
    const walletCard = within(canvasElement).getByRole('region', { name: 'My Wallet' });
    await expect(within(walletCard).getByText('245 coins')).toBeVisible();
  },
};

export const SavedDataPhone: Story = {
  ...SavedData,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
