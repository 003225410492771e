import { Box, Card, HStack, Skeleton, Stat } from '@chakra-ui/react';
import { skeletonRecipe, statSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

export interface StatTileProps {
  label: string;
  /** The figure, already formatted (e.g. `formatCoins(1250)` or a count). */
  value: ReactNode;
  /** A line under the figure: what it counts, or how it changed. */
  helpText?: ReactNode;
  /** A decorative icon beside the label. */
  icon?: ReactNode;
  /** The tile's accent: brand for counts, accent for coins, or any palette. */
  colorPalette?: string;
  /** While the figure loads the tile keeps its size and shows a placeholder. */
  loading?: boolean;
}

/** One figure on a dashboard: a label, a large value and an optional note. */
export function StatTile({
  label,
  value,
  helpText,
  icon,
  colorPalette = 'brand',
  loading = false,
}: StatTileProps) {
  return (
    <Card.Root variant="outline" colorPalette={colorPalette} aria-busy={loading || undefined}>
      <Card.Body p={{ base: '4', md: '5' }}>
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stat.Root recipe={statSlotRecipe} gap="1" minW="0">
            <Stat.Label color="fg.muted" fontWeight="medium">
              {label}
            </Stat.Label>
            <Stat.ValueText textStyle="figure" aria-busy={loading || undefined}>
              {loading ? (
                <Skeleton recipe={skeletonRecipe} height="2.375rem" width="6rem" />
              ) : (
                value
              )}
            </Stat.ValueText>
            {helpText ? (
              <Stat.HelpText as="dd" color="fg.muted" aria-busy={loading || undefined}>
                {loading ? (
                  // The line keeps its height, so the page does not move when the figure comes.
                  <Skeleton recipe={skeletonRecipe} height="1.25rem" width="7rem" />
                ) : (
                  helpText
                )}
              </Stat.HelpText>
            ) : null}
          </Stat.Root>
          {icon ? (
            <Box
              aria-hidden="true"
              display="flex"
              alignItems="center"
              justifyContent="center"
              boxSize="9"
              borderRadius="l2"
              bg="colorPalette.subtle"
              color="colorPalette.fg"
              flexShrink="0"
            >
              {icon}
            </Box>
          ) : null}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
