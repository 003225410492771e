import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { systemHealth } from '../../fixtures/admin';
import { success } from '../../remote';
import { figureBlockStories, figureOf, fitsTheWidth } from '../FigurePanel/figureStories';
import { SystemHealth } from './SystemHealth';

const meta = {
  title: 'Components/Admin/SystemHealth',
  component: SystemHealth,
  args: { figures: success(systemHealth), onRetry: fn() },
} satisfies Meta<typeof SystemHealth>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading, and a failed call with its retry: as every figure block (figureStories). */
const states = figureBlockStories('System health', 'Failed to load system health');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'System health' })).toBeVisible();
    await expect(canvas.getByText('As of 21 Nov 2026, 14:05')).toBeVisible();
    // The status is a word, not only a colour.
    await expect(figureOf(canvasElement, 'Overall')).toHaveTextContent('Degraded');
    await expect(figureOf(canvasElement, 'Version')).toHaveTextContent('1.4.0');
    await expect(figureOf(canvasElement, 'Up for')).toHaveTextContent('3 days 2 h');
    const checks = within(canvas.getByRole('list', { name: 'Checks' })).getAllByRole('listitem');
    await expect(checks).toHaveLength(3);
    await expect(checks[1]).toHaveTextContent('Payment providerOK182 ms');
    await expect(checks[2]).toHaveTextContent('EmailDegradedQueue delayed by 4 minutes');
  },
};

export const AllOk: Story = {
  args: {
    figures: success({
      ...systemHealth,
      status: 'ok',
      uptime_seconds: 600,
      checks: [{ name: 'database', status: 'ok', latency_ms: 2, detail: null }],
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(figureOf(canvasElement, 'Overall')).toHaveTextContent('OK');
    await expect(figureOf(canvasElement, 'Up for')).toHaveTextContent('10 min');
  },
};

export const Loading: Story = states.Loading;

export const Failed: Story = states.Failed;

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(figureOf(canvasElement, 'Overall')).toBeVisible();
    await fitsTheWidth();
  },
};
