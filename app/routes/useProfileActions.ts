import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  SCREEN_MESSAGES,
  SERVICE_FALLBACK_MESSAGES,
  SUCCESS_NOTICES,
  type PasswordChangeValues,
  type User,
} from '@domain';
import { toaster } from '@ui/Feedback/Toaster';
import { NON_FIELD_ERRORS } from '@ui/Forms/FormField';
import type { ProfileFormValues, ProfileScreenProps } from '@ui/Screens/Profile';
import { changePasswordAtom, updateProfileAtom, type ProfileUpdateRequest } from '../api/profile';
import { ApiError } from '../api/answer';
import { errorMessage } from '../api/remote';
import { loginNoticeAtom } from './loginNotice';
import { useExclusive } from './useExclusive';

type FieldErrors = Record<string, string[]>;

/** Only what differs from the saved profile: the contract's PATCH is partial. */
function changedFields(user: User, values: ProfileFormValues): ProfileUpdateRequest {
  const changes: ProfileUpdateRequest = {};
  for (const field of Object.keys(values) as (keyof ProfileFormValues)[]) {
    if (values[field] !== user[field]) changes[field] = values[field];
  }
  return changes;
}

/** The form has no avatar field, so a refused picture is told with the general errors. */
function profileErrors(errors: FieldErrors): FieldErrors {
  const { profile_picture: picture, ...rest } = errors;
  if (!picture) return rest;
  return { ...rest, [NON_FIELD_ERRORS]: [...(rest[NON_FIELD_ERRORS] ?? []), ...picture] };
}

/** The dialog shows field errors by field; a failure without any shows as a general error. */
function passwordErrors(error: ApiError): FieldErrors {
  if (Object.keys(error.fieldErrors).length > 0) return error.fieldErrors;
  return {
    [NON_FIELD_ERRORS]: [errorMessage(error, SERVICE_FALLBACK_MESSAGES.accounts.changePassword)],
  };
}

function toastUnexpected() {
  toaster.create({ type: 'error', title: SCREEN_MESSAGES.profile.unexpected });
}

type ProfileActions = Omit<ProfileScreenProps, 'user'>;

/** The profile's save and password change (decisions §9), as the screen's props. */
export function useProfileActions(user: User): ProfileActions {
  const updateProfile = useSetAtom(updateProfileAtom);
  const changePassword = useSetAtom(changePasswordAtom);
  const navigate = useNavigate();
  const setLoginNotice = useSetAtom(loginNoticeAtom);

  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [changing, setChanging] = useState(false);
  const [passwordFailure, setPasswordFailure] = useState<FieldErrors>();

  function clearSaveErrors() {
    setSaveError(undefined);
    setFieldErrors(undefined);
  }

  const save = useExclusive(async (values: ProfileFormValues, avatar?: File) => {
    setSaving(true);
    clearSaveErrors();
    try {
      await updateProfile({ changes: changedFields(user, values), avatar });
      setEditing(false);
      toaster.create({ type: 'success', title: SUCCESS_NOTICES.profileUpdated });
    } catch (error) {
      if (error instanceof ApiError) {
        setSaveError(errorMessage(error, SERVICE_FALLBACK_MESSAGES.accounts.updateProfile));
        setFieldErrors(profileErrors(error.fieldErrors));
      } else {
        toastUnexpected();
      }
    } finally {
      setSaving(false);
    }
  });

  const submitPassword = useExclusive(async (values: PasswordChangeValues) => {
    setChanging(true);
    setPasswordFailure(undefined);
    try {
      await changePassword(values);
      // The session has ended: the login page says why, once.
      setLoginNotice(SUCCESS_NOTICES.passwordChanged);
      navigate('/login', { replace: true });
    } catch (error) {
      setChanging(false);
      if (error instanceof ApiError) setPasswordFailure(passwordErrors(error));
      else toastUnexpected();
    }
  });

  return {
    editing,
    onEdit: () => {
      clearSaveErrors();
      setEditing(true);
    },
    onCancel: () => {
      clearSaveErrors();
      setEditing(false);
    },
    onSave: save,
    saving,
    saveError,
    fieldErrors,
    passwordDialogOpen: dialogOpen,
    onPasswordDialogOpenChange: (open) => {
      setDialogOpen(open);
      if (!open) setPasswordFailure(undefined);
    },
    onChangePassword: submitPassword,
    changingPassword: changing,
    passwordErrors: passwordFailure,
  };
}
