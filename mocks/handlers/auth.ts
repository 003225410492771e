/**
 * Registration, sign-in and sign-out, the current user, and passwords (the `auth` tag).
 * decisions §8 (a PENDING account cannot sign in; SUSPENDED and REJECTED can) and §9 (profile and
 * password are saved for real; a password change signs the user out everywhere).
 */

import {
  DEFAULT_COUNTRY,
  LOGIN_MESSAGES,
  MESSAGES,
  NIGERIAN_STATES,
  REGISTER_MESSAGES,
  SERVICE_FALLBACK_MESSAGES,
  SUCCESS_NOTICES,
  isAllowedAvatar,
  validateForgotPassword,
  validateLogin,
  validatePasswordChange,
  validatePasswordReset,
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_TOKEN_MINUTES,
  validateProfile,
  validateRegistration,
  REGISTRATION_REQUIRED_FIELDS,
  REQUEST_MULTIPART_MAX_BYTES,
  isBlank,
  missingFieldsMessage,
  TEXT_LINE,
  maxLengthOf,
  textLength,
} from '@domain';
import {
  createToken,
  findUserByEmail,
  hashPassword,
  randomToken,
  revokeToken,
  revokeUserTokens,
  verifyPassword,
} from '../auth';
import { MINUTE_MS, clock, timestamp } from '../clock';
import { db, nextId } from '../db';
import type { UserRecord } from '../records';
import { createUser } from '../factories';
import { sendEmail } from '../outbox';
import {
  accountOf,
  clearAccountFailures,
  clientOf,
  loginLockedFor,
  recordLoginFailure,
} from '../loginThrottle';
import {
  FIELD_MESSAGES,
  addError,
  appOrigin,
  badRequest,
  declaresMoreThan,
  fail,
  fieldErrorsFrom,
  http,
  ok,
  okEmpty,
  readJsonObject,
  requestTooLarge,
  route,
  validationError,
  type FieldErrors,
  type JsonObject,
  type Parsed,
} from '../http';
import { featureHeaders } from '../profile';
import { serializeUser } from '../serializers';

