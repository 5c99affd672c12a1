/**
 * How well search finds what shoppers mean: recall@k over a table of queries (bench/search-queries.json), each with
 * the product it must find among the first k results. Shared by the unit test (tests/unit/search/recall.test.ts)
 * and the benchmark (`npm run bench -- search`, scripts/bench/search.mjs). Build-time data only, never shipped.
 */
import { productSearchKeys, readSynonymGroup, type SynonymGroup } from './keys';
import { searchProducts } from './match';

export interface QueryCase {
  query: string;
  /** The slug of the product the query must find. */
  expect: string;
  kind: string;
}

export interface RecallReport {
  k: number;
  /** Share of queries whose product is in the first k results (0..1). */
  recall: number;
  byKind: Record<string, { queries: number; found: number }>;
  /** The queries that missed, with what came first instead. */
  misses: { query: string; expect: string; got: string[] }[];
}

/** recall@k of the header search over `cases`, with the catalogue's search keys made as the build makes them. */
export function searchRecall(
  catalogue: readonly { slug: string; name: string; nepaliName?: string | null }[],
  synonymRecords: readonly string[],
  cases: readonly QueryCase[],
  k = 5,
): RecallReport {
  const groups = synonymRecords.map(readSynonymGroup).filter((g): g is SynonymGroup => g !== null);
  const index = catalogue.map((p) => ({ ...p, keys: productSearchKeys(p, groups) }));
  const byKind: RecallReport['byKind'] = {};
  const misses: RecallReport['misses'] = [];
  let found = 0;
  for (const c of cases) {
    const top = searchProducts(index, c.query)
      .slice(0, k)
      .map((p) => p.slug);
    const hit = top.includes(c.expect);
    const kind = byKind[c.kind] ?? { queries: 0, found: 0 };
    byKind[c.kind] = kind;
    kind.queries++;
    if (hit) {
      found++;
      kind.found++;
    } else misses.push({ query: c.query, expect: c.expect, got: top });
  }
  return { k, recall: cases.length ? found / cases.length : 0, byKind, misses };
}
