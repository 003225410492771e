import type { Dialog } from '@chakra-ui/react';

/**
 * How every modal dialog and drawer may be dismissed: by Escape, a press outside or its close
 * button, each through `onClose`, and by none of them while its action is under way (`busy`).
 *
 * Never by focus arriving outside it. A modal keeps focus inside itself, so focus outside can
 * only have been put there by a script, and one does: React's Strict Mode (the development
 * server) runs a newly opened dialog's effects twice, and the focus trap's first clean-up hands
 * focus back to the button that opened it. When the second layer had started listening by then
 * (a busy page, a late chunk), it took that for the member leaving and closed the dialog as it
 * opened (docs/dialogs.md).
 */
export function dismissibleUnlessBusy(busy: boolean, onClose: () => void) {
  return {
    onOpenChange: (details: { open: boolean }) => {
      if (!details.open && !busy) onClose();
    },
    onFocusOutside: (event: Event) => event.preventDefault(),
    closeOnEscape: !busy,
    closeOnInteractOutside: !busy,
  } satisfies Partial<Dialog.RootProps>;
}
