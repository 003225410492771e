import { Center, Spinner, Stack, Text } from '@chakra-ui/react';

export interface PageSpinnerProps {
  /** What is loading, read out and shown under the spinner. */
  label?: string;
  /** Show the label under the spinner as well as announcing it. */
  showLabel?: boolean;
  /** The height the spinner is centred in; a whole page by default. */
  minH?: string;
}

/**
 * Page-level loading: while the session is being restored (SPEC §2) or a page's data arrive.
 * It is a polite status region, so a screen reader hears the label once.
 */
export function PageSpinner({
  label = 'Loading…',
  showLabel = false,
  minH = '60vh',
}: PageSpinnerProps) {
  return (
    <Center minH={minH} role="status" aria-label={label} aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="xl" color="brand.solid" borderWidth="3px" aria-hidden="true" />
        {showLabel ? (
          <Text color="fg.muted" aria-hidden="true">
            {label}
          </Text>
        ) : null}
      </Stack>
    </Center>
  );
}
