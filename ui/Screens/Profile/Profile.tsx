import {
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Input } from '../../Forms/Field';
import {
  DEFAULT_COUNTRY,
  validateProfile,
  type FieldErrors,
  type PasswordChangeValues,
  type User,
} from '@domain';
import { lazy, useId, useState, type FormEvent } from 'react';
import { PageNotice } from '../../Feedback/PageNotice';
import {
  FormField,
  NON_FIELD_ERRORS,
  focusFirstInvalid,
  joinServerErrors,
  useServerFieldErrors,
  type ServerFieldErrors,
} from '../../Forms/FormField';
import { OnceOpened, onDemand } from '../../Feedback/OnceOpened';
import { AccountCard } from './AccountCard';
import { PROFILE_COPY, type ProfileCopy } from './copy';
import { useFollowingState } from './useFollowingState';
import { PageFrame } from '../../Shell/PageFrame';
import { StateSelect } from '../../Forms/StateSelect';

// The password dialog loads when first opened: the form paints without its code.
const ChangePasswordDialog = lazy(
  onDemand(() =>
    import('../../Forms/ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })),
  ),
);
/** The Personal Information form as its inputs hold it. */
export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  address: string;
  city: string;
  state: string;
  country: string;
}

type Field = keyof ProfileFormValues;

const FIELD_ORDER: readonly Field[] = [
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'address',
  'city',
  'state',
  'country',
];

function toFormValues(user: User): ProfileFormValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone_number: user.phone_number,
    address: user.address,
    city: user.city,
    state: user.state,
    country: user.country === '' ? DEFAULT_COUNTRY : user.country,
  };
}

export interface ProfileScreenProps {
  user: User;
  /** Whether the form is being edited. The screen also toggles it itself; a change here wins. */
  editing?: boolean;
  onEdit?: () => void;
  onCancel?: () => void;
  /** Called with valid values, and the new avatar when one was chosen. */
  onSave: (values: ProfileFormValues, avatarFile?: File) => void;
  /** The save is being sent: its button is busy and nothing can be changed. */
  saving?: boolean;
  /** Why the last save failed. */
  saveError?: string | undefined;
  /** The server's field errors for the Personal Information form. */
  fieldErrors?: ServerFieldErrors | undefined;
  /** Whether the Change Password dialog is open. The screen also opens and closes it itself. */
  passwordDialogOpen?: boolean;
  onPasswordDialogOpenChange?: (open: boolean) => void;
  onChangePassword: (values: PasswordChangeValues) => void;
  changingPassword?: boolean;
  passwordErrors?: ServerFieldErrors | undefined;
  copy?: Partial<ProfileCopy>;
}

/** One line of the read-only summary: its label above, its value in full. */
function SummaryItem({ term, value, missing }: { term: string; value: string; missing: string }) {
  return (
    <Box>
      <Box as="dt" color="fg.muted" fontSize="sm">
        {term}
      </Box>
      <Box as="dd" color={value === '' ? 'fg.muted' : 'fg'} overflowWrap="anywhere">
        {value === '' ? missing : value}
      </Box>
    </Box>
  );
}

