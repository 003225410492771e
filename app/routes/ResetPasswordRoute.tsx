import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FieldErrors, PasswordResetConfirmValues } from '@domain';
import { ResetPasswordScreen, type ResetPasswordStatus } from '@ui/Screens/ResetPassword';
import { ApiError } from '../api/answer';
import { passwordResetConfirmAtom } from '../api/registration';
import { useExclusive } from './useExclusive';

type PasswordFields = Omit<PasswordResetConfirmValues, 'token'>;

/** The server's reason: its message about the link first, else its general one. */
function failureOf(error: unknown): { message?: string; fields: FieldErrors<PasswordFields> } {
  if (!(error instanceof ApiError)) return { fields: {} };
  const field = (name: string) => error.fieldErrors[name]?.join(' ') || undefined;
  return {
    message: field('token') ?? error.message,
    fields: {
      new_password: field('new_password'),
      new_password_confirm: field('new_password_confirm'),
    },
  };
}

/** /reset-password?token=…, the link of the reset e-mail. */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') || null;
  const confirm = useSetAtom(passwordResetConfirmAtom);
  const [status, setStatus] = useState<ResetPasswordStatus>('idle');
  const [failure, setFailure] = useState<ReturnType<typeof failureOf>>({ fields: {} });

  const submit = useExclusive(async (values: PasswordResetConfirmValues) => {
    setStatus('saving');
    try {
      await confirm(values);
      setStatus('done');
    } catch (error) {
      setFailure(failureOf(error));
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
