import { Button, chakra, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Input } from '../../Forms/Field';
import {
  DEFAULT_COUNTRY,
  MIN_PASSWORD_LENGTH,
  REGISTER_MESSAGES,
  REGISTER_REDIRECT_MS,
  validateRegistration,
  type FieldErrors,
  type RegistrationValues,
} from '@domain';
import { lazy, Suspense, useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  FormField,
  NON_FIELD_ERRORS,
  focusFirstInvalid,
  joinServerErrors,
  useServerFieldErrors,
  type ServerFieldErrors,
} from '../../Forms/FormField';
import { PasswordInput } from '../../Forms/PasswordInput';
import { StateSelect } from '../../Forms/StateSelect';
import { AppLink } from '../../Navigation/AppLink';
import { AuthCard } from '../../Forms/AuthCard';

// The outcome's notice (a sent form, a refusal) loads as the form is sent, not with the page.
const loadPageNotice = () => import('../../Feedback/PageNotice');
const PageNotice = lazy(() => loadPageNotice().then((m) => ({ default: m.PageNotice })));

/** Every field of the form as the inputs hold it: text, never undefined. */
export type RegistrationFormValues = Required<{
  [K in keyof RegistrationValues]: string;
}>;

type Field = keyof RegistrationFormValues;

const EMPTY: RegistrationFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone_number: '',
  password: '',
  password_confirm: '',
  address: '',
  city: '',
  state: '',
  country: DEFAULT_COUNTRY,
};

/** The fields in the order they appear, for moving focus to the first one in error. */
const FIELD_ORDER = Object.keys(EMPTY) as Field[];

export interface RegisterScreenProps {
  /** Called with values that pass validation; the app registers and reports back. */
  onSubmit: (values: RegistrationFormValues) => void;
  /** Registering: the button is busy and disabled. */
  submitting?: boolean;
  /** Why the last attempt failed, e.g. 'Registration failed'. */
  errorMessage?: string | undefined;
  /** The server's field errors, shown under each field. */
  errors?: ServerFieldErrors | undefined;
  /** The registration went through: the notice shows and the form is cleared. */
  success?: boolean;
  successMessage?: string;
  /** How long until the app takes the visitor to the login page. */
  redirectSeconds?: number;
  title?: string;
  subtitle?: string;
  submitLabel?: string;
  submittingLabel?: string;
}

/**
 * A group of fields under its legend, drawn as Chakra's fieldset recipe draws it (size md) with
 * the native elements: Chakra's Fieldset brought Ark's fieldset and its runtime to the page.
 */
function Group({
  legend,
  helperText,
  children,
}: {
  legend: string;
  helperText?: string;
  children: ReactNode;
}) {
  const helperId = useId();
  return (
    <chakra.fieldset
      display="flex"
      flexDirection="column"
      width="full"
      spaceY="4"
      aria-describedby={helperText === undefined ? undefined : helperId}
    >
      <chakra.legend color="fg" fontSize="md" fontWeight="semibold">
        {legend}
      </chakra.legend>
      {helperText !== undefined && (
        <Text id={helperId} color="fg.muted" textStyle="sm">
          {helperText}
        </Text>
      )}
      <Stack gap="4" width="full">
        {children}
      </Stack>
    </chakra.fieldset>
  );
}

