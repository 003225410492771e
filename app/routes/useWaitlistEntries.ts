/** The bookings page's waitlists (docs/waitlist.md): the member's entries, and leaving a queue. */
import { useAtomValue } from 'jotai';
import type { WaitlistEntry } from '@domain';
import type { WaitlistEntriesProps } from '@ui/Booking/WaitlistEntries';
import { toaster } from '@ui/Feedback/Toaster';
import { isNotOffered } from '../api/capabilities';
import { errorMessage, toRemote } from '../api/remote';
import { leaveWaitlistMutationAtom, waitlistQueryAtom } from '../api/waitlist';
import { useExclusive } from './useExclusive';

const WAITLIST_NOTICES = {
  loadFailed: 'Failed to load your waitlists',
  left: 'You have left the waitlist.',
  leaveFailed: 'Could not leave the waitlist. Please try again.',
};

/** The section's props, and whether its call turned out missing on this server (404 or 405). */
export function useWaitlistEntries(): WaitlistEntriesProps & { missing: boolean } {
  const query = useAtomValue(waitlistQueryAtom);
  const leave = useAtomValue(leaveWaitlistMutationAtom);

  const onLeave = useExclusive(async (entry: WaitlistEntry) => {
    try {
      const { message } = await leave.mutateAsync(entry.session);
      toaster.create({ type: 'success', title: message ?? WAITLIST_NOTICES.left });
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, WAITLIST_NOTICES.leaveFailed) });
    }
  });

  const busySessionId = leave.isPending ? (leave.variables?.id ?? null) : null;
  const entries = toRemote(query, WAITLIST_NOTICES.loadFailed);
  return {
    missing: isNotOffered(query.error),
    entries,
    onLeave,
    busyEntryId:
      entries.status === 'success'
        ? (entries.data.find(
            (entry) => entry.session.id === busySessionId && entry.status === 'waiting',
          )?.id ?? null)
        : null,
    onRetry: () => void query.refetch(),
  };
}
