import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import {
  bookingReference,
  formatTime,
  hasEnoughCoins,
  startsInsideCutoff,
  type AvailabilityCheckResult,
  type AvailableSlot,
  type AvailableSlots,
  type Booking,
  type Court,
  type IsoDate,
  type Location,
  type RescheduleQuote,
  type WallTime,
  type components,
} from '@domain';
import { bookingWhen } from '../../Booking/BookingCard';
import { CourtPicker } from '../../Booking/CourtPicker';
import { DatePicker } from '../../Booking/DatePicker';
import { DurationPicker } from '../../Booking/DurationPicker';
import { InsufficientCoins } from '../../Booking/InsufficientCoins';
import { QuoteSummary } from '../../Booking/QuoteSummary';
import { coversDifference, RescheduleSummary } from '../../Booking/RescheduleSummary';
import { SlotGrid } from '../../Booking/SlotGrid';
import { RouterLink } from '../../Navigation/AppLink';
import type { Remote } from '../../remote';
import { Failure, Notice, Pending, PricedDialog, QuotePrice } from '../../Booking/PricedDialog';
import { useEffect, useRef, useState } from 'react';
import { BookingConfirmation } from './BookingConfirmation';
import { BOOKING_DIALOG_COPY, RESCHEDULE_DIALOG_COPY, type BookingDialogCopy } from './copy';
import { endTime } from './endTime';

export type BookingRequest = components['schemas']['BookingCreateRequest'];

function isRescheduleQuote(quote: AvailabilityCheckResult): quote is RescheduleQuote {
  return 'difference' in quote && typeof quote.difference === 'number';
}

export interface BookingDialogScreenProps {
  /** The location being booked; null closes the dialog. */
  location: Location | null;
  /** Today and the passed start times are taken from this instant. */
  now: Date;
  courts: Remote<Court[]>;
  date: IsoDate | null;
  courtId: number | null;
  startTime: WallTime | null;
  durationHours: number;
  /** Free slots of the chosen date, court and duration; null until those are chosen. */
  slots: Remote<AvailableSlots> | null;
  /**
   * The server's quote for the chosen slot; null until a slot is chosen. When rescheduling, the
   * reschedule quote (with the difference to pay or get back).
   */
  quote: Remote<AvailabilityCheckResult> | Remote<RescheduleQuote> | null;
  /** The booking being moved: the dialog reschedules it instead of booking anew. */
  moving?: Booking | null;
  /** The member's available coins; null while unknown. */
  balance: number | null;
  onDateChange: (date: IsoDate) => void;
  onCourtChange: (court: Court) => void;
  onSlotChange: (slot: AvailableSlot) => void;
  onDurationChange: (hours: number) => void;
  onConfirm: (request: BookingRequest) => void;
  onClose: () => void;
  /** The booking is being created: everything is disabled and the dialog stays open. */
  submitting?: boolean;
  /** The last attempt failed: what to tell the member (the server's message, or the app's fallback). */
  submitError?: string | null;
  /** The booking the server created: the dialog then shows its reference. */
  confirmed?: Booking | null;
  copy?: Partial<BookingDialogCopy>;
}

/**
 * Booking a court at one location: date (the next 7 days), court, duration and start time, then
 * the server's quote and the confirmation. Every step's data and every choice come in as props;
 * each choice goes out through its callback.
 */
