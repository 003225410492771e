import { Box, Center, HStack, Spinner, Text } from '@chakra-ui/react';

export interface PendingOverlayProps {
  /** What is being opened, read out and shown beside the spinner. */
  label: string;
}

/**
 * Stands where a dialog is about to open while its code or its data arrive (a flow that loads on
 * the click that starts it): the page is dimmed and held still, as under the dialog, and the
 * member sees and hears that the click was taken.
 */
export function PendingOverlay({ label }: PendingOverlayProps) {
  return (
    <Box position="fixed" inset="0" zIndex="modal" bg="blackAlpha.400">
      <Center h="full" px="4">
        <HStack
          role="status"
          aria-label={label}
          aria-live="polite"
          gap="3"
          bg="bg.panel"
          px="5"
          py="4"
          rounded="l3"
          shadow="lg"
        >
          <Spinner size="md" color="brand.solid" borderWidth="3px" aria-hidden="true" />
          <Text aria-hidden="true">{label}</Text>
        </HStack>
      </Center>
    </Box>
  );
}
