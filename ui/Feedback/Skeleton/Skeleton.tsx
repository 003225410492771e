import { chakra, defineRecipe } from '@chakra-ui/react';

/**
 * Chakra's skeleton recipe as the app draws it: loading, pulsing, no children. Chakra's
 * `Skeleton` brings the recipe's other variants and its circle and text forms with it (its chunk
 * was 1.0 KB gzipped, this one 0.4) for a box that only holds a place.
 */
const placeholderRecipe = defineRecipe({
  className: 'chakra-skeleton',
  base: {
    borderRadius: 'l2',
    boxShadow: 'none',
    backgroundClip: 'padding-box',
    cursor: 'default',
    color: 'transparent',
    pointerEvents: 'none',
    userSelect: 'none',
    flexShrink: '0',
    '&::before, &::after, *': { visibility: 'hidden' },
    background: 'bg.emphasized',
    animation: 'pulse',
    animationDuration: 'var(--duration, 1.2s)',
  },
});

/** A pulsing box that holds the place (size it with `height` and `width`) of content loading. */
export const Skeleton = chakra('div', placeholderRecipe);
