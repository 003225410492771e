import { useSetAtom } from 'jotai';
import { useState } from 'react';
import type { ForgotPasswordValues } from '@domain';
import { ForgotPasswordScreen, type ForgotPasswordStatus } from '@ui/Screens/ForgotPassword';
import { passwordResetAtom } from '../api/registration';
import { SUPPORT_EMAIL } from '@ui/Shell/navigation';
import { isNotOffered } from '../api/capabilities';
import { ApiError } from '../api/answer';
import { useExclusive } from './useExclusive';

/** Said where the server has no reset call (one with SPEC §7's alone). */
export const RESET_NOT_OFFERED = `Passwords cannot be reset from this page yet. Please write to ${SUPPORT_EMAIL} from the address you signed up with.`;

/**
 * The server's reason: its message about the e-mail, else its general message; where it has no
 * such call, where to turn instead.
 */
function failureMessage(error: unknown): string | undefined {
  if (isNotOffered(error)) return RESET_NOT_OFFERED;
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
