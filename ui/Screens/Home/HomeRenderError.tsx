import { Box } from '@chakra-ui/react';
import { PAGE_RENDER_FAILED } from '@domain';
import { ErrorState } from '../../Feedback/ErrorState';

export interface HomeRenderErrorProps {
  onReload: () => void;
  message?: string;
}

/** What the app's error boundary shows when the home page fails to render (SPEC §2 Home). */
export function HomeRenderError({
  onReload,
  message = 'Something went wrong while showing this page. Reloading usually fixes it.',
}: HomeRenderErrorProps) {
  return (
    <Box maxW="2xl" mx="auto" px={{ base: '4', md: '6' }} pt={{ base: '24', md: '32' }} pb="16">
      <ErrorState
        title={PAGE_RENDER_FAILED}
        message={message}
        headingLevel="h1"
        retryLabel="Reload Page"
        onRetry={onReload}
      />
    </Box>
  );
}
