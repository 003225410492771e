import { useAtomValue } from 'jotai';
import { SCREEN_MESSAGES, recommendedPackageType } from '@domain';
import { SubscriptionsScreen } from '@ui/Screens/Subscriptions';
import { bookingStatsQueryAtom } from '../api/bookings/stats';
import { ApiError, UNREADABLE_ANSWER } from '../api/answer';
import { toKeptRemote } from '../api/remote';
import { packagesQueryAtom, walletQueryAtom } from '../api/subscriptions';
import { sessionAtom } from '../state/session';
import { useOffered } from './useOffered';
import { useSavedAt } from './useSavedAt';
import { useSubscriptionPurchase } from './useSubscriptionPurchase';

/**
 * SPEC §8 Packages: a failed load shows the server's message, else 'Failed to load packages'; an
 * answer the app could not read at all, 'An error occurred while loading data'.
 */
const packagesFallback = (error: unknown): string =>
  error instanceof ApiError && error.code === UNREADABLE_ANSWER
    ? SCREEN_MESSAGES.packages.loadError
    : SCREEN_MESSAGES.packages.loadPackagesFailed;

export default function SubscriptionsRoute() {
  const { isApproved } = useAtomValue(sessionAtom);
  const wallet = useAtomValue(walletQueryAtom);
  const packages = useAtomValue(packagesQueryAtom);
  const bookingStats = useAtomValue(bookingStatsQueryAtom);
  const purchase = useSubscriptionPurchase();
  const coinHistory = useOffered('wallet_history');
  const savedAt = useSavedAt(wallet, packages);

  return (
    <SubscriptionsScreen
      approved={isApproved}
      wallet={toKeptRemote(wallet, SCREEN_MESSAGES.packages.loadWalletFailed)}
      packages={toKeptRemote(packages, packagesFallback)}
      savedAt={savedAt}
      recommendedType={bookingStats.data ? recommendedPackageType(bookingStats.data.total) : null}
      onRetryWallet={() => void wallet.refetch()}
      coinHistory={coinHistory}
      {...purchase}
    />
  );
}
