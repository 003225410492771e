import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { PHONE_FULL_SCREEN_CONTENT, phoneFullScreenSize } from '../../Booking/dialogLayout';
import { CLOSE, CLOSE_DIALOG } from '../../copy';
import { ErrorState } from '../ErrorState';
import { dismissibleUnlessBusy } from '../modalDismissal';

export interface LoadFailedDialogCopy {
  close: string;
  closeDialog: string;
}

export const LOAD_FAILED_DIALOG_COPY: LoadFailedDialogCopy = {
  close: CLOSE,
  closeDialog: CLOSE_DIALOG,
};

export interface LoadFailedDialogProps {
  /** What could not be loaded, e.g. 'Failed to load locations'. */
  title: string;
  /** Why, when the server said (its own message). */
  message?: string;
  /** Asks again; the dialog it stands for opens once the answer comes. */
  onRetry: () => void;
  onClose: () => void;
  copy?: Partial<LoadFailedDialogCopy>;
}

/**
 * A dialog whose data could not be loaded, in place of the dialog it opens: it says what failed,
 * offers to try again and closes as any dialog does. The member decides; nothing closes by itself.
 */
export function LoadFailedDialog({
  title,
  message,
  onRetry,
  onClose,
  copy,
}: LoadFailedDialogProps) {
  const text = { ...LOAD_FAILED_DIALOG_COPY, ...copy };
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      role="alertdialog"
      open
      {...dismissibleUnlessBusy(false, onClose)}
      size={phoneFullScreenSize('md')}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...PHONE_FULL_SCREEN_CONTENT} aria-label={title}>
            <Dialog.Body pt="12">
              <ErrorState title={title} message={message} onRetry={onRetry} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {text.close}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={text.closeDialog} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
