import { HStack, Text, type TextProps } from '@chakra-ui/react';
import type { Booking } from '@domain';
import { line } from '../../Shell/Icons/LineIcon';

/** Two people: a place among other players. */
export const SessionPlaceIcon = line(
  'SessionPlaceIcon',
  'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
  'M2.5 20a6.5 6.5 0 0 1 13 0',
  'M16 4.5a3.5 3.5 0 0 1 0 6.5',
  'M18 14a6.5 6.5 0 0 1 3.5 6',
);

/** A court seen from above: the whole court is the member's. */
export const CourtHireIcon = line(
  'CourtHireIcon',
  'M3 5h18v14H3z',
  'M12 5v14',
  'M12 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
);

export type BookingKindValue = 'session' | 'court';

export const BOOKING_KIND_LABELS: Record<BookingKindValue, string> = {
  session: 'Session place',
  court: 'Court hire',
};

/** A place in a game session (it names its session) or the hire of a whole court. */
export function bookingKind(booking: Pick<Booking, 'session_id'>): BookingKindValue {
  return booking.session_id === null ? 'court' : 'session';
}

export interface BookingKindProps extends Omit<TextProps, 'children'> {
  booking: Pick<Booking, 'session_id'>;
  labels?: Record<BookingKindValue, string>;
}

/**
 * "Session place" or "Court hire", with its icon, wherever a booking is listed: the two are paid,
 * shared and given up differently, so a member must tell them apart at a glance.
 */
export function BookingKind({ booking, labels = BOOKING_KIND_LABELS, ...rest }: BookingKindProps) {
  const kind = bookingKind(booking);
  const Icon = kind === 'session' ? SessionPlaceIcon : CourtHireIcon;
  return (
    <HStack as="span" gap="1" display="inline-flex" data-kind={kind}>
      <Icon aria-hidden="true" color="fg.muted" />
      <Text as="span" fontSize="sm" fontWeight="medium" {...rest}>
        {labels[kind]}
      </Text>
    </HStack>
  );
}
