import { useEffect, useState } from 'react';

/**
 * The current instant, renewed every `intervalMs`: the booking rules (upcoming, the cancellation
 * cut-off, passed start times) compare against it, so a page left open keeps them true.
 */
export function useTickingNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
