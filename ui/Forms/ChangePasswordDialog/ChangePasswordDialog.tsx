import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import {
  MIN_PASSWORD_LENGTH,
  validatePasswordChange,
  type FieldErrors,
  type PasswordChangeValues,
} from '@domain';
import { useId, useState, type FormEvent } from 'react';
import {
  FormField,
  NON_FIELD_ERRORS,
  joinServerErrors,
  useServerFieldErrors,
  type ServerFieldErrors,
} from '../FormField';
import { PasswordInput } from '../PasswordInput';
import { dismissibleUnlessBusy } from '../../Feedback/modalDismissal';
import { CANCEL, CHANGE_PASSWORD, CLOSE, SHOW_PASSWORD_CONFIRMATION } from '../../copy';

export const PASSWORD_REQUIREMENTS_NOTE = `Use at least ${MIN_PASSWORD_LENGTH} characters; mix letters, numbers and special characters.`;

export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with valid values only; the app sends them and reports back through the props. */
  onSubmit: (values: PasswordChangeValues) => void;
  /** The change is being sent: the confirm button is busy and the dialog cannot be closed. */
  submitting?: boolean;
  /** The server's field errors (current_password, new_password, new_password_confirm). */
  errors?: ServerFieldErrors | undefined;
  title?: string;
  /** Advice only: the length is the one rule enforced. */
  requirementsNote?: string;
  confirmLabel?: string;
  confirmLoadingText?: string;
  cancelLabel?: string;
}

const EMPTY: PasswordChangeValues = {
  current_password: '',
  new_password: '',
  new_password_confirm: '',
};

/** A Chakra dialog to change the signed-in user's password. */
export function ChangePasswordDialog({
  open,
  onOpenChange,
  submitting = false,
  title = CHANGE_PASSWORD,
  ...formProps
}: ChangePasswordDialogProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      {...dismissibleUnlessBusy(submitting, () => onOpenChange(false))}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {/* The form lives inside the content, which unmounts on close: reopening starts empty. */}
            <PasswordChangeForm {...formProps} submitting={submitting} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={CLOSE} disabled={submitting} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type FormProps = Omit<ChangePasswordDialogProps, 'open' | 'onOpenChange' | 'title'>;

function PasswordChangeForm({
  onSubmit,
  submitting = false,
  errors,
  requirementsNote = PASSWORD_REQUIREMENTS_NOTE,
  confirmLabel = CHANGE_PASSWORD,
  confirmLoadingText = 'Changing password...',
  cancelLabel = CANCEL,
}: FormProps) {
  const formId = useId();
  const [values, setValues] = useState<PasswordChangeValues>(EMPTY);
  const [attempted, setAttempted] = useState(false);
  const server = useServerFieldErrors(errors);
  // Once a submission was refused, errors follow the values as the user corrects them.
  const clientErrors: FieldErrors<PasswordChangeValues> = attempted
    ? validatePasswordChange(values)
    : {};
  const generalError = joinServerErrors(errors, NON_FIELD_ERRORS);

  function update(field: keyof PasswordChangeValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    server.markEdited(field);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    if (Object.keys(validatePasswordChange(values)).length > 0) return;
    onSubmit(values);
  }

  const errorOf = (field: keyof PasswordChangeValues) =>
    clientErrors[field] ?? server.serverError(field);

  return (
    <>
      <Dialog.Body>
        <form method="post" noValidate onSubmit={submit} id={formId}>
          <Stack gap="4">
            <Text color="fg.muted" fontSize="sm">
              {requirementsNote}
            </Text>
            {generalError !== undefined && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{generalError}</Alert.Title>
              </Alert.Root>
            )}
            <FormField label="Current password" error={errorOf('current_password')} required>
              <PasswordInput
                name="current_password"
                autoComplete="current-password"
                value={values.current_password}
                onChange={(event) => update('current_password', event.target.value)}
                toggleLabel="Show current password"
              />
            </FormField>
            <FormField label="New password" error={errorOf('new_password')} required>
              <PasswordInput
                name="new_password"
                autoComplete="new-password"
                value={values.new_password}
                onChange={(event) => update('new_password', event.target.value)}
                toggleLabel="Show new password"
              />
            </FormField>
            <FormField
              label="Confirm new password"
              error={errorOf('new_password_confirm')}
              required
            >
              <PasswordInput
                name="new_password_confirm"
                autoComplete="new-password"
                value={values.new_password_confirm}
                onChange={(event) => update('new_password_confirm', event.target.value)}
                toggleLabel={SHOW_PASSWORD_CONFIRMATION}
              />
            </FormField>
          </Stack>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" disabled={submitting}>
            {cancelLabel}
          </Button>
        </Dialog.ActionTrigger>
        <Button
          type="submit"
          form={formId}
          colorPalette="brand"
          loading={submitting}
          loadingText={confirmLoadingText}
        >
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </>
  );
}
