export {
  COIN_ADJUSTMENT_COPY,
  CoinAdjustmentForm,
  type CoinAdjustment,
  type CoinAdjustmentCopy,
  type CoinAdjustmentFormProps,
  type MemberMatch,
} from './CoinAdjustmentForm';
