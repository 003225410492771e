import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { REGISTER_MESSAGES, REGISTER_REDIRECT_MS } from '@domain';
import { RegisterScreen, type RegistrationFormValues } from '@ui/Screens/Register';
import { registerAtom } from '../api/registration';
import { ApiError } from '../api/answer';
import { errorMessage } from '../api/remote';
import { loginNoticeAtom } from './loginNotice';
import { useExclusive } from './useExclusive';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'failed'; message: string; errors?: Record<string, string[]> }
  | { kind: 'registered' };

export default function RegisterRoute() {
  const register = useSetAtom(registerAtom);
  const navigate = useNavigate();
  const setLoginNotice = useSetAtom(loginNoticeAtom);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const registered = outcome.kind === 'registered';

  // SPEC §2: the login page follows 3 seconds after a registration; leaving earlier cancels it.
  useEffect(() => {
    if (!registered) return;
    const timer = window.setTimeout(() => navigate('/login'), REGISTER_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [registered, navigate]);

  const submit = useExclusive(async (values: RegistrationFormValues) => {
    setOutcome({ kind: 'submitting' });
    try {
      await register(values);
      // Said again on /login, however the visitor gets there: after the 3 s or by its link.
      setLoginNotice(REGISTER_MESSAGES.success);
      setOutcome({ kind: 'registered' });
    } catch (error) {
      setOutcome(
        error instanceof ApiError
          ? {
              kind: 'failed',
              message: errorMessage(error, REGISTER_MESSAGES.failed),
              errors: error.fieldErrors,
            }
          : { kind: 'failed', message: REGISTER_MESSAGES.unexpected },
      );
    }
  });

  return (
    <RegisterScreen
      onSubmit={submit}
      submitting={outcome.kind === 'submitting'}
      errorMessage={outcome.kind === 'failed' ? outcome.message : undefined}
      errors={outcome.kind === 'failed' ? outcome.errors : undefined}
      success={registered}
      successMessage={REGISTER_MESSAGES.success}
      redirectSeconds={REGISTER_REDIRECT_MS / 1000}
    />
  );
}
