import { SCREEN_MESSAGES } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DemoDataNotice } from './DemoDataNotice';

const meta = {
  title: 'Components/Feedback/DemoDataNotice',
  component: DemoDataNotice,
  args: { message: SCREEN_MESSAGES.locations.loadFailed },
} satisfies Meta<typeof DemoDataNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('status');
    await expect(notice).toHaveTextContent('Failed to load locations');
    await expect(notice).toHaveTextContent('Showing demo data');
  },
};

/** The admin overview's fallback when its statistics fail. */
export const AdminFigures: Story = {
  args: { message: 'Failed to load admin statistics', notice: 'Showing demo figures' },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('status');
    await expect(notice).toHaveTextContent('Failed to load admin statistics');
    await expect(notice).toHaveTextContent('Showing demo figures');
  },
};
