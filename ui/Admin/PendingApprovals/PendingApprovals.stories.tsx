import { SCREEN_MESSAGES, SERVICE_FALLBACK_MESSAGES, SUCCESS_NOTICES } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pendingUsers } from '../../fixtures/admin';
import { failure, loading, success } from '../../remote';
import { PendingApprovals } from './PendingApprovals';

const meta = {
  title: 'Components/Admin/PendingApprovals',
  component: PendingApprovals,
  args: {
    pending: success(pendingUsers),
    onApprove: fn(),
    onReject: fn(),
    onDismissNotice: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PendingApprovals>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Pending Approvals' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve Tunde Bakare' }));
    await expect(args.onApprove).toHaveBeenCalledWith(pendingUsers[0]);
  },
};

/**
 * Reject asks for the reason the applicant reads, then a second press, as on the member's page;
 * once decided the row leaves the list with its form and the notice says so.
 */
export const RejectAsksReason: Story = {
  render: function Render(args) {
    const [left, setLeft] = useState(pendingUsers);
    const [decided, setDecided] = useState(false);
    return (
      <PendingApprovals
        {...args}
        pending={success(left)}
        notice={decided ? { kind: 'success', message: SUCCESS_NOTICES.userRejected } : null}
        onReject={(user, reason) => {
          args.onReject(user, reason);
          setLeft(left.filter((candidate) => candidate.id !== user.id));
          setDecided(true);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reject Ngozi Umeh' }));
    await expect(args.onReject).not.toHaveBeenCalled();
    const reason = canvas.getByLabelText(/Reason for the rejection/);
    await expect(reason).toHaveFocus();
    // The other rows are still decided as before.
    await expect(canvas.getByRole('button', { name: 'Approve Tunde Bakare' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm rejection' }));
    await expect(canvas.getByText('Reason is required')).toBeVisible();
    await expect(args.onReject).not.toHaveBeenCalled();
    await userEvent.type(reason, 'Not referred by a member');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm rejection' }));
    await expect(args.onReject).toHaveBeenCalledWith(pendingUsers[1], 'Not referred by a member');
    await expect(canvas.getByRole('status')).toHaveTextContent('User application rejected');
    await expect(canvas.queryByText('Ngozi Umeh')).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: 'Confirm rejection' }),
    ).not.toBeInTheDocument();
  },
};

export const RejectAsksReasonPhone: Story = {
  ...RejectAsksReason,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Cancel puts the row's buttons back and rejects nothing. */
export const RejectCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reject Musa Abdullahi' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('button', { name: 'Reject Musa Abdullahi' })).toBeVisible();
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

/** Only the row being decided is busy; the others can still be approved or rejected. */
export const RowBusy: Story = {
  args: { busy: { userId: pendingUsers[0]!.id, action: 'approve' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const approve = canvas.getByRole('button', { name: 'Approving… Tunde Bakare' });
    await expect(approve).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reject Tunde Bakare' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Approve Ngozi Umeh' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Reject Musa Abdullahi' })).toBeEnabled();
  },
};

export const RejectBusy: Story = {
  args: { busy: { userId: pendingUsers[2]!.id, action: 'reject' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Rejecting… Musa Abdullahi' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Approve Musa Abdullahi' })).toBeDisabled();
  },
};

export const Approved: Story = {
  args: {
    pending: success(pendingUsers.slice(1)),
    notice: { kind: 'success', message: SUCCESS_NOTICES.userApproved },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('User approved successfully');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismissNotice).toHaveBeenCalledTimes(1);
  },
};

export const Rejected: Story = {
  args: {
    pending: success(pendingUsers.slice(1)),
    notice: { kind: 'success', message: SUCCESS_NOTICES.userRejected },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'User application rejected',
    );
  },
};

export const ApproveFailed: Story = {
  args: { notice: { kind: 'error', message: SCREEN_MESSAGES.admin.approveFailed } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to approve user',
    );
  },
};

export const RejectFailed: Story = {
  args: { notice: { kind: 'error', message: SCREEN_MESSAGES.admin.rejectFailed } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to reject user',
    );
  },
};

export const Empty: Story = {
  args: { pending: success([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No pending approvals')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { pending: loading },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Pending Approvals' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  args: { pending: failure(SERVICE_FALLBACK_MESSAGES.accounts.getPendingApprovals) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to get pending approvals');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Approve Musa Abdullahi' }),
    ).toBeVisible();
  },
};
