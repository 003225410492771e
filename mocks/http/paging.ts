/** Pagination as DRF's PageNumberPagination does it. */

import { MESSAGES_HTTP, notFound, parsed, refused } from './responses';
import type { Parsed } from './responses';
import { integerString } from './query';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface Page<T> {
  count: number;
  page: number;
  page_size: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

function pageUrl(request: Request, page: number): string {
  const url = new URL(request.url);
  // DRF drops the parameter for the first page rather than writing page=1.
  if (page === 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return url.toString();
}

/**
 * One page of `items`, by the request's `page` (from 1, or 'last') and `page_size`, read as DRF's
 * PageNumberPagination reads them (`page_size_query_param`, `max_page_size`): a size above
 * MAX_PAGE_SIZE is served as MAX_PAGE_SIZE, and 0, a negative or non-numeric size as the default.
 * A page past the end or a page that is not a number is a 404 'Invalid page.'. An empty list still
 * has a page 1.
 */
export function paginate<T>(request: Request, items: readonly T[]): Parsed<Page<T>> {
  const params = new URL(request.url).searchParams;
  const pageSize = pageSizeOf(params.get('page_size'));
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const pageParam = params.get('page')?.trim() ?? '';
  let page: number;
  if (pageParam === '') page = 1;
  else if (pageParam === 'last') page = pages;
  else if (integerString.test(pageParam)) page = Number(pageParam);
  else return refused(notFound(MESSAGES_HTTP.invalidPage));
  if (page < 1 || page > pages) return refused(notFound(MESSAGES_HTTP.invalidPage));
  const start = (page - 1) * pageSize;
  return parsed({
    count: items.length,
    page,
    page_size: pageSize,
    next: page < pages ? pageUrl(request, page + 1) : null,
    previous: page > 1 ? pageUrl(request, page - 1) : null,
    results: items.slice(start, start + pageSize),
  });
}

/** DRF's `get_page_size`: a positive whole number, at most MAX_PAGE_SIZE; anything else, the default. */
function pageSizeOf(raw: string | null): number {
  const value = raw?.trim() ?? '';
  if (!/^\+?\d+$/.test(value)) return DEFAULT_PAGE_SIZE;
  const size = Number(value);
  return size > 0 ? Math.min(size, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;
}

/** The same page with its results mapped (serialize after paginating: only one page's worth). */
export function mapPage<T, U>(page: Page<T>, map: (item: T) => U): Page<U> {
  return { ...page, results: page.results.map(map) };
}

/** A path id ('12') as a positive integer; undefined for anything else (answer 404). */
