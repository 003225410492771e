import { SERVICE_FALLBACK_MESSAGES, formatCoins, joinInsideCutoffText } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { gameSession } from '../../fixtures/factories';
import { openSession, storyNow } from '../../fixtures/locations';
import { openDialog } from '../openDialog';
import { JoinSessionDialog } from './JoinSessionDialog';
import { inOwnFrame } from '../../fixtures/docs';

const meta = {
  title: 'Components/Booking/JoinSessionDialog',
  component: JoinSessionDialog,
  parameters: inOwnFrame,
  args: {
    session: openSession,
    balance: 240,
    now: storyNow,
    locationName: 'Lekki Arena',
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof JoinSessionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };
const dialog = () => openDialog('alertdialog', `Join ${openSession.title}?`);
/** 09:00 on the story's day: a session at 10:30 starts inside the cut-off. */
const soonSession = { ...openSession, start_time: '10:30', end_time: '12:00' } as const;

/** Outside the cut-off: the cost and the balance after, and no warning. */
export const Confirm: Story = {
  play: async ({ args }) => {
    const open = await dialog();
    const body = within(open);
    await expect(open).toHaveTextContent('Lekki Arena · Pitch A');
    await expect(body.getByText('Cost').nextElementSibling).toHaveTextContent(
      formatCoins(openSession.coin_cost),
    );
    await expect(body.getByText('Your balance').nextElementSibling).toHaveTextContent(
      formatCoins(240),
    );
    await expect(body.getByText('Balance after joining').nextElementSibling).toHaveTextContent(
      formatCoins(240 - openSession.coin_cost),
    );
    await expect(body.queryByText(joinInsideCutoffText())).toBeNull();
    await userEvent.click(
      body.getByRole('button', { name: `Join for ${formatCoins(openSession.coin_cost)}` }),
    );
    await expect(args.onConfirm).toHaveBeenCalledWith(openSession);
    await userEvent.click(body.getByRole('button', { name: 'Not now' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const ConfirmPhone: Story = { ...Confirm, globals: phone };

/** Inside the cut-off: said plainly before the coins move. */
export const InsideCutoff: Story = {
  args: { session: soonSession },
  play: async ({ args }) => {
    const body = within(await dialog());
    await expect(body.getByText(joinInsideCutoffText())).toBeVisible();
    await expect(body.getByText('Balance after joining').nextElementSibling).toHaveTextContent(
      formatCoins(240 - openSession.coin_cost),
    );
    await userEvent.click(body.getByRole('button', { name: /^Join for/ }));
    await expect(args.onConfirm).toHaveBeenCalledWith(soonSession);
  },
};

export const InsideCutoffPhone: Story = { ...InsideCutoff, globals: phone };

export const NotEnoughCoins: Story = {
  args: { balance: 10 },
  play: async ({ args }) => {
    const body = within(await dialog());
    await expect(body.getByText('Not enough coins')).toBeVisible();
    await expect(body.queryByText('Balance after joining')).toBeNull();
    await expect(body.getByRole('link', { name: 'Buy coins' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
    await expect(body.getByRole('button', { name: /^Join for/ })).toBeDisabled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const open = await dialog();
    const body = within(open);
    await expect(body.getByRole('button', { name: /Joining/ })).toBeDisabled();
    await expect(body.getByRole('button', { name: 'Not now' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(open).toBeVisible();
  },
};

export const Failed: Story = {
  args: { error: 'You have already joined this session.' },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('alert')).toHaveTextContent(
      'You have already joined this session.',
    );
  },
};

/** The server refused without a reason of its own: the app passes SPEC §8's words. */
export const FailedWithoutMessage: Story = {
  args: { error: SERVICE_FALLBACK_MESSAGES.bookings.joinSession },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('alert')).toHaveTextContent('Failed to join session');
  },
};

/** A session without a title is named by its sport. */
export const Untitled: Story = {
  args: { session: gameSession({ ...openSession, title: '' }) },
  play: async () => {
    await openDialog('alertdialog', 'Join Football session?');
  },
};
