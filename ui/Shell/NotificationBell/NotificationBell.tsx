import { Box, IconButton } from '@chakra-ui/react';
import { notificationsLabel, unreadBadge } from '@domain';
import { RouterLink } from '../../Navigation/AppLink';
import { line } from '../Icons/LineIcon';

// Here rather than with the shell's icons: only a signed-in member's header, loaded lazily, has it.
const BellIcon = line(
  'BellIcon',
  'M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9',
  'M10.3 21a1.94 1.94 0 0 0 3.4 0',
);

export interface NotificationBellProps {
  /** Unread notifications; null while not known yet (no badge, the plain name). */
  unread: number | null;
  /** The header is laid over the home page's hero: white instead of the text colour. */
  inverted?: boolean;
  /** Where the list lives. */
  to?: string;
  /** `aria-current` when the list is the page shown. */
  current?: boolean;
}

/**
 * The header's bell: a link to the notifications page whose name says how many are
 * unread ("Notifications, 3 unread"); a badge shows the count and is left out at 0.
 */
export function NotificationBell({
  unread,
  inverted = false,
  to = '/notifications',
  current = false,
}: NotificationBellProps) {
  const count = unread ?? 0;
  return (
    <IconButton
      asChild
      variant="ghost"
      position="relative"
      color={inverted ? 'white' : 'fg'}
      _hover={{ bg: inverted ? 'whiteAlpha.200' : 'bg.muted' }}
    >
      <RouterLink
        to={to}
        aria-label={notificationsLabel(count)}
        aria-current={current ? 'page' : undefined}
      >
        <BellIcon />
        {count > 0 ? (
          <Box
            as="span"
            aria-hidden="true"
            position="absolute"
            top="1"
            insetEnd="1"
            minW="4.5"
            h="4.5"
            px="1"
            borderRadius="full"
            bg="red.solid"
            color="white"
            fontSize="2xs"
            fontWeight="bold"
            lineHeight="4.5"
            textAlign="center"
          >
            {unreadBadge(count)}
          </Box>
        ) : null}
      </RouterLink>
    </IconButton>
  );
}
