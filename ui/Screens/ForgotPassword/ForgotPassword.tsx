import { Button, Stack } from '@chakra-ui/react';
import { Input } from '../../Forms/Field';
import { validateForgotPassword, type ForgotPasswordValues } from '@domain';
import { useState, type FormEvent } from 'react';
import { PageNotice } from '../../Feedback/PageNotice';
import { FormField } from '../../Forms/FormField';
import { AppLink } from '../../Navigation/AppLink';
import { AuthCard } from '../../Forms/AuthCard';

export type ForgotPasswordStatus = 'idle' | 'sending' | 'sent' | 'failed';

export interface ForgotPasswordScreenProps {
  /** Called with a valid e-mail; the app asks for the reset link and reports back in `status`. */
  onSubmit: (values: ForgotPasswordValues) => void;
  status?: ForgotPasswordStatus;
  /** Shown when the request failed. */
  errorMessage?: string;
  /**
   * The notice once sent. It never says whether the account exists, so the page cannot be used
   * to find out who is a member.
   */
  sentMessage?: (email: string) => string;
  title?: string;
  subtitle?: string;
  submitLabel?: string;
  sendingLabel?: string;
}

export function defaultSentMessage(email: string): string {
  const who = email === '' ? 'that e-mail address' : email;
  return `If an account exists for ${who}, a link to reset the password has been sent to it. Check your inbox.`;
}

/** /forgot-password: asks for a reset link by e-mail. */
export function ForgotPasswordScreen({
  onSubmit,
  status = 'idle',
  errorMessage = 'We could not send the reset link. Please try again.',
  sentMessage = defaultSentMessage,
  title = 'Forgot your password?',
  subtitle = 'Enter the e-mail address you registered with and we will send you a link to choose a new password.',
  submitLabel = 'Send reset link',
  sendingLabel = 'Sending...',
}: ForgotPasswordScreenProps) {
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
      title={title}
      subtitle={subtitle}
      footer={
        <>
          <AppLink to="/login" fontSize="sm">
            Back to sign in
          </AppLink>
        </>
      }
    >
      <form method="post" noValidate onSubmit={submit}>
        <Stack gap="4">
          {status === 'sent' && <PageNotice status="success" title={sentMessage(submittedEmail)} />}
          {status === 'failed' && errorMessage !== undefined && (
            <PageNotice status="error" title={errorMessage} />
          )}
          <FormField label="Email" error={emailError} required>
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
            loadingText={sendingLabel}
          >
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
