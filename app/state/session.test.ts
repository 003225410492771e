import { createAppStore } from './store';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  endSessionByServerAtom,
  initializedAtom,
  loggingOutTokenAtom,
  restoreSessionAtom,
  sessionAtom,
  signInAtom,
  sessionEndedByServerAtom,
  signOutAtom,
  TOKEN_KEY,
  USER_KEY,
} from './session';
import { member, pendingMember, staffMember } from '../../ui/fixtures/users';
import { refuseStorage } from '../../tests/refuseStorage';

beforeEach(() => localStorage.clear());

describe('session', () => {
  it('starts signed out and not initialised', () => {
    const session = createAppStore().get(sessionAtom);
    expect(session).toMatchObject({
      user: null,
      isAuthenticated: false,
      isApproved: false,
      isInitialized: false,
      isLoading: false,
    });
  });

  it('keeps the token and the user in local storage on sign-in', () => {
    const store = createAppStore();
    store.set(signInAtom, { token: 'tok-1', user: member });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toMatchObject({
      email: member.email,
    });
    expect(store.get(sessionAtom)).toMatchObject({ isAuthenticated: true, isApproved: true });
  });

  it('restores a stored session in a new store (a reload)', () => {
    createAppStore().set(signInAtom, { token: 'tok-2', user: staffMember });
    const reloaded = createAppStore();
    reloaded.set(restoreSessionAtom);
    reloaded.set(initializedAtom, true);
    expect(reloaded.get(sessionAtom)).toMatchObject({
      isAuthenticated: true,
      isStaff: true,
      isAdmin: false,
      isInitialized: true,
    });
  });

  it('says a pending member is signed in but not approved', () => {
    const store = createAppStore();
    store.set(signInAtom, { token: 'tok-3', user: pendingMember });
    expect(store.get(sessionAtom)).toMatchObject({ isAuthenticated: true, isApproved: false });
  });

  it('discards a token without a user, or a user that is not valid JSON', () => {
    localStorage.setItem(TOKEN_KEY, 'orphan');
    const store = createAppStore();
    store.set(restoreSessionAtom);
    expect(store.get(sessionAtom).isAuthenticated).toBe(false);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();

    localStorage.setItem(TOKEN_KEY, 'tok-5');
    localStorage.setItem(USER_KEY, '{"id": 1, "email"');
    store.set(restoreSessionAtom);
    expect(store.get(sessionAtom).isAuthenticated).toBe(false);
  });

  it('clears both stored items on sign-out', () => {
    const store = createAppStore();
    store.set(signInAtom, { token: 'tok-4', user: member });
    store.set(signOutAtom);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(store.get(sessionAtom).isAuthenticated).toBe(false);
  });

  it('ends the session on a 401, unless it is the answer to its own logout', () => {
    const store = createAppStore();
    store.set(signInAtom, { token: 'tok-5', user: member });
    store.set(loggingOutTokenAtom, 'tok-5');
    store.set(endSessionByServerAtom);
    expect(store.get(sessionAtom).isAuthenticated).toBe(true);
    expect(store.get(sessionEndedByServerAtom)).toBe(0);

    // The next session's token is not the one logged out: a 401 to it ends it.
    store.set(signOutAtom);
    store.set(signInAtom, { token: 'tok-6', user: member });
    store.set(endSessionByServerAtom);
    expect(store.get(sessionAtom).isAuthenticated).toBe(false);
    expect(store.get(sessionEndedByServerAtom)).toBe(1);
  });
});

describe('a browser whose storage refuses the app', () => {
  it('signs in for this tab, restores nothing, and signs out', () => {
    refuseStorage();
    const store = createAppStore();
    store.set(restoreSessionAtom);
    expect(store.get(sessionAtom).isAuthenticated).toBe(false);
    store.set(signInAtom, { token: 'tok-9', user: member });
    expect(store.get(sessionAtom)).toMatchObject({ isAuthenticated: true, isApproved: true });
    store.set(signOutAtom);
    expect(store.get(sessionAtom).isAuthenticated).toBe(false);
  });
});
