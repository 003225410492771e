import { SERVICE_FALLBACK_MESSAGES, staffAdjustmentLimitText } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { auditEntry, booking, memberDetail, transaction, user } from '../../fixtures/factories';
import { storyDay, storyNow } from '../../fixtures/locations';
import { loading, failure, success } from '../../remote';
import { MemberDetailScreen } from './MemberDetail';

const staff = user({ id: 2, user_type: 'STAFF', is_staff_user: true, first_name: 'Bola' });
const admin = user({ id: 1, user_type: 'ADMIN', is_staff_user: true, first_name: 'Ifeoma' });

/** Yesterday's game, ended inside the no-show window; last week's, past it. */
const yesterday = booking({
  id: 3001,
  booking_reference: 'PSB-3001',
  date: storyDay(-1),
  start_time: '18:00',
  end_time: '19:00',
  status: 'COMPLETED',
});
const lastWeek = booking({
  id: 3002,
  booking_reference: 'PSB-3002',
  date: storyDay(-7),
  status: 'NO_SHOW',
});

const member = memberDetail({
  available_balance: 120,
  reserved_balance: 30,
  no_show_count: 1,
  bookings: [yesterday, lastWeek],
  transactions: [
    transaction({
      id: 9,
      transaction_type: 'bonus',
      description: 'Bonus: volunteered at the Lekki tournament',
      amount: 20,
      balance_after: 120,
      actor_email: 'staff@pitchside.ng',
    }),
    transaction({
      id: 8,
      transaction_type: 'purchase',
      description: 'Silver package purchase',
      amount: 100,
      balance_after: 100,
      reference: 'PSP-1',
    }),
  ],
  status_history: [
    auditEntry({ id: 1, action: 'approve', reason: 'Referred by a member', actor_name: 'Bola' }),
  ],
});

const meta = {
  title: 'Screens/MemberDetail',
  tags: ['!autodocs'],
  component: MemberDetailScreen,
  args: {
    member: success(member),
    actor: staff,
    now: storyNow,
    onStatusChange: fn(),
    onAdjust: fn(),
    onMarkNoShow: fn(),
    onRetry: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MemberDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Staff review a credit's balance before and after, then confirm it. */
export const AdjustCoins: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Adaeze Okafor' })).toBeVisible();
    await expect(canvas.getByText('ID 12')).toBeVisible();
    await expect(canvas.getByText(staffAdjustmentLimitText())).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Amount/), '50');
    await userEvent.type(canvas.getByLabelText(/^Reason/), 'Tournament prize');
    await userEvent.click(canvas.getByRole('button', { name: 'Review adjustment' }));
    const review = canvas.getByRole('group', { name: 'Review adjustment' });
    await expect(review).toHaveTextContent('Balance before120 coins');
    await expect(review).toHaveTextContent('Balance after170 coins');
    await expect(args.onAdjust).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm adjustment' }));
    await expect(args.onAdjust).toHaveBeenCalledWith({
      amount: 50,
      transaction_type: 'credit',
      reason: 'Tournament prize',
    });
  },
};

export const AdjustCoinsPhone: Story = {
  ...AdjustCoins,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Above the staff limit the form says so before anything is sent; a debit cannot go below zero. */
export const StaffLimit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Amount/), '1000');
    await userEvent.type(canvas.getByLabelText(/^Reason/), 'self');
    await userEvent.click(canvas.getByRole('button', { name: 'Review adjustment' }));
    await expect(canvas.getAllByText(staffAdjustmentLimitText())).toHaveLength(2);
    await userEvent.clear(canvas.getByLabelText(/Amount/));
    await userEvent.type(canvas.getByLabelText(/Amount/), '200');
    await userEvent.selectOptions(canvas.getByLabelText(/Type/), 'debit');
    await userEvent.click(canvas.getByRole('button', { name: 'Review adjustment' }));
    await expect(
      canvas.getByText('A debit cannot take the available balance below zero.'),
    ).toBeVisible();
    await expect(args.onAdjust).not.toHaveBeenCalled();
  },
};

