/**
 * The form with the state the app keeps around it (the search, the pick), over a fixed
 * directory of members with balances, for stories and tests: ui/ never fetches.
 */
import { useState } from 'react';
import type { Remote } from '../../remote';
import {
  CoinAdjustmentForm,
  type CoinAdjustmentFormProps,
  type MemberMatch,
} from './CoinAdjustmentForm';

export interface DirectoryEntry {
  member: MemberMatch;
  balance: number;
}

export type HarnessProps = Omit<
  CoinAdjustmentFormProps,
  'search' | 'onSearchChange' | 'matches' | 'picked' | 'onPick' | 'pickedBalance'
> & {
  directory: DirectoryEntry[];
  /** Set to show what the app shows when the users list cannot be searched. */
  searchError?: string;
  initialPick?: MemberMatch | null;
};

const matchesSearch = (member: MemberMatch, search: string) =>
  [member.full_name, member.email, member.phone_number].some((field) =>
    field.toLowerCase().includes(search.toLowerCase()),
  );

export function CoinAdjustmentFormHarness({
  directory,
  searchError,
  initialPick = null,
  ...props
}: HarnessProps) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<MemberMatch | null>(initialPick);
  const query = search.trim();
  const matches: Remote<MemberMatch[]> | null =
    query === ''
      ? null
      : searchError
        ? { status: 'error', message: searchError }
        : {
            status: 'success',
            data: directory.map((entry) => entry.member).filter((m) => matchesSearch(m, query)),
          };
  const entry = picked ? directory.find((e) => e.member.id === picked.id) : undefined;
  return (
    <CoinAdjustmentForm
      {...props}
      search={search}
      onSearchChange={setSearch}
      matches={matches}
      picked={picked}
      onPick={setPicked}
      pickedBalance={entry ? { status: 'success', data: entry.balance } : null}
    />
  );
}
