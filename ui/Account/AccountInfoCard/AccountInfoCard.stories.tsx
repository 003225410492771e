import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  admin,
  member,
  neverLoggedInMember,
  pendingMember,
  rejectedMember,
  staffMember,
  suspendedMember,
} from '../../fixtures/users';
import { AccountInfoCard } from './AccountInfoCard';
import { SimpleGrid } from '@chakra-ui/react';

const meta = {
  title: 'Components/Account/AccountInfoCard',
  component: AccountInfoCard,
  args: { user: member },
} satisfies Meta<typeof AccountInfoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const valueOf = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label).nextElementSibling;

export const Member: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Account Information' })).toBeVisible();
    await expect(valueOf(canvasElement, 'Name')).toHaveTextContent('Adaeze Okafor');
    await expect(valueOf(canvasElement, 'Email')).toHaveTextContent('adaeze.okafor@example.ng');
    await expect(valueOf(canvasElement, 'Phone')).toHaveTextContent('+234 803 123 4567');
    await expect(canvas.getByText('Active')).toHaveAttribute('data-palette', 'green');
    await expect(canvas.getByText('User')).toHaveAttribute('data-palette', 'gray');
    await expect(valueOf(canvasElement, 'Member since')).toHaveTextContent('2 Mar 2026');
    await expect(valueOf(canvasElement, 'Last login')).toHaveTextContent('20 Nov 2026, 18:42');
  },
};

export const Admin: Story = {
  args: { user: admin },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Admin');
    await expect(badge).toHaveAttribute('data-status', 'ADMIN');
    await expect(badge).toHaveAttribute('data-palette', 'violet');
  },
};

export const NeverLoggedIn: Story = {
  args: { user: neverLoggedInMember },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Last login')).toHaveTextContent('Never');
  },
};

/** Every account status and role, side by side, so no badge colour goes unreviewed. */
export const AllKinds: Story = {
  render: () => (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      {[member, pendingMember, suspendedMember, rejectedMember, staffMember, admin].map((user) => (
        <AccountInfoCard
          key={user.id}
          user={user}
          copy={{ title: `Account Information: ${user.full_name}` }}
        />
      ))}
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('region', { name: /^Account Information/ })).toHaveLength(6);
    await expect(canvas.getByText('Pending')).toHaveAttribute('data-palette', 'yellow');
    await expect(canvas.getByText('Suspended')).toHaveAttribute('data-palette', 'red');
    await expect(canvas.getByText('Rejected')).toHaveAttribute('data-palette', 'red');
    await expect(canvas.getByText('Staff')).toHaveAttribute('data-palette', 'blue');
    await expect(canvas.getByText('Admin')).toHaveAttribute('data-palette', 'violet');
  },
};

export const Phone: Story = {
  args: { user: { ...member, email: 'oluwaseun.adebayo-williams.longname@example.ng' } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Email')).toBeVisible();
  },
};