/** Suspension asks for a reason, then a second press. */
export const Suspend: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm suspension' }));
    await expect(canvas.getByText('Reason is required')).toBeVisible();
    await expect(args.onStatusChange).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/Reason for the suspension/), 'Damaged the nets');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm suspension' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('suspend', 'Damaged the nets');
  },
};

export const SuspendPhone: Story = {
  ...Suspend,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/**
 * Once the suspension is confirmed the form closes by itself and the new status shows with its
 * next action, Reactivate (the screen is given the suspended member, as the app gives it the
 * server's answer).
 */
export const SuspendConfirmed: Story = {
  render: function Render(args) {
    const [shown, setShown] = useState(member);
    return (
      <MemberDetailScreen
        {...args}
        member={success(shown)}
        onStatusChange={(change, reason) => {
          args.onStatusChange(change, reason);
          setShown({
            ...shown,
            user: { ...shown.user, account_status: 'SUSPENDED', status_reason: reason ?? null },
          });
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend' }));
    await userEvent.type(canvas.getByLabelText(/Reason for the suspension/), 'Damaged the nets');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm suspension' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('suspend', 'Damaged the nets');
    await expect(canvas.queryByLabelText(/Reason for the suspension/)).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: 'Confirm suspension' }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Reactivate' })).toBeVisible();
    await expect(canvas.getByText('Reason: Damaged the nets')).toBeVisible();
  },
};

export const SuspendConfirmedPhone: Story = {
  ...SuspendConfirmed,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The suspension was refused without a message: SPEC §8's words, and the typed reason stays. */
export const SuspendFailed: Story = {
  args: { statusError: SERVICE_FALLBACK_MESSAGES.accounts.suspendUser },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to suspend user');
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend' }));
    await expect(canvas.getByLabelText(/Reason for the suspension/)).toHaveFocus();
  },
};

/** Yesterday's booking can be marked; last week's is past the window and shows its status. */
export const NoShow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No-shows').nextElementSibling).toHaveTextContent('1');
    const buttons = canvas.getAllByRole('button', { name: /Mark no-show/ });
    await expect(buttons).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark no-show: PSB-3001' }));
    await expect(args.onMarkNoShow).toHaveBeenCalledWith(yesterday);
  },
};

/** A suspended member: the reason, who decided it and when, and Reactivate. */
export const Suspended: Story = {
  args: {
    member: success({
      ...member,
      user: user({
        account_status: 'SUSPENDED',
        is_approved: false,
        status_reason: 'Repeated no-shows',
      }),
      status_history: [
        auditEntry({
          id: 2,
          reason: 'Repeated no-shows',
          actor_name: 'Ifeoma Eze',
          actor_email: 'admin@pitchside.ng',
        }),
        ...member.status_history,
      ],
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Suspended by Ifeoma Eze \(admin@pitchside.ng\)/)).toBeVisible();
    await expect(canvas.getAllByText('Reason: Repeated no-shows')[0]).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Reactivate' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('reactivate');
  },
};

/** The reactivation was refused without a message: SPEC §8's words. */
export const ReactivateFailed: Story = {
  args: {
    member: success({ ...member, user: user({ account_status: 'SUSPENDED', is_approved: false }) }),
    statusError: SERVICE_FALLBACK_MESSAGES.accounts.reactivateUser,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to reactivate user');
    await expect(canvas.getByRole('button', { name: 'Reactivate' })).toBeEnabled();
  },
};

export const SuspendedPhone: Story = {
  ...Suspended,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Staff on an admin's page: no suspension offered (the server would refuse it). */
export const StaffViewsAdmin: Story = {
  args: { member: success({ ...member, user: admin }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Your role offers no change of this account.')).toBeVisible();
  },
};

/** One's own page: no coin adjustment. */
export const OwnPage: Story = {
  args: { member: success({ ...member, user: staff }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You cannot adjust your own coins.')).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: 'Review adjustment' }),
    ).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { member: loading },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the member…')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { member: failure('Not found.') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not found.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The member could not be loaded and the server said nothing: SPEC §8's words. */
export const FailedWithoutMessage: Story = {
  args: { member: failure(SERVICE_FALLBACK_MESSAGES.accounts.getUser) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to get user data',
    );
  },
};

export const FailedPhone: Story = {
  ...Failed,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
