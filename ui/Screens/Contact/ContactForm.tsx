import { Button, chakra, SimpleGrid, Stack } from '@chakra-ui/react';
import { Field, Input, NativeSelect, Textarea } from '../../Forms/Field';
import {
  CONTACT_CATEGORIES,
  validateContact,
  type ContactCategory,
  type ContactValues,
  type FieldErrors,
} from '@domain';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { CONTACT_COPY } from './copy';

// The outcome's notice (a sent form, a refusal) loads as the form is sent, not with the page.
const loadOutcome = () => import('./ContactOutcome');
const ContactOutcome = lazy(() => loadOutcome().then((m) => ({ default: m.ContactOutcome })));

export type ContactStatus = 'idle' | 'sending' | 'sent' | 'failed';

/** What the form holds: every field as typed, the category '' until one is chosen. */
export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  category: ContactCategory | '';
  message: string;
}

/** What `onSubmit` receives: trimmed, with no phone when none was given. */
export interface ContactSubmission {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  category: ContactCategory;
  message: string;
}

type ContactField = keyof ContactFormValues;

export const EMPTY_CONTACT_VALUES: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  category: '',
  message: '',
};

const FIELD_ORDER: readonly ContactField[] = [
  'name',
  'email',
  'phone',
  'subject',
  'category',
  'message',
];

function toSubmission(values: ContactFormValues): ContactSubmission {
  const phone = values.phone.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
    subject: values.subject.trim(),
    category: values.category as ContactCategory,
    message: values.message.trim(),
  };
}

export interface ContactFormProps {
  onSubmit: (values: ContactSubmission) => void;
  /** 'sent' only once the server accepted the message (decisions §12). */
  status?: ContactStatus;
  /** Why sending failed; shown with status 'failed'. */
  errorMessage?: string;
  /** Field errors the server returned for the last submission. */
  serverErrors?: Partial<Record<ContactField, readonly string[]>>;
  initialValues?: Partial<ContactFormValues>;
  /** The id of the heading that names the form. */
  labelledBy?: string;
}

/**
 * The contact form. It checks the values with the domain's `validateContact` and sends nothing
 * until they pass. Whatever was typed stays through a failed send; a sent message clears it.
 */
const text = CONTACT_COPY.form;

export function ContactForm({
  onSubmit,
  status = 'idle',
  errorMessage,
  serverErrors,
  initialValues,
  labelledBy,
}: ContactFormProps) {
  const [values, setValues] = useState<ContactFormValues>({
    ...EMPTY_CONTACT_VALUES,
    ...initialValues,
  });
  const [errors, setErrors] = useState<FieldErrors<ContactValues>>({});
  // Server errors belong to the values they were given for: editing a field retires its error.
  const [editedSinceSubmit, setEditedSinceSubmit] = useState<ReadonlySet<ContactField>>(new Set());
  const [shownStatus, setShownStatus] = useState(status);

  // Clearing on the change to 'sent' (not on every render while it lasts) lets the member start
  // another message while the notice is still on screen.
  if (status !== shownStatus) {
    setShownStatus(status);
    if (status === 'sent') {
      setValues(EMPTY_CONTACT_VALUES);
      setErrors({});
      setEditedSinceSubmit(new Set());
    }
  }

  const sending = status === 'sending';

  const errorFor = (field: ContactField): string | undefined => {
    const own = errors[field];
    if (own) return own;
    if (editedSinceSubmit.has(field)) return undefined;
    const fromServer = serverErrors?.[field];
    return fromServer && fromServer.length > 0 ? fromServer.join(' ') : undefined;
  };

  const change = (field: ContactField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setEditedSinceSubmit((current) => new Set(current).add(field));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = validateContact(values);
    setErrors(found);
    setEditedSinceSubmit(new Set());
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      const element = event.currentTarget.elements.namedItem(firstInvalid);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    void loadOutcome();
    onSubmit(toSubmission(values));
  };

  const textField = (
    field: ContactField,
    label: string,
    props: { type?: string; autoComplete?: string; required?: boolean; helper?: string } = {},
  ) => (
    <Field.Root
      invalid={Boolean(errorFor(field))}
      required={props.required ?? true}
      hasHelperText={Boolean(props.helper)}
    >
      <Field.Label>{label}</Field.Label>
      <Input
        name={field}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        value={values[field]}
        onChange={(event) => change(field)(event.target.value)}
      />
      {props.helper ? <Field.HelperText>{props.helper}</Field.HelperText> : null}
      <Field.ErrorText>{errorFor(field)}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <chakra.form
      method="post"
      onSubmit={submit}
      noValidate
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : CONTACT_COPY.formTitle}
    >
      <Stack gap="5">
        {/* The outcome's notice loads as the form is sent (`submit`), not with the page. */}
        <Suspense fallback={null}>
          {status === 'sent' || status === 'failed' ? (
            <ContactOutcome outcome={status} errorMessage={errorMessage} />
          ) : null}
        </Suspense>

        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {textField('name', text.name, { autoComplete: 'name' })}
          {textField('email', text.email, { type: 'email', autoComplete: 'email' })}
          {textField('phone', text.phone, {
            type: 'tel',
            autoComplete: 'tel',
            required: false,
            helper: text.optional,
          })}
          <Field.Root invalid={Boolean(errorFor('category'))} required>
            <Field.Label>{text.category}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="category"
                value={values.category}
                onChange={(event) => change('category')(event.target.value)}
              >
                <option value="">{text.chooseCategory}</option>
                {CONTACT_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {text.categories[category]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errorFor('category')}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>

        {textField('subject', text.subject)}

        <Field.Root invalid={Boolean(errorFor('message'))} required>
          <Field.Label>{text.message}</Field.Label>
          <Textarea
            name="message"
            rows={6}
            value={values.message}
            onChange={(event) => change('message')(event.target.value)}
          />
          <Field.ErrorText>{errorFor('message')}</Field.ErrorText>
        </Field.Root>

        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          loading={sending}
          loadingText={text.sending}
          disabled={sending}
        >
          {text.send}
        </Button>
      </Stack>
    </chakra.form>
  );
}
