import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { UNEXPECTED_ERROR, type FieldErrors, type PasswordResetConfirmValues } from '@domain';
import { joinServerErrors } from '@ui/Forms/FormField';
import { ResetPasswordScreen, type ResetPasswordStatus } from '@ui/Screens/ResetPassword';
import { ApiError } from '../api/answer';
import { passwordResetConfirmAtom } from '../api/registration';
import { useExclusive } from './useExclusive';

type PasswordFields = Omit<PasswordResetConfirmValues, 'token'>;
type Failure = { message?: string; fields: FieldErrors<PasswordFields> };

/**
 * The server's reason: its message about the link first, else its general one, else SPEC §8's
 * unexpected error; field errors that come without a message show on their fields alone. The
 * reading of a server's message comes with the first failure, not with a visitor's first page.
 */
async function failureOf(error: unknown): Promise<Failure> {
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
  const field = (name: string) => joinServerErrors(fieldErrors, name);
  const fields = {
    new_password: field('new_password'),
    new_password_confirm: field('new_password_confirm'),
  };
  const aboutLink = field('token');
  if (aboutLink) return { message: aboutLink, fields };
  const onFields = fields.new_password ?? fields.new_password_confirm;
  if (error instanceof ApiError && !error.message && onFields) return { fields };
  const { errorMessage } = await import('../api/remote');
  return { message: errorMessage(error, UNEXPECTED_ERROR), fields };
}

/** /reset-password?token=…, the link of the reset e-mail. */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') || null;
  const confirm = useSetAtom(passwordResetConfirmAtom);
  const [status, setStatus] = useState<ResetPasswordStatus>('idle');
  const [failure, setFailure] = useState<Failure>({ fields: {} });

  const submit = useExclusive(async (values: PasswordResetConfirmValues) => {
    setStatus('saving');
    try {
      await confirm(values);
      setStatus('done');
    } catch (error) {
      setFailure(await failureOf(error));
      setStatus('failed');
    }
  });

  return (
    <ResetPasswordScreen
      token={token}
      onSubmit={submit}
      status={status}
      errorMessage={failure.message}
      serverErrors={failure.fields}
    />
  );
}
