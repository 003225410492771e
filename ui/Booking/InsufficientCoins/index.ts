export { InsufficientCoins, shortfallText, type InsufficientCoinsProps } from './InsufficientCoins';
