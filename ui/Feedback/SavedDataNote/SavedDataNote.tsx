import { Text } from '@chakra-ui/react';
import { SAVED_DATA_MESSAGES, formatDateTime, formatTime, lagosDate } from '@domain';

export interface SavedDataNoteProps {
  /** When the data on screen was last loaded from the server (ms since the epoch). */
  updatedAt: number;
  /** Now, for the choice between a time (today) and a date and time (an earlier day). */
  now?: Date;
}

/** '10:42' today, '27 Nov 2026, 18:05' on an earlier day; Lagos time, as every time in the app. */
export function savedWhen(updatedAt: number, now: Date = new Date()): string {
  return lagosDate(updatedAt) === lagosDate(now)
    ? formatTime(updatedAt)
    : formatDateTime(updatedAt);
}

/**
 * Under a page's heading while what the page shows is the last data this browser kept, not a fresh
 * answer (docs/offline.md): says plainly how old it is. A status, read out once when it appears
 * (its words change only when the data does); it takes no focus and asks nothing.
 */
export function SavedDataNote({ updatedAt, now }: SavedDataNoteProps) {
  const when = savedWhen(updatedAt, now);
  return (
    <Text role="status" data-saved-data="" textStyle="sm" color="fg.muted" mb="4">
      {SAVED_DATA_MESSAGES.shown(when)}
    </Text>
  );
}
