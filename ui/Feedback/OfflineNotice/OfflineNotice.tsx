import { Box, Text } from '@chakra-ui/react';
import { OFFLINE_MESSAGES } from '@domain';

/**
 * Shown at the top of every page while the browser has no connection (docs/offline.md): a
 * status, read out once when it appears, that says in plain words what still works and what
 * waits for the connection. It takes no focus and asks nothing. Drawn with boxes, not Chakra's
 * Alert, whose recipe and parts would come with every first page for a notice few ever see.
 */
export function OfflineNotice() {
  return (
    <Box
      role="status"
      data-offline=""
      px={{ base: '4', md: '6' }}
      py="3"
      bg="orange.subtle"
      color="orange.fg"
      borderBottomWidth="1px"
      borderColor="orange.muted"
    >
      <Text fontWeight="semibold">{OFFLINE_MESSAGES.title}</Text>
      <Text textStyle="sm">
        {OFFLINE_MESSAGES.notice} {OFFLINE_MESSAGES.actionsWait}
      </Text>
    </Box>
  );
}
