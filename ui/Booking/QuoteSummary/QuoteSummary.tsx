import { Box, Stack, Text } from '@chakra-ui/react';
import { formatCoins, hasEnoughCoins, peakNoteText, type AvailabilityCheckResult } from '@domain';
import { formatHours } from '../DurationPicker';
import { CoinPrice, PriceRow } from './PriceRows';

export interface QuoteSummaryCopy {
  title: string;
  cost: string;
  duration: string;
  peak: string;
  peakNote: string;
  balance: string;
  balanceAfter: string;
}

export const QUOTE_SUMMARY_COPY: QuoteSummaryCopy = {
  title: 'Price',
  cost: 'Cost',
  duration: 'Duration',
  peak: 'Peak',
  peakNote: peakNoteText(),
  balance: 'Your balance',
  balanceAfter: 'Balance after booking',
};

export interface QuoteSummaryProps {
  /** The server's quote (check-availability): the cost shown is the cost charged. */
  quote: AvailabilityCheckResult;
  /** The member's available coins; null while unknown. */
  balance: number | null;
  /**
   * For a footer next to Confirm: no heading and no duration (the pickers above show it), and the
   * figures side by side from `sm` up, so that the summary stays short.
   */
  compact?: boolean;
  copy?: Partial<QuoteSummaryCopy>;
}

/** What the booking costs, whether that is a peak price, and what the member has left after. */
export function QuoteSummary({ quote, balance, compact = false, copy }: QuoteSummaryProps) {
  const text = { ...QUOTE_SUMMARY_COPY, ...copy };
  return (
    <Box
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      p={compact ? '3' : '4'}
      bg="bg.subtle"
    >
      {compact ? null : (
        <Text fontWeight="semibold" mb="2">
          {text.title}
        </Text>
      )}
      <Stack
        as="dl"
        gap={compact ? { base: '1', sm: '4' } : '2'}
        fontSize="sm"
        direction={compact ? { base: 'column', sm: 'row' } : 'column'}
        css={compact ? { '& > *': { flex: '1' } } : undefined}
      >
        {compact ? null : (
          <PriceRow term={text.duration}>{formatHours(quote.duration_hours)}</PriceRow>
        )}
        <PriceRow term={text.cost}>
          <CoinPrice coins={quote.coin_cost} peak={quote.is_peak ? text.peak : null} />
        </PriceRow>
        {balance !== null ? <PriceRow term={text.balance}>{formatCoins(balance)}</PriceRow> : null}
        {balance !== null && hasEnoughCoins(balance, quote.coin_cost) ? (
          <PriceRow term={text.balanceAfter}>{formatCoins(balance - quote.coin_cost)}</PriceRow>
        ) : null}
      </Stack>
      {quote.is_peak ? (
        <Text fontSize={compact ? 'xs' : 'sm'} color="fg.muted" mt={compact ? '2' : '3'}>
          {text.peakNote}
        </Text>
      ) : null}
    </Box>
  );
}
