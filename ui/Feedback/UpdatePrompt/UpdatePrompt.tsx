import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';

export interface UpdatePromptProps {
  /** Reloads the page into the new version; only ever called when the member asks. */
  onReload: () => void;
  /** Keeps the current version until the next visit. */
  onDismiss: () => void;
  /** True while the new version is taking over (the reload follows). */
  reloading?: boolean;
}

export const UPDATE_PROMPT = {
  title: 'A new version of Pitchside is ready',
  body: 'Reload to use it. Anything you have typed and not sent yet would be lost, so finish it first.',
  reload: 'Reload',
  reloading: 'Reloading',
  dismiss: 'Not now',
} as const;

/**
 * Offers a new version of the installed app (docs/offline.md). The app never reloads by itself: a
 * half-filled form stays as it is until the member chooses to reload. A region of its own at the
 * bottom of the screen, announced politely, not a dialog: it waits for the member's attention.
 */
export function UpdatePrompt({ onReload, onDismiss, reloading = false }: UpdatePromptProps) {
  return (
    <Box
      role="region"
      aria-label="App update"
      position="fixed"
      insetX={{ base: '2', md: 'auto' }}
      insetEnd={{ md: '4' }}
      bottom="calc(0.5rem + env(safe-area-inset-bottom))"
      maxW={{ md: 'sm' }}
      zIndex="toast"
      p="4"
      borderRadius="l3"
      borderWidth="1px"
      bg="bg.panel"
      boxShadow="lg"
    >
      <Stack gap="3">
        <Box role="status">
          <Text fontWeight="semibold">{UPDATE_PROMPT.title}</Text>
          <Text textStyle="sm" color="fg.muted">
            {UPDATE_PROMPT.body}
          </Text>
        </Box>
        <HStack gap="2" justify="end">
          <Button variant="ghost" size="sm" onClick={onDismiss} disabled={reloading}>
            {UPDATE_PROMPT.dismiss}
          </Button>
          <Button
            size="sm"
            colorPalette="brand"
            onClick={onReload}
            loading={reloading}
            loadingText={UPDATE_PROMPT.reloading}
          >
            {UPDATE_PROMPT.reload}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
