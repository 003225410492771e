/** Every word of /subscriptions/history but the transaction types' (domain's). */
import { COIN_HISTORY } from '../../Shell/navigation';

export const COIN_HISTORY_COPY = {
  title: COIN_HISTORY,
  subtitle: 'Every coin that came into your wallet or left it, newest first.',
  back: 'Back to my wallet',
  filter: 'Show',
  allTypes: 'All transactions',
  loading: 'Loading transactions…',
  errorTitle: 'Your transactions could not be loaded',
  emptyTitle: 'No transactions yet',
  empty: 'Your purchases and bookings will show here.',
  emptyFiltered: (type: string) => `No transactions of this kind (${type}).`,
  showAll: 'Show all transactions',
  balanceAfter: 'Balance after',
  list: 'Transactions',
  pagination: 'Transaction pages',
};

export type CoinHistoryCopy = typeof COIN_HISTORY_COPY;
