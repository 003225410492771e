import { Stack } from '@chakra-ui/react';
import { ACCOUNT_APPROVAL_REQUIRED, ACCOUNT_STATUSES } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { APPROVAL_BANNER_COPY, ApprovalBanner } from './ApprovalBanner';

const meta = {
  title: 'Components/Feedback/ApprovalBanner',
  component: ApprovalBanner,
  args: { status: 'PENDING' },
} satisfies Meta<typeof ApprovalBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveTextContent(ACCOUNT_APPROVAL_REQUIRED);
    await expect(banner).toHaveTextContent('you will receive an email notification once approved');
    await expect(banner).toHaveAttribute('data-status', 'PENDING');
  },
};

export const Pending: Story = {
  args: { status: 'PENDING' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveTextContent('Account Approval Required');
    // Waiting is not a fault: no link to support.
    await expect(within(banner).queryByRole('link')).toBeNull();
  },
};

export const Suspended: Story = {
  args: { status: 'SUSPENDED', reason: 'Repeated no-shows at Lekki Arena.' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('alert');
    await expect(banner).toHaveTextContent('Account Suspended');
    await expect(banner).toHaveTextContent('Reason given: Repeated no-shows at Lekki Arena.');
    await expect(within(banner).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

export const Rejected: Story = {
  args: { status: 'REJECTED' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('alert');
    await expect(banner).toHaveTextContent('Application Not Approved');
    await expect(banner).toHaveTextContent(APPROVAL_BANNER_COPY.REJECTED.description);
    await expect(banner).not.toHaveTextContent('Reason given');
  },
};

export const Active: Story = {
  args: { status: 'ACTIVE' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-status]')).toBeNull();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

/** Every account status, one above the other; the colours come from the status map. */
export const AllStatuses: Story = {
  render: () => (
    <Stack gap="4">
      {ACCOUNT_STATUSES.map((status) => (
        <ApprovalBanner key={status} status={status} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const expected = { PENDING: 'yellow', SUSPENDED: 'red', REJECTED: 'red' } as const;
    const banners = canvasElement.querySelectorAll('[data-status]');
    await expect(banners).toHaveLength(Object.keys(expected).length);
    for (const [status, palette] of Object.entries(expected)) {
      const banner = canvasElement.querySelector(`[data-status="${status}"]`);
      await expect(banner).toHaveAttribute('data-palette', palette);
    }
  },
};
