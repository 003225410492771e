/**
 * Opening and closing the booking dialog of /locations and a venue's day: the venue (and the
 * court and hour picked on the day grid) in an atom, and the dialog's entry in the history. The
 * flow itself (the queries of each step, the booking) is in `BookingFlowDialog`, which the page
 * loads when the dialog first opens.
 */
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { IsoDate, Location, WallTime } from '@domain';

export interface BookingDraft {
  location: Location | null;
  date: IsoDate | null;
  courtId: number | null;
  durationHours: number;
  startTime: WallTime | null;
}

export const EMPTY_DRAFT: BookingDraft = {
  location: null,
  date: null,
  courtId: null,
  durationHours: 1,
  startTime: null,
};

/** The member's choices in the open dialog; its `location` is null while the dialog is closed. */
export const draftAtom = atom<BookingDraft>(EMPTY_DRAFT);

/**
 * The search parameter an open dialog adds to the history (`?book=<location id>`), so that the
 * browser's Back closes the dialog instead of leaving the page.
 */
export const BOOK_PARAM = 'book';

/** Where the dialog opens already chosen: a free hour picked on a venue's day grid. */
export interface BookingStart {
  date: IsoDate;
  courtId: number;
  startTime: WallTime;
}

export interface BookingFlow {
  /** Book Now: opens the dialog on this location, at a court and hour when `at` names them. */
  open: (location: Location, at?: BookingStart) => void;
  /** The venue the dialog is open on; null while it is closed (the dialog is then unmounted). */
  location: Location | null;
  /** Closes the dialog, taking back the history entry its opening added. */
  close: () => void;
}

export function useBookingFlow(): BookingFlow {
  const { location } = useAtomValue(draftAtom);
  const setDraft = useSetAtom(draftAtom);
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const bookParam = searchParams.get(BOOK_PARAM);
  // Set from opening the dialog until its history entry is in the URL, and whether this page
  // pushed that entry (only then may closing go back over it).
  const entryPending = useRef(false);
  const entryPushed = useRef(false);

  // The choices belong to this visit of the page: leaving it (e.g. for 'View my bookings')
  // closes the dialog.
  useEffect(() => () => setDraft(EMPTY_DRAFT), [setDraft]);

  // Back (or Forward) past the dialog's entry closes it. Heard from the browser itself: the
  // router may hold the new location back while the page re-renders.
  useEffect(() => {
    const onPopState = () => {
      if (new URLSearchParams(window.location.search).has(BOOK_PARAM)) return;
      entryPushed.current = false;
      setDraft(EMPTY_DRAFT);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [setDraft]);

  // The same, as the router sees it; and a reload (or a shared link) with the entry but no
  // dialog drops the entry.
  useEffect(() => {
    if (bookParam === null) {
      if (location !== null && !entryPending.current) {
        entryPushed.current = false;
        setDraft(EMPTY_DRAFT);
      }
      return;
    }
    entryPending.current = false;
    if (location === null && !entryPushed.current) {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(BOOK_PARAM);
          return next;
        },
        { replace: true },
      );
    }
  }, [bookParam, location, setDraft, setSearchParams]);

  const close = () => {
    setDraft(EMPTY_DRAFT);
    // Closing takes back the entry opening added, so that Back then leaves the page as before.
    if (entryPushed.current && bookParam !== null) {
      entryPushed.current = false;
      void navigate(-1);
    }
  };

  const open = (venue: Location, at?: BookingStart) => {
    setDraft({ ...EMPTY_DRAFT, location: venue, ...at });
    entryPending.current = true;
    entryPushed.current = true;
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set(BOOK_PARAM, String(venue.id));
      return next;
    });
  };

  return { open, location, close };
}
