/**
 * /staff/members/:id: one member's page for staff and admins. What the screen offers
 * follows the signed-in role; the server enforces the same rules (domain/roles.ts).
 */
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { SERVICE_FALLBACK_MESSAGES, type Booking, type StatusChange, type User } from '@domain';
import { toaster } from '@ui/Feedback/Toaster';
import {
  MEMBER_DETAIL_COPY,
  MemberDetailScreen,
  type CoinAdjustmentInput,
} from '@ui/Screens/MemberDetail';
import {
  approvalMutationAtom,
  reactivateMutationAtom,
  suspendMutationAtom,
} from '../api/staff/accounts';
import { noShowMutationAtom } from '../api/bookings/noShow';
import { errorMessage, toRemote } from '../api/remote';
import { memberCoinsMutationAtom, memberQueryAtom } from '../api/staff/members';
import { sessionAtom } from '../state/session';
import { useAttemptKey } from './useAttemptKey';
import { useExclusive } from './useExclusive';
import { useOffered } from './useOffered';
import { useTickingNow } from './useTickingNow';

/** SPEC §8's service fallbacks for each change, shown when the server gives no message. */
const STATUS_FAILED: Record<StatusChange, string> = {
  suspend: SERVICE_FALLBACK_MESSAGES.accounts.suspendUser,
  reactivate: SERVICE_FALLBACK_MESSAGES.accounts.reactivateUser,
  approve: SERVICE_FALLBACK_MESSAGES.accounts.approveUser,
  reject: SERVICE_FALLBACK_MESSAGES.accounts.rejectUser,
};

export default function StaffMemberRoute() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  // Keyed by the address: Back or Forward to another member's page starts that page afresh, with
  // nothing said or typed on the last one.
  return <MemberPage key={rawId} id={Number.isInteger(id) && id > 0 ? id : null} />;
}

function MemberPage({ id: validId }: { id: number | null }) {
  const { user } = useAtomValue(sessionAtom);
  const member = useAtomValue(memberQueryAtom(validId));
  const approval = useAtomValue(approvalMutationAtom);
  const reactivation = useAtomValue(reactivateMutationAtom);
  const suspension = useAtomValue(suspendMutationAtom);
  const coins = useAtomValue(memberCoinsMutationAtom);
  const sendOnce = useAttemptKey();
  const noShow = useAtomValue(noShowMutationAtom);
  const noShowOffered = useOffered('no_show');
  const now = useTickingNow();

  const [statusError, setStatusError] = useState<string | null>(null);
  const [adjustError, setAdjustError] = useState<string | null>(null);
  const [adjustSuccess, setAdjustSuccess] = useState<string | null>(null);
  const [adjustFormKey, setAdjustFormKey] = useState(0);

  // The Admin Overview sends these mutations too: the page is busy only with one for its member.
  const ownMember = (sent: User) => sent.id === validId;
  const statusBusy: StatusChange | null =
    approval.isPending && ownMember(approval.variables.user)
      ? approval.variables.action
      : reactivation.isPending && ownMember(reactivation.variables)
        ? 'reactivate'
        : suspension.isPending && ownMember(suspension.variables.user)
          ? 'suspend'
          : null;

  function sendStatus(user: User, change: StatusChange, reason?: string) {
    switch (change) {
      case 'approve':
      case 'reject':
        return approval.mutateAsync({ user, action: change, reason });
      case 'reactivate':
        return reactivation.mutateAsync(user);
      case 'suspend':
        return suspension.mutateAsync({ user, reason: reason ?? '' });
    }
  }

  const changeStatus = useExclusive(async (change: StatusChange, reason?: string) => {
    const shown = member.data?.user;
    if (!shown) return;
    setStatusError(null);
    try {
      const result = await sendStatus(shown, change, reason);
      toaster.create({
        type: 'success',
        title: result.message ?? MEMBER_DETAIL_COPY.changed[change],
      });
    } catch (error) {
      setStatusError(errorMessage(error, STATUS_FAILED[change]));
    }
  });

  const adjust = useExclusive(async (adjustment: CoinAdjustmentInput) => {
    if (validId === null) return;
    setAdjustError(null);
    setAdjustSuccess(null);
    try {
      const request = { user_id: validId, ...adjustment };
      const result = await sendOnce(request, (idempotencyKey) =>
        coins.mutateAsync({ adjustment: request, idempotencyKey }),
      );
      setAdjustSuccess(result.message ?? MEMBER_DETAIL_COPY.adjusted);
      setAdjustFormKey((key) => key + 1);
    } catch (error) {
      setAdjustError(errorMessage(error, MEMBER_DETAIL_COPY.adjustFailed));
    }
  });

  const markNoShow = useExclusive(
    async (bookingId: number) => {
      try {
        const result = await noShow.mutateAsync(bookingId);
        toaster.create({
          type: 'success',
          title: result.message ?? MEMBER_DETAIL_COPY.markedNoShow,
        });
      } catch (error) {
        toaster.create({
          type: 'error',
          title: errorMessage(error, MEMBER_DETAIL_COPY.noShowFailed),
        });
      }
    },
    (bookingId: number) => bookingId,
  );

  // The guard lets only signed-in staff through.
  if (!user) return null;

  return (
    <MemberDetailScreen
      member={
        validId === null
          ? { status: 'error', message: SERVICE_FALLBACK_MESSAGES.accounts.getUser }
          : toRemote(member, SERVICE_FALLBACK_MESSAGES.accounts.getUser)
      }
      actor={user}
      now={now}
      onRetry={() => void member.refetch()}
      onStatusChange={changeStatus}
      statusBusy={statusBusy}
      statusError={statusError}
      onAdjust={adjust}
      adjusting={coins.isPending}
      adjustError={adjustError}
      adjustSuccess={adjustSuccess}
      adjustFormKey={adjustFormKey}
      {...(noShowOffered ? { onMarkNoShow: (booking: Booking) => markNoShow(booking.id) } : {})}
      noShowBusyId={noShow.isPending ? noShow.variables : null}
    />
  );
}
