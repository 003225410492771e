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

/**
 * A price to summarise: the server's quote for a court (check-availability), with its peak mark
 * and duration, or a game session, whose price is its own and has neither.
 */
export type SummarisedPrice = Pick<AvailabilityCheckResult, 'coin_cost'> &
  Partial<Pick<AvailabilityCheckResult, 'is_peak' | 'duration_hours'>>;

export interface QuoteSummaryProps {
  /** The price as the server gives it: the cost shown is the cost charged. */
  quote: SummarisedPrice;
  /** The member's available coins; null while unknown. */
  balance: number | null;
  /**
   * For a footer next to Confirm: no heading and no duration (the pickers above show it), and the
   * figures side by side from `sm` up, so that the summary stays short.
   */
  compact?: boolean;
  /**
   * With `compact`: the figures one under another at every width, for a narrow dialog whose body
   * is short (joining a session), where side by side they would wrap.
   */
  stacked?: boolean;
  copy?: Partial<QuoteSummaryCopy>;
}

/** What the choice costs, whether that is a peak price, and what the member has left after. */
export function QuoteSummary({
  quote,
  balance,
  compact = false,
  stacked = false,
  copy,
}: QuoteSummaryProps) {
  const text = { ...QUOTE_SUMMARY_COPY, ...copy };
  const sideBySide = compact && !stacked;
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
        gap={sideBySide ? { base: '1', sm: '4' } : compact ? '1' : '2'}
        fontSize="sm"
        direction={sideBySide ? { base: 'column', sm: 'row' } : 'column'}
        css={sideBySide ? { '& > *': { flex: '1' } } : undefined}
      >
        {compact || quote.duration_hours === undefined ? null : (
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
