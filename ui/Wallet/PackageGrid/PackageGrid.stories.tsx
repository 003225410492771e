import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { goldPackage, packages, promotionalPackages, silverPackage } from '../../fixtures/wallet';
import { PackageGrid } from './PackageGrid';

const meta = {
  title: 'Components/Wallet/PackageGrid',
  component: PackageGrid,
  args: { packages, onPurchase: fn(), recommendedType: 'silver' },
} satisfies Meta<typeof PackageGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const columnCount = (canvasElement: HTMLElement) => {
  const grid = canvasElement.querySelector('article')?.parentElement;
  if (!grid) throw new TypeError('The grid has no cards');
  return getComputedStyle(grid).gridTemplateColumns.split(' ').length;
};

/** Desktop (1280 px, lg): three columns. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(columnCount(canvasElement)).toBe(3);
    const silver = canvas.getByRole('article', { name: silverPackage.name });
    await expect(within(silver).getByText('Recommended')).toBeVisible();
    await expect(canvas.getAllByText('Recommended')).toHaveLength(1);
    const gold = canvas.getByRole('article', { name: goldPackage.name });
    await userEvent.click(within(gold).getByRole('button', { name: 'Purchase Package' }));
    await expect(args.onPurchase).toHaveBeenCalledWith(packages[2]);
  },
};

export const RecommendedGold: Story = {
  args: { recommendedType: 'gold', packages: promotionalPackages },
  play: async ({ canvasElement }) => {
    const gold = within(canvasElement).getByRole('article', { name: goldPackage.name });
    await expect(within(gold).getByText('Recommended')).toBeVisible();
    await expect(within(gold).getByText('LIMITED OFFER')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button', { name: 'Purchase Package' });
    await expect(buttons).toHaveLength(4);
    for (const button of buttons) await expect(button).toBeDisabled();
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(2);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(1);
  },
};
