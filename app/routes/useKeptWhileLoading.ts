import { useState } from 'react';

interface QueryState<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
}

/**
 * A paged or filtered list's query as its screen shows it: while the page or filters just chosen
 * load, the rows they replace stay on screen instead of giving way to a loading state. Each page
 * and filter is a query of its own (a family in app/api, one atom each), so no query has the last
 * one's rows to show meanwhile: the screen keeps the last data it was given. A failure still shows.
 */
export function useKeptWhileLoading<T>(query: QueryState<T>): QueryState<T> {
  const [kept, setKept] = useState(query.data);
  if (query.data !== undefined && query.data !== kept) setKept(query.data);
  return query.status === 'pending' && query.data === undefined && kept !== undefined
    ? { status: 'success', data: kept, error: null }
    : query;
}
