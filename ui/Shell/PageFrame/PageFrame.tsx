import { Box, type BoxProps } from '@chakra-ui/react';

export interface PageFrameProps extends BoxProps {
  /**
   * A reading width for a page of text or a form (a theme size such as `3xl`): its content keeps
   * to it from the frame's left edge, so it still starts where every other page does.
   */
  measure?: BoxProps['maxW'];
}

/**
 * The one frame of every page: the theme's page width, centred, inside the theme's gutter. The
 * header and the footer use the same tokens, so the logo lines up with each page's content.
 */
export function PageFrame({ measure, children, ...rest }: PageFrameProps) {
  return (
    <Box w="full" maxW="page" mx="auto" px="gutter" {...rest}>
      {measure ? <Box maxW={measure}>{children}</Box> : children}
    </Box>
  );
}
