import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Notification, NotificationListPage } from '@domain';
import { failure, loading, success } from '../../remote';
import { NotificationsScreen, type NotificationsScreenProps } from './Notifications';

const PHONE = { viewport: { value: 'phone', isRotated: false } };

const notifications: Notification[] = [
  {
    id: 3,
    kind: 'coins_credited',
    title: '30 coins added to your wallet',
    body: 'Staff added 30 coins: Floodlight outage. Your available balance is now 130 coins.',
    link: '/subscriptions/history',
    read_at: null,
    created_at: '2026-01-15T09:30:00+01:00',
  },
  {
    id: 2,
    kind: 'booking_confirmed',
    title: 'Booking PSB-1024 confirmed',
    body: 'Lekki Arena, Pitch A, Fri 16 Jan 2026, 10:00–12:00. 40 coins are held for it until it is played.',
    link: '/bookings',
    read_at: null,
    created_at: '2026-01-14T18:05:00+01:00',
  },
  {
    id: 1,
    kind: 'account_approved',
    title: 'Your Pitchside account is approved',
    body: 'Welcome! You can now sign in, buy coins, book courts and join game sessions.',
    link: '/login',
    read_at: '2026-01-10T08:00:00+01:00',
    created_at: '2026-01-10T07:55:00+01:00',
  },
];

const page = (results: Notification[]): NotificationListPage => ({
  count: results.length,
  page: 1,
  page_size: 20,
  next: null,
  previous: null,
  results,
  unread_count: results.filter((n) => n.read_at === null).length,
});

/** The app's part: marking read changes the list as the server would. */
function Flow(props: NotificationsScreenProps) {
  const [items, setItems] = useState(notifications);
  const read = (id?: number) =>
    setItems((now) =>
      now.map((n) =>
        id === undefined || n.id === id ? { ...n, read_at: n.read_at ?? n.created_at } : n,
      ),
    );
  return (
    <NotificationsScreen
      {...props}
      notifications={success(page(items))}
      onMarkRead={(notification) => {
        props.onMarkRead(notification);
        read(notification.id);
      }}
      onMarkAllRead={() => {
        props.onMarkAllRead();
        read();
      }}
    />
  );
}

const meta = {
  title: 'Screens/Notifications',
  tags: ['!autodocs'],
  component: NotificationsScreen,
  args: {
    notifications: success(page(notifications)),
    onMarkRead: fn(),
    onMarkAllRead: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unread ones say so; mark one, then all, as read. */
export const Default: Story = {
  render: (args) => <Flow {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[0]!).getByText(/Unread:/)).toBeInTheDocument();
    await expect(within(items[2]!).queryByText(/Unread:/)).toBeNull();
    await expect(within(items[1]!).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/bookings',
    );
    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Mark as read' }));
    await expect(args.onMarkRead).toHaveBeenCalledWith(notifications[0]);
    await expect(within(items[0]!).queryByRole('button', { name: 'Mark as read' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalled();
    await expect(within(list).queryAllByRole('button', { name: 'Mark as read' })).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

export const DefaultPhone: Story = { ...Default, globals: PHONE };

export const Empty: Story = {
  args: { notifications: success(page([])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No notifications yet')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  },
};

export const EmptyPhone: Story = { ...Empty, globals: PHONE };

export const Loading: Story = {
  args: { notifications: loading },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading notifications…')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Notifications' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadFailed: Story = {
  args: { notifications: failure('Network error. Please check your connection.') },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your notifications could not be loaded')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LoadFailedPhone: Story = { ...LoadFailed, globals: PHONE };

/** Marking failed: the server's reason, above the list. */
export const MarkFailed: Story = {
  args: { actionError: 'Not found.' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Not marked as read');
    await expect(alert).toHaveTextContent('Not found.');
  },
};
