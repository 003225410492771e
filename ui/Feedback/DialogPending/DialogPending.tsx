import { Box, HStack, Spinner, Text } from '@chakra-ui/react';

export interface DialogPendingProps {
  /** What is opening, shown beside the spinner and read out. */
  label?: string;
}

/**
 * Shown from the click that opens a dialog until the dialog's code has arrived (its first
 * opening, on a slow network). It covers the page, so that a second click cannot go past the
 * dialog, and says what is coming; it fades in only after a moment, so a fast network never
 * shows it.
 */
export function DialogPending({ label = 'Opening…' }: DialogPendingProps) {
  return (
    <Box
      position="fixed"
      inset="0"
      zIndex="modal"
      display="flex"
      alignItems="center"
      justifyContent="center"
      p="4"
    >
      <HStack
        role="status"
        aria-label={label}
        aria-live="polite"
        gap="3"
        px="4"
        py="3"
        bg="bg.panel"
        borderWidth="1px"
        rounded="l2"
        boxShadow="md"
        animationName="fade-in"
        animationDuration="moderate"
        animationDelay="0.3s"
        animationFillMode="both"
      >
        <Spinner size="sm" color="brand.solid" aria-hidden="true" />
        <Text fontSize="sm" aria-hidden="true">
          {label}
        </Text>
      </HStack>
    </Box>
  );
}
