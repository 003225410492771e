/**
 * "Add to calendar" and "Share on WhatsApp" of a booking's detail dialog: the .ics comes through
 * the API client (it needs the member's token, so a plain link would not do) and is saved as a
 * file named after the reference; a shared message links to the app on this origin.
 */
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import type { Booking } from '@domain';
import { toaster } from '@ui/Feedback/Toaster';
import { BOOKINGS_SCREEN_COPY, type BookingsScreenProps } from '@ui/Screens/Bookings';
import { downloadBookingCalendarAtom } from '../api/bookings/mine';
import { errorMessage } from '../api/remote';
import { useExclusive } from './useExclusive';
import { useOffered } from './useOffered';

type Sharing = Pick<BookingsScreenProps, 'onAddToCalendar' | 'calendarBusy' | 'shareOrigin'>;

/** What the server offers of them: a booking's .ics (`calendar`), a session's link (`session_links`). */
export function useBookingSharing(): Sharing {
  const download = useSetAtom(downloadBookingCalendarAtom);
  const [busy, setBusy] = useState(false);
  const calendar = useOffered('calendar');
  const links = useOffered('session_links');

  const onAddToCalendar = useExclusive(async (booking: Booking) => {
    setBusy(true);
    try {
      // Loaded on the first download: the page paints without them.
      const [text, { ICS_CONTENT_TYPE, calendarFileName }, { saveTextFile }] = await Promise.all([
        download(booking),
        import('@domain/calendar'),
        import('./saveCsv'),
      ]);
      saveTextFile(text, calendarFileName(booking), ICS_CONTENT_TYPE);
    } catch (error) {
      toaster.create({
        type: 'error',
        title: errorMessage(error, BOOKINGS_SCREEN_COPY.calendarDownloadFailed),
      });
    } finally {
      setBusy(false);
    }
  });

  return {
    ...(calendar ? { onAddToCalendar } : {}),
    calendarBusy: busy,
    ...(links && typeof window !== 'undefined' ? { shareOrigin: window.location.origin } : {}),
  };
}
