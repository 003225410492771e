import { staffAdjustmentLimitText, type CoinAdjustmentType, type User } from '@domain';

/** The coin adjustment's words, wherever staff make one (the admin overview, a member's page). */
export const COIN_ADJUSTMENT_COPY = {
  title: 'Adjust Coins',
  member: 'Member',
  searchHelp: 'Search by name, e-mail or phone, then pick the member.',
  searching: 'Searching…',
  matches: 'Matching members',
  noMatch: (search: string) => `No member matches “${search}”.`,
  pickShort: 'Pick',
  pick: (member: Pick<User, 'full_name'>) => `Pick ${member.full_name}`,
  id: (member: Pick<User, 'id'>) => `ID ${member.id}`,
  picked: 'Adjusting the coins of',
  changeMember: 'Change member',
  balance: 'Available',
  balanceLoading: 'Loading the balance…',
  amount: 'Amount (coins)',
  reason: 'Reason',
  type: 'Type',
  submit: 'Review adjustment',
  review: 'Review adjustment',
  before: 'Balance before',
  change: 'Change',
  after: 'Balance after',
  confirm: 'Confirm adjustment',
  edit: 'Change',
  submitting: 'Adjusting…',
  types: {
    credit: 'Credit',
    debit: 'Debit',
    bonus: 'Bonus',
    refund: 'Refund',
  } satisfies Record<CoinAdjustmentType, string>,
  reasonHelp: 'Shown to the member in their transaction history.',
  limit: staffAdjustmentLimitText(),
  ownCoins: 'You cannot adjust your own coins.',
};

export type CoinAdjustmentCopy = typeof COIN_ADJUSTMENT_COPY;
