import { createRecipeContext, defineRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { controlProps, useField } from './Field';

/**
 * Chakra's textarea recipe (`textareaRecipe`) as the app draws it: the `outline` variant at size
 * `md`, without the other variants and sizes.
 */
export const textareaRecipe = defineRecipe({
  className: 'chakra-textarea',
  base: {
    width: '100%',
    minWidth: '0',
    outline: '0',
    position: 'relative',
    appearance: 'none',
    textAlign: 'start',
    borderRadius: 'l2',
    _disabled: { layerStyle: 'disabled' },
    '--focus-color': 'colors.colorPalette.focusRing',
    '--error-color': 'colors.border.error',
    _invalid: { focusRingColor: 'var(--error-color)', borderColor: 'var(--error-color)' },
    textStyle: 'sm',
    px: '3',
    py: '2',
    scrollPaddingBottom: '2',
    bg: 'transparent',
    borderWidth: '1px',
    borderColor: 'border',
    focusVisibleRing: 'inside',
  },
});

export type TextareaProps = HTMLChakraProps<'textarea'>;

const StyledTextarea = /* @__PURE__ */ createRecipeContext({
  recipe: textareaRecipe,
}).withContext<HTMLTextAreaElement, TextareaProps>('textarea');

/** A text area; inside a field it takes the field's id, state and messages. */
export const Textarea = /* @__PURE__ */ forwardRef<HTMLTextAreaElement, TextareaProps>(
  function Textarea(props, ref) {
    return <StyledTextarea {...controlProps(useField())} {...props} ref={ref} />;
  },
);
