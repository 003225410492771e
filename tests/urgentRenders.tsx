import { useDeferredValue } from 'react';

export interface RenderSeen<T> {
  value: T;
  /** Drawn by an urgent render rather than in a transition. */
  urgent: boolean;
}

/**
 * A component that reads `useValue` and records each of its renders, and whether it was urgent:
 * `useDeferredValue` hands an urgent render the value it had before (and draws the new one in a
 * second, background render), while a render inside a transition gets the new value at once.
 */
export function watchRenders<T>(useValue: () => T) {
  const renders: RenderSeen<T>[] = [];
  function Probe() {
    const value = useValue();
    const deferred = useDeferredValue(value);
    renders.push({ value, urgent: deferred !== value });
    return null;
  }
  return { renders, Probe };
}
