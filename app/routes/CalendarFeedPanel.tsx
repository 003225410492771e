/**
 * The personal calendar feed dialog of /bookings, loaded when first opened: the address from the
 * API, Copy (the clipboard, or the older copy command where the clipboard is not offered), and
 * Reset link after a confirmation.
 */
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { toaster } from '@ui/Feedback/Toaster';
import { CALENDAR_FEED_COPY, CalendarFeedDialog } from '@ui/Booking/CalendarFeedDialog';
import { calendarFeedQueryAtom, resetCalendarFeedMutationAtom } from '../api/bookings/flows';
import { errorMessage, toRemote } from '../api/remote';
import { useExclusive } from './useExclusive';

// The demo answers the API from a worker in this browser; a real backend build turns it off.
const SERVED_IN_BROWSER = import.meta.env.VITE_API_MOCK !== 'off';

/** The clipboard API needs a secure context and permission; the copy command works on plain http. */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Refused (no permission, document not focused): try the copy command below.
    }
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    // Deprecated but the only way left where the clipboard API is refused.
    if (!document.execCommand('copy')) throw new Error('copy refused');
  } finally {
    field.remove();
  }
}

export default function CalendarFeedPanel({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const feed = useAtomValue(calendarFeedQueryAtom);
  const reset = useAtomValue(resetCalendarFeedMutationAtom);
  const [resetError, setResetError] = useState<string | null>(null);

  const onReset = useExclusive(async () => {
    setResetError(null);
    try {
      const { message } = await reset.mutateAsync();
      if (message) toaster.create({ type: 'success', title: message });
    } catch (error) {
      setResetError(errorMessage(error, CALENDAR_FEED_COPY.resetFailed));
    }
  });

  const onCopy = (url: string) => {
    copyText(url).then(
      () => toaster.create({ type: 'success', title: CALENDAR_FEED_COPY.copied }),
      () => toaster.create({ type: 'error', title: CALENDAR_FEED_COPY.copyFailed }),
    );
  };

  return (
    <CalendarFeedDialog
      open={open}
      feed={toRemote(feed, CALENDAR_FEED_COPY.loadFailed)}
      onRetry={() => void feed.refetch()}
      onCopy={onCopy}
      onReset={onReset}
      resetting={reset.isPending}
      resetError={resetError}
      servedInBrowser={SERVED_IN_BROWSER}
      onClose={() => {
        setResetError(null);
        onClose();
      }}
    />
  );
}
