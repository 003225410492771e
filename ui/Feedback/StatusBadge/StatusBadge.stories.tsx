import { HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { PaletteName } from '../../theme/colors';
import { STATUS_KINDS, statusLabel, statusValues, type StatusKind } from '../../theme/status';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Components/Feedback/StatusBadge',
  component: StatusBadge,
  args: { kind: 'account', value: 'ACTIVE' },
  argTypes: {
    kind: { control: 'select', options: STATUS_KINDS },
    value: { control: 'text' },
    label: { control: 'text' },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Active');
    await expect(badge).toHaveAttribute('data-status', 'ACTIVE');
    await expect(badge).toHaveAttribute('data-palette', 'green');
  },
};

export const CustomLabel: Story = {
  args: { kind: 'package', value: 'gold', label: 'Gold package' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Gold package');
    await expect(badge).toHaveAttribute('data-status', 'gold');
    await expect(badge).toHaveAttribute('data-palette', 'yellow');
  },
};

/**
 * One badge per known value of a kind, taken from the theme's status map so none is missed,
 * plus one value the map does not know, which shows the fallback. The expected colours are
 * written out from the specification, so the play function checks the map rather than
 * repeating it.
 */
function matrix(kind: StatusKind, expected: Record<string, PaletteName>, unknown: string): Story {
  const values = [...statusValues(kind), unknown];
  return {
    args: { kind, value: unknown },
    render: () => (
      <HStack gap="3" wrap="wrap">
        {values.map((value) => (
          <StatusBadge key={value} kind={kind} value={value} />
        ))}
      </HStack>
    ),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(Object.keys(expected)).toEqual(values);
      await expect(canvasElement.querySelectorAll('[data-status]')).toHaveLength(values.length);
      for (const [value, palette] of Object.entries(expected)) {
        const badge = canvas.getByText(statusLabel(value));
        await expect(badge).toHaveAttribute('data-status', value);
        await expect(badge).toHaveAttribute('data-palette', palette);
      }
    },
  };
}

export const AccountStatuses = matrix(
  'account',
  { ACTIVE: 'green', PENDING: 'yellow', SUSPENDED: 'red', REJECTED: 'red', DEACTIVATED: 'gray' },
  'DEACTIVATED',
);

export const BookingStatuses = matrix(
  'booking',
  {
    PENDING: 'yellow',
    CONFIRMED: 'blue',
    COMPLETED: 'green',
    CANCELLED: 'red',
    NO_SHOW: 'gray',
    RESCHEDULED: 'gray',
  },
  'RESCHEDULED',
);

export const PaymentStatuses = matrix(
  'payment',
  { PAID: 'green', PENDING: 'yellow', REFUNDED: 'blue', FAILED: 'yellow' },
  'FAILED',
);

export const Roles = matrix(
  'role',
  { USER: 'gray', STAFF: 'blue', ADMIN: 'violet', GUEST: 'gray' },
  'GUEST',
);

export const PackageTypes = matrix(
  'package',
  { bronze: 'orange', silver: 'gray', gold: 'yellow', platinum: 'violet', diamond: 'gray' },
  'diamond',
);
