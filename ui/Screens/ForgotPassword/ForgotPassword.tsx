import { Button, Stack } from '@chakra-ui/react';
import { Input } from '../../Forms/Field';
import { validateForgotPassword, type ForgotPasswordValues } from '@domain';
import { useState, type FormEvent } from 'react';
import { PageNotice } from '../../Feedback/PageNotice';
import { FormField } from '../../Forms/FormField';
import { AppLink } from '../../Navigation/AppLink';
import { AuthCard } from '../../Forms/AuthCard';
import { FORGOT_PASSWORD_COPY } from './copy';

export type ForgotPasswordStatus = 'idle' | 'sending' | 'sent' | 'failed';

export interface ForgotPasswordScreenProps {
  /** Called with a valid e-mail; the app asks for the reset link and reports back in `status`. */
  onSubmit: (values: ForgotPasswordValues) => void;
  status?: ForgotPasswordStatus;
  /** Why the request failed: the server's reason, or the screen's `failed`. */
  errorMessage?: string;
}

/** /forgot-password: asks for a reset link by e-mail. */
export function ForgotPasswordScreen({
  onSubmit,
  status = 'idle',
  errorMessage,
}: ForgotPasswordScreenProps) {
  const text = FORGOT_PASSWORD_COPY;
  const [email, setEmail] = useState('');
  const [submittedEmail, setSubmittedEmail] = useState('');
  const [attempted, setAttempted] = useState(false);
  const sending = status === 'sending';
  const emailError = attempted ? validateForgotPassword({ email }).email : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setAttempted(true);
    if (validateForgotPassword({ email }).email !== undefined) return;
    const values = { email: email.trim() };
    setSubmittedEmail(values.email);
    onSubmit(values);
  }

  return (
    <AuthCard
      title={text.title}
      subtitle={text.subtitle}
      footer={
        <>
          <AppLink to="/login" fontSize="sm">
            {text.backToSignIn}
          </AppLink>
        </>
      }
    >
      <form method="post" noValidate onSubmit={submit}>
        <Stack gap="4">
          {status === 'sent' && <PageNotice status="success" title={text.sent(submittedEmail)} />}
          {status === 'failed' && errorMessage !== undefined && (
            <PageNotice status="error" title={errorMessage} />
          )}
          <FormField label={text.email} error={emailError} required>
            <Input
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </FormField>
          <Button
            type="submit"
            colorPalette="brand"
            w="full"
            loading={sending}
            loadingText={text.sending}
          >
            {text.submit}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
