import { Alert, CloseButton } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { DISMISS } from '../../copy';
import { HEADER_HEIGHT } from '../../Shell/Header';

export type PageNoticeStatus = 'success' | 'error' | 'info' | 'warning';

export interface PageNoticeProps {
  status: PageNoticeStatus;
  title: string;
  /** What follows from it, e.g. 'You will be taken to the login page in 3 seconds.' */
  children?: ReactNode;
  /**
   * Another value brings the notice into view and focus again, so the same message reported a
   * second time (a second failed attempt) is seen as new.
   */
  revealKey?: string | number;
  onDismiss?: (() => void) | undefined;
  dismissLabel?: string;
  /** For a dialog that closes as the notice appears: its `finalFocusEl` returns focus here. */
  noticeRef?: RefObject<HTMLDivElement | null>;
}

/**
 * The outcome of something done on the page, reported at the page's level: it scrolls itself
 * into view (clear of the sticky header) and takes focus when it appears, so the member at the
 * button at the bottom of a long form sees it and a screen reader reads it out. Errors are
 * alerts, everything else a polite status. The design system's one feedback pattern is described
 * in ui/Introduction.mdx.
 */
export function PageNotice({
  status,
  title,
  children,
  revealKey,
  onDismiss,
  dismissLabel = DISMISS,
  noticeRef,
}: PageNoticeProps) {
  const ownRef = useRef<HTMLDivElement>(null);
  const ref = noticeRef ?? ownRef;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Instant, not smooth: the message must be on screen the moment it is announced.
    element.scrollIntoView({ block: 'nearest', behavior: 'instant' });
    element.focus({ preventScroll: true });
  }, [ref, revealKey]);

  return (
    <Alert.Root
      ref={ref}
      status={status}
      role={status === 'error' ? 'alert' : 'status'}
      tabIndex={-1}
      alignItems="flex-start"
      scrollMarginTop={`calc(${HEADER_HEIGHT} + 1rem)`}
      scrollMarginBottom="4"
      outline="none"
      _focusVisible={{
        outline: '2px solid',
        outlineColor: 'colorPalette.focusRing',
        outlineOffset: '2px',
      }}
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {children !== undefined && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
      {onDismiss && <CloseButton size="sm" aria-label={dismissLabel} onClick={onDismiss} />}
    </Alert.Root>
  );
}
