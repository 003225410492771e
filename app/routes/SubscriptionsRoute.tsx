import { useAtomValue } from 'jotai';
import { SCREEN_MESSAGES, recommendedPackageType } from '@domain';
import { SubscriptionsScreen } from '@ui/Screens/Subscriptions';
import { bookingStatsQueryAtom } from '../api/bookingStats';
import { toRemote } from '../api/remote';
import { packagesQueryAtom, walletQueryAtom } from '../api/subscriptions';
import { sessionAtom } from '../state/session';
import { useOffered } from './useOffered';
import { useSubscriptionPurchase } from './useSubscriptionPurchase';

export default function SubscriptionsRoute() {
  const { isApproved } = useAtomValue(sessionAtom);
  const wallet = useAtomValue(walletQueryAtom);
  const packages = useAtomValue(packagesQueryAtom);
  const bookingStats = useAtomValue(bookingStatsQueryAtom);
  const purchase = useSubscriptionPurchase();
  const coinHistory = useOffered('wallet_history');

  return (
    <SubscriptionsScreen
      approved={isApproved}
      wallet={toRemote(wallet, SCREEN_MESSAGES.packages.loadWalletFailed)}
      packages={toRemote(packages, SCREEN_MESSAGES.packages.loadPackagesFailed)}
      recommendedType={bookingStats.data ? recommendedPackageType(bookingStats.data.total) : null}
      onRetryWallet={() => void wallet.refetch()}
      coinHistory={coinHistory}
      {...purchase}
    />
  );
}
