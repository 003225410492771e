import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Tabs } from '../../Navigation/Tabs';
import {
  BOOKING_TABS,
  bookingTab,
  summarizeBookings,
  type Booking,
  type BookingSummary as Summary,
  type BookingTab,
} from '@domain';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { BookingCard } from '../../Booking/BookingCard';
import { BookingSummary } from '../../Booking/BookingSummary';
import { EmptyState } from '../../Feedback/EmptyState';
import { OnceOpened, onDemand } from '../../Feedback/OnceOpened';
import { ErrorState } from '../../Feedback/ErrorState';
import { PageSpinner } from '../../Feedback/PageSpinner';
import { RouterLink } from '../../Navigation/AppLink';
import type { Remote } from '../../remote';
import { PageFrame } from '../../Shell/PageFrame';
import { SavedDataNote } from '../../Feedback/SavedDataNote';
import { BOOKINGS_SCREEN_COPY, type BookingsScreenCopy } from './copy';

// The dialogs load when first opened: the list paints without their code.
const BookingDetailDialog = lazy(
  onDemand(() =>
    import('../../Booking/BookingDetailDialog').then((m) => ({ default: m.BookingDetailDialog })),
  ),
);
const CancelDialog = lazy(
  onDemand(() => import('../../Booking/CancelDialog').then((m) => ({ default: m.CancelDialog }))),
);
// A notice follows something done on the page, never its first paint: it loads when first shown.
const PageNotice = lazy(() =>
  import('../../Feedback/PageNotice').then((m) => ({ default: m.PageNotice })),
);

export interface BookingsScreenProps {
  bookings: Remote<Booking[]>;
  /** Tabs, counts and the cancellation rule all compare against this instant. */
  now: Date;
  /** The open tab when the screen controls it; otherwise `defaultTab` and the member choose. */
  tab?: BookingTab;
  defaultTab?: BookingTab;
  onTabChange?: (tab: BookingTab) => void;
  onRetry: () => void;
  /** More history pages exist: the past and all tabs offer 'Load more'. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /**
   * The history pages (older bookings) could not be loaded: the server's message or 'Failed to
   * fetch booking history'. The past and all tabs say so, with `onRetryHistory`, where 'Load more'
   * would be.
   */
  historyError?: string | null;
  onRetryHistory?: () => void;
  /** The open detail dialog's booking could not be refreshed from the server. */
  detailError?: string | null;
  onRetryDetails?: () => void;
  /** The booking whose detail dialog is open. */
  detailBooking?: Booking | null;
  onViewDetails: (booking: Booking) => void;
  onCloseDetails: () => void;
  /** The booking whose cancel dialog is open. */
  cancelBooking?: Booking | null;
  /** Asks to cancel a booking: the app opens the cancel dialog on it. */
  onCancel: (booking: Booking) => void;
  onConfirmCancel: (booking: Booking) => void;
  onCloseCancel: () => void;
  /** Asks to move a booking: the app opens the reschedule dialog on it. */
  onReschedule?: (booking: Booking) => void;
  /** Without onReschedule: says on each movable booking that rescheduling is coming soon. */
  rescheduleComingSoon?: boolean;
  cancelling?: boolean;
  /** The last cancellation failed: the message to show (the server's, or the app's fallback). */
  cancelError?: string | null;
  /** A success notice, e.g. 'Booking Cancelled'. */
  notice?: string | null;
  onDismissNotice?: () => void;
  /** Calendar and sharing in the detail dialog (see BookingDetailDialog). */
  onAddToCalendar?: (booking: Booking) => void;
  calendarBusy?: boolean;
  shareOrigin?: string;
  /** Opens the personal calendar feed (its address, Copy, Reset link); none offered without it. */
  onOpenCalendarFeed?: () => void;
  /** The member's waitlists (ui/Booking/WaitlistEntries), under the bookings when given. */
  waitlist?: ReactNode;
  /**
   * When the data shown was last loaded, while it is the copy this browser kept rather than a
   * fresh answer (restored and not yet refreshed, a refresh that failed, offline); null when fresh.
   */
  savedAt?: number | null;
  copy?: Partial<BookingsScreenCopy>;
}

const tabCount = (summary: Summary, tab: BookingTab) =>
  tab === 'all' ? summary.total : summary[tab];

