import { Button, Flex, Stack } from '@chakra-ui/react';
import { MAX_LENGTH, MESSAGES, type ReasonedStatusChange } from '@domain';
import { useState, type FormEvent } from 'react';
import { Textarea } from '../../Forms/Field';
import { FormField } from '../../Forms/FormField';
import { CANCEL } from '../../copy';

export const STATUS_REASON_COPY = {
  reasonFor: (action: ReasonedStatusChange) =>
    action === 'suspend' ? 'Reason for the suspension' : 'Reason for the rejection',
  reasonHelp: 'The member reads this reason on their dashboard.',
  reasonRequired: MESSAGES.reasonRequired,
  confirm: (action: ReasonedStatusChange) =>
    action === 'suspend' ? 'Confirm suspension' : 'Confirm rejection',
  cancel: CANCEL,
};

export type StatusReasonCopy = typeof STATUS_REASON_COPY;

export interface StatusReasonFormProps {
  action: ReasonedStatusChange;
  /** Sent with the reason staff typed, trimmed; never with none. */
  onConfirm: (reason: string) => void;
  onCancel: () => void;
  /** The change is on its way: Confirm shows it, and nothing typed can be lost by a Cancel. */
  busy?: boolean;
  copy?: Partial<StatusReasonCopy>;
}

/**
 * The second step of a suspension or a rejection, wherever staff start one: the reason the member
 * will read, then Confirm. A blank reason is refused: the member would read nothing. The form
 * belongs to the account's current status: the screen that shows it closes it by showing the new
 * status (for example by keying it on the status), so a confirmed change needs no Cancel.
 */
export function StatusReasonForm({
  action,
  onConfirm,
  onCancel,
  busy = false,
  copy,
}: StatusReasonFormProps) {
  const text = { ...STATUS_REASON_COPY, ...copy };
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = reason.trim();
    if (!trimmed) {
      setError(text.reasonRequired);
      return;
    }
    onConfirm(trimmed);
  };

  return (
    <form method="post" noValidate onSubmit={confirm}>
      <Stack gap="3">
        <FormField
          label={text.reasonFor(action)}
          error={error}
          helperText={text.reasonHelp}
          required
        >
          <Textarea
            rows={2}
            maxLength={MAX_LENGTH.reason}
            value={reason}
            // Opened by the press on Suspend or Reject, which is gone: the reason is next.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
        </FormField>
        <Flex gap="2" wrap="wrap">
          {/* While busy the button keeps its words beside the spinner: a name to read and to say. */}
          <Button
            type="submit"
            colorPalette="red"
            loading={busy}
            loadingText={text.confirm(action)}
          >
            {text.confirm(action)}
          </Button>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {text.cancel}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
