import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

const currentParams = () => new URLSearchParams(window.location.search);

/**
 * Query parameters the page keeps in the address (reload and shared links keep them, Back undoes
 * them) and shows at once. The router moves in a transition, which waits while anything on the
 * page is still loading (seen to take two seconds): read back from the router, a typed letter or
 * a chosen filter would show that late, and a second change made meanwhile would start from the
 * stale address and drop the first. So the page shows its own copy, written to the address with
 * every change and taken back from it when the browser moves (Back, Forward).
 */
export function useAddressParams(): [
  URLSearchParams,
  (change: (params: URLSearchParams) => URLSearchParams, options?: { replace?: boolean }) => void,
] {
  const [, setSearchParams] = useSearchParams();
  const [shown, setShown] = useState(() => currentParams().toString());

  useEffect(() => {
    const onPopState = () => setShown(currentParams().toString());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const update = (
    change: (params: URLSearchParams) => URLSearchParams,
    { replace = false }: { replace?: boolean } = {},
  ) => {
    const next = change(currentParams());
    setShown(next.toString());
    setSearchParams(next, { replace });
  };

  return [new URLSearchParams(shown), update];
}
