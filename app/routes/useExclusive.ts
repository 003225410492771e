import { useRef } from 'react';

/**
 * An action that runs once at a time: a call while an earlier one with the same key is still
 * under way (a double click, a second tap before the screen shows it busy) is ignored, so a
 * double-clicked button sends one request. Kept in a ref, not in state: both clicks of a double
 * click are handled before React renders the busy state of the first.
 */
export function useExclusive<A extends unknown[]>(
  action: (...args: A) => Promise<unknown>,
  keyOf: (...args: A) => unknown = () => null,
): (...args: A) => void {
  const running = useRef(new Set<unknown>());
  return (...args: A) => {
    const key = keyOf(...args);
    if (running.current.has(key)) return;
    running.current.add(key);
    void action(...args).finally(() => running.current.delete(key));
  };
}
