import { Alert, Text } from '@chakra-ui/react';
import { ACCOUNT_APPROVAL_REQUIRED, type AccountStatus } from '@domain';
import { AppLink } from '../../Navigation/AppLink';
import { statusPalette } from '../../theme/status';

export interface ApprovalBannerCopy {
  title: string;
  description: string;
}

/**
 * What each account status that withholds the member routes says (SPEC §2 Account dashboard,
 * decisions §8). An ACTIVE account has no banner.
 */
export const APPROVAL_BANNER_COPY: Record<Exclude<AccountStatus, 'ACTIVE'>, ApprovalBannerCopy> = {
  PENDING: {
    title: ACCOUNT_APPROVAL_REQUIRED,
    description:
      'Your account is pending approval. Our staff review every new registration, and you will receive an email notification once approved. Until then you can see your dashboard and profile, but you cannot book sessions, buy packages or use the wallet.',
  },
  SUSPENDED: {
    title: 'Account Suspended',
    description:
      'Your account has been suspended by Pitchside staff, so you cannot book sessions, buy packages or use your coins. Your bookings and coins are kept while the account is suspended.',
  },
  REJECTED: {
    title: 'Application Not Approved',
    description:
      'Your application to join Pitchside was not approved, so bookings, packages and the wallet are not available to this account.',
  },
};

export interface ApprovalBannerProps {
  status: AccountStatus;
  /** The staff's reason for a suspension or rejection, when the app knows it. */
  reason?: string | null;
  copy?: Partial<Record<Exclude<AccountStatus, 'ACTIVE'>, ApprovalBannerCopy>>;
  /** Where a suspended or rejected member can ask why. */
  contactPath?: string;
}

/**
 * The account status banner: yellow while approval is pending, red with the reason for a
 * suspended or rejected account, nothing for an active one. Its colour comes from the theme's
 * status map, and its title says the same in words.
 */
export function ApprovalBanner({
  status,
  reason,
  copy,
  contactPath = '/contact',
}: ApprovalBannerProps) {
  if (status === 'ACTIVE') return null;
  const { title, description } = { ...APPROVAL_BANNER_COPY[status], ...copy?.[status] };
  const blocked = status !== 'PENDING';
  const palette = statusPalette('account', status);
  return (
    <Alert.Root
      status={blocked ? 'error' : 'warning'}
      colorPalette={palette}
      data-palette={palette}
      variant="surface"
      role={blocked ? 'alert' : 'status'}
      data-status={status}
      alignItems="flex-start"
    >
      <Alert.Indicator />
      <Alert.Content gap="1.5">
        <Alert.Title fontWeight="bold">{title}</Alert.Title>
        <Alert.Description>
          <Text>{description}</Text>
          {blocked && reason ? <Text mt="1.5">Reason given: {reason}</Text> : null}
          {blocked ? (
            <Text mt="1.5">
              Questions?{' '}
              <AppLink to={contactPath} color="inherit" textDecoration="underline">
                Contact support
              </AppLink>
            </Text>
          ) : null}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
