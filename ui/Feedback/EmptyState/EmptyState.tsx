import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** A decorative icon (it is hidden from screen readers). */
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  /** A button or link that gets the member out of the empty state, e.g. 'Book New Session'. */
  action?: ReactNode;
  /** Render the title as a heading of this level where it heads a section; plain text otherwise. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** What a list shows when it has nothing in it, and what to do about it. */
export function EmptyState({ icon, title, description, action, headingLevel }: EmptyStateProps) {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="3"
      py="10"
      px="6"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      borderRadius="l3"
      data-empty-state=""
    >
      {icon ? (
        <Box
          aria-hidden="true"
          display="flex"
          alignItems="center"
          justifyContent="center"
          boxSize="12"
          borderRadius="full"
          bg="brand.subtle"
          color="brand.fg"
          fontSize="2xl"
        >
          {icon}
        </Box>
      ) : null}
      {headingLevel ? (
        <Heading as={headingLevel} size="md">
          {title}
        </Heading>
      ) : (
        <Text fontWeight="semibold" fontSize="lg">
          {title}
        </Text>
      )}
      {description ? (
        <Text color="fg.muted" maxW="md">
          {description}
        </Text>
      ) : null}
      {action ? <Box pt="1">{action}</Box> : null}
    </Stack>
  );
}
