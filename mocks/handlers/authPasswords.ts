/**
 * Passwords (the `auth` tag): changing one's own, and the reset by e-mail, its request and its
 * confirmation (docs/password-reset.md). decisions §9: a password change signs the user out
 * everywhere.
 */

import {
  SERVICE_FALLBACK_MESSAGES,
  SUCCESS_NOTICES,
  validateForgotPassword,
  validatePasswordChange,
  validatePasswordReset,
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_TOKEN_MINUTES,
} from '@domain';
import {
  findUserByEmail,
  hashPassword,
  randomToken,
  revokeUserTokens,
  verifyPassword,
} from '../auth';
import { MINUTE_MS, clock, timestamp } from '../clock';
import { db, nextId } from '../db';
import { sendEmail } from '../outbox';
import {
  addError,
  appOrigin,
  fieldErrorsFrom,
  http,
  okEmpty,
  readJsonObject,
  route,
  validationError,
  type FieldErrors,
} from '../http';

import { mergeErrors, stringFields, withoutFields } from './authFields';
import { AUTH_MESSAGES } from './auth';

export const authPasswordsHandlers = [
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
