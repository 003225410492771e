export {
  GAME_SESSION_CARD_COPY,
  GameSessionCard,
  type GameSessionCardCopy,
  type GameSessionCardProps,
} from './GameSessionCard';
