export { RecentTransactions, type RecentTransactionsProps } from './RecentTransactions';
