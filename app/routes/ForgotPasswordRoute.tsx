import { useSetAtom } from 'jotai';
import { useState } from 'react';
import type { ForgotPasswordValues } from '@domain';
import { joinServerErrors } from '@ui/Forms/FormField';
import {
  FORGOT_PASSWORD_COPY,
  ForgotPasswordScreen,
  type ForgotPasswordStatus,
} from '@ui/Screens/ForgotPassword';
import { passwordResetAtom } from '../api/registration';
import { isNotOffered } from '../api/capabilities';
import { ApiError } from '../api/answer';
import { useExclusive } from './useExclusive';

/**
 * The server's reason: its message about the e-mail, else its general message, else the screen's
 * words; where it has no such call, where to turn instead. The reading of a server's message comes
 * with the first failure, not with a visitor's first page.
 */
async function failureMessage(error: unknown): Promise<string> {
  if (isNotOffered(error)) return FORGOT_PASSWORD_COPY.notOffered;
  const aboutEmail =
    error instanceof ApiError ? joinServerErrors(error.fieldErrors, 'email') : undefined;
  if (aboutEmail) return aboutEmail;
  const { errorMessage } = await import('../api/remote');
  return errorMessage(error, FORGOT_PASSWORD_COPY.failed);
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
      setFailure(await failureMessage(error));
      setStatus('failed');
    }
  });

  return <ForgotPasswordScreen onSubmit={submit} status={status} errorMessage={failure} />;
}
