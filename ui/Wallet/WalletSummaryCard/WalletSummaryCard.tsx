import { Alert, Box, Button, Card, SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';
import { skeletonRecipe, statSlotRecipe } from '@chakra-ui/react/theme';
import { SCREEN_MESSAGES, formatCoins, type Wallet } from '@domain';
import { useId, type ReactNode } from 'react';
import { RouterLink } from '../../Navigation/AppLink';
import type { Remote } from '../../remote';
import { ExpiringCoinsNotice } from '../ExpiringCoinsNotice';
import { TRY_AGAIN } from '../../copy';

export interface WalletSummaryCardProps {
  wallet: Remote<Wallet>;
  /** Called by the retry button of the error state; without it no button shows. */
  onRetry?: () => void;
  title?: string;
  errorText?: string;
  retryLabel?: string;
  loadingLabel?: string;
  labels?: Partial<typeof DEFAULT_LABELS>;
  /** The wallet's whole history; without it no link shows. */
  historyPath?: string;
  historyLabel?: string;
}

const DEFAULT_LABELS = {
  available: 'Available coins',
  total: 'Total balance',
  reserved: 'Reserved',
  earned: 'Total earned',
  spent: 'Total spent',
};

/** The member's coin balances: available coins first and large, the ledger totals beside them. */
export function WalletSummaryCard({
  wallet,
  onRetry,
  title = 'My Wallet',
  errorText = SCREEN_MESSAGES.packages.walletUnavailable,
  retryLabel = TRY_AGAIN,
  loadingLabel = 'Loading wallet…',
  labels,
  historyPath,
  historyLabel = 'Coin history',
}: WalletSummaryCardProps) {
  const titleId = useId();
  const text = { ...DEFAULT_LABELS, ...labels };

  return (
    <Card.Root as="section" aria-labelledby={titleId} aria-busy={wallet.status === 'loading'}>
      <Card.Header>
        <Card.Title as="h2" id={titleId} textStyle="title">
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        {wallet.status === 'loading' && (
          <Box>
            <Box as="span" srOnly>
              {loadingLabel}
            </Box>
            {/* The loaded card's own layout, its words hidden: nothing moves when the figures come. */}
            <Box aria-hidden="true">
              <WalletFigures text={text} />
            </Box>
          </Box>
        )}

        {wallet.status === 'error' && (
          <Alert.Root status="error" role="alert" alignItems="center" flexWrap="wrap">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{errorText}</Alert.Title>
            </Alert.Content>
            {onRetry && (
              <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
                {retryLabel}
              </Button>
            )}
          </Alert.Root>
        )}

        {wallet.status === 'success' && <WalletFigures text={text} wallet={wallet.data} />}
      </Card.Body>
      {historyPath && (
        <Card.Footer>
          <Button asChild variant="outline" size="sm">
            <RouterLink to={historyPath}>{historyLabel}</RouterLink>
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}

/**
 * Available coins first and large, the ledger totals beside them, and what expires soon (or that
 * nothing does). Without a wallet, the same layout with each figure a placeholder of its size.
 */
function WalletFigures({
  text,
  wallet,
}: {
  text: typeof DEFAULT_LABELS;
  wallet?: Wallet | undefined;
}) {
  const coins = (value: number | undefined) =>
    wallet && value !== undefined ? (
      formatCoins(value)
    ) : (
      <Skeleton recipe={skeletonRecipe} as="span" display="inline-block">
        {formatCoins(0)}
      </Skeleton>
    );
  return (
    <Box>
      <Stat.Root recipe={statSlotRecipe} mb="6">
        <Stat.Label>{text.available}</Stat.Label>
        <Stat.ValueText fontSize={{ base: '4xl', md: '5xl' }} color="brand.fg" fontFamily="heading">
          {coins(wallet?.available_balance)}
        </Stat.ValueText>
      </Stat.Root>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        <Figure label={text.total} value={coins(wallet?.total_balance)} />
        <Figure label={text.reserved} value={coins(wallet?.reserved_balance)} />
        <Figure label={text.earned} value={coins(wallet?.total_earned)} />
        <Figure label={text.spent} value={coins(wallet?.total_spent)} />
      </SimpleGrid>
      <Box mt="4">
        {wallet ? (
          <ExpiringCoinsNotice expiring={wallet.expiring} sayWhenNone />
        ) : (
          <Skeleton recipe={skeletonRecipe}>
            <ExpiringCoinsNotice expiring={null} sayWhenNone />
          </Skeleton>
        )}
      </Box>
    </Box>
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stat.Root recipe={statSlotRecipe} size="sm" minWidth="0">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText fontSize="lg" overflowWrap="anywhere">
        {value}
      </Stat.ValueText>
    </Stat.Root>
  );
}
