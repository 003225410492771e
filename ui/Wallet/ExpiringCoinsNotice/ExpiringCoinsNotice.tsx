import { Alert } from '@chakra-ui/react';
import { expiringCoinsText, noCoinsExpiringText, type ExpiringCoins } from '@domain';

export interface ExpiringCoinsNoticeProps {
  expiring: ExpiringCoins | null;
  /**
   * With nothing expiring, say so ('No coins expire within 14 days') in the same place and at the
   * same height, rather than show nothing: the wallet card keeps its height whatever the server says.
   */
  sayWhenNone?: boolean;
}

/**
 * '40 coins expire on 12 Dec 2026': the next coins to expire, when the server says they are
 * within the expiring-soon window. A status, not an alert: it is news, not a failure.
 */
export function ExpiringCoinsNotice({ expiring, sayWhenNone = false }: ExpiringCoinsNoticeProps) {
  if (!expiring) {
    return sayWhenNone ? (
      <Alert.Root status="neutral" size="sm" data-no-expiring-coins="">
        <Alert.Indicator />
        <Alert.Title fontWeight="medium">{noCoinsExpiringText()}</Alert.Title>
      </Alert.Root>
    ) : null;
  }
  return (
    <Alert.Root status="warning" size="sm" role="status" data-expiring-coins="">
      <Alert.Indicator />
      <Alert.Title fontWeight="medium">{expiringCoinsText(expiring)}</Alert.Title>
    </Alert.Root>
  );
}
