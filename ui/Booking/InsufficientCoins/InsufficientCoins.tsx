import { Alert, Button } from '@chakra-ui/react';
import { formatCoins } from '@domain';
import { RouterLink } from '../../Navigation/AppLink';
import { BUY_COINS, NOT_ENOUGH_COINS } from '../../copy';

/** The sentence under the title, from the cost, the balance and how many coins the balance lacks. */
export type ShortfallText = (cost: number, balance: number, shortfall: number) => string;

/** 'This booking costs 100 coins and you have 60 coins: you are 40 coins short.' */
export const shortfallText: ShortfallText = (cost, balance, shortfall) =>
  `This booking costs ${formatCoins(cost)} and you have ${formatCoins(balance)}: you are ${formatCoins(shortfall)} short.`;

export interface InsufficientCoinsProps {
  /** The coins asked for: a booking's cost, or the extra a move takes. */
  cost: number;
  balance: number;
  title?: string;
  /** The sentence about the cost (a booking's by default; a move says what it costs more). */
  text?: ShortfallText;
  buyCoinsLabel?: string;
  /** Where coins are bought. */
  buyCoinsTo?: string;
}

/** Said when the balance does not cover the coins asked for, with the way to top up. */
export function InsufficientCoins({
  cost,
  balance,
  title = NOT_ENOUGH_COINS,
  text = shortfallText,
  buyCoinsLabel = BUY_COINS,
  buyCoinsTo = '/subscriptions',
}: InsufficientCoinsProps) {
  return (
    <Alert.Root status="warning" role="status" alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{text(cost, balance, Math.max(cost - balance, 0))}</Alert.Description>
        <Button asChild size="sm" colorPalette="accent" alignSelf="start">
          <RouterLink to={buyCoinsTo}>{buyCoinsLabel}</RouterLink>
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
