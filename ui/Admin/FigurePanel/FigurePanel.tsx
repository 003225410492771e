import { Alert, Box, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { skeletonRecipe } from '@chakra-ui/react/theme';
import { useId, type ReactNode } from 'react';
import type { Remote } from '../../remote';
import { TRY_AGAIN } from '../../copy';
import { regionFocusRing } from '../../theme/focus';

export const FIGURE_PANEL_COPY = {
  loading: 'Loading figures…',
  retry: TRY_AGAIN,
};

/** What each figure block of the Admin Overview takes: its call's state, a retry and its words. */
export interface FigureBlockProps<T, Copy> {
  figures: Remote<T>;
  onRetry?: (() => void) | undefined;
  copy?: Partial<Copy>;
}

export interface FigurePanelProps<T> extends FigureBlockProps<T, typeof FIGURE_PANEL_COPY> {
  title: string;
  /** What the figures count, e.g. 'All time' or 'This month': figures of different spans sit
   * side by side on the overview, and each must say which it is. */
  scope: string;
  children: (data: T) => ReactNode;
}

/**
 * One block of the Admin Overview fed by its own call: a titled region that shows a placeholder
 * while it loads and the error with a retry when it fails. It never shows example figures, so a
 * failure cannot pass for data (decisions §13).
 */
export function FigurePanel<T>({
  title,
  scope,
  figures,
  onRetry,
  children,
  copy,
}: FigurePanelProps<T>) {
  const text = { ...FIGURE_PANEL_COPY, ...copy };
  const titleId = useId();
  return (
    <Box as="section" aria-labelledby={titleId} aria-busy={figures.status === 'loading'}>
      <Heading as="h2" id={titleId} textStyle="title">
        {title}
      </Heading>
      <Text color="fg.muted" mb="3">
        {scope}
      </Text>
      {figures.status === 'loading' && (
        <Stack gap="3">
          <Box as="span" srOnly>
            {text.loading}
          </Box>
          {[0, 1, 2].map((i) => (
            <Skeleton recipe={skeletonRecipe} key={i} height="10" />
          ))}
        </Stack>
      )}
      {figures.status === 'error' && (
        <Alert.Root status="error" role="alert" alignItems="center" flexWrap="wrap">
          <Alert.Indicator />
          <Alert.Title flex="1">{figures.message}</Alert.Title>
          {onRetry && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
              {text.retry}
            </Button>
          )}
        </Alert.Root>
      )}
      {figures.status === 'success' && children(figures.data)}
    </Box>
  );
}

/** A figures table that scrolls sideways on a phone and can be scrolled with the keyboard. */
export function FigureTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      overflowX="auto"
      tabIndex={0}
      role="region"
      aria-label={label}
      _focusVisible={regionFocusRing}
      textStyle="sm"
      mt="4"
      css={{
        '& table': { width: '100%', borderCollapse: 'collapse' },
        '& th, & td': {
          paddingInline: '2',
          paddingBlock: '1.5',
          textAlign: 'end',
          whiteSpace: 'nowrap',
        },
        '& th:first-of-type, & td.text': { textAlign: 'start' },
        '& tbody tr': { borderTopWidth: '1px', borderColor: 'border' },
        '& tbody th': { fontWeight: 'medium' },
        '& caption': { textAlign: 'start', color: 'fg.muted' },
      }}
    >
      {children}
    </Box>
  );
}
