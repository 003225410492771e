export { AdjustmentSteps, type AdjustmentStepsProps, type CoinAdjustment } from './AdjustmentSteps';
export {
  CoinAdjustmentForm,
  type CoinAdjustmentFormProps,
  type MemberMatch,
} from './CoinAdjustmentForm';
export { COIN_ADJUSTMENT_COPY, type CoinAdjustmentCopy } from './copy';
