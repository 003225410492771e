export {
  COIN_BALANCE_COPY,
  CoinBalanceCard,
  type CoinBalanceCardProps,
  type CoinBalanceCopy,
} from './CoinBalanceCard';
