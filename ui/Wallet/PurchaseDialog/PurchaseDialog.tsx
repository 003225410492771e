import { Alert, Button, CloseButton, Dialog, Portal, Text, chakra, Box } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { effectivePrice, formatCoins, formatNaira, type Package } from '@domain';
import { useState } from 'react';
import { dismissibleUnlessBusy } from '../../Feedback/modalDismissal';
import { CANCEL, CLOSE } from '../../copy';

export interface PurchaseDialogCopy {
  title: (packageName: string) => string;
  price: string;
  coins: string;
  validity: string;
  validityDays: (days: number) => string;
  was: string;
  demoNoticeTitle: string;
  demoNotice: string;
  providerNoticeTitle: string;
  providerNotice: string;
  cancel: string;
  confirm: string;
  processing: string;
  close: string;
}

export const PURCHASE_DIALOG_COPY: PurchaseDialogCopy = {
  title: (name) => `Confirm Purchase - ${name}`,
  price: 'Price',
  coins: 'Coins',
  validity: 'Validity',
  validityDays: (days) => `${days} ${days === 1 ? 'day' : 'days'}`,
  was: 'was',
  demoNoticeTitle: 'Demo Notice',
  demoNotice:
    'In production you would now be redirected to our card payment provider to pay securely. ' +
    'In this demo no payment is taken: the coins are added to your wallet at once.',
  providerNoticeTitle: 'Secure card payment',
  providerNotice:
    'After you confirm, you will be taken to our card payment provider to pay. ' +
    'Your coins are added as soon as the payment is confirmed.',
  cancel: CANCEL,
  confirm: 'Confirm Purchase',
  processing: 'Processing...',
  close: CLOSE,
};

export interface PurchaseDialogProps {
  /** The package being bought; the dialog is open while it is set. */
  pkg: Package | null;
  /** While the purchase is under way the dialog cannot be closed by any means. */
  busy?: boolean;
  /**
   * decisions §11: in demo mode coins are granted at once and the dialog carries the 'Demo Notice';
   * otherwise confirming leads to the card payment provider, and the dialog says that instead.
   */
  demoMode?: boolean;
  onConfirm: (pkg: Package) => void;
  onCancel: () => void;
  /**
   * Where focus goes when the dialog closes, when not back to the button that opened it: the
   * page's notice of the purchase's outcome, which must keep the focus it takes.
   */
  finalFocusEl?: () => HTMLElement | null;
  copy?: Partial<PurchaseDialogCopy>;
}

export function PurchaseDialog({
  pkg,
  busy = false,
  demoMode = true,
  onConfirm,
  onCancel,
  finalFocusEl,
  copy,
}: PurchaseDialogProps) {
  const text = { ...PURCHASE_DIALOG_COPY, ...copy };
  // Keeps the last package on screen while the dialog animates closed after `pkg` is cleared.
  const [shown, setShown] = useState(pkg);
  if (pkg && pkg !== shown) setShown(pkg);
  const current = pkg ?? shown;

  const close = () => {
    if (!busy) onCancel();
  };

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={pkg !== null}
      {...dismissibleUnlessBusy(busy, onCancel)}
      placement="center"
      size="md"
      {...(finalFocusEl ? { finalFocusEl } : {})}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={busy}>
            {current && (
              <>
                <Dialog.Header>
                  <Dialog.Title>{text.title(current.name)}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body display="grid" gap="5" alignContent="start">
                  <chakra.dl
                    display="grid"
                    gridTemplateColumns="auto 1fr"
                    columnGap="6"
                    rowGap="2"
                    m="0"
                  >
                    <chakra.dt color="fg.muted">{text.price}</chakra.dt>
                    <chakra.dd m="0" fontWeight="semibold">
                      {formatNaira(effectivePrice(current))}
                      {current.discounted_price !== null &&
                        current.discounted_price < current.price && (
                          <Text as="s" color="fg.muted" fontWeight="normal" ms="2">
                            <Box as="span" srOnly>
                              {text.was}{' '}
                            </Box>
                            {formatNaira(current.price)}
                          </Text>
                        )}
                    </chakra.dd>
                    <chakra.dt color="fg.muted">{text.coins}</chakra.dt>
                    <chakra.dd m="0" fontWeight="semibold">
                      {formatCoins(current.coins)}
                    </chakra.dd>
                    <chakra.dt color="fg.muted">{text.validity}</chakra.dt>
                    <chakra.dd m="0" fontWeight="semibold">
                      {text.validityDays(current.validity_days)}
                    </chakra.dd>
                  </chakra.dl>
                  <Alert.Root status="info">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>
                        {demoMode ? text.demoNoticeTitle : text.providerNoticeTitle}
                      </Alert.Title>
                      <Alert.Description>
                        {demoMode ? text.demoNotice : text.providerNotice}
                      </Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                </Dialog.Body>
                <Dialog.Footer flexWrap="wrap">
                  <Button variant="outline" onClick={close} disabled={busy}>
                    {text.cancel}
                  </Button>
                  <Button
                    colorPalette="brand"
                    loading={busy}
                    loadingText={text.processing}
                    onClick={() => onConfirm(current)}
                  >
                    {text.confirm}
                  </Button>
                </Dialog.Footer>
                {!busy && (
                  <Dialog.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label={text.close} />
                  </Dialog.CloseTrigger>
                )}
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
