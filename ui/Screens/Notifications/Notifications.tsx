import {
  Box,
  Button,
  Card,
  chakra,
  Flex,
  Heading,
  HStack,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { skeletonRecipe } from '@chakra-ui/react/theme';
import { formatDateTime, type Notification, type NotificationListPage } from '@domain';
import { Pager } from '../../Navigation/Pager';
import { EmptyState } from '../../Feedback/EmptyState';
import { ErrorState } from '../../Feedback/ErrorState';
import { PageNotice } from '../../Feedback/PageNotice';
import { RouterLink } from '../../Navigation/AppLink';
import { PageFrame } from '../../Shell/PageFrame';
import { NOTIFICATIONS } from '../../Shell/navigation';
import type { Remote } from '../../remote';

export const NOTIFICATIONS_COPY = {
  title: NOTIFICATIONS,
  subtitle: 'Your bookings, coins and account, newest first.',
  settingsHint: 'Choose which of these we also e-mail you in',
  settingsLink: 'Settings',
  markAll: 'Mark all as read',
  markRead: 'Mark as read',
  view: 'Open',
  unread: 'Unread',
  loading: 'Loading notifications…',
  errorTitle: 'Your notifications could not be loaded',
  emptyTitle: 'No notifications yet',
  empty:
    'When a booking is confirmed, coins arrive or your account changes, you will read it here.',
  actionFailed: 'Not marked as read',
  list: 'Notifications',
  pagination: 'Notification pages',
};

export interface NotificationsScreenProps {
  notifications: Remote<NotificationListPage>;
  onMarkRead: (notification: Notification) => void;
  onMarkAllRead: () => void;
  onPageChange: (page: number) => void;
  onRetry?: () => void;
  /** Marking all is under way. */
  markingAll?: boolean;
  /** Why the last mark failed; shown above the list. */
  actionError?: string | null;
}

/**
 * The member's notifications: each with its title, text and time, unread ones marked
 * in words as well as weight, a link to the page it is about (opening it marks it read), mark
 * one or all as read, a page at a time.
 */
export function NotificationsScreen({
  notifications,
  onMarkRead,
  onMarkAllRead,
  onPageChange,
  onRetry,
  markingAll = false,
  actionError = null,
}: NotificationsScreenProps) {
  const text = NOTIFICATIONS_COPY;
  const unread = notifications.status === 'success' ? notifications.data.unread_count : 0;
  return (
    <PageFrame py={{ base: '6', md: '10' }} measure="3xl">
      <Stack gap="6">
        <Flex
          gap="4"
          justify="space-between"
          align={{ base: 'stretch', sm: 'flex-end' }}
          direction={{ base: 'column', sm: 'row' }}
        >
          <Stack gap="2">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              {text.title}
            </Heading>
            <Text color="fg.muted">{text.subtitle}</Text>
            <Text color="fg.muted" textStyle="sm">
              {text.settingsHint}{' '}
              <chakra.span color="brand.fg" textDecoration="underline">
                <RouterLink to="/settings">{text.settingsLink}</RouterLink>
              </chakra.span>
              .
            </Text>
          </Stack>
          {notifications.status === 'success' && notifications.data.count > 0 ? (
            <Button
              variant="outline"
              onClick={onMarkAllRead}
              disabled={unread === 0 || markingAll}
              loading={markingAll}
            >
              {text.markAll}
            </Button>
          ) : null}
        </Flex>

        {actionError ? (
          <PageNotice status="error" title={text.actionFailed}>
            {actionError}
          </PageNotice>
        ) : null}

        <Card.Root
          as="section"
          aria-label={text.title}
          aria-busy={notifications.status === 'loading'}
        >
          <Card.Body>
            {notifications.status === 'loading' && (
              <Stack gap="3">
                <Box as="span" srOnly>
                  {text.loading}
                </Box>
                {[0, 1, 2, 3].map((i) => (
                  <Skeleton recipe={skeletonRecipe} key={i} height="16" />
                ))}
              </Stack>
            )}
            {notifications.status === 'error' && (
              <ErrorState
                title={text.errorTitle}
                message={notifications.message}
                onRetry={onRetry}
              />
            )}
            {notifications.status === 'success' &&
              (notifications.data.count === 0 ? (
                <EmptyState title={text.emptyTitle} description={text.empty} />
              ) : (
                <Stack gap="4">
                  <chakra.ul listStyleType="none" m="0" p="0" aria-label={text.list}>
                    {notifications.data.results.map((notification) => (
                      <Item
                        key={notification.id}
                        notification={notification}
                        onMarkRead={onMarkRead}
                      />
                    ))}
                  </chakra.ul>
                  <Pager
                    page={notifications.data}
                    onPageChange={onPageChange}
                    label={text.pagination}
                  />
                </Stack>
              ))}
          </Card.Body>
        </Card.Root>
      </Stack>
    </PageFrame>
  );
}

function Item({
  notification,
  onMarkRead,
}: {
  notification: Notification;
  onMarkRead: (notification: Notification) => void;
}) {
  const text = NOTIFICATIONS_COPY;
  const unread = notification.read_at === null;
  const titleId = `notification-${notification.id}-title`;
  return (
    <chakra.li
      py="4"
      borderBottomWidth="1px"
      borderColor="border.muted"
      _last={{ borderBottomWidth: '0' }}
      data-unread={unread ? '' : undefined}
      data-kind={notification.kind}
    >
      <Flex gap="3" align="flex-start">
        <Box
          aria-hidden="true"
          mt="2"
          boxSize="2"
          flexShrink={0}
          borderRadius="full"
          bg={unread ? 'brand.solid' : 'transparent'}
        />
        <Stack gap="1" minW="0" flex="1">
          <Text id={titleId} fontWeight={unread ? 'bold' : 'medium'} overflowWrap="anywhere">
            {unread ? (
              <Box as="span" srOnly>
                {text.unread}:{' '}
              </Box>
            ) : null}
            {notification.title}
          </Text>
          <Text color="fg.muted" overflowWrap="anywhere">
            {notification.body}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            <chakra.time dateTime={notification.created_at}>
              {formatDateTime(notification.created_at)}
            </chakra.time>
          </Text>
          <HStack gap="2" mt="1" wrap="wrap">
            {notification.link ? (
              <Button asChild size="sm" variant="outline">
                <RouterLink
                  to={notification.link}
                  aria-describedby={titleId}
                  onClick={() => {
                    if (unread) onMarkRead(notification);
                  }}
                >
                  {text.view}
                </RouterLink>
              </Button>
            ) : null}
            {unread ? (
              <Button
                size="sm"
                variant="ghost"
                aria-describedby={titleId}
                onClick={() => onMarkRead(notification)}
              >
                {text.markRead}
              </Button>
            ) : null}
          </HStack>
        </Stack>
      </Flex>
    </chakra.li>
  );
}
