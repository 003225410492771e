/**
 * The Admin Overview's coin adjustment picks its member by search: the users list searched by
 * name, e-mail or phone (the picked member's balance is their page, `memberQueryAtom` in
 * staff.ts). It lives under `accountKeys.all`, so any staff change refreshes it.
 */
import { atomWithQuery } from './sessionCache';
import { adminOverviewOpenAtom } from '../state/adminOverview';
import { sessionAtom } from '../state/session';
import { expectPage } from './answer';
import { getApi } from './context';
import { atomFamilyOf } from './family';
import { accountKeys } from './queryKeys';

/** Enough matches to tell namesakes apart; a longer list means the search needs more words. */
export const COIN_PICKER_MATCHES = 6;

/** The members matching a search, as sent after the pause in typing ('' asks nothing). */
export const coinPickerMatchesQueryAtom = atomFamilyOf((search: string) =>
  atomWithQuery((get) => ({
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
  })),
);