export function BookingDialogScreen({
  location,
  now,
  courts,
  date,
  courtId,
  startTime,
  durationHours,
  slots,
  quote,
  balance,
  onDateChange,
  onCourtChange,
  onSlotChange,
  onDurationChange,
  onConfirm,
  onClose,
  submitting = false,
  submitError = null,
  confirmed = null,
  moving = null,
  copy,
}: BookingDialogScreenProps) {
  const text = { ...BOOKING_DIALOG_COPY, ...(moving ? RESCHEDULE_DIALOG_COPY : {}), ...copy };
  const readyQuote: AvailabilityCheckResult | null =
    quote?.status === 'success' && quote.data.available ? quote.data : null;
  const moveQuote = readyQuote !== null && isRescheduleQuote(readyQuote) ? readyQuote : null;
  // With the balance unknown the server decides; it refuses a booking the coins do not cover.
  const enough =
    readyQuote !== null &&
    (moving
      ? moveQuote !== null && coversDifference(moveQuote, balance)
      : balance === null || hasEnoughCoins(balance, readyQuote.coin_cost));
  // What the move took (positive) or gave back (negative), once done.
  const settled = moving && confirmed ? confirmed.coin_cost - moving.coin_cost : null;
  const canConfirm =
    location !== null &&
    date !== null &&
    courtId !== null &&
    startTime !== null &&
    readyQuote !== null &&
    enough &&
    !submitting;

  const insideCutoff =
    date !== null && startTime !== null && startsInsideCutoff({ date, start_time: startTime }, now);

  // The balance the coins were taken from: the wallet may be re-read while the answer arrives.
  const [balanceBefore, setBalanceBefore] = useState<number | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  // The step the member was on is gone: focus follows them to its outcome.
  useEffect(() => {
    if (confirmed) confirmation.current?.focus();
  }, [confirmed]);
  const before = balanceBefore ?? balance;

  const confirm = () => {
    if (!canConfirm) return;
    setBalanceBefore(balance);
    onConfirm({
      location_id: location.id,
      court_id: courtId,
      date,
      start_time: formatTime(startTime),
      end_time: endTime(startTime, durationHours),
    });
  };

  return (
    <PricedDialog
      open={location !== null}
      size="lg"
      fixedHeight
      header={
        location ? (
          <>
            <Dialog.Title>{text.title(location.name)}</Dialog.Title>
            <Dialog.Description color="fg.muted" fontSize="sm">
              {location.address}, {location.city} ·{' '}
              {text.hours(formatTime(location.opening_time), formatTime(location.closing_time))}
            </Dialog.Description>
            {moving && !confirmed ? (
              <Text fontSize="sm">
                {text.current}:{' '}
                <Text as="span" fontWeight="semibold">
                  {moving.court.name} · {bookingWhen(moving)}
                </Text>{' '}
                <Text as="span" fontFamily="mono" color="fg.muted">
                  ({bookingReference(moving)})
                </Text>
              </Text>
            ) : null}
          </>
        ) : null
      }
      price={
        <QuotePrice quote={quote} text={text}>
          {(ready) =>
            moving ? (
              isRescheduleQuote(ready) ? (
                <RescheduleSummary quote={ready} balance={balance} />
              ) : null
            ) : (
              <>
                <QuoteSummary quote={ready} balance={balance} compact />
                {balance !== null && !enough ? (
                  <InsufficientCoins cost={ready.coin_cost} balance={balance} />
                ) : null}
              </>
            )
          }
        </QuotePrice>
      }
      notices={insideCutoff && readyQuote !== null ? <Notice message={text.insideCutoff} /> : null}
      submitError={submitError}
      submitting={submitting}
      done={confirmed !== null}
      canConfirm={canConfirm}
      onConfirm={confirm}
      onClose={onClose}
      doneExtra={
        // A moved booking is already on the bookings page.
        moving ? null : (
          <Button asChild variant="outline">
            {/* In place of the open dialog's entry: Back from the bookings returns to the
                page, not to the dialog. */}
            <RouterLink to="/bookings" replace>
              {text.viewBookings}
            </RouterLink>
          </Button>
        )
      }
      text={text}
    >
      {location === null ? null : confirmed ? (
        <BookingConfirmation
          confirmed={confirmed}
          settled={settled}
          balanceBefore={before}
          text={text}
          ref={confirmation}
        />
      ) : (
        <Stack gap="6">
          <DatePicker now={now} value={date} onChange={onDateChange} disabled={submitting} />
          {date !== null ? (
            courts.status === 'loading' ? (
              <Pending label={text.loadingCourts} />
            ) : courts.status === 'error' ? (
              <Failure message={courts.message} />
            ) : (
              <CourtPicker
                courts={courts.data}
                value={courtId}
                onChange={onCourtChange}
                disabled={submitting}
              />
            )
          ) : null}
          {date !== null && courtId !== null ? (
            <DurationPicker
              value={durationHours}
              onChange={onDurationChange}
              openingTime={location.opening_time}
              closingTime={location.closing_time}
              startTime={startTime}
              disabled={submitting}
            />
          ) : null}
          {slots === null ? null : slots.status === 'loading' ? (
            <Pending label={text.loadingSlots} />
          ) : slots.status === 'error' ? (
            <Failure message={slots.message} />
          ) : (
            <SlotGrid
              slots={slots.data}
              courtId={courtId}
              openingTime={location.opening_time}
              closingTime={location.closing_time}
              now={now}
              value={startTime}
              onChange={onSlotChange}
              disabled={submitting}
            />
          )}
        </Stack>
      )}
    </PricedDialog>
  );
}
