import { useEffect, useMemo, useRef } from 'react';

/**
 * One call waiting for a pause (a search sent once typing stops): scheduling another replaces
 * it, a delay of 0 makes it at once, and leaving the page drops it.
 */
export function usePendingCall() {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(
    () => ({
      schedule(call: () => void, delay: number) {
        clearTimeout(timer.current);
        timer.current = undefined;
        if (delay === 0) call();
        else timer.current = setTimeout(call, delay);
      },
      cancel() {
        clearTimeout(timer.current);
        timer.current = undefined;
      },
    }),
    [],
  );
}
