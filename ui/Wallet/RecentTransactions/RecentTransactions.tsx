import { Box, Card, chakra, Flex, Skeleton, Text } from '@chakra-ui/react';
import { skeletonRecipe } from '@chakra-ui/react/theme';
import {
  RECENT_TRANSACTIONS_LIMIT,
  formatDateTime,
  formatSignedCoins,
  type Transaction,
} from '@domain';
import { useId } from 'react';

export interface RecentTransactionsProps {
  /** Newest first, as the wallet sends them; only the first `limit` show. */
  transactions: readonly Transaction[];
  loading?: boolean;
  limit?: number;
  title?: string;
  emptyText?: string;
  loadingLabel?: string;
  /** Read after the amount by screen readers, e.g. '+130 coins'. */
  unit?: string;
}

/**
 * The latest ledger entries. A positive amount is green and a negative one red, and both carry
 * their sign in the text, so the colour is never the only cue.
 */
export function RecentTransactions({
  transactions,
  loading = false,
  limit = RECENT_TRANSACTIONS_LIMIT,
  title = 'Recent Transactions',
  emptyText = 'No transactions yet. Your purchases and bookings will show here.',
  loadingLabel = 'Loading transactions…',
  unit = 'coins',
}: RecentTransactionsProps) {
  const titleId = useId();
  const shown = transactions.slice(0, limit);

  return (
    <Card.Root as="section" aria-labelledby={titleId} aria-busy={loading}>
      <Card.Header>
        <Card.Title as="h2" id={titleId} textStyle="title">
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        {loading ? (
          // As many rows as the list shows, each the height of a loaded one (a line of text and a
          // line of small text: 24 + 20 px, padded alike), so the page below does not move when they arrive.
          <Box>
            <Box as="span" srOnly>
              {loadingLabel}
            </Box>
            {Array.from({ length: limit }, (_, i) => (
              <Box
                key={i}
                py="3"
                borderBottomWidth="1px"
                borderColor="border.muted"
                _last={{ borderBottomWidth: '0' }}
              >
                <Skeleton recipe={skeletonRecipe} height="11" />
              </Box>
            ))}
          </Box>
        ) : shown.length === 0 ? (
          <Text color="fg.muted">{emptyText}</Text>
        ) : (
          <chakra.ul listStyleType="none" m="0" p="0">
            {shown.map((t) => (
              <chakra.li
                key={t.id}
                py="3"
                borderBottomWidth="1px"
                borderColor="border.muted"
                _last={{ borderBottomWidth: '0' }}
              >
                <Flex justify="space-between" align="flex-start" gap="4">
                  <Box minWidth="0">
                    <Text fontWeight="medium" overflowWrap="anywhere">
                      {t.description}
                    </Text>
                    <chakra.time
                      dateTime={t.created_at}
                      display="block"
                      textStyle="sm"
                      color="fg.muted"
                    >
                      {formatDateTime(t.created_at)}
                    </chakra.time>
                  </Box>
                  <Text
                    fontWeight="bold"
                    whiteSpace="nowrap"
                    color={t.amount > 0 ? 'fg.success' : 'fg.error'}
                    data-sign={t.amount > 0 ? 'positive' : 'negative'}
                  >
                    {formatSignedCoins(t.amount)}
                    <Box as="span" srOnly>
                      {' '}
                      {unit}
                    </Box>
                  </Text>
                </Flex>
              </chakra.li>
            ))}
          </chakra.ul>
        )}
      </Card.Body>
    </Card.Root>
  );
}
