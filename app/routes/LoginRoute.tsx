import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LOGIN_MESSAGES, type LoginValues } from '@domain';
import { LoginScreen } from '@ui/Screens/Login';
import { loginAtom } from '../api/auth';
import { ApiError } from '../api/answer';
import { loginNoticeAtom, pathAfterLogin } from './loginNotice';
import { useExclusive } from './useExclusive';

/**
 * SPEC §8 Login: a PENDING account (403), else the server's message, else 'Login failed'. The
 * reading of a server's message comes with the first failure, not with a visitor's first page.
 */
async function loginFailure(error: unknown): Promise<string> {
  if (!(error instanceof ApiError)) return LOGIN_MESSAGES.unexpected;
  if (error.status === 403 && error.code === 'account_pending') {
    return LOGIN_MESSAGES.pendingApproval;
  }
  const { errorMessage } = await import('../api/remote');
  return errorMessage(error, LOGIN_MESSAGES.failed);
}

export default function LoginRoute() {
  const login = useSetAtom(loginAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const [pendingNotice, setPendingNotice] = useAtom(loginNoticeAtom);
  // Shown for as long as this page is, and only once: the atom is emptied when it is taken.
  const [notice] = useState(pendingNotice);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    if (pendingNotice !== undefined) setPendingNotice(undefined);
  }, [pendingNotice, setPendingNotice]);

  const submit = useExclusive(async (values: LoginValues) => {
    setSubmitting(true);
    setFailure(undefined);
    try {
      await login(values);
      navigate(pathAfterLogin(location.state), { replace: true });
    } catch (error) {
      setFailure(await loginFailure(error));
      setSubmitting(false);
    }
  });

  return (
    <LoginScreen onSubmit={submit} submitting={submitting} errorMessage={failure} notice={notice} />
  );
}
