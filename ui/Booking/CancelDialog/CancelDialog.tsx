import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import {
  SCREEN_MESSAGES,
  bookingReference,
  bookingTooLateToCancelText,
  canCancel,
  cancellationPolicyText,
  formatCoins,
  isUpcoming,
  type Booking,
} from '@domain';
import { useState } from 'react';
import { bookingWhen } from '../BookingCard';
import { PHONE_FULL_SCREEN_CONTENT, phoneFullScreenSize } from '../dialogLayout';
import { dismissibleUnlessBusy } from '../../Feedback/modalDismissal';
import { CLOSE, CLOSE_DIALOG } from '../../copy';

export interface CancelDialogCopy {
  title: string;
  policy: string;
  refund: (coins: string) => string;
  tooLate: string;
  notActive: string;
  keep: string;
  confirm: string;
  confirming: string;
  close: string;
  closeDialog: string;
  failedTitle: string;
}

export const CANCEL_DIALOG_COPY: CancelDialogCopy = {
  title: 'Cancel booking',
  policy: cancellationPolicyText(),
  refund: (coins) => `You will get ${coins} back.`,
  tooLate: bookingTooLateToCancelText(),
  notActive: 'Only pending or confirmed bookings can be cancelled.',
  keep: 'Keep booking',
  confirm: 'Cancel booking',
  confirming: 'Cancelling...',
  close: CLOSE,
  closeDialog: CLOSE_DIALOG,
  failedTitle: SCREEN_MESSAGES.bookings.cancellationFailedTitle,
};

export interface CancelDialogProps {
  /** The booking to cancel; null closes the dialog. */
  booking: Booking | null;
  /** The cancellation cut-off (decisions §2) compares against this instant. */
  now: Date;
  onConfirm: (booking: Booking) => void;
  onClose: () => void;
  /** The cancellation is in flight: nothing can be pressed and the dialog stays open. */
  busy?: boolean;
  /** The last attempt failed: what to tell the member (the server's message, or the app's fallback). */
  error?: string | null;
  copy?: Partial<CancelDialogCopy>;
}

/** Confirms a cancellation, states the policy and the refund, or says why it is too late. */
export function CancelDialog({
  booking,
  now,
  onConfirm,
  onClose,
  busy = false,
  error = null,
  copy,
}: CancelDialogProps) {
  const text = { ...CANCEL_DIALOG_COPY, ...copy };
  // Keeps the last booking on screen while the dialog animates closed.
  const [shown, setShown] = useState(booking);
  if (booking && booking !== shown) setShown(booking);

  const allowed = shown !== null && canCancel(shown, now);
  const reason = shown && isUpcoming(shown, now) ? text.tooLate : text.notActive;

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      role="alertdialog"
      open={booking !== null}
      {...dismissibleUnlessBusy(busy, onClose)}
      size={phoneFullScreenSize('md')}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...PHONE_FULL_SCREEN_CONTENT} aria-busy={busy || undefined}>
            <Dialog.Header>
              <Dialog.Title>{text.title}</Dialog.Title>
            </Dialog.Header>
            {shown ? (
              <Dialog.Body>
                <Stack gap="3">
                  <Stack gap="0.5">
                    <Text fontWeight="semibold">
                      {shown.location.name} · {bookingReference(shown)}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {bookingWhen(shown)}
                    </Text>
                  </Stack>
                  <Dialog.Description>{text.policy}</Dialog.Description>
                  {allowed ? (
                    <Text fontWeight="semibold">{text.refund(formatCoins(shown.coin_cost))}</Text>
                  ) : (
                    <Alert.Root status="warning" role="status">
                      <Alert.Indicator />
                      <Alert.Title>{reason}</Alert.Title>
                    </Alert.Root>
                  )}
                  {error !== null ? (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Title>{text.failedTitle}</Alert.Title>
                        <Alert.Description>{error}</Alert.Description>
                      </Alert.Content>
                    </Alert.Root>
                  ) : null}
                </Stack>
              </Dialog.Body>
            ) : null}
            <Dialog.Footer flexWrap="wrap">
              {allowed && shown ? (
                <>
                  <Button variant="outline" disabled={busy} onClick={onClose}>
                    {text.keep}
                  </Button>
                  <Button
                    colorPalette="red"
                    loading={busy}
                    loadingText={text.confirming}
                    disabled={busy}
                    onClick={() => onConfirm(shown)}
                  >
                    {text.confirm}
                  </Button>
                </>
              ) : (
                <Button onClick={onClose}>{text.close}</Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={text.closeDialog} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