/** The member's bookings: counts, tabs of booking cards, and the detail and cancel dialogs. */
export function BookingsScreen({
  bookings,
  now,
  tab: controlledTab,
  defaultTab = 'upcoming',
  onTabChange,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  historyError = null,
  onRetryHistory,
  detailError = null,
  onRetryDetails,
  detailBooking = null,
  onViewDetails,
  onCloseDetails,
  cancelBooking = null,
  onCancel,
  onConfirmCancel,
  onCloseCancel,
  onReschedule,
  rescheduleComingSoon = false,
  cancelling = false,
  cancelError = null,
  notice = null,
  onDismissNotice,
  onAddToCalendar,
  calendarBusy = false,
  shareOrigin,
  onOpenCalendarFeed,
  waitlist,
  savedAt = null,
  copy,
}: BookingsScreenProps) {
  const text = { ...BOOKINGS_SCREEN_COPY, ...copy };
  const [ownTab, setOwnTab] = useState<BookingTab>(defaultTab);
  const tab = controlledTab ?? ownTab;

  const changeTab = (value: string) => {
    const next = BOOKING_TABS.find((candidate) => candidate === value);
    if (!next) return;
    setOwnTab(next);
    onTabChange?.(next);
  };

  return (
    <PageFrame py={{ base: '6', md: '10' }}>
      <Flex justify="space-between" align={{ base: 'start', sm: 'end' }} gap="4" wrap="wrap" mb="6">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {text.title}
          </Heading>
          <Text color="fg.muted">{text.subtitle}</Text>
        </Stack>
        <Flex gap="2" wrap="wrap">
          {onOpenCalendarFeed ? (
            <Button variant="outline" onClick={onOpenCalendarFeed}>
              {text.calendarFeed}
            </Button>
          ) : null}
          <Button asChild>
            <RouterLink to="/locations">{text.bookCourt}</RouterLink>
          </Button>
        </Flex>
      </Flex>
      {savedAt !== null ? <SavedDataNote updatedAt={savedAt} /> : null}

      {notice ? (
        <Suspense fallback={null}>
          <Box mb="6">
            <PageNotice status="success" title={notice} onDismiss={onDismissNotice} />
          </Box>
        </Suspense>
      ) : null}

      {bookings.status === 'loading' ? (
        <PageSpinner label={text.loading} showLabel minH="20rem" />
      ) : bookings.status === 'error' ? (
        <ErrorState title={bookings.message} onRetry={onRetry} headingLevel="h2" />
      ) : bookings.data.length === 0 ? (
        <EmptyState
          title={text.emptyTitle}
          description={text.empty}
          headingLevel="h2"
          action={
            <Button asChild>
              <RouterLink to="/locations">{text.bookCourt}</RouterLink>
            </Button>
          }
        />
      ) : (
        <BookingsLists
          bookings={bookings.data}
          now={now}
          tab={tab}
          onTabChange={changeTab}
          hasMore={hasMore}
          loadingMore={loadingMore}
          onLoadMore={onLoadMore}
          historyError={historyError}
          onRetryHistory={onRetryHistory}
          onViewDetails={onViewDetails}
          onCancel={onCancel}
          onReschedule={onReschedule}
          rescheduleComingSoon={rescheduleComingSoon}
          text={text}
        />
      )}

      {waitlist ? <Box mt="10">{waitlist}</Box> : null}

      <OnceOpened open={detailBooking !== null} onClose={onCloseDetails}>
        <BookingDetailDialog
          booking={detailBooking}
          now={now}
          refreshError={detailError}
          onRetryRefresh={onRetryDetails}
          onClose={onCloseDetails}
          onCancel={onCancel}
          onReschedule={onReschedule}
          rescheduleComingSoon={rescheduleComingSoon}
          onAddToCalendar={onAddToCalendar}
          calendarBusy={calendarBusy}
          shareOrigin={shareOrigin}
        />
      </OnceOpened>
      <OnceOpened open={cancelBooking !== null} onClose={onCloseCancel}>
        <CancelDialog
          booking={cancelBooking}
          now={now}
          busy={cancelling}
          error={cancelError}
          onConfirm={onConfirmCancel}
          onClose={onCloseCancel}
        />
      </OnceOpened>
    </PageFrame>
  );
}

interface BookingsListsProps {
  bookings: readonly Booking[];
  now: Date;
  tab: BookingTab;
  onTabChange: (tab: string) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: (() => void) | undefined;
  historyError: string | null;
  onRetryHistory: (() => void) | undefined;
  onViewDetails: (booking: Booking) => void;
  onCancel: (booking: Booking) => void;
  onReschedule: ((booking: Booking) => void) | undefined;
  rescheduleComingSoon: boolean;
  text: BookingsScreenCopy;
}

function BookingsLists({
  bookings,
  now,
  tab,
  onTabChange,
  hasMore,
  loadingMore,
  onLoadMore,
  historyError,
  onRetryHistory,
  onViewDetails,
  onCancel,
  onReschedule,
  rescheduleComingSoon,
  text,
}: BookingsListsProps) {
  const summary = summarizeBookings(bookings, now);
  return (
    <Stack gap="6">
      <BookingSummary summary={summary} />
      {/* A tab's cards are drawn when it is first opened: drawing every tab's would put each
          booking in the page about twice (the "all" tab repeats the others) on its first render,
          hidden but styled and laid out. */}
      <Tabs.Root
        value={tab}
        onValueChange={onTabChange}
        lazyMount
        variant="line"
        size={{ base: 'sm', md: 'md' }}
      >
        <Tabs.List aria-label={text.title} overflowX="auto" overflowY="hidden">
          {BOOKING_TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} flexShrink="0">
              {text.tabs[value]}
              <Badge size="sm" variant="subtle" colorPalette="gray">
                {tabCount(summary, value)}
              </Badge>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {BOOKING_TABS.map((value) => {
          const list = bookingTab(bookings, value, now);
          // The older bookings come in pages of the history, which only these tabs list.
          const paged = value === 'past' || value === 'all';
          return (
            <Tabs.Content key={value} value={value} pt="5">
              {list.length === 0 ? (
                <EmptyState title={text.emptyTab[value]} />
              ) : (
                <Stack gap="4" as="ul" listStyleType="none">
                  {list.map((booking) => (
                    <Box as="li" key={booking.id}>
                      <BookingCard
                        booking={booking}
                        now={now}
                        onViewDetails={onViewDetails}
                        onCancel={onCancel}
                        {...(onReschedule ? { onReschedule } : {})}
                        rescheduleComingSoon={rescheduleComingSoon}
                        headingLevel="h2"
                      />
                    </Box>
                  ))}
                </Stack>
              )}
              {paged && historyError !== null ? (
                <Box mt="5">
                  <ErrorState title={historyError} onRetry={onRetryHistory} />
                </Box>
              ) : paged && hasMore && onLoadMore ? (
                <Flex justify="center" mt="5">
                  <Button
                    variant="outline"
                    onClick={onLoadMore}
                    loading={loadingMore}
                    loadingText={text.loadingMore}
                    disabled={loadingMore}
                  >
                    {text.loadMore}
                  </Button>
                </Flex>
              ) : null}
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </Stack>
  );
}
