// Pure helpers for the benchmark: statistics, budget checks and the Markdown
// table. No I/O here, so they are unit-tested (tests/unit/bench/stats.test.ts).

/** 1 KB = 1,000 bytes, as Chrome DevTools and Lighthouse display transfer sizes. */
export const KB = 1000;

/** @param {Array<unknown>} values @returns {number[]} */
const finite = (values) => /** @type {number[]} */ (values.filter((v) => typeof v === 'number' && Number.isFinite(v)));

/**
 * Median of the finite numbers in `values`; null when there are none.
 * @param {Array<number | null | undefined>} values
 * @returns {number | null}
 */
export function median(values) {
  const sorted = finite(values).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The p-th percentile (0-100) of the finite numbers in `values`, by linear
 * interpolation between closest ranks (numpy's default); null when empty.
 * @param {Array<number | null | undefined>} values
 * @param {number} p
 * @returns {number | null}
 */
export function percentile(values, p) {
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile must be within 0..100, got ${p}`);
  const sorted = finite(values).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low] + (sorted[high] - sorted[low]) * (rank - low);
}

/**
 * PASS or FAIL against a budget `{ max }` (value must be ≤ max) and/or
 * `{ min }` (value must be ≥ min). N/A when there is no budget or no value
 * (a page or an action that does not exist yet, a failed measurement).
 */
/**
 * @param {number | null | undefined} value
 * @param {Budget | null | undefined} budget
 * @returns {'PASS' | 'FAIL' | 'N/A'}
 */
export function checkBudget(value, budget) {
  if (!budget || (budget.max === undefined && budget.min === undefined)) return 'N/A';
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'N/A';
  if (budget.max !== undefined && value > budget.max) return 'FAIL';
  if (budget.min !== undefined && value < budget.min) return 'FAIL';
  return 'PASS';
}

const group = (n, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * A number in the unit it was measured in, for people.
 * @param {number | null | undefined} value
 * @param {string} unit
 */
export function formatValue(value, unit) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '—';
  switch (unit) {
    case 'bytes':
      return value >= 100 * KB ? `${group(value / KB)} KB` : `${group(value / KB, 1)} KB`;
    case 'ms':
      return value >= 10_000 ? `${group(value / 1000, 1)} s` : `${group(value)} ms`;
    case 's':
      return `${group(value, 1)} s`;
    case 'MB':
      return `${group(value)} MB`;
    case 'score':
      return group(value);
    case 'ratio':
      return group(value, 3);
    case 'rps':
      return `${group(value, 1)}/s`;
    case 'count':
      return group(value);
    case 'percent':
      return `${value > 0 ? '+' : ''}${group(value, 1)}%`;
    case 'share':
      return `${group(value, 1)}%`;
    case 'us':
      return `${group(value)} µs`;
    default:
      return String(value);
  }
}

/**
 * "≤ 80.0 KB", "≥ 98", or "—" without a budget.
 * @param {Budget | null | undefined} budget
 * @param {string} unit
 */
export function formatBudget(budget, unit) {
  if (!budget) return '—';
  const parts = [];
  if (budget.min !== undefined) parts.push(`≥ ${formatValue(budget.min, unit)}`);
  if (budget.max !== undefined) parts.push(`≤ ${formatValue(budget.max, unit)}`);
  return parts.length ? parts.join(', ') : '—';
}

/** @typedef {{ min?: number, max?: number }} Budget */

/**
 * One measured figure. `value` null means "not measured" and `note` says why
 * (e.g. "HTTP 404: page not built yet").
 * @param {string} section
 * @param {string} item
 * @param {string} metric
 * @param {number | null | undefined} value
 * @param {string} unit bytes, ms, s, MB, score, ratio, rps, count or percent
 * @param {Budget | null} [budget]
 * @param {string} [note]
 */
export function row(section, item, metric, value, unit, budget = null, note = '') {
  return { section, item, metric, value: value ?? null, unit, budget, status: checkBudget(value, budget), note };
}

const cell = (text) =>
  String(text ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\r?\n/g, ' ');

/**
 * A GitHub-flavoured Markdown table; pipes and newlines inside cells are escaped.
 * @param {string[]} headers
 * @param {Array<Array<unknown>>} rows
 */
export function markdownTable(headers, rows) {
  const lines = [
    `| ${headers.map(cell).join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${headers.map((_, i) => cell(r[i])).join(' | ')} |`),
  ];
  return lines.join('\n');
}

/**
 * The results table: every figure beside its budget and PASS/FAIL.
 * @param {Array<ReturnType<typeof row>>} rows
 */
export function resultsTable(rows) {
  return markdownTable(
    ['Section', 'Item', 'Metric', 'Value', 'Budget', 'Result'],
    rows.map((r) => [
      r.section,
      r.item,
      r.metric,
      r.value === null && r.note ? `— (${r.note})` : formatValue(r.value, r.unit) + (r.note ? ` (${r.note})` : ''),
      formatBudget(r.budget, r.unit),
      r.status,
    ]),
  );
}

/**
 * Counts of PASS / FAIL / N/A over rows.
 * @param {Array<{ status: string }>} rows
 * @returns {Record<string, number>}
 */
export function tally(rows) {
  const counts = { PASS: 0, FAIL: 0, 'N/A': 0 };
  for (const r of rows) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
}

/**
 * Replaces the text between two marker lines (kept) with `content`; appends
 * the markers and content at the end when the markers are missing.
 * @param {string} text
 * @param {string} start
 * @param {string} end
 * @param {string} content
 */
export function replaceBetweenMarkers(text, start, end, content) {
  const from = text.indexOf(start);
  const to = from === -1 ? -1 : text.indexOf(end, from + start.length);
  const block = `${start}\n${content.trim()}\n${end}`;
  if (from === -1 || to === -1) return `${text.replace(/\s*$/, '')}\n\n${block}\n`;
  return text.slice(0, from) + block + text.slice(to + end.length);
}

/**
 * A page's HTML without anything that runs: every <script> element and every module preload. Structured data
 * (`<script type="application/ld+json">`) stays: it never runs, and the copy would otherwise be lighter by bytes
 * that have nothing to do with JavaScript.
 */
export function withoutScripts(html) {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (element, attributes) =>
      /\btype\s*=\s*["']?application\/ld\+json/i.test(attributes) ? element : '',
    )
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}

export const NO_JS_PREFIX = '/_bench-nojs';

/** Where the no-JS copy of `path` is served. */
export const noJsPathOf = (path) => `${NO_JS_PREFIX}${path === '/' ? '/home' : path}/`;

/**
 * A section of this run merged over the same section of an earlier run that day (run.mjs): a row measured now
 * (same item and metric) replaces the earlier one in place; the others are kept. Rows kept from the
 * earlier run carry `earlier: true` and its `ranAt`; `earlierRuns` lists the runs rows were kept from.
 * @param {any} before the section as the day's file holds it, or undefined
 * @param {any} fresh the section as this run measured it
 */
export function mergeSection(before, fresh) {
  /** @param {any} r */
  const key = (r) => `${r.item}\u0000${r.metric}`;
  const stamped = fresh.rows.map((/** @type {any} */ r) => ({ ...r, ranAt: fresh.ranAt }));
  if (!before) return { ...fresh, rows: stamped };
  const freshByKey = new Map(stamped.map((r) => [key(r), r]));
  const used = new Set();
  const rows = [];
  let kept = 0;
  for (const old of before.rows ?? []) {
    const replacement = freshByKey.get(key(old));
    if (replacement) {
      if (!used.has(key(old))) rows.push(replacement);
      used.add(key(old));
    } else if (old.item !== '—') {
      rows.push({ ...old, earlier: true, ranAt: old.ranAt ?? before.ranAt });
      kept++;
    }
  }
  rows.push(...stamped.filter((r) => !used.has(key(r))));
  const { rows: _rows, earlierRuns = [], ...run } = before;
  return { ...fresh, rows, earlierRuns: kept ? [...earlierRuns, run].slice(-10) : earlierRuns };
}
