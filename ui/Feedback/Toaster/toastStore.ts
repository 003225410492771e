import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@domain';

/**
 * Chakra's store behind the app's toaster (SPEC §9: toasts close after 4000 ms, at most 5
 * visible). The app calls `toaster` (./lazyToaster.ts), which loads this module on its first toast;
 * `<Toaster />` renders what is in it. The component, with the toasts' state machines, is loaded
 * only once there is a toast to show (`whenToastShown`).
 */
export const toastStore = /* @__PURE__ */ createToaster({
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
  if (toastStore.getVisibleToasts().length > 0) {
    listener();
    return () => undefined;
  }
  return toastStore.subscribe(() => listener());
}
