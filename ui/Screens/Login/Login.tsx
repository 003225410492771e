import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Input } from '../../Forms/Field';
import { validateLogin, type LoginValues } from '@domain';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { FormField } from '../../Forms/FormField';
import { PasswordInput } from '../../Forms/PasswordInput';
import { AppLink } from '../../Navigation/AppLink';
import { AuthCard } from '../../Forms/AuthCard';
import { LOGIN_COPY as text } from './copy';

// A notice shows only after something happened (a failed sign-in, a registration just made), so
// its code comes then: the form, a visitor's first page, paints without it (its JS budget).
const PageNotice = lazy(() =>
  import('../../Feedback/PageNotice').then((module) => ({ default: module.PageNotice })),
);

export interface LoginScreenProps {
  /** Called with both fields filled; the app signs in and reports back through the props. */
  onSubmit: (values: LoginValues) => void;
  /** Signing in: the button is busy and disabled. */
  submitting?: boolean;
  /** Why the last attempt failed (a pending account, the server's message…). */
  errorMessage?: string | undefined;
  /** A notice from elsewhere, e.g. that a password change requires signing in again. */
  notice?: string | undefined;
}

/** /login: e-mail and password, with the ways to register or recover a password. */
export function LoginScreen({
  onSubmit,
  submitting = false,
  errorMessage,
  notice,
}: LoginScreenProps) {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [attempted, setAttempted] = useState(false);
  // Shown after a refused submission and gone as soon as both fields are filled.
  const validationError = attempted ? validateLogin(values).form : undefined;
  const shownError = validationError ?? errorMessage;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    if (validateLogin(values).form !== undefined) return;
    onSubmit(values);
  }

  return (
    <AuthCard
      title={text.title}
      subtitle={text.subtitle}
      footer={
        <>
          <Text fontSize="sm" color="fg.muted">
            {text.noAccount}{' '}
            <AppLink to="/register" variant="underline">
              {text.signUp}
            </AppLink>
          </Text>
        </>
      }
    >
      <form method="post" noValidate onSubmit={submit}>
        <Stack gap="4">
          <Suspense fallback={null}>
            {notice !== undefined && <PageNotice status="success" title={notice} />}
            {shownError !== undefined && <PageNotice status="error" title={shownError} />}
          </Suspense>
          <FormField label={text.email}>
            <Input
              type="email"
              name="email"
              autoComplete="email"
              value={values.email}
              onChange={(event) => setValues({ ...values, email: event.target.value })}
            />
          </FormField>
          <FormField label={text.password}>
            <PasswordInput
              name="password"
              autoComplete="current-password"
              value={values.password}
              onChange={(event) => setValues({ ...values, password: event.target.value })}
            />
          </FormField>
          <Box textAlign="end">
            <AppLink to="/forgot-password" fontSize="sm">
              {text.forgotPassword}
            </AppLink>
          </Box>
          <Button
            type="submit"
            colorPalette="brand"
            w="full"
            loading={submitting}
            loadingText={text.submitting}
          >
            {text.submit}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
