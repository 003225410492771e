export { CoinHistoryScreen, type CoinHistoryScreenProps } from './CoinHistory';
export { COIN_HISTORY_COPY, type CoinHistoryCopy } from './copy';
