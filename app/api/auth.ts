/** Signing in and out (SPEC §7) and the session transitions they cause (SPEC §4). */
import type { createStore } from 'jotai';
import type { components, LoginResult, User } from '@domain';
import {
  authBusyAtom,
  initializedAtom,
  signInAtom,
  signOutAtom,
  tokenAtom,
  updateUserAtom,
} from '../state/session';
import type { ApiClient } from './client';

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