/** /register: personal information, security and an optional address. */
export function RegisterScreen({
  onSubmit,
  submitting = false,
  errorMessage,
  errors,
  success = false,
  successMessage = REGISTER_MESSAGES.success,
  redirectSeconds = REGISTER_REDIRECT_MS / 1000,
  title = 'Create your account',
  subtitle = 'Join the Pitchside community. Staff approve every new member.',
  submitLabel = 'Create account',
  submittingLabel = 'Creating account...',
}: RegisterScreenProps) {
  const [values, setValues] = useState<RegistrationFormValues>(EMPTY);
  const [attempted, setAttempted] = useState(false);
  const [wasSuccess, setWasSuccess] = useState(success);
  if (wasSuccess !== success) {
    setWasSuccess(success);
    if (success) {
      setValues(EMPTY);
      setAttempted(false);
    }
  }
  const server = useServerFieldErrors(errors);
  const clientErrors: FieldErrors<RegistrationFormValues> = attempted
    ? validateRegistration(values)
    : {};
  const errorOf = (field: Field) => clientErrors[field] ?? server.serverError(field);
  const generalErrors = [errorMessage, joinServerErrors(errors, NON_FIELD_ERRORS)].filter(
    (message): message is string => message !== undefined,
  );

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    server.markEdited(field);
  }

  function text(field: Field) {
    return {
      name: field,
      value: values[field],
      onChange: (event: { target: { value: string } }) => update(field, event.target.value),
    };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    const found = validateRegistration(values);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(event.currentTarget, FIELD_ORDER, found);
      return;
    }
    void loadPageNotice();
    onSubmit(values);
  }

  return (
    <AuthCard
      title={title}
      subtitle={subtitle}
      width="2xl"
      footer={
        <>
          <Text fontSize="sm" color="fg.muted">
            Already have an account?{' '}
            <AppLink to="/login" variant="underline">
              Sign in
            </AppLink>
          </Text>
        </>
      }
    >
      <form method="post" noValidate onSubmit={submit}>
        <Stack gap="8">
          {/* The outcome's notice loads as the form is sent (`submit`), not with the page. */}
          <Suspense fallback={null}>
            {success && (
              <PageNotice status="success" title={successMessage}>
                You will be taken to the login page in {redirectSeconds} seconds.
              </PageNotice>
            )}
            {generalErrors[0] !== undefined && (
              <PageNotice status="error" title={generalErrors[0]}>
                {generalErrors.length > 1
                  ? generalErrors.slice(1).map((message) => <Text key={message}>{message}</Text>)
                  : undefined}
              </PageNotice>
            )}
          </Suspense>

          <Group legend="Personal information" helperText="All fields are required.">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="First name" error={errorOf('first_name')} required>
                <Input autoComplete="given-name" {...text('first_name')} />
              </FormField>
              <FormField label="Last name" error={errorOf('last_name')} required>
                <Input autoComplete="family-name" {...text('last_name')} />
              </FormField>
            </SimpleGrid>
            <FormField label="Email" error={errorOf('email')} required>
              <Input type="email" autoComplete="email" {...text('email')} />
            </FormField>
            <FormField label="Phone number" error={errorOf('phone_number')} required>
              <Input type="tel" autoComplete="tel" {...text('phone_number')} />
            </FormField>
          </Group>

          <Group legend="Security" helperText="Both fields are required.">
            <FormField
              label="Password"
              error={errorOf('password')}
              helperText={`At least ${MIN_PASSWORD_LENGTH} characters.`}
              required
            >
              <PasswordInput autoComplete="new-password" {...text('password')} />
            </FormField>
            <FormField label="Confirm password" error={errorOf('password_confirm')} required>
              <PasswordInput
                autoComplete="new-password"
                toggleLabel="Show password confirmation"
                {...text('password_confirm')}
              />
            </FormField>
          </Group>

          <Group legend="Address (optional)" helperText="Helps us suggest locations near you.">
            <FormField label="Address" error={errorOf('address')}>
              <Input autoComplete="street-address" {...text('address')} />
            </FormField>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="City" error={errorOf('city')}>
                <Input autoComplete="address-level2" {...text('city')} />
              </FormField>
              <StateSelect
                name="state"
                value={values.state}
                onValueChange={(state) => update('state', state)}
                error={errorOf('state')}
              />
            </SimpleGrid>
            <FormField label="Country" error={errorOf('country')}>
              <Input autoComplete="country-name" {...text('country')} />
            </FormField>
          </Group>

          <Button
            type="submit"
            colorPalette="brand"
            w="full"
            loading={submitting}
            loadingText={submittingLabel}
          >
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
