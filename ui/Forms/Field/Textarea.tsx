import { createRecipeContext, type HTMLChakraProps } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { forwardRef } from 'react';
import { controlProps, useField } from './Field';

export type TextareaProps = HTMLChakraProps<'textarea'>;

const StyledTextarea = /* @__PURE__ */ createRecipeContext({
  recipe: textareaRecipe,
}).withContext<HTMLTextAreaElement, TextareaProps>('textarea');

/** A text area drawn with Chakra's recipe; inside a field it takes the field's id, state and messages. */
export const Textarea = /* @__PURE__ */ forwardRef<HTMLTextAreaElement, TextareaProps>(
  function Textarea(props, ref) {
    return <StyledTextarea {...controlProps(useField())} {...props} ref={ref} />;
  },
);
