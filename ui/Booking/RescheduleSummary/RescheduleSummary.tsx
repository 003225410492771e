import { Box, Stack, Text } from '@chakra-ui/react';
import { formatCoins, hasEnoughCoins, type RescheduleQuote } from '@domain';
import { InsufficientCoins, type ShortfallText } from '../InsufficientCoins';
import { CoinPrice, PriceRow } from '../QuoteSummary/PriceRows';

export interface RescheduleSummaryCopy {
  now: string;
  newPrice: string;
  peak: string;
  youPay: string;
  more: (coins: number) => string;
  youGetBack: string;
  samePrice: string;
  noChange: string;
  balanceAfter: string;
  /** Short of coins for the difference: what moving costs more (InsufficientCoins says the rest). */
  short: ShortfallText;
}

export const RESCHEDULE_SUMMARY_COPY: RescheduleSummaryCopy = {
  now: 'Paid now',
  newPrice: 'New price',
  peak: 'Peak',
  youPay: 'You pay',
  more: (coins) => `${formatCoins(coins)} more`,
  youGetBack: 'You get back',
  samePrice: 'Difference',
  noChange: 'None: same price',
  balanceAfter: 'Balance after',
  short: (extra, balance, shortfall) =>
    `Moving costs ${formatCoins(extra)} more and you have ${formatCoins(balance)}: you are ${formatCoins(shortfall)} short.`,
};

export interface RescheduleSummaryProps {
  /** The server's price of the move: the difference shown is the difference charged or refunded. */
  quote: RescheduleQuote;
  /** The member's available coins; null while unknown. */
  balance: number | null;
  copy?: Partial<RescheduleSummaryCopy>;
}

/** Whether the member's coins cover what the move takes (a refund always does). */
export function coversDifference(quote: RescheduleQuote, balance: number | null): boolean {
  return balance === null || quote.difference <= 0 || hasEnoughCoins(balance, quote.difference);
}

/**
 * What moving a booking costs: the price paid, the new price and the difference, as more coins
 * to pay or coins to get back, with the balance after.
 */
export function RescheduleSummary({ quote, balance, copy }: RescheduleSummaryProps) {
  const text = { ...RESCHEDULE_SUMMARY_COPY, ...copy };
  const { difference } = quote;
  const enough = coversDifference(quote, balance);
  return (
    <Stack gap="2">
      <Box borderWidth="1px" borderColor="border" borderRadius="l3" p="3" bg="bg.subtle">
        <Stack as="dl" gap="1" fontSize="sm">
          <PriceRow term={text.now}>{formatCoins(quote.previous_coin_cost)}</PriceRow>
          <PriceRow term={text.newPrice}>
            <CoinPrice coins={quote.coin_cost} peak={quote.is_peak ? text.peak : null} />
          </PriceRow>
          {difference > 0 ? (
            <PriceRow term={text.youPay}>{text.more(difference)}</PriceRow>
          ) : difference < 0 ? (
            <PriceRow term={text.youGetBack}>
              <Text as="span" color="fg.success">
                {formatCoins(-difference)}
              </Text>
            </PriceRow>
          ) : (
            <PriceRow term={text.samePrice}>{text.noChange}</PriceRow>
          )}
          {balance !== null && enough ? (
            <PriceRow term={text.balanceAfter}>{formatCoins(balance - difference)}</PriceRow>
          ) : null}
        </Stack>
      </Box>
      {balance !== null && !enough ? (
        <InsufficientCoins cost={difference} balance={balance} text={text.short} />
      ) : null}
    </Stack>
  );
}
