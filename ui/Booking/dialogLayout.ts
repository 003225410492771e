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

/**
 * A booking dialog cannot be dismissed while its action is under way: not by Escape, a click
 * outside or its close button. Otherwise any of them closes it through `onClose`.
 */
export function dismissibleUnlessBusy(busy: boolean, onClose: () => void) {
  return {
    onOpenChange: (details: { open: boolean }) => {
      if (!details.open && !busy) onClose();
    },
    closeOnEscape: !busy,
    closeOnInteractOutside: !busy,
  } satisfies Partial<Dialog.RootProps>;
}
