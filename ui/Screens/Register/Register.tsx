import { Button, chakra, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Input } from '../../Forms/Field';
import {
  DEFAULT_COUNTRY,
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
import { REGISTER_COPY as text } from './copy';

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

  function fieldProps(field: Field) {
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
      title={text.title}
      subtitle={text.subtitle}
      width="2xl"
      footer={
        <>
          <Text fontSize="sm" color="fg.muted">
            {text.haveAccount}{' '}
            <AppLink to="/login" variant="underline">
              {text.signIn}
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
                {text.redirect(redirectSeconds)}
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

          <Group legend={text.personal} helperText={text.personalHelp}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label={text.firstName} error={errorOf('first_name')} required>
                <Input autoComplete="given-name" {...fieldProps('first_name')} />
              </FormField>
              <FormField label={text.lastName} error={errorOf('last_name')} required>
                <Input autoComplete="family-name" {...fieldProps('last_name')} />
              </FormField>
            </SimpleGrid>
            <FormField label={text.email} error={errorOf('email')} required>
              <Input type="email" autoComplete="email" {...fieldProps('email')} />
            </FormField>
            <FormField label={text.phone} error={errorOf('phone_number')} required>
              <Input type="tel" autoComplete="tel" {...fieldProps('phone_number')} />
            </FormField>
          </Group>

          <Group legend={text.security} helperText={text.securityHelp}>
            <FormField
              label={text.password}
              error={errorOf('password')}
              helperText={text.passwordHelp}
              required
            >
              <PasswordInput autoComplete="new-password" {...fieldProps('password')} />
            </FormField>
            <FormField label={text.confirmPassword} error={errorOf('password_confirm')} required>
              <PasswordInput
                autoComplete="new-password"
                toggleLabel={text.showConfirmation}
                {...fieldProps('password_confirm')}
              />
            </FormField>
          </Group>

          <Group legend={text.address} helperText={text.addressHelp}>
            <FormField label={text.street} error={errorOf('address')}>
              <Input autoComplete="street-address" {...fieldProps('address')} />
            </FormField>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label={text.city} error={errorOf('city')}>
                <Input autoComplete="address-level2" {...fieldProps('city')} />
              </FormField>
              <StateSelect
                name="state"
                value={values.state}
                onValueChange={(state) => update('state', state)}
                error={errorOf('state')}
              />
            </SimpleGrid>
            <FormField label={text.country} error={errorOf('country')}>
              <Input autoComplete="country-name" {...fieldProps('country')} />
            </FormField>
          </Group>

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
