/**
 * Joining and getting back in (SPEC §5, §7): registration and the password-reset request. Sent
 * from a visitor's pages, which must not download the query layer: write atoms.
 */
import { atom } from 'jotai';
import { validateRegistrationPayload, type components, type User } from '@domain';
import { ApiError } from './answer';
import { getApi } from './context';
import { signOutAtom } from '../state/session';

export type RegisterRequest = components['schemas']['RegisterRequest'];
export type PasswordResetRequest = components['schemas']['PasswordResetRequest'];
export type PasswordResetConfirmRequest = components['schemas']['PasswordResetConfirmRequest'];

/**
 * Creates a PENDING account (SPEC §5): the service-level check of the required fields comes
 * first, so a payload that misses one never leaves the app. Answers the server's message.
 */
export const registerAtom = atom(
  null,
  async (
    get,
    _set,
    payload: RegisterRequest,
  ): Promise<{ user: User; message: string | undefined }> => {
    const missing = validateRegistrationPayload(payload).form;
    if (missing !== undefined) throw new ApiError(missing);
    const result = await getApi(get).call('post', '/auth/register/', { body: payload });
    return { user: result.data, message: result.message };
  },
);

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export const passwordResetAtom = atom(
  null,
  async (get, _set, payload: PasswordResetRequest): Promise<string | undefined> =>
    (await getApi(get).call('post', '/auth/password/reset/', { body: payload })).message,
);

/**
 * Sets a new password with the token of a reset link. The server ends every session of the
 * account, so a session this browser holds (of that account or another) is dropped too: the next
 * page is a visitor's.
 */
export const passwordResetConfirmAtom = atom(
  null,
  async (get, set, payload: PasswordResetConfirmRequest): Promise<string | undefined> => {
    const result = await getApi(get).call('post', '/auth/password/reset/confirm/', {
      body: payload,
    });
    set(signOutAtom);
    return result.message;
  },
);
