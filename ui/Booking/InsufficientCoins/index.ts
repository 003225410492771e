export {
  InsufficientCoins,
  shortfallText,
  type InsufficientCoinsProps,
  type ShortfallText,
} from './InsufficientCoins';
