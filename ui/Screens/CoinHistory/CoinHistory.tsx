import { Box, Button, Card, chakra, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { skeletonRecipe } from '@chakra-ui/react/theme';
import { NativeSelect } from '../../Forms/Field';
import {
  TRANSACTION_TYPES,
  TRANSACTION_TYPE_LABELS,
  expiryPolicyText,
  formatCoins,
  formatDateTime,
  formatSignedCoins,
  type Transaction,
  type TransactionListPage,
  type TransactionType,
} from '@domain';
import { Pager } from '../../Navigation/Pager';
import { EmptyState } from '../../Feedback/EmptyState';
import { ErrorState } from '../../Feedback/ErrorState';
import { FormField } from '../../Forms/FormField';
import { RouterLink } from '../../Navigation/AppLink';
import type { Remote } from '../../remote';
import { COIN_HISTORY_COPY, type CoinHistoryCopy } from './copy';

export interface CoinHistoryScreenProps {
  transactions: Remote<TransactionListPage>;
  /** The kind shown; null for every kind. */
  type: TransactionType | null;
  onTypeChange: (type: TransactionType | null) => void;
  onPageChange: (page: number) => void;
  onRetry?: () => void;
  /** Where the wallet card lives. */
  walletPath?: string;
  copy?: Partial<CoinHistoryCopy>;
}

/**
 * The member's whole coin ledger: each entry with its date, description, signed amount
 * and the available balance after it, a page at a time, filtered by kind. The sign is in the text
 * as well as the colour.
 */
export function CoinHistoryScreen({
  transactions,
  type,
  onTypeChange,
  onPageChange,
  onRetry,
  walletPath = '/subscriptions',
  copy,
}: CoinHistoryScreenProps) {
  const text = { ...COIN_HISTORY_COPY, ...copy };
  return (
    <Box maxW="4xl" mx="auto" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {text.title}
          </Heading>
          <Text color="fg.muted">{text.subtitle}</Text>
          <Text color="fg.muted" textStyle="sm">
            {expiryPolicyText()}
          </Text>
          <Box>
            <Button asChild variant="outline" size="sm">
              <RouterLink to={walletPath}>{text.back}</RouterLink>
            </Button>
          </Box>
        </Stack>

        <Box maxW={{ base: 'full', md: 'xs' }}>
          <FormField label={text.filter}>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={type ?? ''}
                onChange={(e) =>
                  onTypeChange(TRANSACTION_TYPES.find((t) => t === e.target.value) ?? null)
                }
              >
                <option value="">{text.allTypes}</option>
                {TRANSACTION_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {TRANSACTION_TYPE_LABELS[t]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Box>

        <Card.Root
          as="section"
          aria-label={text.title}
          aria-busy={transactions.status === 'loading'}
        >
          <Card.Body>
            {transactions.status === 'loading' && (
              <Stack gap="3">
                <Box as="span" srOnly>
                  {text.loading}
                </Box>
                {[0, 1, 2, 3, 4].map((i) => (
                  <Skeleton recipe={skeletonRecipe} key={i} height="12" />
                ))}
              </Stack>
            )}
            {transactions.status === 'error' && (
              <ErrorState
                title={text.errorTitle}
                message={transactions.message}
                onRetry={onRetry}
              />
            )}
            {transactions.status === 'success' &&
              (transactions.data.count === 0 ? (
                type === null ? (
                  <EmptyState title={text.emptyTitle} description={text.empty} />
                ) : (
                  <EmptyState
                    title={text.emptyFiltered(TRANSACTION_TYPE_LABELS[type])}
                    action={
                      <Button variant="outline" onClick={() => onTypeChange(null)}>
                        {text.showAll}
                      </Button>
                    }
                  />
                )
              ) : (
                <Stack gap="4">
                  <chakra.ul listStyleType="none" m="0" p="0" aria-label={text.list}>
                    {transactions.data.results.map((entry) => (
                      <Row key={entry.id} entry={entry} balanceAfter={text.balanceAfter} />
                    ))}
                  </chakra.ul>
                  <Pager
                    page={transactions.data}
                    onPageChange={onPageChange}
                    label={text.pagination}
                  />
                </Stack>
              ))}
          </Card.Body>
        </Card.Root>
      </Stack>
    </Box>
  );
}

function Row({ entry, balanceAfter }: { entry: Transaction; balanceAfter: string }) {
  const positive = entry.amount > 0;
  return (
    <chakra.li
      py="3"
      borderBottomWidth="1px"
      borderColor="border.muted"
      _last={{ borderBottomWidth: '0' }}
      data-transaction-type={entry.transaction_type}
    >
      <Flex justify="space-between" align="flex-start" gap="4">
        <Box minWidth="0">
          <Text fontWeight="medium" overflowWrap="anywhere">
            {entry.description}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            <chakra.time dateTime={entry.created_at}>
              {formatDateTime(entry.created_at)}
            </chakra.time>
            {' · '}
            {TRANSACTION_TYPE_LABELS[entry.transaction_type]}
          </Text>
        </Box>
        <Box textAlign="end" flexShrink={0}>
          <Text
            fontWeight="bold"
            whiteSpace="nowrap"
            color={positive ? 'fg.success' : entry.amount < 0 ? 'fg.error' : 'fg.muted'}
          >
            {formatSignedCoins(entry.amount)}
            <Box as="span" srOnly>
              {' '}
              coins
            </Box>
          </Text>
          <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
            {balanceAfter}: {formatCoins(entry.balance_after)}
          </Text>
        </Box>
      </Flex>
    </chakra.li>
  );
}
