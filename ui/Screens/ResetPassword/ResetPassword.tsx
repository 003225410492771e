import { Alert, Button, Stack } from '@chakra-ui/react';
import {
  PASSWORD_RESET_MESSAGES,
  validatePasswordReset,
  type FieldErrors,
  type PasswordResetConfirmValues,
} from '@domain';
import { useState, type FormEvent } from 'react';
import { AuthCard } from '../../Forms/AuthCard';
import { FormField } from '../../Forms/FormField';
import { PasswordInput } from '../../Forms/PasswordInput';
import { AppLink } from '../../Navigation/AppLink';
import { RESET_PASSWORD_COPY as text } from './copy';

export type ResetPasswordStatus = 'idle' | 'saving' | 'done' | 'failed';

type PasswordFields = Omit<PasswordResetConfirmValues, 'token'>;

export interface ResetPasswordScreenProps {
  /** The token of the link; null when the address has none. */
  token: string | null;
  /** Called with valid values; the app sends them and reports back in `status`. */
  onSubmit: (values: PasswordResetConfirmValues) => void;
  status?: ResetPasswordStatus;
  /** The server's reason when it refused (a used or expired link, a password it refused). */
  errorMessage?: string;
  /** The server's field errors, shown under their fields. */
  serverErrors?: FieldErrors<PasswordFields>;
}

/** /reset-password?token=…: the link of the reset e-mail, where the member chooses a new password. */
export function ResetPasswordScreen({
  token,
  onSubmit,
  status = 'idle',
  errorMessage,
  serverErrors = {},
}: ResetPasswordScreenProps) {
  const [values, setValues] = useState<PasswordFields>({
    new_password: '',
    new_password_confirm: '',
  });
  const [attempted, setAttempted] = useState(false);
  const saving = status === 'saving';
  const local = attempted ? validatePasswordReset({ token: token ?? '', ...values }) : {};
  const errorOf = (field: keyof PasswordFields) => local[field] ?? serverErrors[field];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || token === null) return;
    setAttempted(true);
    const errors = validatePasswordReset({ token, ...values });
    if (errors.new_password !== undefined || errors.new_password_confirm !== undefined) return;
    onSubmit({ token, ...values });
  }

  const footer = (
    <AppLink to="/forgot-password" fontSize="sm">
      {text.askAgain}
    </AppLink>
  );

  if (token === null) {
    return (
      <AuthCard title={text.noLinkTitle} subtitle={text.noLinkSubtitle} footer={footer}>
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{PASSWORD_RESET_MESSAGES.invalidLink}</Alert.Title>
        </Alert.Root>
      </AuthCard>
    );
  }

  if (status === 'done') {
    return (
      <AuthCard
        title={text.doneTitle}
        subtitle={text.doneSubtitle}
        footer={
          <AppLink to="/" fontSize="sm">
            {text.backHome}
          </AppLink>
        }
      >
        <Stack gap="4">
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{PASSWORD_RESET_MESSAGES.done}</Alert.Title>
          </Alert.Root>
          <AppLink to="/login" fontWeight="semibold">
            {text.signIn}
          </AppLink>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={text.title} subtitle={text.subtitle} footer={footer}>
      <form method="post" noValidate onSubmit={submit}>
        <Stack gap="4">
          {status === 'failed' && errorMessage && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{errorMessage}</Alert.Title>
            </Alert.Root>
          )}
          <FormField
            label={text.newPassword}
            error={errorOf('new_password')}
            helperText={text.passwordHelp}
            required
          >
            <PasswordInput
              name="new_password"
              autoComplete="new-password"
              value={values.new_password}
              onChange={(e) => setValues({ ...values, new_password: e.target.value })}
            />
          </FormField>
          <FormField label={text.confirmPassword} error={errorOf('new_password_confirm')} required>
            <PasswordInput
              name="new_password_confirm"
              autoComplete="new-password"
              toggleLabel={text.showConfirmation}
              value={values.new_password_confirm}
              onChange={(e) => setValues({ ...values, new_password_confirm: e.target.value })}
            />
          </FormField>
          <Button
            type="submit"
            colorPalette="brand"
            w="full"
            loading={saving}
            loadingText={text.saving}
          >
            {text.submit}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
