export { WalletSummaryCard, type WalletSummaryCardProps } from './WalletSummaryCard';
