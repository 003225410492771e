import { Alert, Button } from '@chakra-ui/react';
import { formatCoins } from '@domain';
import { RouterLink } from '../../Navigation/AppLink';

export interface InsufficientCoinsProps {
  cost: number;
  balance: number;
  title?: string;
  buyCoinsLabel?: string;
  /** Where coins are bought. */
  buyCoinsTo?: string;
}

/** 'This booking costs 100 coins and you have 60 coins: you are 40 coins short.' */
export function shortfallText(cost: number, balance: number): string {
  const shortfall = Math.max(cost - balance, 0);
  return `This booking costs ${formatCoins(cost)} and you have ${formatCoins(balance)}: you are ${formatCoins(shortfall)} short.`;
}

/** Said when the balance does not cover the quote, with the way to top up. */
export function InsufficientCoins({
  cost,
  balance,
  title = 'Not enough coins',
  buyCoinsLabel = 'Buy coins',
  buyCoinsTo = '/subscriptions',
}: InsufficientCoinsProps) {
  return (
    <Alert.Root status="warning" role="status" alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{shortfallText(cost, balance)}</Alert.Description>
        <Button asChild size="sm" colorPalette="accent" alignSelf="start">
          <RouterLink to={buyCoinsTo}>{buyCoinsLabel}</RouterLink>
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
