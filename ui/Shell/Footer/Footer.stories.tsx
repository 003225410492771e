import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Components/Shell/Footer',
  component: Footer,
  args: { year: 2026 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Footer' });
    await expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute(
      'href',
      '/about',
    );
    await expect(within(nav).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(within(nav).getByRole('link', { name: 'support@pitchside.ng' })).toHaveAttribute(
      'href',
      'mailto:support@pitchside.ng',
    );
    for (const network of ['Instagram', 'X', 'Facebook', 'YouTube']) {
      const link = within(footer).getByRole('link', { name: `Pitchside on ${network}` });
      await expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
      await expect(link).toHaveAttribute('rel', 'noreferrer');
    }
    await expect(within(footer).getByText('© 2026 Pitchside. All rights reserved.')).toBeVisible();
  },
};

export const DefaultPhone: Story = {
  ...Default,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
