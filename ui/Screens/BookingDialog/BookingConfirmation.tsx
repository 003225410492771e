import { Alert, Flex, Stack, Text } from '@chakra-ui/react';
import { bookingReference, formatCoins, type Booking } from '@domain';
import type { Ref } from 'react';
import { bookingWhen } from '../../Booking/BookingCard';
import { formatHours } from '../../Booking/DurationPicker';
import type { BookingDialogCopy } from './copy';

export interface BookingConfirmationProps {
  /** The booking the server created, or moved. */
  confirmed: Booking;
  /** What a move took (positive) or gave back (negative); null for a new booking. */
  settled: number | null;
  /** The balance the coins were taken from; null while unknown. */
  balanceBefore: number | null;
  text: BookingDialogCopy;
  /** Focus moves here once the booking is confirmed. */
  ref?: Ref<HTMLDivElement>;
}

/** The dialog's last step: the booking's reference, what it cost and the balance left. */
export function BookingConfirmation({
  confirmed,
  settled,
  balanceBefore,
  text,
  ref,
}: BookingConfirmationProps) {
  return (
    <Stack gap="4" role="status" tabIndex={-1} ref={ref} outline="none">
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{text.confirmedTitle}</Alert.Title>
          <Alert.Description>
            {text.confirmedReference}{' '}
            <Text as="strong" fontFamily="mono">
              {bookingReference(confirmed)}
            </Text>
            .
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Stack gap="0.5" fontSize="sm">
        <Text fontWeight="semibold">
          {confirmed.court.name} · {formatHours(confirmed.duration_hours)}
        </Text>
        <Text color="fg.muted">{bookingWhen(confirmed)}</Text>
      </Stack>
      <Stack as="dl" gap="2" fontSize="sm">
        {settled === null || settled !== 0 ? (
          <Flex justify="space-between" gap="3">
            <Text as="dt" color="fg.muted">
              {settled !== null && settled < 0 ? text.coinsRefunded : text.coinsCharged}
            </Text>
            <Text as="dd" fontWeight="semibold">
              {formatCoins(Math.abs(settled ?? confirmed.coin_cost))}
            </Text>
          </Flex>
        ) : null}
        {balanceBefore !== null ? (
          <Flex justify="space-between" gap="3">
            <Text as="dt" color="fg.muted">
              {text.newBalance}
            </Text>
            <Text as="dd" fontWeight="semibold">
              {formatCoins(balanceBefore - (settled ?? confirmed.coin_cost))}
            </Text>
          </Flex>
        ) : null}
      </Stack>
    </Stack>
  );
}
