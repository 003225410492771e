import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failure, loading, success } from '../../remote';
import { DemoOutboxScreen, type DemoEmail } from './DemoOutbox';

const PHONE = { viewport: { value: 'phone', isRotated: false } };

const emails: DemoEmail[] = [
  {
    id: 2,
    to: 'adaeze.okafor@example.com',
    kind: 'booking_confirmed',
    subject: 'Booking PSB-1024 confirmed',
    body: 'Hello Adaeze,\n\nLekki Arena, Pitch A, Fri 16 Jan 2026, 10:00–12:00. 40 coins are held for it until it is played.',
    link: '/bookings',
    created_at: '2026-01-15T09:30:00+01:00',
  },
  {
    id: 1,
    to: 'adaeze.okafor@example.com',
    kind: 'password_reset',
    subject: 'Reset your Pitchside password',
    body: 'Hello Adaeze,\n\nOpen this link to choose a new one:\nhttp://127.0.0.1:5173/reset-password?token=abc',
    link: 'http://127.0.0.1:5173/reset-password?token=abc',
    created_at: '2026-01-15T09:00:00+01:00',
  },
];

const meta = {
  title: 'Screens/DemoOutbox',
  tags: ['!autodocs'],
  component: DemoOutboxScreen,
  args: { emails: success(emails), onRefresh: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DemoOutboxScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each e-mail as it was sent, its text as plain text, its link followable. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Demo outbox' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'E-mails sent' });
    await expect(within(list).getAllByRole('article')).toHaveLength(2);
    await expect(
      canvas.getByRole('article', { name: 'Booking PSB-1024 confirmed' }),
    ).toHaveTextContent('To: adaeze.okafor@example.com');
    await expect(canvas.getByRole('link', { name: '/bookings' })).toHaveAttribute(
      'href',
      '/bookings',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};

export const DefaultPhone: Story = { ...Default, globals: PHONE };

export const Empty: Story = {
  args: { emails: success([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No e-mails sent yet')).toBeVisible();
  },
};

export const Loading: Story = { args: { emails: loading } };

export const Failed: Story = {
  args: { emails: failure('An unexpected error occurred. Please try again.') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The outbox could not be read')).toBeVisible();
  },
};
