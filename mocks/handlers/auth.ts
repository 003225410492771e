/**
 * Registration, sign-in and sign-out, and reading the current user (the `auth` tag), with the
 * tag's messages. decisions §8: a PENDING account cannot sign in; SUSPENDED and REJECTED can.
 * Changing the profile is in `authProfile.ts`, passwords in `authPasswords.ts`, and what they
 * share in reading a body in `authFields.ts`.
 */

import {
  DEFAULT_COUNTRY,
  LOGIN_MESSAGES,
  MESSAGES,
  REGISTER_MESSAGES,
  validateLogin,
  validateRegistration,
  REGISTRATION_REQUIRED_FIELDS,
  isBlank,
  missingFieldsMessage,
} from '@domain';
import { createToken, findUserByEmail, revokeToken, verifyPassword } from '../auth';
import { clock, timestamp } from '../clock';
import { db } from '../db';
import { createUser } from '../factories';
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
  badRequest,
  fail,
  fieldErrorsFrom,
  http,
  ok,
  okEmpty,
  readJsonObject,
  route,
  validationError,
  type FieldErrors,
} from '../http';
import { featureHeaders } from '../profile';
import { serializeUser } from '../serializers';

import {
  checkState,
  emailTaken,
  mergeErrors,
  REGISTRATION_FIELDS,
  stringFields,
  withoutFields,
} from './authFields';

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
];
