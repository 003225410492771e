import { defineSlotRecipe } from '@chakra-ui/react';

/**
 * Chakra's tabs recipe (`tabsSlotRecipe`), as far as the app draws tabs: across the page, the
 * `line` variant, sizes `sm` and `md`. The same styles, without the vertical, enclosed, outline,
 * subtle and plain variants, `lg`, `fitted` and `justify`: 1 KB gzipped on each page with tabs.
 */
export const tabsRecipe = defineSlotRecipe({
  slots: ['root', 'list', 'trigger', 'content'],
  className: 'chakra-tabs',
  base: {
    root: {
      '--tabs-trigger-radius': 'radii.l2',
      position: 'relative',
      display: 'block',
    },
    list: {
      display: 'flex',
      position: 'relative',
      isolation: 'isolate',
      minH: 'var(--tabs-height)',
      flexDirection: 'row',
      borderColor: 'border',
      borderBottomWidth: '1px',
    },
    trigger: {
      outline: '0',
      minW: 'var(--tabs-height)',
      height: 'var(--tabs-height)',
      display: 'flex',
      alignItems: 'center',
      fontWeight: 'medium',
      position: 'relative',
      cursor: 'button',
      gap: '2',
      color: 'fg.muted',
      _focusVisible: {
        zIndex: 1,
        outline: '2px solid',
        outlineColor: 'colorPalette.focusRing',
      },
      _disabled: {
        cursor: 'not-allowed',
        opacity: 0.5,
        _active: { bg: 'initial' },
      },
      _selected: {
        color: 'fg',
        layerStyle: 'indicator.bottom',
        '--indicator-offset-y': '-1px',
        '--indicator-color': 'colors.colorPalette.solid',
      },
    },
    content: {
      focusVisibleRing: 'inside',
      width: '100%',
      pt: 'var(--tabs-content-padding)',
    },
  },
  variants: {
    size: {
      sm: {
        root: { '--tabs-height': 'sizes.9', '--tabs-content-padding': 'spacing.3' },
        trigger: { py: '1', px: '3', textStyle: 'sm' },
      },
      md: {
        root: { '--tabs-height': 'sizes.10', '--tabs-content-padding': 'spacing.4' },
        trigger: { py: '2', px: '4', textStyle: 'sm' },
      },
    },
    variant: {
      line: {},
    },
  },
  defaultVariants: { size: 'md', variant: 'line' },
});
