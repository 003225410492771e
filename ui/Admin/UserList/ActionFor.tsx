import { Box } from '@chakra-ui/react';

/**
 * A row button's text, in the user list and in Pending Approvals: the visible verb, then whom it
 * acts on for screen readers only, so that the accessible name says which member ("Approve Ada
 * Obi") and still contains the visible text.
 */
export function ActionFor({ verb, name }: { verb: string; name: string }) {
  return (
    <>
      {verb}
      <Box as="span" srOnly>
        {' '}
        {name}
      </Box>
    </>
  );
}