/** /profile: the account summary and the Personal Information form, with a password change. */
export function ProfileScreen({
  user,
  editing: editingProp = false,
  onEdit,
  onCancel,
  onSave,
  saving = false,
  saveError,
  fieldErrors,
  passwordDialogOpen = false,
  onPasswordDialogOpenChange,
  onChangePassword,
  changingPassword = false,
  passwordErrors,
  copy,
}: ProfileScreenProps) {
  const words = { ...PROFILE_COPY, ...copy };
  const formId = useId();
  const [editing, setEditing] = useFollowingState(editingProp);
  const [dialogOpen, setDialogOpen] = useFollowingState(passwordDialogOpen);
  const [draft, setDraft] = useState(() => toFormValues(user));
  const [avatarFile, setAvatarFile] = useState<File>();
  const [attempted, setAttempted] = useState(false);
  // Every edit starts from the saved profile; leaving edit mode drops the draft and the avatar.
  const [wasEditing, setWasEditing] = useState(editing);
  if (wasEditing !== editing) {
    setWasEditing(editing);
    if (editing) {
      setDraft(toFormValues(user));
      setAttempted(false);
    } else {
      setAvatarFile(undefined);
    }
  }

  const server = useServerFieldErrors(fieldErrors);
  const values = editing ? draft : toFormValues(user);
  const clientErrors: FieldErrors<ProfileFormValues> =
    editing && attempted ? validateProfile(values) : {};
  const errorOf = (field: Field) =>
    clientErrors[field] ?? (editing ? server.serverError(field) : undefined);
  const generalErrors = [saveError, joinServerErrors(fieldErrors, NON_FIELD_ERRORS)].filter(
    (message): message is string => message !== undefined,
  );
  const locked = !editing || saving;

  function update(field: Field, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    server.markEdited(field);
  }

  function text(field: Field) {
    return {
      name: field,
      value: values[field],
      onChange: (event: { target: { value: string } }) => update(field, event.target.value),
    };
  }

  function startEditing() {
    setEditing(true);
    onEdit?.();
  }

  function cancel() {
    setEditing(false);
    onCancel?.();
  }

  function openDialog(open: boolean) {
    setDialogOpen(open);
    onPasswordDialogOpenChange?.(open);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!editing || saving) return;
    setAttempted(true);
    const found = validateProfile(values);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(event.currentTarget, FIELD_ORDER, found);
      return;
    }
    if (avatarFile) onSave(values, avatarFile);
    else onSave(values);
  }

  return (
    <PageFrame py={{ base: '6', md: '10' }}>
      <Flex
        justify="space-between"
        align={{ base: 'stretch', md: 'center' }}
        direction={{ base: 'column', md: 'row' }}
        gap="4"
        mb="6"
      >
        <Box>
          <Heading as="h1" size="2xl">
            {words.title}
          </Heading>
          <Text color="fg.muted">{words.subtitle}</Text>
        </Box>
        <HStack gap="3" wrap="wrap">
          <Button variant="outline" onClick={() => openDialog(true)}>
            {words.changePassword}
          </Button>
          {editing ? (
            <>
              <Button variant="outline" onClick={cancel} disabled={saving}>
                {words.cancel}
              </Button>
              <Button
                type="submit"
                form={formId}
                colorPalette="brand"
                loading={saving}
                loadingText={words.saving}
              >
                {words.save}
              </Button>
            </>
          ) : (
            <Button colorPalette="brand" onClick={startEditing}>
              {words.edit}
            </Button>
          )}
        </HStack>
      </Flex>

      <Box
        display="grid"
        gridTemplateColumns={{ base: '1fr', lg: '1fr 2fr' }}
        gap="6"
        alignItems="start"
      >
        <AccountCard
          user={user}
          editing={editing}
          saving={saving}
          onAvatarChange={setAvatarFile}
          words={words}
        />

        <Card.Root>
          <Card.Header gap="1">
            <Heading as="h2" size="lg">
              {words.personalInformation}
            </Heading>
            {editing ? (
              <Text color="fg.muted" fontSize="sm">
                {words.requiredNote}
              </Text>
            ) : null}
          </Card.Header>
          <Card.Body>
            {editing ? null : (
              // Read, not edited: the details as text, not a form of greyed-out inputs.
              <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gap="4">
                <SummaryItem
                  term={words.name}
                  value={`${user.first_name} ${user.last_name}`.trim()}
                  missing={words.notGiven}
                />
                <SummaryItem term={words.email} value={user.email} missing={words.notGiven} />
                <SummaryItem
                  term={words.phone}
                  value={user.phone_number}
                  missing={words.notGiven}
                />
                <SummaryItem
                  term={words.address}
                  value={[user.address, user.city, user.state, values.country]
                    .map((part) => part.trim())
                    .filter((part) => part !== '')
                    .join(', ')}
                  missing={words.notGiven}
                />
              </SimpleGrid>
            )}
            <form method="post" hidden={!editing} id={formId} noValidate onSubmit={submit}>
              <Stack gap="4">
                {editing && generalErrors[0] !== undefined && (
                  <PageNotice status="error" title={generalErrors[0]}>
                    {generalErrors.length > 1
                      ? generalErrors
                          .slice(1)
                          .map((message) => <Text key={message}>{message}</Text>)
                      : undefined}
                  </PageNotice>
                )}
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <FormField
                    label={words.firstName}
                    error={errorOf('first_name')}
                    disabled={locked}
                    required
                  >
                    <Input autoComplete="given-name" {...text('first_name')} />
                  </FormField>
                  <FormField
                    label={words.lastName}
                    error={errorOf('last_name')}
                    disabled={locked}
                    required
                  >
                    <Input autoComplete="family-name" {...text('last_name')} />
                  </FormField>
                  <FormField
                    label={words.email}
                    error={errorOf('email')}
                    disabled={locked}
                    required
                  >
                    <Input type="email" autoComplete="email" {...text('email')} />
                  </FormField>
                  <FormField label={words.phone} error={errorOf('phone_number')} disabled={locked}>
                    <Input type="tel" autoComplete="tel" {...text('phone_number')} />
                  </FormField>
                </SimpleGrid>
                <FormField label={words.address} error={errorOf('address')} disabled={locked}>
                  <Input autoComplete="street-address" {...text('address')} />
                </FormField>
                <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                  <FormField label={words.city} error={errorOf('city')} disabled={locked}>
                    <Input autoComplete="address-level2" {...text('city')} />
                  </FormField>
                  <StateSelect
                    name="state"
                    value={values.state}
                    onValueChange={(state) => update('state', state)}
                    error={errorOf('state')}
                    disabled={locked}
                  />
                  <FormField label={words.country} error={errorOf('country')} disabled={locked}>
                    <Input autoComplete="country-name" {...text('country')} />
                  </FormField>
                </SimpleGrid>
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
      </Box>

      <OnceOpened open={dialogOpen} onClose={() => openDialog(false)}>
        <ChangePasswordDialog
          open={dialogOpen}
          onOpenChange={openDialog}
          onSubmit={onChangePassword}
          submitting={changingPassword}
          errors={passwordErrors}
        />
      </OnceOpened>
    </PageFrame>
  );
}
