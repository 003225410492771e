import { Box, Button, chakra, HStack, Text } from '@chakra-ui/react';
import { pageCount, pageWindow } from './pageWindow';

export const PAGER_COPY = {
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
  page: (page: number) => `Page ${page}`,
};

export type PagerCopy = typeof PAGER_COPY;

/** What a page of any list says about where it is: the fields every paged answer has. */
export interface PagePosition {
  page: number;
  page_size: number;
  count: number;
}

export interface PagerProps {
  page: PagePosition;
  onPageChange: (page: number) => void;
  /** The navigation's name, which says what is paged: 'Transaction pages'. */
  label: string;
  /**
   * A button per page (the first, the last, the current one and its neighbours) for a list long
   * enough to jump in, like the user list; otherwise "Page 2 of 5" between the two buttons.
   */
  numbered?: boolean;
  copy?: Partial<PagerCopy>;
}

/**
 * Previous and next through a paged list, for every list the API pages. Nothing is shown while
 * everything fits on one page.
 */
export function Pager({ page, onPageChange, label, numbered = false, copy }: PagerProps) {
  const text = { ...PAGER_COPY, ...copy };
  const total = pageCount(page.count, page.page_size);
  if (total <= 1) return null;

  const previous = (
    <Button
      size="sm"
      variant="outline"
      disabled={page.page <= 1}
      onClick={() => onPageChange(page.page - 1)}
    >
      {text.previous}
    </Button>
  );
  const next = (
    <Button
      size="sm"
      variant="outline"
      disabled={page.page >= total}
      onClick={() => onPageChange(page.page + 1)}
    >
      {text.next}
    </Button>
  );

  if (!numbered) {
    return (
      <chakra.nav aria-label={label}>
        <HStack justify="space-between" gap="2">
          {previous}
          <Text textStyle="sm" color="fg.muted" aria-live="polite">
            {text.pageOf(page.page, total)}
          </Text>
          {next}
        </HStack>
      </chakra.nav>
    );
  }

  return (
    <chakra.nav aria-label={label}>
      <HStack gap="1" wrap="wrap">
        {previous}
        {pageWindow(page.page, total).map((item, i) =>
          item === 'gap' ? (
            <Box as="span" key={`gap-${i}`} px="1" color="fg.muted" aria-hidden="true">
              …
            </Box>
          ) : (
            <Button
              key={item}
              size="sm"
              minWidth="9"
              variant={item === page.page ? 'solid' : 'ghost'}
              aria-label={text.page(item)}
              aria-current={item === page.page ? 'page' : undefined}
              onClick={() => {
                if (item !== page.page) onPageChange(item);
              }}
            >
              {item}
            </Button>
          ),
        )}
        {next}
      </HStack>
    </chakra.nav>
  );
}
