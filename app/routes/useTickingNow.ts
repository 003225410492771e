import { startTransition, useEffect, useState } from 'react';

/**
 * The current instant, renewed every `intervalMs`: the booking rules (upcoming, the cancellation
 * cut-off, passed start times) compare against it, so a page left open keeps them true.
 *
 * A tick is drawn as a transition: it renders the whole page that asked for the time, and an
 * ordinary update from a timer would be drawn in one piece, holding a phone's main thread (and a
 * tap) for as long as that takes. As a transition React draws it in slices, behind any input.
 */
export function useTickingNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => startTransition(() => setNow(new Date())), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
