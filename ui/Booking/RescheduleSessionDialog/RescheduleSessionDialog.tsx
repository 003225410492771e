import { Alert, Dialog, Flex, Stack, Text } from '@chakra-ui/react';
import {
  bookingReference,
  formatCoins,
  type Booking,
  type GameSession,
  type RescheduleQuote,
} from '@domain';
import { useEffect, useRef } from 'react';
import type { Remote } from '../../remote';
import { statusLabel } from '../../theme/status';
import { bookingWhen } from '../BookingCard';
import { ChoiceGroup } from '../ChoiceGroup';
import { sessionTitle } from '../JoinSessionDialog';
import { coversDifference, RescheduleSummary } from '../RescheduleSummary';
import { Failure, Pending, PricedDialog, QuotePrice } from '../PricedDialog';
import { CANCEL, CLOSE_DIALOG } from '../../copy';

export interface RescheduleSessionDialogCopy {
  title: string;
  current: string;
  choose: (sport: string) => string;
  loading: string;
  empty: (sport: string) => string;
  checkingPrice: string;
  choosePrompt: string;
  unavailable: string;
  cancel: string;
  confirm: string;
  confirming: string;
  confirmedTitle: string;
  confirmedReference: string;
  coinsCharged: string;
  coinsRefunded: string;
  done: string;
  closeDialog: string;
  placesLeft: (places: number) => string;
}

export const RESCHEDULE_SESSION_DIALOG_COPY: RescheduleSessionDialogCopy = {
  title: 'Move to another session',
  current: 'Now',
  choose: (sport) => `Another ${sport.toLowerCase()} session`,
  loading: 'Loading sessions...',
  empty: (sport) =>
    `There is no other ${sport.toLowerCase()} session with a free place at the moment.`,
  checkingPrice: 'Checking the price...',
  choosePrompt: 'Choose a session to see the difference in price.',
  unavailable: 'This session cannot be taken',
  cancel: CANCEL,
  confirm: 'Confirm move',
  confirming: 'Moving...',
  confirmedTitle: 'Booking rescheduled',
  confirmedReference: 'It keeps its reference',
  coinsCharged: 'Coins charged',
  coinsRefunded: 'Coins refunded',
  done: 'Done',
  closeDialog: CLOSE_DIALOG,
  placesLeft: (places) => `${places} ${places === 1 ? 'place' : 'places'} left`,
};

export interface RescheduleSessionDialogProps {
  /** The session place being moved; null closes the dialog. */
  booking: Booking | null;
  /** Other sessions of the same sport with a free place. */
  sessions: Remote<GameSession[]>;
  /** The chosen session's id; null until one is chosen. */
  value: number | null;
  onChange: (session: GameSession) => void;
  /** The server's price of the move to the chosen session; null until one is chosen. */
  quote: Remote<RescheduleQuote> | null;
  /** The member's available coins; null while unknown. */
  balance: number | null;
  onConfirm: (sessionId: number) => void;
  onClose: () => void;
  submitting?: boolean;
  /** The last attempt failed: what to tell the member (the server's message, or the app's fallback). */
  submitError?: string | null;
  /** The booking as moved: the dialog then says so. */
  confirmed?: Booking | null;
  copy?: Partial<RescheduleSessionDialogCopy>;
}

/**
 * Moving a game-session place to another session of the same sport (docs/reschedule.md): the
 * choice of session, the server's price of the move, and the outcome, with the same reference.
 */
export function RescheduleSessionDialog({
  booking,
  sessions,
  value,
  onChange,
  quote,
  balance,
  onConfirm,
  onClose,
  submitting = false,
  submitError = null,
  confirmed = null,
  copy,
}: RescheduleSessionDialogProps) {
  const text = { ...RESCHEDULE_SESSION_DIALOG_COPY, ...copy };
  const ready = quote?.status === 'success' && quote.data.available ? quote.data : null;
  const canConfirm =
    value !== null && ready !== null && coversDifference(ready, balance) && !submitting;
  const sport = booking ? statusLabel(booking.court.court_type) : '';
  const settled = booking && confirmed ? confirmed.coin_cost - booking.coin_cost : 0;
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirmed) outcome.current?.focus();
  }, [confirmed]);

  return (
    <PricedDialog
      open={booking !== null}
      size="md"
      header={
        booking ? (
          <>
            <Dialog.Title>{text.title}</Dialog.Title>
            {confirmed ? null : (
              <Dialog.Description fontSize="sm">
                {text.current}:{' '}
                <Text as="span" fontWeight="semibold">
                  {booking.location.name} · {bookingWhen(booking)}
                </Text>{' '}
                <Text as="span" fontFamily="mono" color="fg.muted">
                  ({bookingReference(booking)})
                </Text>
              </Dialog.Description>
            )}
          </>
        ) : null
      }
      price={
        <QuotePrice quote={quote} text={text}>
          {(ready) => <RescheduleSummary quote={ready} balance={balance} />}
        </QuotePrice>
      }
      submitError={submitError}
      submitting={submitting}
      done={confirmed !== null}
      canConfirm={canConfirm}
      onConfirm={() => {
        if (canConfirm) onConfirm(value);
      }}
      onClose={onClose}
      text={text}
    >
      {confirmed ? (
        <Stack gap="3" role="status" tabIndex={-1} ref={outcome} outline="none">
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
          <Text fontSize="sm">{bookingWhen(confirmed)}</Text>
          {settled !== 0 ? (
            <Flex as="dl" justify="space-between" gap="3" fontSize="sm">
              <Text as="dt" color="fg.muted">
                {settled < 0 ? text.coinsRefunded : text.coinsCharged}
              </Text>
              <Text as="dd" fontWeight="semibold">
                {formatCoins(Math.abs(settled))}
              </Text>
            </Flex>
          ) : null}
        </Stack>
      ) : sessions.status === 'loading' ? (
        <Pending label={text.loading} />
      ) : sessions.status === 'error' ? (
        <Failure message={sessions.message} />
      ) : sessions.data.length === 0 ? (
        <Text color="fg.muted">{text.empty(sport)}</Text>
      ) : (
        <ChoiceGroup
          label={text.choose(sport)}
          value={value}
          onChange={(id) => {
            const session = sessions.data.find((candidate) => candidate.id === id);
            if (session) onChange(session);
          }}
          disabled={submitting}
          columns="1fr"
          choices={sessions.data.map((session) => ({
            value: session.id,
            label: bookingWhen(session),
            detail: `${sessionTitle(session)} · ${session.court.name} · ${formatCoins(session.coin_cost)} · ${text.placesLeft(Math.max(session.max_players - session.current_players, 0))}`,
          }))}
        />
      )}
    </PricedDialog>
  );
}
