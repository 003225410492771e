import { Alert, Button, CloseButton, Dialog, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { AvailabilityCheckResult } from '@domain';
import type { ReactNode } from 'react';
import type { Remote } from '../../remote';
import { dismissibleUnlessBusy } from '../../Feedback/modalDismissal';
import { PHONE_FULL_SCREEN_CONTENT, phoneFullScreenSize } from '../dialogLayout';
import { Failure, Pending } from './StepStatus';

/** The words of the frame: its buttons, and the price's states before it is known. */
export interface PricedDialogCopy {
  choosePrompt: string;
  checkingPrice: string;
  unavailable: string;
  cancel: string;
  confirm: string;
  confirming: string;
  done: string;
  closeDialog: string;
}

export interface PricedDialogProps<Quote extends AvailabilityCheckResult> {
  /** Closed while false; what it holds is drawn only while open. */
  open: boolean;
  /** The width from the breakpoint up; below it the dialog takes the whole phone screen. */
  size: 'md' | 'lg';
  /** One height from the first step to the last, from `sm` up: the body scrolls inside it. */
  fixedHeight?: boolean;
  /** The title and what the dialog is about, inside its header. */
  header: ReactNode;
  /** The steps, or the outcome once done. */
  children: ReactNode;
  /** The server's price of the choice; null until one is made. */
  quote: Remote<Quote> | null;
  /** What a price that can be taken says (a summary of the cost against the balance). */
  price: (quote: Quote) => ReactNode;
  /** Shown under the price (a warning about the choice), while not done. */
  notices?: ReactNode;
  /** The last attempt failed: what to tell the member. */
  submitError: string | null;
  /** The action is on its way: everything is disabled and the dialog stays open. */
  submitting: boolean;
  /** The action is done: the outcome replaces the steps, and Done the buttons. */
  done: boolean;
  canConfirm: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Beside Done once done (a link to where the outcome is). */
  doneExtra?: ReactNode;
  text: PricedDialogCopy;
}

/**
 * The frame of a dialog that prices a choice and then carries it out, moving coins (a booking, a
 * move): the steps scroll in the body, the price stays beside Cancel and Confirm whatever the
 * body's scroll, the outcome replaces both once done. Full screen on a phone; not dismissed while
 * the action is on its way.
 */
export function PricedDialog<Quote extends AvailabilityCheckResult>({
  open,
  size,
  fixedHeight = false,
  header,
  children,
  quote,
  price,
  notices = null,
  submitError,
  submitting,
  done,
  canConfirm,
  onConfirm,
  onClose,
  doneExtra = null,
  text,
}: PricedDialogProps<Quote>) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
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
                    then, so that it can still be scrolled by keyboard. */}
                <Dialog.Body tabIndex={submitting ? 0 : undefined}>{children}</Dialog.Body>
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
                      {quote === null ? (
                        <Text fontSize="sm" color="fg.muted">
                          {text.choosePrompt}
                        </Text>
                      ) : quote.status === 'loading' ? (
                        <Pending label={text.checkingPrice} />
                      ) : quote.status === 'error' ? (
                        <Failure message={quote.message} />
                      ) : !quote.data.available ? (
                        <Alert.Root status="warning">
                          <Alert.Indicator />
                          <Alert.Content>
                            <Alert.Title>{text.unavailable}</Alert.Title>
                            {quote.data.reason ? (
                              <Alert.Description>{quote.data.reason}</Alert.Description>
                            ) : null}
                          </Alert.Content>
                        </Alert.Root>
                      ) : (
                        price(quote.data)
                      )}
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
