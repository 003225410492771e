import { Badge, Box, Flex } from '@chakra-ui/react';
import { formatCoins } from '@domain';
import type { ReactNode } from 'react';

/** One figure of a price summary: its name, and its value at the end of the line. */
export function PriceRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" gap="3" wrap="wrap">
      <Box as="dt" color="fg.muted">
        {term}
      </Box>
      <Box as="dd" fontWeight="semibold" textAlign="end">
        {children}
      </Box>
    </Flex>
  );
}

/** A price in coins, marked when it is the peak-hours price. */
export function CoinPrice({ coins, peak }: { coins: number; peak: string | null }) {
  return (
    <Flex as="span" gap="2" align="center" justify="end" wrap="wrap">
      {peak !== null ? (
        <Badge colorPalette="accent" variant="surface">
          {peak}
        </Badge>
      ) : null}
      <span>{formatCoins(coins)}</span>
    </Flex>
  );
}
