import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { loading, failure, success } from '../../remote';
import {
  promotedEntry,
  skippedForClashEntry,
  skippedForCoinsEntry,
  waitingEntry,
  waitlistEntries,
} from '../../fixtures/waitlist';
import { WAITLIST_ENTRIES_COPY } from './copy';
import { WaitlistEntries } from './WaitlistEntries';

const meta = {
  title: 'Components/Booking/WaitlistEntries',
  component: WaitlistEntries,
  args: { entries: success(waitlistEntries), onLeave: fn(), onRetry: fn() },
} satisfies Meta<typeof WaitlistEntries>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } } as const;

/** Where the member stands in each queue, and what became of the places they waited for. */
export const EveryOutcome: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Waitlists' })).toBeVisible();
    const waiting = canvas.getByRole('article', { name: 'Sunday Basketball Run' });
    await expect(waiting).toHaveTextContent('You are #2 on the waitlist');
    await expect(waiting).toHaveTextContent('Waiting');
    const promoted = canvas.getByRole('article', { name: 'Doubles Ladder' });
    await expect(promoted).toHaveTextContent('Booked in');
    await expect(promoted).toHaveTextContent(
      'Your wallet was charged 20 coins. It is in Upcoming.',
    );
    const [coins, clash] = canvas.getAllByRole('article', { name: 'Saturday 5-a-side' });
    await expect(coins).toHaveTextContent('Skipped');
    await expect(coins).toHaveTextContent('it costs 15 coins and you had 6 coins');
    await expect(clash).toHaveTextContent('you already had a booking at that time (PSB-1031)');
    await expect(canvas.getAllByRole('button', { name: /^Leave waitlist/ })).toHaveLength(1);
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Leave waitlist for Sunday Basketball Run, Sun 22 Nov 2026, 10:00–12:00',
      }),
    );
    await expect(args.onLeave).toHaveBeenCalledWith(waitingEntry);
  },
};

export const EveryOutcomePhone: Story = { ...EveryOutcome, globals: phone };

export const Leaving: Story = {
  args: { entries: success([waitingEntry]), busyEntryId: waitingEntry.id },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Leaving/ })).toBeDisabled();
  },
};

export const Outcomes: Story = {
  args: { entries: success([promotedEntry, skippedForCoinsEntry, skippedForClashEntry]) },
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  args: { entries: loading },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('status', { name: WAITLIST_ENTRIES_COPY.loading }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadingPhone: Story = { ...Loading, globals: phone };

export const Empty: Story = {
  args: { entries: success([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(WAITLIST_ENTRIES_COPY.empty)).toBeVisible();
  },
};

export const EmptyPhone: Story = { ...Empty, globals: phone };

export const Failed: Story = {
  args: { entries: failure('Failed to load your waitlists') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load your waitlists');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const FailedPhone: Story = { ...Failed, globals: phone };
