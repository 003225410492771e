export { COIN_HISTORY_COPY, CoinHistoryScreen } from './CoinHistory';
export type { CoinHistoryCopy, CoinHistoryScreenProps } from './CoinHistory';
