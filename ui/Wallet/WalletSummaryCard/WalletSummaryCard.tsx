import { Alert, Box, Button, Card } from '@chakra-ui/react';
import { SCREEN_MESSAGES, formatCoins, type Wallet } from '@domain';
import { useId } from 'react';
import { RouterLink } from '../../Navigation/AppLink';
import type { Remote } from '../../remote';
import { ExpiringCoinsNotice } from '../ExpiringCoinsNotice';
import { Skeleton } from '../../Feedback/Skeleton';
import { Stat } from '../../Dashboard/Stat';
import { SimpleGrid } from '../../Layout/SimpleGrid';

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
  retryLabel = 'Try again',
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
            <Skeleton height="12" width="40" mb="6" />
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} height="10" />
              ))}
            </SimpleGrid>
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

        {wallet.status === 'success' && (
          <Box>
            <Stat.Root mb="6">
              <Stat.Label>{text.available}</Stat.Label>
              <Stat.ValueText
                fontSize={{ base: '4xl', md: '5xl' }}
                color="brand.fg"
                fontFamily="heading"
              >
                {formatCoins(wallet.data.available_balance)}
              </Stat.ValueText>
            </Stat.Root>
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
              <Figure label={text.total} value={wallet.data.total_balance} />
              <Figure label={text.reserved} value={wallet.data.reserved_balance} />
              <Figure label={text.earned} value={wallet.data.total_earned} />
              <Figure label={text.spent} value={wallet.data.total_spent} />
            </SimpleGrid>
            {wallet.data.expiring && (
              <Box mt="4">
                <ExpiringCoinsNotice expiring={wallet.data.expiring} />
              </Box>
            )}
          </Box>
        )}
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

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stat.Root size="sm" minWidth="0">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText fontSize="lg" overflowWrap="anywhere">
        {formatCoins(value)}
      </Stat.ValueText>
    </Stat.Root>
  );
}
