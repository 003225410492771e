import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotificationBell } from './NotificationBell';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Components/Shell/NotificationBell',
  component: NotificationBell,
  args: { unread: 3 },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three unread: the link's name says so, and the badge shows the count to sighted members. */
export const Unread: Story = {
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('link', { name: 'Notifications, 3 unread' });
    await expect(bell).toHaveAttribute('href', '/notifications');
    await expect(bell).toHaveTextContent('3');
  },
};

export const UnreadPhone: Story = { ...Unread, globals: phone };

/** Nothing unread, or not known yet: the plain name and no badge. */
export const NoneUnread: Story = {
  args: { unread: 0 },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('link', { name: 'Notifications' });
    await expect(bell).toHaveTextContent('');
  },
};

export const NotKnownYet: Story = { ...NoneUnread, args: { unread: null } };

/** More than the badge spells out: '99+' on the badge and in the name. */
export const Many: Story = {
  args: { unread: 120 },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('link', { name: 'Notifications, 99+ unread' });
    await expect(bell).toHaveTextContent('99+');
  },
};

/** On the notifications page itself the bell is the current page. */
export const Current: Story = {
  args: { current: true },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('link', { name: 'Notifications, 3 unread' });
    await expect(bell).toHaveAttribute('aria-current', 'page');
  },
};
