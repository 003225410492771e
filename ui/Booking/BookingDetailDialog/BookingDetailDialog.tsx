import { Box, Button, CloseButton, Dialog, HStack, Link, Portal, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import {
  bookingReference,
  canCancel,
  canReschedule,
  formatCoins,
  formatDate,
  formatDateTime,
  formatTime,
  formatWeekday,
  isUpcoming,
  shareMessage,
  whatsAppShareUrl,
  type Booking,
} from '@domain';
import { useState, type ReactNode } from 'react';
import { StatusBadge } from '../../Feedback/StatusBadge';
import { dismissibleUnlessBusy } from '../../Feedback/modalDismissal';
import { BookingKind } from '../BookingKind';
import { statusLabel } from '../../theme/status';
import { formatHours } from '../DurationPicker';
import { PHONE_FULL_SCREEN_CONTENT, phoneFullScreenSize } from '../dialogLayout';
import { CLOSE, CLOSE_DIALOG, TRY_AGAIN } from '../../copy';

export interface BookingDetailCopy {
  title: string;
  reference: string;
  status: string;
  payment: string;
  kind: string;
  location: string;
  address: string;
  phone: string;
  facility: string;
  court: string;
  date: string;
  time: string;
  duration: string;
  cost: string;
  bookedOn: string;
  cancelledOn: string;
  /** The server's reason for a cancellation. */
  reason: string;
  notes: string;
  noNotes: string;
  close: string;
  closeDialog: string;
  cancel: string;
  reschedule: string;
  rescheduleComingSoon: string;
  addToCalendar: string;
  downloading: string;
  shareOnWhatsApp: string;
  opensNewTab: string;
  /** After the server's message when the booking could not be refreshed. */
  fromList: string;
  retry: string;
}

export const BOOKING_DETAIL_COPY: BookingDetailCopy = {
  title: 'Booking details',
  reference: 'Reference',
  status: 'Status',
  payment: 'Payment',
  kind: 'Type',
  location: 'Location',
  address: 'Address',
  phone: 'Contact phone',
  facility: 'Facility',
  court: 'Court',
  date: 'Date',
  time: 'Time',
  duration: 'Duration',
  cost: 'Coins',
  bookedOn: 'Booked on',
  cancelledOn: 'Cancelled on',
  reason: 'Reason',
  notes: 'Notes',
  noNotes: 'No notes',
  close: CLOSE,
  closeDialog: CLOSE_DIALOG,
  cancel: 'Cancel booking',
  reschedule: 'Reschedule',
  rescheduleComingSoon: 'Reschedule: coming soon',
  addToCalendar: 'Add to calendar',
  downloading: 'Downloading…',
  shareOnWhatsApp: 'Share on WhatsApp',
  opensNewTab: '(opens in a new tab)',
  fromList: 'The details below are from your bookings list.',
  retry: TRY_AGAIN,
};

export interface BookingDetailDialogProps {
  /** The booking shown; null closes the dialog. */
  booking: Booking | null;
  now: Date;
  onClose: () => void;
  /** Offered only while the booking can still be cancelled. */
  onCancel: (booking: Booking) => void;
  /** Offered only while the booking can still be moved, and only when given. */
  onReschedule?: (booking: Booking) => void;
  /** Says rescheduling is coming soon instead, where the server cannot price a move. */
  rescheduleComingSoon?: boolean;
  /** Downloads the booking's .ics file; offered for an upcoming booking, and only when given. */
  onAddToCalendar?: (booking: Booking) => void;
  /** The .ics download is under way. */
  calendarBusy?: boolean;
  /**
   * The app's origin, for the link a shared message carries (the session, or the venue of a
   * court booking); without it no WhatsApp share is offered.
   */
  shareOrigin?: string;
  /**
   * The booking could not be refreshed from the server (its message, or 'Failed to fetch booking
   * details'): the dialog says so above the list's copy, with `onRetryRefresh`.
   */
  refreshError?: string | null;
  onRetryRefresh?: () => void;
  copy?: Partial<BookingDetailCopy>;
}

/** 'tel:+2348035550101': a dialable link from a phone number as people write it. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Box as="dt" color="fg.muted">
        {term}
      </Box>
      <Box as="dd" minW="0" overflowWrap="anywhere">
        {children}
      </Box>
    </>
  );
}

/** Every field of one booking, with the venue's phone one tap away. */
export function BookingDetailDialog({
  booking,
  now,
  onClose,
  onCancel,
  onReschedule,
  rescheduleComingSoon = false,
  onAddToCalendar,
  calendarBusy = false,
  shareOrigin,
  refreshError = null,
  onRetryRefresh,
  copy,
}: BookingDetailDialogProps) {
  const text = { ...BOOKING_DETAIL_COPY, ...copy };
  // Keeps the last booking on screen while the dialog animates closed.
  const [shown, setShown] = useState(booking);
  if (booking && booking !== shown) setShown(booking);
  // Adding or sharing a game that is over, or called off, would only mislead.
  const upcoming = shown !== null && isUpcoming(shown, now);

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={booking !== null}
      {...dismissibleUnlessBusy(false, onClose)}
      size={phoneFullScreenSize('md')}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...PHONE_FULL_SCREEN_CONTENT}>
            <Dialog.Header>
              <Dialog.Title>{text.title}</Dialog.Title>
            </Dialog.Header>
            {shown ? (
              <Dialog.Body>
                {refreshError ? (
                  <HStack
                    role="alert"
                    mb="4"
                    gap="3"
                    justify="space-between"
                    wrap="wrap"
                    px="3"
                    py="2"
                    borderWidth="1px"
                    borderColor="border.warning"
                    bg="bg.warning"
                    borderRadius="l2"
                    fontSize="sm"
                  >
                    <Text>
                      <Text as="span" fontWeight="semibold">
                        {refreshError}
                      </Text>{' '}
                      {text.fromList}
                    </Text>
                    {onRetryRefresh ? (
                      <Button size="xs" variant="outline" onClick={onRetryRefresh}>
                        {text.retry}
                      </Button>
                    ) : null}
                  </HStack>
                ) : null}
                <Box
                  display="grid"
                  as="dl"
                  gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }}
                  columnGap="6"
                  rowGap={{ base: '0.5', sm: '2' }}
                  fontSize="sm"
                >
                  <Field term={text.reference}>
                    <Text as="span" fontFamily="mono">
                      {bookingReference(shown)}
                    </Text>
                  </Field>
                  <Field term={text.status}>
                    <StatusBadge kind="booking" value={shown.status} />
                  </Field>
                  <Field term={text.payment}>
                    <StatusBadge kind="payment" value={shown.payment_status} variant="outline" />
                  </Field>
                  <Field term={text.kind}>
                    <BookingKind booking={shown} />
                  </Field>
                  <Field term={text.location}>{shown.location.name}</Field>
                  <Field term={text.address}>{shown.location.address}</Field>
                  <Field term={text.phone}>
                    <Link href={telHref(shown.location.contact_phone)} colorPalette="brand">
                      {shown.location.contact_phone}
                    </Link>
                  </Field>
                  <Field term={text.facility}>{statusLabel(shown.facility)}</Field>
                  <Field term={text.court}>{shown.court.name}</Field>
                  <Field term={text.date}>
                    {formatWeekday(shown.date, 'long')} {formatDate(shown.date)}
                  </Field>
                  <Field term={text.time}>
                    {formatTime(shown.start_time)}–{formatTime(shown.end_time)}
                  </Field>
                  <Field term={text.duration}>{formatHours(shown.duration_hours)}</Field>
                  <Field term={text.cost}>{formatCoins(shown.coin_cost)}</Field>
                  <Field term={text.bookedOn}>{formatDateTime(shown.created_at)}</Field>
                  {shown.cancelled_at ? (
                    <Field term={text.cancelledOn}>{formatDateTime(shown.cancelled_at)}</Field>
                  ) : null}
                  {shown.status === 'CANCELLED' && shown.cancellation_reason ? (
                    <Field term={text.reason}>{shown.cancellation_reason}</Field>
                  ) : null}
                  <Field term={text.notes}>
                    {shown.notes.trim() ? (
                      shown.notes
                    ) : (
                      <Text as="span" color="fg.muted">
                        {text.noNotes}
                      </Text>
                    )}
                  </Field>
                </Box>
                {upcoming && (onAddToCalendar || shareOrigin !== undefined) ? (
                  <HStack gap="2" mt="5" wrap="wrap">
                    {onAddToCalendar ? (
                      <Button
                        variant="outline"
                        size="sm"
                        loading={calendarBusy}
                        loadingText={text.downloading}
                        onClick={() => onAddToCalendar(shown)}
                      >
                        {text.addToCalendar}
                      </Button>
                    ) : null}
                    {shareOrigin !== undefined ? (
                      <Button asChild variant="outline" size="sm" colorPalette="green">
                        <a
                          href={whatsAppShareUrl(shareMessage(shown, shareOrigin))}
                          target="_blank"
                          rel="noopener noreferrer"
                        >
                          {text.shareOnWhatsApp}
                          <Box as="span" srOnly>
                            {' '}
                            {text.opensNewTab}
                          </Box>
                        </a>
                      </Button>
                    ) : null}
                  </HStack>
                ) : null}
              </Dialog.Body>
            ) : null}
            <Dialog.Footer flexWrap="wrap">
              {shown && canCancel(shown, now) ? (
                <Button variant="outline" colorPalette="red" onClick={() => onCancel(shown)}>
                  {text.cancel}
                </Button>
              ) : null}
              {shown && onReschedule && canReschedule(shown, now) ? (
                <Button variant="outline" onClick={() => onReschedule(shown)}>
                  {text.reschedule}
                </Button>
              ) : null}
              {shown && !onReschedule && rescheduleComingSoon && canReschedule(shown, now) ? (
                <Text color="fg.muted">{text.rescheduleComingSoon}</Text>
              ) : null}
              <Dialog.ActionTrigger asChild>
                <Button>{text.close}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={text.closeDialog} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
