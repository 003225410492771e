import { Alert, Text } from '@chakra-ui/react';
import type { AvailabilityCheckResult } from '@domain';
import type { ReactNode } from 'react';
import type { Remote } from '../../remote';
import { Failure, Pending } from './StepStatus';

/** The words of a price the server gives, before it can be taken. */
export interface QuotePriceCopy {
  choosePrompt: string;
  checkingPrice: string;
  unavailable: string;
}

export interface QuotePriceProps<Quote extends AvailabilityCheckResult> {
  /** The server's price of the choice; null until one is made. */
  quote: Remote<Quote> | null;
  /** What a price that can be taken says (a summary of the cost against the balance). */
  children: (quote: Quote) => ReactNode;
  text: QuotePriceCopy;
}

/**
 * A PricedDialog's price when the server quotes it for the member's choice: what to choose first,
 * the wait, the failure, why the choice cannot be taken, or what `children` make of the quote.
 */
export function QuotePrice<Quote extends AvailabilityCheckResult>({
  quote,
  children,
  text,
}: QuotePriceProps<Quote>) {
  if (quote === null) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {text.choosePrompt}
      </Text>
    );
  }
  if (quote.status === 'loading') return <Pending label={text.checkingPrice} />;
  if (quote.status === 'error') return <Failure message={quote.message} />;
  if (!quote.data.available) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{text.unavailable}</Alert.Title>
          {quote.data.reason ? <Alert.Description>{quote.data.reason}</Alert.Description> : null}
        </Alert.Content>
      </Alert.Root>
    );
  }
  return children(quote.data);
}
