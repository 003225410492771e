import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The brand-tinted square an icon sits on at the top of a feature or contact card. */
export function IconTile({ children }: { children: ReactNode }) {
  return (
    <Box
      aria-hidden="true"
      display="flex"
      alignItems="center"
      justifyContent="center"
      boxSize="10"
      borderRadius="l2"
      bg="brand.subtle"
      color="brand.fg"
    >
      {children}
    </Box>
  );
}
