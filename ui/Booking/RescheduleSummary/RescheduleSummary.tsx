import { Alert, Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { formatCoins, hasEnoughCoins, type RescheduleQuote } from '@domain';
import type { ReactNode } from 'react';
import { RouterLink } from '../../Navigation/AppLink';

export interface RescheduleSummaryCopy {
  now: string;
  newPrice: string;
  peak: string;
  youPay: string;
  youGetBack: string;
  samePrice: string;
  noChange: string;
  balanceAfter: string;
  shortTitle: string;
  short: (extra: number, balance: number) => string;
  buyCoins: string;
}

export const RESCHEDULE_SUMMARY_COPY: RescheduleSummaryCopy = {
  now: 'Paid now',
  newPrice: 'New price',
  peak: 'Peak',
  youPay: 'You pay',
  youGetBack: 'You get back',
  samePrice: 'Difference',
  noChange: 'None: same price',
  balanceAfter: 'Balance after',
  shortTitle: 'Not enough coins',
  short: (extra, balance) =>
    `Moving costs ${formatCoins(extra)} more and you have ${formatCoins(balance)}: you are ${formatCoins(Math.max(extra - balance, 0))} short.`,
  buyCoins: 'Buy coins',
};

export interface RescheduleSummaryProps {
  /** The server's price of the move: the difference shown is the difference charged or refunded. */
  quote: RescheduleQuote;
  /** The member's available coins; null while unknown. */
  balance: number | null;
  copy?: Partial<RescheduleSummaryCopy>;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
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
          <Row term={text.now}>{formatCoins(quote.previous_coin_cost)}</Row>
          <Row term={text.newPrice}>
            <Flex as="span" gap="2" align="center" justify="end" wrap="wrap">
              {quote.is_peak ? (
                <Badge colorPalette="accent" variant="surface">
                  {text.peak}
                </Badge>
              ) : null}
              <span>{formatCoins(quote.coin_cost)}</span>
            </Flex>
          </Row>
          {difference > 0 ? (
            <Row term={text.youPay}>{formatCoins(difference)} more</Row>
          ) : difference < 0 ? (
            <Row term={text.youGetBack}>
              <Text as="span" color="fg.success">
                {formatCoins(-difference)}
              </Text>
            </Row>
          ) : (
            <Row term={text.samePrice}>{text.noChange}</Row>
          )}
          {balance !== null && enough ? (
            <Row term={text.balanceAfter}>{formatCoins(balance - difference)}</Row>
          ) : null}
        </Stack>
      </Box>
      {balance !== null && !enough ? (
        <Alert.Root status="warning" role="status" alignItems="start">
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Title>{text.shortTitle}</Alert.Title>
            <Alert.Description>{text.short(difference, balance)}</Alert.Description>
            <Button asChild size="sm" colorPalette="accent" alignSelf="start">
              <RouterLink to="/subscriptions">{text.buyCoins}</RouterLink>
            </Button>
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
