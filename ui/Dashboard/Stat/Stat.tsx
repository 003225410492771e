import {
  createSlotRecipeContext,
  defineSlotRecipe,
  type HTMLChakraProps,
  type RecipeVariantProps,
} from '@chakra-ui/react';

/**
 * Chakra's stat recipe with the parts the app shows (a figure, its label and a line of help):
 * Chakra's `Stat` also brings its up and down indicators, their icons, the unit and the stat
 * group, which no page uses (its chunk was 0.9 KB gzipped, this one 0.5).
 */
const statRecipe = defineSlotRecipe({
  className: 'chakra-stat',
  slots: ['root', 'label', 'helpText', 'valueText'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1', position: 'relative', flex: '1' },
    label: {
      display: 'inline-flex',
      gap: '1.5',
      alignItems: 'center',
      color: 'fg.muted',
      textStyle: 'sm',
    },
    helpText: { color: 'fg.muted', textStyle: 'xs' },
    valueText: {
      verticalAlign: 'baseline',
      fontWeight: 'semibold',
      letterSpacing: 'tight',
      fontFeatureSettings: 'pnum',
      fontVariantNumeric: 'proportional-nums',
      display: 'inline-flex',
      gap: '1',
    },
  },
  variants: {
    size: {
      sm: { valueText: { textStyle: 'xl' } },
      md: { valueText: { textStyle: '2xl' } },
    },
  },
  defaultVariants: { size: 'md' },
});

const { withProvider, withContext } = createSlotRecipeContext({ recipe: statRecipe });

type RootProps = HTMLChakraProps<'dl', RecipeVariantProps<typeof statRecipe>>;

/** A figure with its label: a description list (`dl`), the label its term (`dt`), the figure and help its details (`dd`). */
export const Stat = {
  Root: withProvider<HTMLDListElement, RootProps>('dl', 'root'),
  Label: withContext<HTMLElement, HTMLChakraProps<'dt'>>('dt', 'label'),
  ValueText: withContext<HTMLElement, HTMLChakraProps<'dd'>>('dd', 'valueText'),
  // A `dd` (Chakra's is a span, which a description list may not hold).
  HelpText: withContext<HTMLElement, HTMLChakraProps<'dd'>>('dd', 'helpText'),
};
