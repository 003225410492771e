/**
 * Changing the current user's profile (the `auth` tag, PATCH /auth/me/), as JSON or as a multipart
 * form with an avatar. decisions §9: the profile is saved for real.
 */

import {
  MESSAGES,
  SERVICE_FALLBACK_MESSAGES,
  SUCCESS_NOTICES,
  isAllowedAvatar,
  validateProfile,
  REQUEST_MULTIPART_MAX_BYTES,
} from '@domain';
import { db } from '../db';
import type { UserRecord } from '../records';
import {
  addError,
  declaresMoreThan,
  fieldErrorsFrom,
  http,
  ok,
  readJsonObject,
  requestTooLarge,
  route,
  validationError,
  type FieldErrors,
  type JsonObject,
  type Parsed,
} from '../http';
import { serializeUser } from '../serializers';

import {
  checkState,
  emailTaken,
  mergeErrors,
  PROFILE_FIELDS,
  stringFields,
  withoutFields,
} from './authFields';
import { AUTH_MESSAGES } from './auth';

/** The avatar is stored in the database (as a data URL), so it is kept small. */
export const AVATAR_MAX_BYTES = 1024 * 1024;

/** A JSON or multipart body as field values plus the uploaded avatar, if any. */
async function readProfileBody(
  request: Request,
): Promise<Parsed<{ body: JsonObject; avatar: File | null }>> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    const body = await readJsonObject(request);
    return body.ok ? { ok: true, value: { body: body.value, avatar: null } } : body;
  }
  if (declaresMoreThan(request, REQUEST_MULTIPART_MAX_BYTES)) {
    return { ok: false, response: requestTooLarge(REQUEST_MULTIPART_MAX_BYTES) };
  }
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > REQUEST_MULTIPART_MAX_BYTES) {
    return { ok: false, response: requestTooLarge(REQUEST_MULTIPART_MAX_BYTES) };
  }
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'Content-Type': type } }).formData();
  } catch {
    return {
      ok: false,
      response: validationError({ non_field_errors: ['Multipart form parse error.'] }),
    };
  }
  const body: JsonObject = {};
  let avatar: File | null = null;
  for (const [name, value] of form.entries()) {
    if (name === 'profile_picture') {
      if (typeof value !== 'string' && value.size > 0) avatar = value;
    } else if (typeof value === 'string') body[name] = value;
  }
  return { ok: true, value: { body, avatar } };
}

async function avatarDataUrl(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // Chunked so that String.fromCharCode never gets more arguments than the engine allows.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  const mime = file.type || (/\.png$/i.test(file.name) ? 'image/png' : 'image/jpeg');
  return `data:${mime};base64,${btoa(binary)}`;
}

export const authProfileHandlers = [
  http.patch(
    '/auth/me/',
    route({ auth: 'signed-in' }, async ({ request, response, user }) => {
      const read = await readProfileBody(request);
      if (!read.ok) return read.response;
      const errors: FieldErrors = {};
      // Fields outside the profile (user_type, account_status…) are read-only: ignored, as DRF does.
      const values = stringFields(read.value.body, PROFILE_FIELDS, errors);
      const current: UserRecord = user;
      const merged = {
        first_name: values.first_name ?? current.first_name,
        last_name: values.last_name ?? current.last_name,
        email: values.email ?? current.email,
        phone_number: values.phone_number ?? current.phone_number,
        address: values.address ?? current.address,
        city: values.city ?? current.city,
        state: values.state ?? current.state,
        country: values.country ?? current.country,
      };
      mergeErrors(
        errors,
        withoutFields(new Set(Object.keys(errors)), fieldErrorsFrom(validateProfile(merged))),
      );
      if (values.email !== undefined && !errors.email && emailTaken(merged.email, current.id)) {
        addError(errors, 'email', AUTH_MESSAGES.emailTaken);
      }
      checkState(merged, errors);
      const { avatar } = read.value;
      if (avatar) {
        if (!isAllowedAvatar(avatar))
          addError(errors, 'profile_picture', MESSAGES.avatarTypeInvalid);
        else if (avatar.size > AVATAR_MAX_BYTES) {
          addError(errors, 'profile_picture', AUTH_MESSAGES.avatarTooLarge);
        }
      }
      if (Object.keys(errors).length > 0) {
        return validationError(errors, SERVICE_FALLBACK_MESSAGES.accounts.updateProfile);
      }
      const picture = avatar ? await avatarDataUrl(avatar) : current.profile_picture;
      const updated = await db.users.update((q) => q.where({ id: current.id }), {
        data(draft) {
          Object.assign(draft, merged);
          draft.profile_picture = picture;
        },
      });
      return response(200).json(
        ok(serializeUser(updated ?? current), SUCCESS_NOTICES.profileUpdated),
      );
    }),
  ),
];
