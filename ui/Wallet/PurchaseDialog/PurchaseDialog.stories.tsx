import { formatNaira } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { goldPackage, promotionalGoldPackage, silverPackage } from '../../fixtures/wallet';
import { PurchaseDialog } from './PurchaseDialog';
import { inOwnFrame } from '../../fixtures/docs';

const meta = {
  title: 'Components/Wallet/PurchaseDialog',
  component: PurchaseDialog,
  parameters: inOwnFrame,
  args: { pkg: silverPackage, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof PurchaseDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog, once its entry animation is over (axe then sees its final colours). */
async function findDialog(name?: string) {
  const dialog = await screen.findByRole('dialog', name ? { name } : {});
  // Infinite animations (a busy button's spinner) never finish: wait only for the others.
  const entry = dialog
    .getAnimations({ subtree: true })
    .filter((a) => a.effect?.getTiming().iterations !== Infinity);
  await Promise.all(entry.map((a) => a.finished));
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog(`Confirm Purchase - ${silverPackage.name}`);
    const scope = within(dialog);
    await expect(scope.getByText('₦12,000')).toBeVisible();
    await expect(scope.getByText('130 coins')).toBeVisible();
    await expect(scope.getByText('60 days')).toBeVisible();
    await expect(scope.getByText('Demo Notice')).toBeVisible();
    await expect(scope.getByText(/redirected to our card payment provider/)).toBeVisible();
    await expect(scope.getByText(/coins are added to your wallet at once/)).toBeVisible();
    await userEvent.click(scope.getByRole('button', { name: 'Confirm Purchase' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(silverPackage);
  },
};

export const Discounted: Story = {
  args: { pkg: promotionalGoldPackage },
  play: async () => {
    const dialog = await findDialog(`Confirm Purchase - ${goldPackage.name}`);
    await expect(
      within(dialog).getByText(formatNaira(promotionalGoldPackage.discounted_price ?? 0)),
    ).toBeVisible();
    await expect(dialog.querySelector('s')).toHaveTextContent(
      `was ${formatNaira(promotionalGoldPackage.price)}`,
    );
  },
};

/** decisions §11: outside demo mode, confirming leads to the payment provider. */
export const ProviderMode: Story = {
  args: { demoMode: false },
  play: async () => {
    const dialog = await findDialog(`Confirm Purchase - ${silverPackage.name}`);
    const scope = within(dialog);
    await expect(scope.getByText('Secure card payment')).toBeVisible();
    await expect(scope.getByText(/taken to our card payment provider/)).toBeVisible();
    await expect(scope.queryByText('Demo Notice')).not.toBeInTheDocument();
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(2));
  },
};

/** While busy: 'Processing...', and neither Escape, Cancel nor the close button can close it. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const dialog = await findDialog();
    const scope = within(dialog);
    const confirm = scope.getByRole('button', { name: /Processing\.\.\./ });
    await expect(confirm).toBeDisabled();
    await expect(scope.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(scope.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};

export const Closed: Story = {
  args: { pkg: null },
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await findDialog(`Confirm Purchase - ${silverPackage.name}`);
    await expect(within(dialog).getByRole('button', { name: 'Confirm Purchase' })).toBeVisible();
  },
};
