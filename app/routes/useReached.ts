import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the clock has reached `at` (ms since the epoch); renders again when it does, as a
 * transition (drawn in slices, behind any input: see `useTickingNow`).
 */
export function useReached(at: number): boolean {
  const [reached, setReached] = useState<number | null>(() => (Date.now() >= at ? at : null));
  useEffect(() => {
    if (reached === at) return;
    const timer = window.setTimeout(
      () => startTransition(() => setReached(at)),
      Math.max(0, at - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [at, reached]);
  return reached === at;
}
