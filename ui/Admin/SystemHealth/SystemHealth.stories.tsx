import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { systemHealth } from '../../fixtures/admin';
import { failure, loading, success } from '../../remote';
import { SystemHealth } from './SystemHealth';

const meta = {
  title: 'Components/Admin/SystemHealth',
  component: SystemHealth,
  args: { health: success(systemHealth), onRetry: fn() },
} satisfies Meta<typeof SystemHealth>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'System health' })).toBeVisible();
    await expect(canvas.getByText('As of 21 Nov 2026, 14:05')).toBeVisible();
    // The status is a word, not only a colour.
    await expect(figure(canvasElement, 'Overall')).toHaveTextContent('Degraded');
    await expect(figure(canvasElement, 'Version')).toHaveTextContent('1.4.0');
    await expect(figure(canvasElement, 'Up for')).toHaveTextContent('3 days 2 h');
    const checks = within(canvas.getByRole('list', { name: 'Checks' })).getAllByRole('listitem');
    await expect(checks).toHaveLength(3);
    await expect(checks[1]).toHaveTextContent('Payment providerOK182 ms');
    await expect(checks[2]).toHaveTextContent('EmailDegradedQueue delayed by 4 minutes');
  },
};

export const AllOk: Story = {
  args: {
    health: success({
      ...systemHealth,
      status: 'ok',
      uptime_seconds: 600,
      checks: [{ name: 'database', status: 'ok', latency_ms: 2, detail: null }],
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Overall')).toHaveTextContent('OK');
    await expect(figure(canvasElement, 'Up for')).toHaveTextContent('10 min');
  },
};

export const Loading: Story = {
  args: { health: loading },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'System health' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A failed call shows the error and a retry, never an invented status (DESIGN §4.13). */
export const Failed: Story = {
  args: { health: failure('Failed to load system health') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load system health');
    await expect(canvas.queryByText('Overall')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Overall')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
