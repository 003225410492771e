export {
  COIN_OVERVIEW_COPY,
  CoinOverview,
  type CoinOverviewCopy,
  type CoinOverviewProps,
} from './CoinOverview';
