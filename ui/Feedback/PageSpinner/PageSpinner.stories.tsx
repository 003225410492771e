import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageSpinner } from './PageSpinner';

const meta = {
  title: 'Components/Feedback/PageSpinner',
  component: PageSpinner,
} satisfies Meta<typeof PageSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading…' });
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};

/** With its label visible, e.g. the specification's 'Loading subscription packages...'. */
export const WithVisibleLabel: Story = {
  args: { label: 'Loading subscription packages...', showLabel: true, minH: '12rem' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('status', { name: 'Loading subscription packages...' }),
    ).toBeVisible();
    await expect(canvas.getByText('Loading subscription packages...')).toBeVisible();
  },
};
