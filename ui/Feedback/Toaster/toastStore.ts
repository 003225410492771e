import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@domain';
import { toastStoreLoaded } from './toastSignal';

/**
 * The one toaster of the app (SPEC §9: toasts close after 4000 ms, at most 5 visible). Anything
 * may call `toaster.create({ type, title, description })`; `<Toaster />`, mounted once at the
 * root, renders them. This store is small; the component, with the toasts' state machines, is
 * loaded only once there is a toast to show (`whenToastShown`).
 */
export const toaster = createToaster({
  placement: 'top-end',
  max: TOAST_MAX_VISIBLE,
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

/**
 * Calls `listener` once a toast has been created (at once if one is showing); answers how to stop
 * listening. `<Toaster />` shows the toasts created before it mounted.
 */
export function whenToastShown(listener: () => void): () => void {
  if (toaster.getVisibleToasts().length > 0) {
    listener();
    return () => undefined;
  }
  return toaster.subscribe(() => listener());
}

// The root's toaster waits for this module rather than loading it (toastSignal.ts).
toastStoreLoaded(whenToastShown);
