import { Button, Card, Flex, Heading, HStack, Stack, Text, Box } from '@chakra-ui/react';
import {
  bookingReference,
  canCancel,
  canReschedule,
  cardTooLateToCancelText,
  formatCoins,
  formatSchedule,
  isUpcoming,
  type Booking,
} from '@domain';
import { useId } from 'react';
import { StatusBadge } from '../../Feedback/StatusBadge';
import { BookingKind } from '../BookingKind';
import { statusLabel } from '../../theme/status';
import { formatHours } from '../DurationPicker/formatHours';
import { CANCEL } from '../../copy';

export interface BookingCardCopy {
  reference: string;
  viewDetails: string;
  cancel: string;
  reschedule: string;
  rescheduleComingSoon: string;
  tooLateToCancel: string;
  payment: string;
  /** Before the server's reason for a cancellation ('Session cancelled by staff'). */
  reason: string;
}

export const BOOKING_CARD_COPY: BookingCardCopy = {
  reference: 'Ref',
  viewDetails: 'View details',
  cancel: CANCEL,
  reschedule: 'Reschedule',
  rescheduleComingSoon: 'Reschedule: coming soon',
  tooLateToCancel: cardTooLateToCancelText(),
  payment: 'Payment',
  reason: 'Reason',
};

export interface BookingCardProps {
  booking: Booking;
  /** The cancellation rule compares against this instant. */
  now: Date;
  onViewDetails: (booking: Booking) => void;
  onCancel: (booking: Booking) => void;
  /** Opens the reschedule dialog; without it the card offers no reschedule. */
  onReschedule?: (booking: Booking) => void;
  /**
   * Says rescheduling is coming soon instead (SPEC §2), where the server cannot price a move; on
   * a booking that could be moved.
   */
  rescheduleComingSoon?: boolean;
  headingLevel?: 'h2' | 'h3' | 'h4';
  copy?: Partial<BookingCardCopy>;
}

/** 'Paid', 'Refunded', 'Payment pending': never just 'Pending' beside a pending booking. */
export function paymentLabel(status: Booking['payment_status']): string {
  return status === 'PENDING' ? 'Payment pending' : statusLabel(status);
}

/** 'Sat 21 Nov 2026, 10:30–12:00', as every list writes a booking's time (domain/format.ts). */
export function bookingWhen(booking: Pick<Booking, 'date' | 'start_time' | 'end_time'>): string {
  return formatSchedule(booking.date, booking.start_time, booking.end_time);
}

/** One booking in the member's list, with what can be done to it now. */
export function BookingCard({
  booking,
  now,
  onViewDetails,
  onCancel,
  onReschedule,
  rescheduleComingSoon = false,
  headingLevel = 'h3',
  copy,
}: BookingCardProps) {
  const text = { ...BOOKING_CARD_COPY, ...copy };
  const headingId = useId();
  const reference = bookingReference(booking);
  const cancellable = canCancel(booking, now);
  const tooLate = isUpcoming(booking, now) && !cancellable;

  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      variant="outline"
      data-booking-id={booking.id}
    >
      <Card.Body gap="3">
        <Flex justify="space-between" align="start" gap="2" wrap="wrap">
          <Stack gap="0.5" minW="0">
            <Heading as={headingLevel} id={headingId} size="sm">
              {booking.location.name}
            </Heading>
            <BookingKind booking={booking} />
            <Text fontSize="sm" color="fg.muted">
              {statusLabel(booking.facility)} · {booking.court.name}
            </Text>
          </Stack>
          <HStack gap="1.5" wrap="wrap">
            <StatusBadge kind="booking" value={booking.status} />
            <Box as="span" srOnly>
              {text.payment}:
            </Box>
            <StatusBadge
              kind="payment"
              value={booking.payment_status}
              label={paymentLabel(booking.payment_status)}
              variant="outline"
            />
          </HStack>
        </Flex>
        <Stack gap="1" fontSize="sm">
          <Text>{bookingWhen(booking)}</Text>
          <Text color="fg.muted">
            {formatHours(booking.duration_hours)} ·{' '}
            <Text as="span" color="fg" fontWeight="semibold">
              {formatCoins(booking.coin_cost)}
            </Text>
          </Text>
          <Text color="fg.muted">
            {text.reference}{' '}
            <Text as="span" fontFamily="mono" color="fg">
              {reference}
            </Text>
          </Text>
          {tooLate ? <Text color="fg.warning">{text.tooLateToCancel}</Text> : null}
          {booking.status === 'CANCELLED' && booking.cancellation_reason ? (
            <Text color="fg.muted">
              {text.reason}: {booking.cancellation_reason}
            </Text>
          ) : null}
        </Stack>
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        <Button size="sm" variant="outline" onClick={() => onViewDetails(booking)}>
          {text.viewDetails}
          <Box as="span" srOnly>
            {' '}
            of {reference}
          </Box>
        </Button>
        {cancellable ? (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => onCancel(booking)}>
            {text.cancel}
            <Box as="span" srOnly>
              {' '}
              {reference}
            </Box>
          </Button>
        ) : null}
        {onReschedule && canReschedule(booking, now) ? (
          <Button size="sm" variant="outline" onClick={() => onReschedule(booking)}>
            {text.reschedule}
            <Box as="span" srOnly>
              {' '}
              {reference}
            </Box>
          </Button>
        ) : null}
        {!onReschedule && rescheduleComingSoon && canReschedule(booking, now) ? (
          <Text fontSize="sm" color="fg.muted" alignSelf="center">
            {text.rescheduleComingSoon}
          </Text>
        ) : null}
      </Card.Footer>
    </Card.Root>
  );
}
