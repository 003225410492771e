/**
 * The Admin Overview's coin adjustment picks its member by search: the first page of the users
 * list (`usersPageQuery`, accounts.ts) searched by name, e-mail or phone; the picked member's
 * balance is their page (`memberQueryAtom`, members.ts). Both are under `accountKeys.all`, so any
 * staff change refreshes them.
 */
import { atomWithQuery } from '../sessionCache';
import type { components } from '@domain';
import { sessionAtom } from '../../state/session';
import { FIRST_USER_PAGE, usersPageQuery } from './accounts';
import { atomFamilyOf } from '../family';

/** Enough matches to tell namesakes apart; a longer list means the search needs more words. */
export const COIN_PICKER_MATCHES = 6;

/** The members matching a search, as sent after the pause in typing ('' asks nothing). */
export const coinPickerMatchesQueryAtom = atomFamilyOf((search: string) =>
  atomWithQuery((get) => ({
    ...usersPageQuery(get, { ...FIRST_USER_PAGE, search }, COIN_PICKER_MATCHES),
    select: (page: components['schemas']['UserListPage']) => page.results,
    enabled: get(sessionAtom).isStaff && search !== '',
  })),
);
