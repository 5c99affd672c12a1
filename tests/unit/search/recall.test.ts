// The search table (bench/search-queries.json): romanized Nepali, Devanagari spelled another way, English and typos
// must find their product among the first five results of the demo catalogue (docs/rules.md §5 "How people type").
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { searchRecall, type QueryCase } from '@/features/search/recall';
import { products } from '../../../scripts/seed/data.mjs';
import { SYNONYM_GROUPS } from '../../../scripts/seed/synonyms.mjs';

const table = JSON.parse(readFileSync(new URL('../../../bench/search-queries.json', import.meta.url), 'utf8')) as {
  queries: QueryCase[];
};
const visible = products.filter((p: { isVisible?: boolean }) => p.isVisible !== false);

describe('search recall@5 over the query table', () => {
  it('holds at least 60 queries of every kind, each naming a product the demo sells', () => {
    expect(table.queries.length).toBeGreaterThanOrEqual(60);
    const slugs = new Set(visible.map((p: { slug: string }) => p.slug));
    for (const q of table.queries) expect(slugs.has(q.expect), q.expect).toBe(true);
    expect(new Set(table.queries.map((q) => q.kind))).toEqual(new Set(['romanized', 'devanagari', 'english', 'typo']));
  });

  it('finds at least 95% of them among the first five results', () => {
    const report = searchRecall(visible, SYNONYM_GROUPS, table.queries, 5);
    expect(report.misses).toEqual([]);
    expect(report.recall).toBeGreaterThanOrEqual(0.95);
  });

  it('without the synonym groups, romanized and Devanagari queries still find most products (the folding alone)', () => {
    const report = searchRecall(visible, [], table.queries, 5);
    const nepali = ['romanized', 'devanagari'].map((k) => report.byKind[k]!);
    const share = nepali.reduce((n, k) => n + k.found, 0) / nepali.reduce((n, k) => n + k.queries, 0);
    expect(share).toBeGreaterThanOrEqual(0.8);
  });
});
