export type PageItem = number | 'gap';

/**
 * The page buttons to offer: the first and last pages, the current one and its neighbours, with a
 * gap where pages are left out. A gap never stands for a single page: that page is shown instead.
 */
export function pageWindow(current: number, total: number, neighbours = 1): PageItem[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const wanted = new Set<number>([1, total]);
  for (let p = page - neighbours; p <= page + neighbours; p++) {
    if (p >= 1 && p <= total) wanted.add(p);
  }
  const pages = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((p, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && p - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) items.push('gap');
    items.push(p);
  });
  return items;
}

export function pageCount(count: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(count / pageSize)) : 1;
}
