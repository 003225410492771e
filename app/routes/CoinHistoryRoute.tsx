import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { SCREEN_MESSAGES } from '@domain';
import { CoinHistoryScreen } from '@ui/Screens/CoinHistory';
import { toRemote } from '../api/remote';
import { transactionsQueryAtom, type TransactionsRequest } from '../api/subscriptions';

const FIRST: TransactionsRequest = { type: null, page: 1 };

/** The wallet's whole history; a new visit starts at the newest page of every kind. */
export default function CoinHistoryRoute() {
  const [request, setRequest] = useState(FIRST);
  const transactions = useAtomValue(transactionsQueryAtom(request));

  return (
    <CoinHistoryScreen
      transactions={toRemote(transactions, SCREEN_MESSAGES.packages.loadWalletFailed)}
      type={request.type}
      onTypeChange={(type) => setRequest({ type, page: 1 })}
      onPageChange={(page) => {
        setRequest({ ...request, page });
        window.scrollTo(0, 0);
      }}
      onRetry={() => void transactions.refetch()}
    />
  );
}
