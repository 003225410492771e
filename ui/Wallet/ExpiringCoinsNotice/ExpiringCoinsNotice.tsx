import { Alert } from '@chakra-ui/react';
import { expiringCoinsText, type ExpiringCoins } from '@domain';

/**
 * '40 coins expire on 12 Dec 2026': the next coins to expire, when the server says they are
 * within the expiring-soon window. A status, not an alert: it is news, not a failure.
 */
export function ExpiringCoinsNotice({ expiring }: { expiring: ExpiringCoins | null }) {
  if (!expiring) return null;
  return (
    <Alert.Root status="warning" size="sm" role="status" data-expiring-coins="">
      <Alert.Indicator />
      <Alert.Title fontWeight="medium">{expiringCoinsText(expiring)}</Alert.Title>
    </Alert.Root>
  );
}
