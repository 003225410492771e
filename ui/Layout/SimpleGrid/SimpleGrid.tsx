import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { breakpoints } from '../../theme';

type Breakpoint = 'base' | keyof typeof breakpoints;

/** How many equal columns, at each breakpoint from the smallest up. */
export type GridColumns = number | Partial<Record<Breakpoint, number>>;

export interface SimpleGridProps extends HTMLChakraProps<'div'> {
  columns?: GridColumns;
}

const equalColumns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

/**
 * Chakra's `SimpleGrid` as the app uses it: equal columns, as many as `columns` says at each
 * breakpoint. Chakra's goes through its `Grid` and reads the theme's sizes for a minimum child
 * width no page sets (two chunks of their own, 0.8 KB gzipped, on most member pages).
 */
export function SimpleGrid({ columns, ...rest }: SimpleGridProps) {
  const templateColumns =
    columns === undefined
      ? undefined
      : typeof columns === 'number'
        ? equalColumns(columns)
        : Object.fromEntries(
            Object.entries(columns).map(([breakpoint, count]) => [breakpoint, equalColumns(count)]),
          );
  return <chakra.div display="grid" gridTemplateColumns={templateColumns} {...rest} />;
}
