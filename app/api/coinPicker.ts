/**
 * The Admin Overview's coin adjustment picks its member by search: the users list
 * searched by name, e-mail or phone, and the picked member's page for the balance the review
 * starts from. Both live under `accountKeys.all`, so any staff change refreshes them.
 */
import { atom } from 'jotai';
import { atomWithQuery } from './sessionCache';
import { sessionAtom } from '../state/session';
import { adminOverviewOpenAtom } from './admin';
import { offers } from './capabilities';
import { expectPage } from './answer';
import { getApi } from './context';
import { accountKeys } from './queryKeys';

/** Enough matches to tell namesakes apart; a longer list means the search needs more words. */
export const COIN_PICKER_MATCHES = 6;

/** The search as sent, after the pause in typing; '' searches nothing. */
export const coinPickerSearchAtom = atom('');

/** The picked member's id; null while nobody is picked. */
export const coinPickerMemberIdAtom = atom<number | null>(null);

export const coinPickerMatchesQueryAtom = atomWithQuery((get) => {
  const search = get(coinPickerSearchAtom);
  return {
    queryKey: [...accountKeys.all, 'coin-picker', search] as const,
    queryFn: async () =>
      expectPage(
        (
          await getApi(get).call('get', '/accounts/users/', {
            query: { search, page: 1, page_size: COIN_PICKER_MATCHES },
          })
        ).data,
      ).results,
    enabled: get(sessionAtom).isStaff && get(adminOverviewOpenAtom) && search !== '',
  };
});

export const coinPickerMemberQueryAtom = atomWithQuery((get) => {
  const id = get(coinPickerMemberIdAtom);
  return {
    queryKey: accountKeys.member(id ?? 0),
    queryFn: async () =>
      (await getApi(get).call('get', '/accounts/users/{id}/', { path: { id: id ?? 0 } })).data,
    enabled: get(sessionAtom).isStaff && id !== null && offers(get, 'member_pages'),
  };
});
