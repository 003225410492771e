/** Authentication calls (SPEC §7) and the session transitions they cause (SPEC §4). */
import type { createStore } from 'jotai';
import { validateRegistrationPayload, type components, type LoginResult, type User } from '@domain';
import {
  authBusyAtom,
  initializedAtom,
  signInAtom,
  signOutAtom,
  tokenAtom,
  updateUserAtom,
} from '../state/session';
import { ApiError, type ApiClient } from './client';

type Store = ReturnType<typeof createStore>;

export async function login(
  api: ApiClient,
  credentials: components['schemas']['LoginRequest'],
): Promise<LoginResult> {
  return (await api.call('post', '/auth/login/', { body: credentials })).data;
}

async function fetchMe(api: ApiClient): Promise<User> {
  return (await api.call('get', '/auth/me/')).data;
}

/**
 * SPEC §4: a stored token is checked with the server at start-up; a failed check clears the
 * session. Whatever happens, the session is initialised afterwards so the guards can decide.
 */
export async function initializeSession(store: Store, api: ApiClient): Promise<void> {
  try {
    if (store.get(tokenAtom) === null) return;
    store.set(updateUserAtom, await fetchMe(api));
  } catch {
    store.set(signOutAtom);
  } finally {
    store.set(initializedAtom, true);
  }
}

/** Signs in and keeps the session; a refused login (e.g. a PENDING account) stores nothing. */
export async function signIn(
  store: Store,
  api: ApiClient,
  credentials: components['schemas']['LoginRequest'],
): Promise<LoginResult> {
  store.set(authBusyAtom, true);
  try {
    const result = await login(api, credentials);
    store.set(signInAtom, result);
    return result;
  } finally {
    store.set(authBusyAtom, false);
  }
}

/** Logout ends the session here even when the server cannot be told (SPEC §4). */
export async function signOut(store: Store, api: ApiClient): Promise<void> {
  store.set(authBusyAtom, true);
  try {
    await api.call('post', '/auth/logout/').catch(() => undefined);
  } finally {
    store.set(signOutAtom);
    store.set(authBusyAtom, false);
  }
}

export type RegisterRequest = components['schemas']['RegisterRequest'];
export type ProfileUpdateRequest = components['schemas']['ProfileUpdateRequest'];
export type PasswordChangeRequest = components['schemas']['PasswordChangeRequest'];
export type PasswordResetRequest = components['schemas']['PasswordResetRequest'];

/**
 * Creates a PENDING account (SPEC §5): the service-level check of the required fields comes
 * first, so a payload that misses one never leaves the app. Answers the server's message.
 */
export async function register(
  api: ApiClient,
  payload: RegisterRequest,
): Promise<{ user: User; message: string | undefined }> {
  const missing = validateRegistrationPayload(payload).form;
  if (missing !== undefined) throw new ApiError(missing);
  const result = await api.call('post', '/auth/register/', { body: payload });
  return { user: result.data, message: result.message };
}

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export async function requestPasswordReset(
  api: ApiClient,
  payload: PasswordResetRequest,
): Promise<string | undefined> {
  return (await api.call('post', '/auth/password/reset/', { body: payload })).message;
}

/**
 * Saves profile fields (DESIGN §4.9) and keeps the session's copy of the user in step. A new
 * avatar goes as multipart/form-data with the fields (the contract's second body of
 * `authMeUpdate`); otherwise the changes go as JSON.
 */
export async function updateProfile(
  store: Store,
  api: ApiClient,
  changes: ProfileUpdateRequest,
  avatar?: File,
): Promise<User> {
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
  store.set(updateUserAtom, user);
  return user;
}

/**
 * Changes the password. The server revokes every token of the user on success, so the session
 * ends here without a logout call (which could only answer 401); the cache goes with the
 * session (app/api/queries.ts), so nothing of this user's is kept for whoever signs in next.
 */
export async function changePassword(
  store: Store,
  api: ApiClient,
  payload: PasswordChangeRequest,
): Promise<void> {
  await api.call('post', '/auth/password/change/', { body: payload });
  store.set(signOutAtom);
}
