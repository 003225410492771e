import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { NO_ANSWER_MESSAGES, OFFLINE_MESSAGES } from '@domain';
import { TRY_AGAIN } from '../../copy';

export interface OfflineNoticeProps {
  /**
   * `offline` (the default): the browser has no connection. `noAnswer`: it has one, but the
   * server did not answer the latest request (timed out, or the connection dropped on the way).
   */
  reason?: 'offline' | 'noAnswer';
  /** With `noAnswer`: offered as a button that asks the page's data again. */
  onRetry?: () => void;
  /** True while that asking is under way. */
  retrying?: boolean;
}

/** The button's words while the page's data is being asked for again. */
export const RETRYING = 'Trying again';

/**
 * Shown at the top of every page while the connection fails (docs/offline.md): a status, read out
 * once when it appears, that says in plain words what may be out of date and, offline, which
 * actions wait. It takes no focus. Drawn with boxes, not Chakra's Alert, whose recipe and parts
 * would come with every first page for a notice few ever see.
 */
export function OfflineNotice({
  reason = 'offline',
  onRetry,
  retrying = false,
}: OfflineNoticeProps) {
  const words =
    reason === 'offline'
      ? {
          title: OFFLINE_MESSAGES.title,
          notice: `${OFFLINE_MESSAGES.notice} ${OFFLINE_MESSAGES.actionsWait}`,
        }
      : NO_ANSWER_MESSAGES;
  const retry = reason === 'noAnswer' ? onRetry : undefined;
  return (
    <Stack
      data-offline=""
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'center' }}
      justify="space-between"
      gap="3"
      px={{ base: '4', md: '6' }}
      py="3"
      bg="orange.subtle"
      color="orange.fg"
      borderBottomWidth="1px"
      borderColor="orange.muted"
    >
      <Box role="status">
        <Text fontWeight="semibold">{words.title}</Text>
        <Text textStyle="sm">{words.notice}</Text>
      </Box>
      {retry ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette="orange"
          alignSelf={{ base: 'start', sm: 'center' }}
          flexShrink={0}
          onClick={retry}
          loading={retrying}
          loadingText={RETRYING}
        >
          {TRY_AGAIN}
        </Button>
      ) : null}
    </Stack>
  );
}
