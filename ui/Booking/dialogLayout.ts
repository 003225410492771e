import type { Dialog } from '@chakra-ui/react';

/**
 * The booking dialogs fill a phone's screen and float as a panel from `sm` up. Chakra's `full`
 * size sets a minimum height, square corners and no margin that a larger size at `sm` does not
 * undo, so the content resets them there.
 */
export const PHONE_FULL_SCREEN_CONTENT = {
  minH: { sm: 'auto' },
  borderRadius: { sm: 'l3' },
  my: { sm: 'auto' },
} satisfies Dialog.ContentProps;

export function phoneFullScreenSize(from: 'md' | 'lg'): Dialog.RootProps['size'] {
  return { base: 'full', sm: from };
}