export const AUTH_MESSAGES = {
  loginSuccessful: 'Login successful',
  invalidCredentials: 'Unable to log in with provided credentials.',
  loggedOut: 'Logged out successfully',
  emailTaken: 'A user with this email already exists.',
  currentPasswordIncorrect: 'Current password is incorrect.',
  passwordResetSent:
    'If an account exists for this email, we have sent password reset instructions.',
  avatarTooLarge: 'Please choose an image of at most 1 MB',
  tooManyAttempts: (seconds: number) => {
    const minutes = Math.ceil(seconds / 60);
    return `Too many failed sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
  },
} as const;

/** The avatar is stored in the database (as a data URL), so it is kept small. */
export const AVATAR_MAX_BYTES = 1024 * 1024;

const REGISTRATION_FIELDS = [
  'email',
  'password',
  'password_confirm',
  'first_name',
  'last_name',
  'phone_number',
  'address',
  'city',
  'state',
  'country',
] as const;
const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'address',
  'city',
  'state',
  'country',
] as const;
/** Never trimmed: spaces are legitimate characters in a password. */
const PASSWORD_FIELDS: readonly string[] = [
  'password',
  'password_confirm',
  'current_password',
  'new_password',
  'new_password_confirm',
];

/** Fields that hold one line of text: no control characters or lone surrogates (the contract's
 * patterns). Blank names are left to the domain's own messages ('First name is required'). */
const LINE_FIELDS: readonly string[] = [
  'first_name',
  'last_name',
  'address',
  'city',
  'state',
  'country',
];

/**
 * The named string fields of a body. A field that is present but not a string (or null), longer
 * than its MAX_LENGTH or not one line of text is a field error, as DRF's CharField reports it;
 * absent fields (and fields in error) are left out.
 */
function stringFields<const K extends string>(
  body: JsonObject,
  names: readonly K[],
  errors: FieldErrors,
): Partial<Record<K, string>> {
  const values: Partial<Record<K, string>> = {};
  for (const name of names) {
    const value = body[name];
    if (value === undefined) continue;
    if (value === null) addError(errors, name, FIELD_MESSAGES.null);
    else if (typeof value !== 'string') addError(errors, name, FIELD_MESSAGES.string);
    else if (textLength(value) > (maxLengthOf(name) ?? Infinity)) {
      addError(errors, name, FIELD_MESSAGES.maxLength(maxLengthOf(name) ?? 0));
    } else if (LINE_FIELDS.includes(name) && !TEXT_LINE.test(value)) {
      addError(errors, name, FIELD_MESSAGES.invalid);
    } else values[name] = PASSWORD_FIELDS.includes(name) ? value : value.trim();
  }
  return values;
}

function emailTaken(email: string, exceptUserId?: number): boolean {
  const user = findUserByEmail(db, email);
  return user !== undefined && user.id !== exceptUserId;
}

/** A Nigerian address names one of the 36 states or the FCT; abroad, any state goes. */
function checkState(values: { state?: string; country?: string }, errors: FieldErrors): void {
  const country =
    values.country === undefined || values.country === '' ? DEFAULT_COUNTRY : values.country;
  if (country !== DEFAULT_COUNTRY || !values.state) return;
  if (!(NIGERIAN_STATES as readonly string[]).includes(values.state)) {
    addError(errors, 'state', FIELD_MESSAGES.choice(values.state));
  }
}

function withoutFields(fields: ReadonlySet<string>, errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.has(field)));
}

function mergeErrors(target: FieldErrors, source: FieldErrors): FieldErrors {
  for (const [field, messages] of Object.entries(source)) {
    for (const message of messages) addError(target, field, message);
  }
  return target;
}

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

export const authHandlers = [
  http.post(
    '/auth/register/',
    route({ auth: 'none' }, async ({ request, response }) => {
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const errors: FieldErrors = {};
      const values = stringFields(body.value, REGISTRATION_FIELDS, errors);
      // A field sent with the wrong type has its own error; it is not also "missing".
      const typeErrors = new Set(Object.keys(errors));
      const missingFields = REGISTRATION_REQUIRED_FIELDS.filter(
        (field) => !typeErrors.has(field) && isBlank(values[field]),
      );
      const missing = missingFields.length > 0 ? missingFieldsMessage(missingFields) : undefined;
      mergeErrors(
        errors,
        withoutFields(
          typeErrors,
          fieldErrorsFrom(
            validateRegistration({
              email: values.email ?? '',
              password: values.password ?? '',
              password_confirm: values.password_confirm ?? '',
              first_name: values.first_name ?? '',
              last_name: values.last_name ?? '',
              phone_number: values.phone_number ?? '',
            }),
          ),
        ),
      );
      if (values.email && !errors.email && emailTaken(values.email)) {
        addError(errors, 'email', AUTH_MESSAGES.emailTaken);
      }
      checkState(values, errors);
      if (missing !== undefined || Object.keys(errors).length > 0) {
        return validationError(errors, missing ?? REGISTER_MESSAGES.failed);
      }
      const user = await createUser(
        {
          email: values.email ?? '',
          password: values.password ?? '',
          first_name: values.first_name ?? '',
          last_name: values.last_name ?? '',
          phone_number: values.phone_number ?? '',
          address: values.address ?? '',
          city: values.city ?? '',
          state: values.state ?? '',
          country: values.country || DEFAULT_COUNTRY,
          user_type: 'USER',
          status: 'PENDING',
        },
        db,
      );
      return response(201).json(ok(serializeUser(user), REGISTER_MESSAGES.success));
    }),
  ),

  http.post(
    '/auth/login/',
    route({ auth: 'none' }, async ({ request, response }) => {
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const errors: FieldErrors = {};
      const values = stringFields(body.value, ['email', 'password'], errors);
      const credentials = { email: values.email ?? '', password: values.password ?? '' };
      if (validateLogin(credentials).form !== undefined || Object.keys(errors).length > 0) {
        for (const field of ['email', 'password'] as const) {
          if (errors[field] || credentials[field] !== '') continue;
          const absent = body.value[field] === undefined;
          addError(errors, field, absent ? FIELD_MESSAGES.required : FIELD_MESSAGES.blank);
        }
        return validationError(errors, MESSAGES.fillAllFields);
      }
      const account = accountOf(credentials.email);
      const client = clientOf(request);
      const now = clock.now().getTime();
      const lockedMs = loginLockedFor(db.loginFailures, account, client, now);
      if (lockedMs > 0) {
        const seconds = Math.ceil(lockedMs / 1000);
        return fail(429, AUTH_MESSAGES.tooManyAttempts(seconds), {
          code: 'throttled',
          headers: { 'Retry-After': String(seconds) },
        });
      }
      const user = findUserByEmail(db, credentials.email);
      if (!user || !verifyPassword(credentials.password, user.password_hash)) {
        recordLoginFailure(db.loginFailures, account, client, now);
        return badRequest(AUTH_MESSAGES.invalidCredentials, 'invalid_credentials', {
          non_field_errors: [AUTH_MESSAGES.invalidCredentials],
        });
      }
      clearAccountFailures(db.loginFailures, account);
      if (user.account_status === 'PENDING') {
        return fail(403, LOGIN_MESSAGES.pendingApproval, { code: 'account_pending' });
      }
      const token = await createToken(db, user.id);
      const signedIn = await db.users.update((q) => q.where({ id: user.id }), {
        data(draft) {
          draft.last_login = timestamp(clock.now());
        },
      });
      return response(200).json(
        ok(
          { token: token.key, user: serializeUser(signedIn ?? user) },
          AUTH_MESSAGES.loginSuccessful,
        ),
        { headers: featureHeaders() },
      );
    }),
  ),

  http.post(
    '/auth/logout/',
    route({ auth: 'signed-in' }, ({ response, token }) => {
      revokeToken(db, token.key);
      return response(200).json(okEmpty(AUTH_MESSAGES.loggedOut));
    }),
  ),

  http.get(
    '/auth/me/',
    route({ auth: 'signed-in' }, ({ response, user }) => {
      return response(200).json(ok(serializeUser(user)), { headers: featureHeaders() });
    }),
  ),

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

  http.post(
    '/auth/password/change/',
    route({ auth: 'signed-in' }, async ({ request, response, user }) => {
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const errors: FieldErrors = {};
      const values = stringFields(
        body.value,
        ['current_password', 'new_password', 'new_password_confirm'],
        errors,
      );
      const change = {
        current_password: values.current_password ?? '',
        new_password: values.new_password ?? '',
        new_password_confirm: values.new_password_confirm ?? '',
      };
      mergeErrors(
        errors,
        withoutFields(
          new Set(Object.keys(errors)),
          fieldErrorsFrom(validatePasswordChange(change)),
        ),
      );
      if (
        change.current_password !== '' &&
        !errors.current_password &&
        !verifyPassword(change.current_password, user.password_hash)
      ) {
        addError(errors, 'current_password', AUTH_MESSAGES.currentPasswordIncorrect);
      }
      if (Object.keys(errors).length > 0) {
        return validationError(errors, SERVICE_FALLBACK_MESSAGES.accounts.changePassword);
      }
      await db.users.update((q) => q.where({ id: user.id }), {
        data(draft) {
          draft.password_hash = hashPassword(change.new_password, randomToken(8));
        },
      });
      revokeUserTokens(db, user.id);
      return response(200).json(okEmpty(SUCCESS_NOTICES.passwordChanged));
    }),
  ),

  http.post(
    '/auth/password/reset/',
    route({ auth: 'none' }, async ({ request, response }) => {
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const errors: FieldErrors = {};
      const { email = '' } = stringFields(body.value, ['email'], errors);
      mergeErrors(
        errors,
        withoutFields(
          new Set(Object.keys(errors)),
          fieldErrorsFrom(validateForgotPassword({ email })),
        ),
      );
      if (Object.keys(errors).length > 0) return validationError(errors);
      // Kept whether or not the account exists; the answer must not tell the two apart.
      const user = findUserByEmail(db, email);
      const now = clock.now();
      // A newer link replaces any older one: only the last e-mail's link works.
      if (user) await db.passwordResets.deleteMany((q) => q.where({ user_id: user.id }));
      const token = randomToken();
      await db.passwordResets.create({
        id: nextId(db, 'passwordResets'),
        email,
        user_id: user?.id ?? null,
        token,
        created_at: timestamp(now),
        expires_at: timestamp(now.getTime() + PASSWORD_RESET_TOKEN_MINUTES * MINUTE_MS),
      });
      if (user) {
        const link = `${appOrigin(request)}/reset-password?token=${encodeURIComponent(token)}`;
        await sendEmail(db, {
          to: user.email,
          user_id: user.id,
          kind: 'password_reset',
          subject: PASSWORD_RESET_MESSAGES.emailSubject,
          body: [
            `Hello ${user.first_name},`,
            '',
            'Someone (we hope you) asked to reset the password of your Pitchside account. Open this link to choose a new one:',
            link,
            '',
            `The link works once, for ${PASSWORD_RESET_TOKEN_MINUTES} minutes. Setting a new password signs you out everywhere. If you did not ask, ignore this e-mail: your password stays as it is.`,
          ].join('\n'),
          link,
        });
      }
      return response(200).json(okEmpty(AUTH_MESSAGES.passwordResetSent));
    }),
  ),

  http.post(
    '/auth/password/reset/confirm/',
    route({ auth: 'none' }, async ({ request, response }) => {
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const errors: FieldErrors = {};
      const values = stringFields(
        body.value,
        ['token', 'new_password', 'new_password_confirm'],
        errors,
      );
      const reset = {
        token: values.token ?? '',
        new_password: values.new_password ?? '',
        new_password_confirm: values.new_password_confirm ?? '',
      };
      mergeErrors(
        errors,
        withoutFields(new Set(Object.keys(errors)), fieldErrorsFrom(validatePasswordReset(reset))),
      );
      const now = clock.now();
      const record =
        reset.token === ''
          ? undefined
          : db.passwordResets.findFirst((q) => q.where({ token: reset.token }));
      const user =
        record && record.user_id !== null && new Date(record.expires_at) > now
          ? db.users.findFirst((q) => q.where({ id: record.user_id ?? 0 }))
          : undefined;
      if (!user && !errors.token) addError(errors, 'token', PASSWORD_RESET_MESSAGES.invalidLink);
      if (Object.keys(errors).length > 0 || !user) return validationError(errors);
      await db.users.update((q) => q.where({ id: user.id }), {
        data(draft) {
          draft.password_hash = hashPassword(reset.new_password, randomToken(8));
        },
      });
      // The link works once, and whoever held a session (perhaps the reason for the reset) is out.
      await db.passwordResets.deleteMany((q) => q.where({ user_id: user.id }));
      revokeUserTokens(db, user.id);
      return response(200).json(okEmpty(PASSWORD_RESET_MESSAGES.done));
    }),
  ),
];
