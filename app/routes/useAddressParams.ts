import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * How a page writes its address, the router's `setSearchParams` or this hook's: a change of the
 * current parameters, pushed unless `replace`, with the entry's history `state`.
 */
export type SetParams = (
  change: (params: URLSearchParams) => URLSearchParams,
  options?: { replace?: boolean; state?: unknown },
) => void;

const currentParams = () => new URLSearchParams(window.location.search);

/**
 * Query parameters the page keeps in the address (reload and shared links keep them, Back undoes
 * them) and shows at once. The router moves in a transition, which waits while anything on the
 * page is still loading: read back from the router, a typed letter or
 * a chosen filter would show that late, and a second change made meanwhile would start from the
 * stale address and drop the first. So the page shows its own copy, written to the address with
 * every change and taken back from it when the browser moves (Back, Forward).
 */
export function useAddressParams(): [URLSearchParams, SetParams] {
  const [, setSearchParams] = useSearchParams();
  const [shown, setShown] = useState(() => currentParams().toString());

  useEffect(() => {
    const onPopState = () => setShown(currentParams().toString());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const update: SetParams = (change, { replace = false, state } = {}) => {
    const next = change(currentParams());
    setShown(next.toString());
    setSearchParams(next, { replace, state });
  };

  return [new URLSearchParams(shown), update];
}
