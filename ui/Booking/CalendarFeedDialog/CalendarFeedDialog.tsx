import { Alert, Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { Field, Input } from '../../Forms/Field';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useId, useState } from 'react';
import { ErrorState } from '../../Feedback/ErrorState';
import { PageSpinner } from '../../Feedback/PageSpinner';
import type { Remote } from '../../remote';
import { PHONE_FULL_SCREEN_CONTENT, phoneFullScreenSize } from '../dialogLayout';
import { dismissibleUnlessBusy } from '../../Feedback/modalDismissal';
import { CLOSE, CLOSE_DIALOG } from '../../copy';

export interface CalendarFeedCopy {
  title: string;
  intro: string;
  addressLabel: string;
  copy: string;
  reset: string;
  confirmTitle: string;
  confirmText: string;
  confirmReset: string;
  replacing: string;
  keep: string;
  loading: string;
  inBrowserTitle: string;
  inBrowser: string;
  close: string;
  closeDialog: string;
  /** What the app says about the feed (the load failure, a failed reset, the copy toasts). */
  loadFailed: string;
  resetFailed: string;
  copied: string;
  copyFailed: string;
}

export const CALENDAR_FEED_COPY: CalendarFeedCopy = {
  title: 'Calendar feed',
  intro:
    'Subscribe to this address in Google Calendar, Apple Calendar or Outlook and your upcoming bookings appear there, kept up to date. Cancelled bookings drop off. Keep it private: anyone with the address can see your bookings.',
  addressLabel: 'Your personal calendar address',
  copy: 'Copy',
  reset: 'Reset link',
  confirmTitle: 'Replace your calendar address?',
  confirmText:
    'The current address stops working at once, in every calendar that subscribed to it. You will need to subscribe again with the new one.',
  confirmReset: 'Replace address',
  replacing: 'Replacing…',
  keep: 'Keep current address',
  loading: 'Loading your calendar address…',
  inBrowserTitle: 'Demo: this feed lives in your browser',
  inBrowser:
    'In this demo the feed is served by the mock backend inside this browser, so a calendar app on another device or server cannot reach it. Against a real server (or the mock server, npm run mock:server) the same address works from any calendar app.',
  close: CLOSE,
  closeDialog: CLOSE_DIALOG,
  loadFailed: 'Failed to load your calendar address',
  resetFailed: 'Your calendar address could not be replaced. Please try again.',
  copied: 'Copied',
  copyFailed: 'Copy did not work here: select the address and copy it yourself.',
};

export interface CalendarFeedDialogProps {
  open: boolean;
  /** The feed's address as the API answers it. */
  feed: Remote<{ url: string }>;
  onRetry: () => void;
  onCopy: (url: string) => void;
  /** Asks the server for a new address; only after the member confirmed. */
  onReset: () => void;
  resetting?: boolean;
  /** The last reset failed: what to tell the member. */
  resetError?: string | null;
  /** The feed is answered by the in-browser mock (the demo): say that no calendar app reaches it. */
  servedInBrowser?: boolean;
  onClose: () => void;
  copy?: Partial<CalendarFeedCopy>;
}

/** The member's personal calendar feed: its secret address, Copy, and Reset link (confirmed). */
export function CalendarFeedDialog({
  open,
  feed,
  onRetry,
  onCopy,
  onReset,
  resetting = false,
  resetError = null,
  servedInBrowser = false,
  onClose,
  copy,
}: CalendarFeedDialogProps) {
  const text = { ...CALENDAR_FEED_COPY, ...copy };
  const [confirming, setConfirming] = useState(false);
  const [lastUrl, setLastUrl] = useState<string | null>(null);
  const introId = useId();
  const url = feed.status === 'success' ? feed.data.url : null;
  // A new address (the reset went through) ends the confirmation.
  if (url !== lastUrl) {
    setLastUrl(url);
    if (lastUrl !== null) setConfirming(false);
  }

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      size={phoneFullScreenSize('md')}
      scrollBehavior="inside"
      {...dismissibleUnlessBusy(resetting, onClose)}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...PHONE_FULL_SCREEN_CONTENT} aria-describedby={introId}>
            <Dialog.Header>
              <Dialog.Title>{text.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text id={introId} fontSize="sm">
                  {text.intro}
                </Text>
                {feed.status === 'loading' ? (
                  <PageSpinner label={text.loading} showLabel minH="6rem" />
                ) : feed.status === 'error' ? (
                  <ErrorState title={feed.message} onRetry={onRetry} headingLevel="h3" />
                ) : (
                  <Stack gap="3">
                    <Field.Root>
                      <Field.Label>{text.addressLabel}</Field.Label>
                      <HStack gap="2" align="stretch" wrap={{ base: 'wrap', sm: 'nowrap' }}>
                        <Input
                          readOnly
                          value={feed.data.url}
                          fontFamily="mono"
                          fontSize="sm"
                          onFocus={(event) => event.currentTarget.select()}
                          data-calendar-feed-url
                        />
                        <Button
                          onClick={() => onCopy(feed.data.url)}
                          colorPalette="brand"
                          flexShrink={0}
                          w={{ base: 'full', sm: 'auto' }}
                        >
                          {text.copy}
                        </Button>
                      </HStack>
                    </Field.Root>
                    {confirming ? (
                      <Alert.Root
                        status="warning"
                        role="alertdialog"
                        aria-label={text.confirmTitle}
                      >
                        <Alert.Indicator />
                        <Alert.Content gap="3">
                          <Alert.Title>{text.confirmTitle}</Alert.Title>
                          <Alert.Description>{text.confirmText}</Alert.Description>
                          <HStack gap="2" wrap="wrap">
                            <Button
                              size="sm"
                              colorPalette="red"
                              loading={resetting}
                              loadingText={text.replacing}
                              onClick={onReset}
                            >
                              {text.confirmReset}
                            </Button>
                            <Button
                              size="sm"
                              variant="outline"
                              disabled={resetting}
                              onClick={() => setConfirming(false)}
                            >
                              {text.keep}
                            </Button>
                          </HStack>
                        </Alert.Content>
                      </Alert.Root>
                    ) : (
                      <Button
                        variant="outline"
                        colorPalette="red"
                        alignSelf="flex-start"
                        onClick={() => setConfirming(true)}
                      >
                        {text.reset}
                      </Button>
                    )}
                    {resetError ? (
                      <Text role="alert" color="fg.error" fontSize="sm">
                        {resetError}
                      </Text>
                    ) : null}
                  </Stack>
                )}
                {servedInBrowser ? (
                  <Alert.Root status="info" variant="subtle">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>{text.inBrowserTitle}</Alert.Title>
                      <Alert.Description>{text.inBrowser}</Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={resetting} onClick={onClose}>
                {text.close}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={resetting}>
              <CloseButton size="sm" aria-label={text.closeDialog} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
