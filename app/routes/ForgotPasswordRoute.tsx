import { useSetAtom } from 'jotai';
import { useState } from 'react';
import type { ForgotPasswordValues } from '@domain';
import { ForgotPasswordScreen, type ForgotPasswordStatus } from '@ui/Screens/ForgotPassword';
import { passwordResetAtom } from '../api/registration';
import { ApiError } from '../api/client';
import { useExclusive } from './useExclusive';

/** The server's reason: its message about the e-mail, else its general message. */
function failureMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.fieldErrors['email']?.join(' ') || error.message || undefined;
}

export default function ForgotPasswordRoute() {
  const requestPasswordReset = useSetAtom(passwordResetAtom);
  const [status, setStatus] = useState<ForgotPasswordStatus>('idle');
  const [failure, setFailure] = useState<string>();

  const submit = useExclusive(async (values: ForgotPasswordValues) => {
    setStatus('sending');
    try {
      await requestPasswordReset(values);
      setStatus('sent');
    } catch (error) {
      setFailure(failureMessage(error));
      setStatus('failed');
    }
  });

  return (
    <ForgotPasswordScreen
      onSubmit={submit}
      status={status}
      // Without a reason of the server's, the screen's own wording shows.
      errorMessage={failure}
    />
  );
}
