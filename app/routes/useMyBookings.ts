/**
 * /bookings: the member's bookings (with the history pages of the past tab), the detail dialog
 * refreshed from the server, and the cancel dialog (decisions §2: refunded in full until the cut-off
 * before the start).
 */
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  BOOKING_TABS,
  SCREEN_MESSAGES,
  SERVICE_FALLBACK_MESSAGES,
  SUCCESS_NOTICES,
  formatCoins,
  type Booking,
  type BookingTab,
} from '@domain';
import { toaster } from '@ui/Feedback/Toaster';
import type { Remote } from '@ui/remote';
import type { BookingsScreenProps } from '@ui/Screens/Bookings';
import {
  bookingDetailQueryAtom,
  bookingHistoryQueryAtom,
  cancelBookingMutationAtom,
  myBookingsQueryAtom,
} from '../api/bookings/mine';
import { ApiError } from '../api/answer';
import { errorMessage, toKeptRemote } from '../api/remote';
import { useExclusive } from './useExclusive';
import { useSavedAt } from './useSavedAt';

/**
 * SPEC §8 Bookings, when the server gives no message: a refusal from the server, or a failure to
 * reach it at all.
 */
const loadFallback = (error: unknown): string =>
  error instanceof ApiError && error.status !== undefined
    ? SCREEN_MESSAGES.bookings.loadFailed
    : SCREEN_MESSAGES.bookings.loadError;

/** Every booking once: the full list, and any older ones the history pages brought. */
function mergeBookings(mine: readonly Booking[], history: readonly Booking[]): Booking[] {
  const known = new Set(mine.map((booking) => booking.id));
  return [...mine, ...history.filter((booking) => !known.has(booking.id))];
}

type MyBookingsProps = Omit<BookingsScreenProps, 'now' | 'copy'>;

/** The tabs that list the older bookings, which come in the history's pages. */
const listsHistory = (tab: BookingTab): boolean => tab === 'past' || tab === 'all';

/** The open tab lives in the address (`?tab=past`), so a reload or a shared link keeps it. */
export const BOOKINGS_TAB_PARAM = 'tab';
const DEFAULT_TAB: BookingTab = 'upcoming';

export function useMyBookings(): MyBookingsProps {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab =
    BOOKING_TABS.find((candidate) => candidate === searchParams.get(BOOKINGS_TAB_PARAM)) ??
    DEFAULT_TAB;
  // The history pages are asked for once the member opens a tab that lists them (past, all),
  // clicked or named by the address, and stay asked for during this visit of the page.
  const [historyOpened, setHistoryOpened] = useState(false);
  // The dialogs belong to this visit of the page.
  const [detailBooking, setDetailBooking] = useState<Booking | null>(null);
  const [cancelBooking, setCancelBooking] = useState<Booking | null>(null);

  const mine = useAtomValue(myBookingsQueryAtom);
  const history = useAtomValue(bookingHistoryQueryAtom(historyOpened || listsHistory(tab)));
  const detail = useAtomValue(bookingDetailQueryAtom(detailBooking?.id ?? null));
  const cancel = useAtomValue(cancelBookingMutationAtom);
  const { reset } = cancel;

  const savedAt = useSavedAt(mine);

  // Bookings already on screen stay when a refresh fails; the page says how old they are.
  const bookings: Remote<Booking[]> = toKeptRemote(
    {
      ...mine,
      data: mine.data
        ? mergeBookings(mine.data, history.data?.pages.flatMap((page) => page.results) ?? [])
        : undefined,
    },
    loadFallback,
  );

  // The open dialog shows the server's latest copy of the booking once it has arrived.
  const freshDetail =
    detailBooking && detail.data?.id === detailBooking.id ? detail.data : detailBooking;

  const openCancel = (booking: Booking) => {
    reset();
    setDetailBooking(null);
    setCancelBooking(booking);
  };

  const closeCancel = () => {
    reset();
    setCancelBooking(null);
  };

  const confirmCancel = useExclusive(async (booking: Booking) => {
    try {
      const { message } = await cancel.mutateAsync(booking);
      setCancelBooking(null);
      toaster.create({
        type: 'success',
        title: SUCCESS_NOTICES.bookingCancelled,
        description: message ?? `${formatCoins(booking.coin_cost)} refunded to your wallet.`,
      });
    } catch {
      // The dialog shows the failure (cancelError) and stays open for another try.
    }
  });

  return {
    bookings,
    savedAt,
    tab,
    onTabChange: (next: BookingTab) => {
      if (listsHistory(next)) setHistoryOpened(true);
      // Replaced, not pushed: Back leaves the page rather than stepping through its tabs.
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === DEFAULT_TAB) params.delete(BOOKINGS_TAB_PARAM);
          else params.set(BOOKINGS_TAB_PARAM, next);
          return params;
        },
        { replace: true },
      );
    },
    onRetry: () => void mine.refetch(),
    hasMore: history.hasNextPage,
    loadingMore: history.isFetchingNextPage,
    onLoadMore: () => void history.fetchNextPage(),
    // A failed first page is fetched again; a failed later one is asked for again.
    historyError: history.isError
      ? errorMessage(history.error, SERVICE_FALLBACK_MESSAGES.bookings.fetchHistory)
      : null,
    onRetryHistory: () =>
      void (history.isFetchNextPageError ? history.fetchNextPage() : history.refetch()),
    detailBooking: freshDetail,
    detailError:
      detailBooking && detail.isError
        ? errorMessage(detail.error, SERVICE_FALLBACK_MESSAGES.bookings.fetchBookingDetails)
        : null,
    onRetryDetails: () => void detail.refetch(),
    onViewDetails: setDetailBooking,
    onCloseDetails: () => setDetailBooking(null),
    cancelBooking,
    onCancel: openCancel,
    onConfirmCancel: confirmCancel,
    onCloseCancel: closeCancel,
    cancelling: cancel.isPending,
    // The server's reason, else SPEC §8's wording of a failed cancellation.
    cancelError: cancel.isError
      ? errorMessage(cancel.error, SCREEN_MESSAGES.bookings.cancellationFailed)
      : null,
  };
}
