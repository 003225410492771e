import { Button, CloseButton, Dialog, Flex, Portal, Stack } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { dismissibleUnlessBusy } from '../../Feedback/modalDismissal';
import { regionFocusRing } from '../../theme/focus';
import { PHONE_FULL_SCREEN_CONTENT, phoneFullScreenSize } from '../dialogLayout';
import { Failure } from './StepStatus';

/** The words of the frame: its buttons. */
export interface PricedDialogCopy {
  cancel: string;
  confirm: string;
  confirming: string;
  /** Closes the outcome; a dialog that is never `done` has none. */
  done?: string;
  closeDialog: string;
}

export interface PricedDialogProps {
  /** Closed while false; what it holds is drawn only while open. */
  open: boolean;
  /** The width from the breakpoint up; below it the dialog takes the whole phone screen. */
  size: 'md' | 'lg';
  /** One height from the first step to the last, from `sm` up: the body scrolls inside it. */
  fixedHeight?: boolean;
  /**
   * `alertdialog` for a dialog that only asks before the coins move (joining a session), where
   * the choice was made before it opened.
   */
  role?: 'dialog' | 'alertdialog';
  /** The title and what the dialog is about, inside its header. */
  header: ReactNode;
  /** The steps, or the outcome once done. */
  children: ReactNode;
  /**
   * What the choice costs against the balance: QuotePrice when the server prices the choice, the
   * summary itself when the price is known before the dialog opens (a session's).
   */
  price: ReactNode;
  /** Shown under the price (a warning about the choice), while not done. */
  notices?: ReactNode;
  /** The last attempt failed: what to tell the member. */
  submitError: string | null;
  /** The action is on its way: everything is disabled and the dialog stays open. */
  submitting: boolean;
  /**
   * The action is done: the outcome replaces the steps, and Done the buttons. A dialog that
   * closes once done (the caller then says so) leaves it out.
   */
  done?: boolean;
  canConfirm: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Beside Done once done (a link to where the outcome is). */
  doneExtra?: ReactNode;
  text: PricedDialogCopy;
}

/**
 * The frame of a dialog that prices a choice and then carries it out, moving coins (a booking, a
 * move, joining a session): the steps scroll in the body, the price stays beside Cancel and
 * Confirm whatever the body's scroll, the outcome replaces both once done. Full screen on a phone; not dismissed while
 * the action is on its way.
 */
export function PricedDialog({
  open,
  size,
  fixedHeight = false,
  role = 'dialog',
  header,
  children,
  price,
  notices = null,
  submitError,
  submitting,
  done = false,
  canConfirm,
  onConfirm,
  onClose,
  doneExtra = null,
  text,
}: PricedDialogProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      role={role}
      open={open}
      {...dismissibleUnlessBusy(submitting, onClose)}
      size={phoneFullScreenSize(size)}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            {...PHONE_FULL_SCREEN_CONTENT}
            h={fixedHeight ? { sm: 'min(48rem, calc(100dvh - 4rem))' } : undefined}
            aria-busy={submitting || undefined}
          >
            {open ? (
              <>
                <Dialog.Header flexDirection="column" alignItems="start" gap="1" pe="12">
                  {header}
                </Dialog.Header>
                {/* While submitting the body may hold nothing focusable; it takes focus itself
                    then, so that it can still be scrolled by keyboard, and shows the theme's
                    focus ring, not the browser's own. */}
                <Dialog.Body tabIndex={submitting ? 0 : undefined} _focusVisible={regionFocusRing}>
                  {children}
                </Dialog.Body>
                <Dialog.Footer
                  flexDirection="column"
                  alignItems="stretch"
                  gap="3"
                  borderTopWidth={done ? undefined : '1px'}
                  borderColor="border"
                  pt="4"
                >
                  {done ? null : (
                    // A screen reader hears each change of the price.
                    <Stack gap="2" aria-live="polite">
                      {price}
                      {notices}
                      {submitError !== null ? <Failure message={submitError} /> : null}
                    </Stack>
                  )}
                  <Flex justify="end" gap="3" wrap="wrap">
                    {done ? (
                      <>
                        {doneExtra}
                        <Button onClick={onClose}>{text.done}</Button>
                      </>
                    ) : (
                      <>
                        <Button variant="outline" onClick={onClose} disabled={submitting}>
                          {text.cancel}
                        </Button>
                        <Button
                          onClick={onConfirm}
                          disabled={!canConfirm}
                          loading={submitting}
                          loadingText={text.confirming}
                        >
                          {text.confirm}
                        </Button>
                      </>
                    )}
                  </Flex>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={text.closeDialog} disabled={submitting} />
                </Dialog.CloseTrigger>
              </>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
