import { sessionTooLateToLeaveText } from '@domain';

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  cancelledSession,
  fullSession,
  joinedSession,
  joinedSoonSession,
  maintenanceSession,
  openSession,
  storyNow,
} from '../../fixtures/locations';
import { GAME_SESSION_CARD_COPY, GameSessionCard } from './GameSessionCard';
import { SimpleGrid } from '@chakra-ui/react';

const meta = {
  title: 'Components/Locations/GameSessionCard',
  component: GameSessionCard,
  args: {
    session: openSession,
    joined: false,
    now: storyNow,
    locationName: 'Lekki Arena',
    onJoin: fn(),
    onLeave: fn(),
  },
  decorators: [
    (Story) => (
      <SimpleGrid maxW="sm">
        <Story />
      </SimpleGrid>
    ),
  ],
} satisfies Meta<typeof GameSessionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Joinable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Saturday 5-a-side' });
    await expect(card).toHaveTextContent('Lekki Arena · Pitch A (Football)');
    await expect(card).toHaveTextContent('Sat 21 Nov 2026, 16:00–18:00');
    await expect(card).toHaveTextContent('7/10');
    await expect(canvas.getByRole('progressbar', { name: '7 of 10 places taken' })).toHaveAttribute(
      'aria-valuenow',
      '7',
    );
    await expect(card).toHaveTextContent('15 coins per player');
    await expect(card).toHaveTextContent('Available');
    // The button says which session it joins, not only "Join".
    await userEvent.click(
      canvas.getByRole('button', { name: 'Join Saturday 5-a-side, Sat 21 Nov 2026, 16:00' }),
    );
    await expect(args.onJoin).toHaveBeenCalledWith(openSession);
  },
};

export const Joining: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Joining/ });
    await expect(button).toBeDisabled();
  },
};

/**
 * A double tap, with the card's container marking it busy from the first (as the app's does): one
 * join, and the button disabled and saying so until the answer.
 */
export const DoubleTapped: Story = {
  render: function DoubleTapped(args) {
    const [busy, setBusy] = useState(false);
    return (
      <GameSessionCard
        {...args}
        busy={busy}
        onJoin={(session) => {
          setBusy(true);
          args.onJoin(session);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.dblClick(canvas.getByRole('button', { name: /^Join / }));
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: /Joining/ })).toBeDisabled();
  },
};

export const Joined: Story = {
  args: { session: joinedSession, joined: true, locationName: 'Ikoyi Racquet Club' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("You're in")).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Join / })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^Leave / }));
    await expect(args.onLeave).toHaveBeenCalledWith(joinedSession);
  },
};

export const Leaving: Story = {
  args: { session: joinedSession, joined: true, busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Leaving/ })).toBeDisabled();
  },
};

/** Leaving is cancelling, so it closes at the cancellation cut-off like any cancellation. */
export const TooLateToLeave: Story = {
  args: { session: joinedSoonSession, joined: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Tennis session' })).toBeVisible();
    const leave = canvas.getByRole('button', { name: /^Leave / });
    await expect(leave).toBeDisabled();
    await expect(leave).toHaveAccessibleDescription(sessionTooLateToLeaveText());
  },
};

export const Full: Story = {
  args: { session: fullSession, locationName: 'Yaba Hoops Centre' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Full' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Every place is taken.');
    await expect(canvas.getByText('10/10')).toBeVisible();
  },
};

export const Maintenance: Story = {
  args: { session: maintenanceSession, locationName: 'Garden City Turf' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Unavailable' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('The court is under maintenance.');
    await expect(within(canvasElement).getByText('Maintenance')).toBeVisible();
  },
};

export const Cancelled: Story = {
  args: { session: cancelledSession, locationName: 'Wuse Sports Hub' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Unavailable' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('This session was cancelled.');
  },
};

const ALL_STATES = [
  { session: openSession, joined: false },
  { session: fullSession, joined: false },
  { session: joinedSession, joined: true },
  { session: joinedSoonSession, joined: true },
  { session: maintenanceSession, joined: false },
  { session: cancelledSession, joined: false },
  { session: { ...openSession, id: 107, status: 'completed' as const }, joined: false },
  { session: { ...openSession, id: 108, status: 'booked' as const }, joined: false },
];

/** Every action a card can offer, side by side. */
export const AllStates: Story = {
  decorators: [
    (Story) => (
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" maxW="none">
        <Story />
      </SimpleGrid>
    ),
  ],
  render: (args) => (
    <>
      {ALL_STATES.map(({ session, joined }) => (
        <GameSessionCard key={session.id} {...args} session={session} joined={joined} />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(ALL_STATES.length);
    await expect(canvas.getByRole('button', { name: /^Join / })).toBeEnabled();
    await expect(canvas.getAllByRole('button', { name: /^Leave / })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Full' })).toBeDisabled();
    await expect(canvas.getAllByRole('button', { name: 'Unavailable' })).toHaveLength(4);
    await expect(canvas.getByText('This session has ended.')).toBeVisible();
    await expect(canvas.getByText('This session is not open to join.')).toBeVisible();
  },
};

const phone = { viewport: { value: 'phone', isRotated: false } } as const;
const waitlistArgs = {
  session: { ...fullSession, status: 'booked' as const },
  locationName: 'Yaba Hoops Centre',
  onJoinWaitlist: fn(),
  onLeaveWaitlist: fn(),
};

/** A full session offers its waitlist (docs/waitlist.md): "Full", and a Join waitlist named after it. */
export const WaitlistOpen: Story = {
  args: waitlistArgs,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Sunday Basketball Run' });
    await expect(within(card).getByText('Full')).toBeVisible();
    await expect(card).not.toHaveTextContent('Booked');
    const join = canvas.getByRole('button', {
      name: 'Join waitlist for Sunday Basketball Run, Sun 22 Nov 2026, 10:00',
    });
    await expect(join).toHaveAccessibleDescription(GAME_SESSION_CARD_COPY.waitlistHint);
    await userEvent.click(join);
    await expect(args.onJoinWaitlist).toHaveBeenCalledWith(waitlistArgs.session);
  },
};

export const WaitlistOpenPhone: Story = {
  ...WaitlistOpen,
  globals: phone,
};

/** Waiting: the member's place in the queue, and Leave waitlist. */
export const OnWaitlist: Story = {
  args: { ...waitlistArgs, waitlistPosition: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You are #2 on the waitlist')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Join waitlist/ })).toBeNull();
    const leave = canvas.getByRole('button', {
      name: 'Leave waitlist for Sunday Basketball Run, Sun 22 Nov 2026, 10:00',
    });
    await expect(leave).toHaveAccessibleDescription('You are #2 on the waitlist');
    await userEvent.click(leave);
    await expect(args.onLeaveWaitlist).toHaveBeenCalledWith(waitlistArgs.session);
  },
};

export const OnWaitlistPhone: Story = {
  ...OnWaitlist,
  globals: phone,
};

export const WaitlistSaving: Story = {
  args: { ...waitlistArgs, busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Saving/ })).toBeDisabled();
  },
};

/** Once a full session has started, its queue is closed: only "Full" remains. */
export const WaitlistClosedOnceStarted: Story = {
  args: {
    ...waitlistArgs,
    session: {
      ...waitlistArgs.session,
      date: '2026-11-21',
      session_date: '2026-11-21',
      start_time: '08:00',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /waitlist/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Unavailable' })).toBeDisabled();
  },
};
