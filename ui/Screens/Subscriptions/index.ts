export {
  SUBSCRIPTIONS_COPY,
  SubscriptionsScreen,
  purchaseSuccessMessage,
  type ProviderPaymentState,
  type PurchaseOutcome,
  type SubscriptionsCopy,
  type SubscriptionsScreenProps,
} from './Subscriptions';
