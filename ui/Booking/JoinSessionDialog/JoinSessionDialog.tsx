import { Dialog, Stack, Text } from '@chakra-ui/react';
import {
  formatCoins,
  hasEnoughCoins,
  joinInsideCutoffText,
  startsInsideCutoff,
  type GameSession,
} from '@domain';
import { statusLabel } from '../../theme/status';
import { bookingWhen } from '../BookingCard';
import { InsufficientCoins } from '../InsufficientCoins';
import { Notice, PricedDialog } from '../PricedDialog';
import { QuoteSummary } from '../QuoteSummary';
import { CLOSE_DIALOG } from '../../copy';

/** The dialog's own words; the cost and the balance are QuoteSummary's. */
export interface JoinSessionDialogCopy {
  title: (sessionTitle: string) => string;
  balanceAfter: string;
  tooLate: string;
  keep: string;
  confirm: (coins: string) => string;
  confirming: string;
  closeDialog: string;
}

export const JOIN_SESSION_DIALOG_COPY: JoinSessionDialogCopy = {
  title: (sessionTitle) => `Join ${sessionTitle}?`,
  balanceAfter: 'Balance after joining',
  tooLate: joinInsideCutoffText(),
  keep: 'Not now',
  confirm: (coins) => `Join for ${coins}`,
  confirming: 'Joining...',
  closeDialog: CLOSE_DIALOG,
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
 * Asks before a session's coins are taken, in the frame of the other dialogs that move coins: the
 * session, then beside Join what it costs and the balance before and after, and, inside the
 * cut-off, that the place cannot be given up once taken. It closes once joined (the caller says
 * so).
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
  // With the balance unknown the server decides; it refuses a join the coins do not cover.
  const enough =
    session !== null && (balance === null || hasEnoughCoins(balance, session.coin_cost));
  const insideCutoff = session !== null && startsInsideCutoff(session, now);

  return (
    <PricedDialog
      open={session !== null}
      size="md"
      role="alertdialog"
      header={session ? <Dialog.Title>{text.title(sessionTitle(session))}</Dialog.Title> : null}
      price={
        session ? (
          <>
            <QuoteSummary
              quote={session}
              balance={balance}
              compact
              stacked
              copy={{ balanceAfter: text.balanceAfter }}
            />
            {balance !== null && !enough ? (
              <InsufficientCoins cost={session.coin_cost} balance={balance} />
            ) : null}
          </>
        ) : null
      }
      notices={insideCutoff && enough ? <Notice message={text.tooLate} /> : null}
      submitError={error}
      submitting={busy}
      canConfirm={enough && !busy}
      onConfirm={() => {
        if (session && enough && !busy) onConfirm(session);
      }}
      onClose={onClose}
      text={{
        cancel: text.keep,
        confirm: session ? text.confirm(formatCoins(session.coin_cost)) : '',
        confirming: text.confirming,
        closeDialog: text.closeDialog,
      }}
    >
      {session ? (
        <Stack gap="0.5">
          <Text fontWeight="semibold">
            {locationName ? `${locationName} · ` : ''}
            {session.court.name}
          </Text>
          <Dialog.Description fontSize="sm" color="fg.muted">
            {bookingWhen(session)}
          </Dialog.Description>
        </Stack>
      ) : null}
    </PricedDialog>
  );
}
