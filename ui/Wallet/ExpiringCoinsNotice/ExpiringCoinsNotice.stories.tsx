import { expiringCoinsText } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expiringWallet } from '../../fixtures/wallet';
import { ExpiringCoinsNotice } from './ExpiringCoinsNotice';

const expiring = expiringWallet.expiring;

const meta = {
  title: 'Components/Wallet/ExpiringCoinsNotice',
  component: ExpiringCoinsNotice,
  args: { expiring },
} satisfies Meta<typeof ExpiringCoinsNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** News, not a failure: a status a screen reader reads when it appears, never an alert. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent('40 coins expire on 12 Dec 2026');
    await expect(notice).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const OneCoin: Story = {
  args: { expiring: { coins: 1, expires_at: '2026-12-01T08:00:00+01:00' } },
  play: async ({ canvasElement, args }) => {
    const notice = within(canvasElement).getByRole('status');
    await expect(notice).toHaveTextContent('1 coin expires on 1 Dec 2026');
    if (args.expiring) await expect(notice).toHaveTextContent(expiringCoinsText(args.expiring));
  },
};

/** Nothing expiring soon: nothing is shown, not an empty box. */
export const NothingExpiring: Story = {
  args: { expiring: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await expect(canvasElement.querySelector('[data-expiring-coins]')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('status');
    await expect(notice).toHaveTextContent('40 coins expire on 12 Dec 2026');
    // The sentence wraps within the phone's width; the page does not scroll sideways.
    await expect(notice.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
