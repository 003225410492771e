/**
 * The signed-in user's own account (SPEC §7, decisions §9): profile, avatar and password. Both
 * change the session (its user, or its end), so they are write atoms like sign-in and sign-out.
 */
import { atom } from 'jotai';
import type { components, User } from '@domain';
import { signOutAtom, updateUserAtom } from '../state/session';
import { getApi } from './context';

export type ProfileUpdateRequest = components['schemas']['ProfileUpdateRequest'];
export type PasswordChangeRequest = components['schemas']['PasswordChangeRequest'];

export interface ProfileUpdate {
  changes: ProfileUpdateRequest;
  avatar?: File | undefined;
}

/**
 * Saves profile fields (decisions §9) and keeps the session's copy of the user in step. A new
 * avatar goes as multipart/form-data with the fields (the contract's second body of
 * `authMeUpdate`); otherwise the changes go as JSON.
 */
export const updateProfileAtom = atom(
  null,
  async (get, set, { changes, avatar }: ProfileUpdate): Promise<User> => {
    const api = getApi(get);
    let user: User;
    if (avatar) {
      const form = new FormData();
      for (const [field, value] of Object.entries(changes)) {
        if (typeof value === 'string') form.append(field, value);
      }
      form.append('profile_picture', avatar);
      user = (await api.sendForm('patch', '/auth/me/', form)).data;
    } else {
      user = (await api.call('patch', '/auth/me/', { body: changes })).data;
    }
    set(updateUserAtom, user);
    return user;
  },
);

/**
 * Changes the password. The server revokes every token of the user on success, so the session
 * ends here without a logout call (which could only answer 401); the cache goes with the
 * session (app/api/sessionCache.ts), so nothing of this user's is kept for whoever signs in next.
 */
export const changePasswordAtom = atom(
  null,
  async (get, set, payload: PasswordChangeRequest): Promise<void> => {
    await getApi(get).call('post', '/auth/password/change/', { body: payload });
    set(signOutAtom);
  },
);
