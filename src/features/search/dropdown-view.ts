/**
 * docs/rules.md §4 "Product search box": which state the open dropdown shows. Under 2 characters: recent searches, or the
 * "Start typing" hint. From 2: loading, error (with Retry), "Search data not available" (no products loaded),
 * results, or "No products found".
 */
import { isSearchable } from './match';

export type DropdownView = 'recent' | 'start-typing' | 'loading' | 'error' | 'no-data' | 'results' | 'no-results';
export type IndexStatus = 'idle' | 'loading' | 'ready' | 'error';

export function dropdownView(input: {
  query: string;
  indexStatus: IndexStatus;
  productCount: number;
  resultCount: number;
  recentCount: number;
}): DropdownView {
  if (!isSearchable(input.query)) return input.recentCount > 0 ? 'recent' : 'start-typing';
  switch (input.indexStatus) {
    case 'idle':
    case 'loading':
      return 'loading';
    case 'error':
      return 'error';
    case 'ready':
      if (input.productCount === 0) return 'no-data';
      return input.resultCount > 0 ? 'results' : 'no-results';
  }
}
