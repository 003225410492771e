import { PAGE_RENDER_FAILED } from '@domain';
import { RELOAD_PAGE } from '../../copy';
import { ErrorState } from '../../Feedback/ErrorState';
import { PageFrame } from '../../Shell/PageFrame';

/**
 * Its words, kept here rather than in ./copy.ts: the app's error boundary loads this with every
 * page, and the home page's copy is the marketing page's.
 */
export const HOME_RENDER_ERROR_COPY = {
  message: 'Something went wrong while showing this page. Reloading usually fixes it.',
  reload: RELOAD_PAGE,
};

export interface HomeRenderErrorProps {
  onReload: () => void;
  message?: string;
}

/** What the app's error boundary shows when the home page fails to render (SPEC §2 Home). */
export function HomeRenderError({
  onReload,
  message = HOME_RENDER_ERROR_COPY.message,
}: HomeRenderErrorProps) {
  return (
    <PageFrame pt={{ base: '24', md: '32' }} pb="16" measure="2xl">
      <ErrorState
        title={PAGE_RENDER_FAILED}
        message={message}
        headingLevel="h1"
        retryLabel={HOME_RENDER_ERROR_COPY.reload}
        onRetry={onReload}
      />
    </PageFrame>
  );
}
