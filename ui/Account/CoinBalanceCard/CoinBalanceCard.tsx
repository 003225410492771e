import { Alert, Box, Button, Card, Skeleton, Stat } from '@chakra-ui/react';
import { skeletonRecipe, statSlotRecipe } from '@chakra-ui/react/theme';
import { SCREEN_MESSAGES, formatCoins, type Wallet } from '@domain';
import { useId } from 'react';
import type { Remote } from '../../remote';
import { RouterLink } from '../../Navigation/AppLink';
import { ExpiringCoinsNotice } from '../../Wallet/ExpiringCoinsNotice';
import { BUY_COINS } from '../../copy';

export const COIN_BALANCE_COPY = {
  title: 'Coin Balance',
  available: 'Available coins',
  reserved: 'Reserved for upcoming bookings',
  buy: BUY_COINS,
  history: 'Coin history',
  loading: 'Loading coin balance…',
  error: SCREEN_MESSAGES.packages.walletUnavailable,
};

export type CoinBalanceCopy = typeof COIN_BALANCE_COPY;

export interface CoinBalanceCardProps {
  wallet: Remote<Wallet>;
  /** Where members buy coins. */
  buyPath?: string;
  /** The wallet's whole history; null where the server keeps none to show. */
  historyPath?: string | null;
  copy?: Partial<CoinBalanceCopy>;
}

/** The approved member's coins at a glance, with the way to buy more. */
export function CoinBalanceCard({
  wallet,
  buyPath = '/subscriptions',
  historyPath = '/subscriptions/history',
  copy,
}: CoinBalanceCardProps) {
  const text = { ...COIN_BALANCE_COPY, ...copy };
  const titleId = useId();

  return (
    <Card.Root as="section" aria-labelledby={titleId} aria-busy={wallet.status === 'loading'}>
      <Card.Header>
        <Card.Title as="h2" id={titleId} textStyle="title">
          {text.title}
        </Card.Title>
      </Card.Header>
      <Card.Body gap="4">
        {wallet.status === 'loading' && (
          <Box>
            <Box as="span" srOnly>
              {text.loading}
            </Box>
            <Skeleton recipe={skeletonRecipe} height="12" width="40" mb="3" />
            <Skeleton recipe={skeletonRecipe} height="6" width="56" />
          </Box>
        )}
        {wallet.status === 'error' && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{text.error}</Alert.Title>
          </Alert.Root>
        )}
        {wallet.status === 'success' && (
          <Box display="grid" gap="3">
            <Stat.Root recipe={statSlotRecipe}>
              <Stat.Label>{text.available}</Stat.Label>
              <Stat.ValueText fontSize="4xl" color="brand.fg" fontFamily="heading">
                {formatCoins(wallet.data.available_balance)}
              </Stat.ValueText>
            </Stat.Root>
            <Stat.Root recipe={statSlotRecipe} size="sm">
              <Stat.Label>{text.reserved}</Stat.Label>
              <Stat.ValueText fontSize="lg">
                {formatCoins(wallet.data.reserved_balance)}
              </Stat.ValueText>
            </Stat.Root>
            <ExpiringCoinsNotice expiring={wallet.data.expiring} />
          </Box>
        )}
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        <Button asChild colorPalette="accent">
          <RouterLink to={buyPath}>{text.buy}</RouterLink>
        </Button>
        {historyPath ? (
          <Button asChild variant="outline">
            <RouterLink to={historyPath}>{text.history}</RouterLink>
          </Button>
        ) : null}
      </Card.Footer>
    </Card.Root>
  );
}
