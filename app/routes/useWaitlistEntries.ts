/** The bookings page's waitlists (docs/waitlist.md): the member's entries, and leaving a queue. */
import { useAtomValue } from 'jotai';
import type { WaitlistEntry } from '@domain';
import type { WaitlistEntriesProps } from '@ui/Booking/WaitlistEntries';
// The words alone: the section itself loads with the part of the page that shows it.
import { WAITLIST_ENTRIES_COPY } from '@ui/Booking/WaitlistEntries/copy';
import { toaster } from '@ui/Feedback/Toaster';
import { isNotOffered } from '../api/capabilities';
import { errorMessage, toRemote } from '../api/remote';
import { leaveWaitlistMutationAtom, waitlistQueryAtom } from '../api/bookings/waitlist';
import { useExclusive } from './useExclusive';

/** The section's props, and whether its call turned out missing on this server (404 or 405). */
export function useWaitlistEntries(): WaitlistEntriesProps & { missing: boolean } {
  const query = useAtomValue(waitlistQueryAtom);
  const leave = useAtomValue(leaveWaitlistMutationAtom);

  const onLeave = useExclusive(async (entry: WaitlistEntry) => {
    try {
      const { message } = await leave.mutateAsync(entry.session);
      toaster.create({ type: 'success', title: message ?? WAITLIST_ENTRIES_COPY.left });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: errorMessage(error, WAITLIST_ENTRIES_COPY.leaveFailed),
      });
    }
  });

  const busySessionId = leave.isPending ? (leave.variables?.id ?? null) : null;
  const entries = toRemote(query, WAITLIST_ENTRIES_COPY.loadFailed);
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
