import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { TRY_AGAIN } from '../../copy';
import { AlertIcon } from '../../Shell/Icons';

export interface ErrorStateProps {
  title: string;
  /** The user-facing message, e.g. 'Failed to load bookings'. */
  message?: string;
  /** Offered as a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Render the title as a heading of this level (h1 when the error is the whole page). */
  headingLevel?: 'h1' | 'h2' | 'h3';
}

/**
 * Data that could not be loaded, or a page that could not be shown, with a way to try again.
 * It is an alert region, so the failure is announced when it appears.
 */
export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel = TRY_AGAIN,
  headingLevel,
}: ErrorStateProps) {
  return (
    <Stack
      role="alert"
      align="center"
      textAlign="center"
      gap="3"
      py="10"
      px="6"
      borderWidth="1px"
      borderColor="border.error"
      bg="bg.error"
      borderRadius="l3"
    >
      <Box
        aria-hidden="true"
        display="flex"
        alignItems="center"
        justifyContent="center"
        boxSize="12"
        borderRadius="full"
        bg="red.subtle"
        color="fg.error"
      >
        <AlertIcon boxSize="6" />
      </Box>
      {headingLevel ? (
        <Heading as={headingLevel} size={headingLevel === 'h1' ? 'xl' : 'md'}>
          {title}
        </Heading>
      ) : (
        <Text fontWeight="semibold" fontSize="lg">
          {title}
        </Text>
      )}
      {message ? (
        <Text color="fg.muted" maxW="md">
          {message}
        </Text>
      ) : null}
      {onRetry ? (
        <Button variant="outline" colorPalette="red" onClick={onRetry} mt="1">
          {retryLabel}
        </Button>
      ) : null}
    </Stack>
  );
}
