/**
 * Blog list pagination, docs/rules.md §2 "Blog list" (Pagination), §5 "Blog" and §9 (blog list page size 9).
 */

/** docs/rules.md §9: posts per blog list page. */
export const BLOG_PAGE_SIZE = 9;

/** A pagination control item: a page number or a gap. */
export type PageItem = number | 'ellipsis';

/** A page number forced into 1..max(1, total); non-finite input → 1, fractions floored. */
export function clampPage(page: number, total: number): number {
  const last = Number.isFinite(total) ? Math.max(1, Math.floor(total)) : 1;
  if (!Number.isFinite(page)) return 1;
  return Math.min(last, Math.max(1, Math.floor(page)));
}

/**
 * docs/rules.md §2: always first, last, current and current ± 1; an 'ellipsis' wherever pages are skipped (literally — even
 * a single skipped page is an ellipsis). [] when there are no pages. `current` is clamped first.
 */
export function paginationWindow(current: number, total: number): PageItem[] {
  const last = Number.isFinite(total) ? Math.floor(total) : 0;
  if (last < 1) return [];
  const c = clampPage(current, last);
  const pages = [...new Set([1, c - 1, c, c + 1, last])].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);
  const out: PageItem[] = [];
  let prev = 0;
  for (const p of pages) {
    if (prev !== 0 && p > prev + 1) out.push('ellipsis');
    out.push(p);
    prev = p;
  }
  return out;
}

/** docs/rules.md §5: a page change outside 1..totalPages is ignored (returns the current page); otherwise the new page. */
export function goToPage(current: number, requested: number, total: number): number {
  return Number.isInteger(requested) && requested >= 1 && requested <= total ? requested : current;
}

/** docs/rules.md §2: Previous is disabled on page 1. */
export function hasPrevious(current: number): boolean {
  return current > 1;
}

/** docs/rules.md §2: Next is disabled on the last page. */
export function hasNext(current: number, total: number): boolean {
  return current < total;
}
