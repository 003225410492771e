export {
  SubscriptionsScreen,
  purchaseSuccessMessage,
  type PurchaseOutcome,
  type SubscriptionsScreenProps,
} from './Subscriptions';
export { SUBSCRIPTIONS_COPY, type ProviderPaymentState, type SubscriptionsCopy } from './copy';
