import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import {
  formatCoins,
  hasEnoughCoins,
  joinInsideCutoffText,
  startsInsideCutoff,
  type GameSession,
} from '@domain';
import { useState } from 'react';
import { statusLabel } from '../../theme/status';
import { bookingWhen } from '../BookingCard';
import { InsufficientCoins } from '../InsufficientCoins';
import { PriceRow } from '../QuoteSummary/PriceRows';
import { PHONE_FULL_SCREEN_CONTENT, phoneFullScreenSize } from '../dialogLayout';
import { dismissibleUnlessBusy } from '../../Feedback/modalDismissal';

export interface JoinSessionDialogCopy {
  title: (sessionTitle: string) => string;
  cost: string;
  balance: string;
  balanceAfter: string;
  tooLate: string;
  keep: string;
  confirm: (coins: string) => string;
  confirming: string;
  closeDialog: string;
}

export const JOIN_SESSION_DIALOG_COPY: JoinSessionDialogCopy = {
  title: (sessionTitle) => `Join ${sessionTitle}?`,
  cost: 'Cost',
  balance: 'Your balance',
  balanceAfter: 'Balance after joining',
  tooLate: joinInsideCutoffText(),
  keep: 'Not now',
  confirm: (coins) => `Join for ${coins}`,
  confirming: 'Joining...',
  closeDialog: 'Close dialog',
};

export interface JoinSessionDialogProps {
  /** The session to join; null closes the dialog. */
  session: GameSession | null;
  /** The member's available coins; null while unknown (the server then decides). */
  balance: number | null;
  /** The cancellation cut-off (decisions §2) compares against this instant. */
  now: Date;
  onConfirm: (session: GameSession) => void;
  onClose: () => void;
  /** The join is in flight: nothing can be pressed and the dialog stays open. */
  busy?: boolean;
  /** The last attempt failed: what to tell the member (the server's message, or the app's fallback). */
  error?: string | null;
  /** The venue's name, when the caller knows it. */
  locationName?: string;
  copy?: Partial<JoinSessionDialogCopy>;
}

/** The title a session is shown under: its own, or its sport's when it has none. */
export function sessionTitle(session: GameSession): string {
  return session.title.trim() || `${statusLabel(session.court.court_type)} session`;
}

/**
 * Asks before a session's coins are taken: what it costs, the balance before and after, and,
 * inside the cut-off, that the place cannot be given up once taken.
 */
export function JoinSessionDialog({
  session,
  balance,
  now,
  onConfirm,
  onClose,
  busy = false,
  error = null,
  locationName,
  copy,
}: JoinSessionDialogProps) {
  const text = { ...JOIN_SESSION_DIALOG_COPY, ...copy };
  // Keeps the last session on screen while the dialog animates closed.
  const [shown, setShown] = useState(session);
  if (session && session !== shown) setShown(session);

  const enough = shown !== null && (balance === null || hasEnoughCoins(balance, shown.coin_cost));
  const insideCutoff = shown !== null && startsInsideCutoff(shown, now);

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      role="alertdialog"
      open={session !== null}
      {...dismissibleUnlessBusy(busy, onClose)}
      size={phoneFullScreenSize('md')}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...PHONE_FULL_SCREEN_CONTENT} aria-busy={busy || undefined}>
            {shown ? (
              <>
                <Dialog.Header pe="12">
                  <Dialog.Title>{text.title(sessionTitle(shown))}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <Stack gap="0.5">
                      <Text fontWeight="semibold">
                        {locationName ? `${locationName} · ` : ''}
                        {shown.court.name}
                      </Text>
                      <Dialog.Description fontSize="sm" color="fg.muted">
                        {bookingWhen(shown)}
                      </Dialog.Description>
                    </Stack>
                    <Stack
                      as="dl"
                      gap="2"
                      fontSize="sm"
                      borderWidth="1px"
                      borderColor="border"
                      borderRadius="l3"
                      p="4"
                      bg="bg.subtle"
                    >
                      <PriceRow term={text.cost}>{formatCoins(shown.coin_cost)}</PriceRow>
                      {balance !== null ? (
                        <PriceRow term={text.balance}>{formatCoins(balance)}</PriceRow>
                      ) : null}
                      {balance !== null && enough ? (
                        <PriceRow term={text.balanceAfter}>
                          {formatCoins(balance - shown.coin_cost)}
                        </PriceRow>
                      ) : null}
                    </Stack>
                    {balance !== null && !enough ? (
                      <InsufficientCoins cost={shown.coin_cost} balance={balance} />
                    ) : null}
                    {insideCutoff && enough ? (
                      <Alert.Root status="warning" role="status">
                        <Alert.Indicator />
                        <Alert.Title>{text.tooLate}</Alert.Title>
                      </Alert.Root>
                    ) : null}
                    {error !== null ? (
                      <Alert.Root status="error" role="alert">
                        <Alert.Indicator />
                        <Alert.Title>{error}</Alert.Title>
                      </Alert.Root>
                    ) : null}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer flexWrap="wrap">
                  <Button variant="outline" disabled={busy} onClick={onClose}>
                    {text.keep}
                  </Button>
                  <Button
                    loading={busy}
                    loadingText={text.confirming}
                    disabled={busy || !enough}
                    onClick={() => onConfirm(shown)}
                  >
                    {text.confirm(formatCoins(shown.coin_cost))}
                  </Button>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={text.closeDialog} disabled={busy} />
                </Dialog.CloseTrigger>
              </>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
