// Bench section "search": recall@5 of the header search over the query table (bench/search-queries.json) against
// the demo catalogue and its synonym groups, as the build makes the keys; and how long one query takes over a
// 5,000-product index on this machine (the browser runs the same code). No stack needed.
// The matcher is TypeScript (src/features/search/), loaded by source-module.mjs.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { products } from '../seed/data.mjs';
import { SYNONYM_GROUPS } from '../seed/synonyms.mjs';
import { sourceModule } from './source-module.mjs';
import { row } from './stats.mjs';

const TABLE = new URL('../../bench/search-queries.json', import.meta.url);
/** docs/rules.md §5 "How people type": the goal the issue set. */
const RECALL_GOAL = 0.95;

export async function runSearch({ log }) {
  const [recall, match, keys] = await Promise.all([
    sourceModule('features/search/recall.ts'),
    sourceModule('features/search/match.ts'),
    sourceModule('features/search/keys.ts'),
  ]);
  const { queries } = JSON.parse(readFileSync(TABLE, 'utf8'));
  const visible = products.filter((p) => p.isVisible !== false);
  const report = recall.searchRecall(visible, SYNONYM_GROUPS, queries, 5);
  const bare = recall.searchRecall(visible, [], queries, 5);
  log(
    `recall@5 ${(report.recall * 100).toFixed(1)}% over ${queries.length} queries; misses: ${JSON.stringify(report.misses)}`,
  );

  // Time per query over a catalogue of 5,000 (the demo's names repeated), every query of the table once.
  const groups = SYNONYM_GROUPS.map(keys.readSynonymGroup).filter(Boolean);
  const big = Array.from({ length: 5000 }, (_, i) => {
    const p = visible[i % visible.length];
    return { id: String(i), name: p.name, nepaliName: p.nepaliName, keys: keys.productSearchKeys(p, groups) };
  });
  const times = [];
  for (const q of queries) {
    const started = performance.now();
    match.searchProducts(big, q.query);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const medianMicros = Math.round(times[Math.floor(times.length / 2)] * 1000);

  const rows = [
    row(
      'search',
      'query table',
      'recall@5',
      Math.round(report.recall * 1000) / 10,
      'share',
      { min: RECALL_GOAL * 100 },
      `${queries.length} queries`,
    ),
    ...Object.entries(report.byKind).map(([kind, k]) =>
      row(
        'search',
        kind,
        'recall@5',
        Math.round((k.found / k.queries) * 1000) / 10,
        'share',
        null,
        `${k.found} of ${k.queries}`,
      ),
    ),
    row(
      'search',
      'without synonym groups',
      'recall@5',
      Math.round(bare.recall * 1000) / 10,
      'share',
      null,
      'the folding alone',
    ),
    row('search', '5,000 products', 'time per query (median)', medianMicros, 'us', null, 'Node on this machine'),
  ];
  return { rows, details: { misses: report.misses, missesWithoutSynonyms: bare.misses, byKind: report.byKind } };
}
