// Words for the build records in site_builds (read by operators in the
// dashboard and by the staff desk): Nepal time, a one-line summary, the
// records a build left out with links to fix them, a log tail from a line
// start. Pure functions; the publisher does the I/O.
import { NEPAL_TIME_ZONE } from '../../src/lib/nepal-time.mjs';

/**
 * Nepal time (UTC+5:45), e.g. "24 Nov 2026, 01:24 Nepal time".
 */
export function nepalTime(date: Date | string) {
  const d = date instanceof Date ? date : new Date(date);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: NEPAL_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(d);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} Nepal time`;
}

/**
 * The last `max` characters of a log, starting at a line (a cut first line is dropped).
 */
export function logTail(text: unknown, max = 4000) {
  const s = String(text ?? '');
  if (s.length <= max) return s;
  const tail = s.slice(-max);
  const newline = tail.indexOf('\n');
  return newline === -1 ? tail : tail.slice(newline + 1);
}

/** What went wrong, as the log and the records say it. */
export const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Where an operator opens a record in the dashboard: PocketBase 0.39's dashboard opens the record named by `record`
 * (its ui/src/collections/pageCollections.js reads the `collection` and `record` query keys of the hash).
 */
export function dashboardLink(pbPublicUrl: string, collection: string, id: string) {
  return `${String(pbPublicUrl).replace(/\/+$/, '')}/_/#/collections?collection=${encodeURIComponent(collection)}&record=${encodeURIComponent(id)}`;
}

/** How many records a build record lists; the rest are counted (a report of 10,000 broken records stays small). */
export const MAX_LISTED_RECORDS = 50;

export type Issue = { collection: string; id: string; title: string; outcome: string; reason: string };
export type RecordIssues = Issue & { reasons: string[]; leftOut: boolean };

const escapeHtml = (s: unknown) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (s: unknown) => escapeHtml(s).replace(/"/g, '&quot;');

const KINDS: Record<string, string> = {
  web_products: 'Product',
  posts: 'Blog post',
  farmers: 'Farmer',
  banners: 'Banner',
  lots: 'Lot',
};
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The build's problems, one entry per record (its reasons merged), left-out records first.
 */
function byRecord(issues: Issue[]) {
  const records: Map<string, RecordIssues> = new Map();
  for (const issue of issues) {
    const key = `${issue.collection}/${issue.id}`;
    const entry = records.get(key) ?? { ...issue, reasons: [], leftOut: false };
    if (!entry.reasons.includes(issue.reason)) entry.reasons.push(issue.reason);
    entry.leftOut ||= issue.outcome === 'left out';
    records.set(key, entry);
  }
  const all = [...records.values()];
  return [...all.filter((r) => r.leftOut), ...all.filter((r) => !r.leftOut)];
}

function describeRecord(r: RecordIssues) {
  // A record saved without a name (older data) is named by its id, not by an empty pair of quotes.
  const title = String(r.title ?? '').trim();
  const what = `${KINDS[r.collection] ?? r.collection} ${title ? `"${title.slice(0, 200)}"` : `without a name (id ${r.id})`}`;
  const outcome = r.leftOut ? 'LEFT OUT of the site' : 'published, with a problem';
  return `${what}: ${outcome}: ${r.reasons.map((reason) => String(reason).slice(0, 500)).join('; ')}.`;
}

const moreLine = (more: number, shown: number) =>
  `...and ${plural(more, 'more record')} with problems, not listed here (the first ${shown} are). Fixing those listed first brings the rest into view.`;

/**
 * The build's problems as plain text, one record per paragraph: what, why, and the link to fix it. At most
 * `max` records are listed (those left out first); the rest are counted.
 */
export function issuesText(issues: Issue[], pbPublicUrl: string, max = MAX_LISTED_RECORDS) {
  const records = byRecord(issues);
  const lines = records
    .slice(0, max)
    .map((r) => `${describeRecord(r)} Fix it here: ${dashboardLink(pbPublicUrl, r.collection, r.id)}`);
  if (records.length > max) lines.push(moreLine(records.length - max, max));
  return lines.join('\n\n');
}

/**
 * The same report as HTML for the build record's `skipped` field (an editor field, so each "Fix it here" is a link
 * an operator clicks in the dashboard).
 */
export function issuesHtml(issues: Issue[], pbPublicUrl: string, max = MAX_LISTED_RECORDS) {
  const records = byRecord(issues);
  const paragraphs = records
    .slice(0, max)
    .map(
      (r) =>
        `<p>${escapeHtml(describeRecord(r))} <a href="${escapeAttribute(dashboardLink(pbPublicUrl, r.collection, r.id))}" target="_blank" rel="noopener">Fix it here</a></p>`,
    );
  if (records.length > max) paragraphs.push(`<p>${escapeHtml(moreLine(records.length - max, max))}</p>`);
  return paragraphs.join('\n');
}

/**
 * Records the build left out (not those published with a dropped part), as "collection/id".
 */
export function leftOutRecords(issues: Issue[]) {
  return new Set(issues.filter((i) => i.outcome === 'left out').map((i) => `${i.collection}/${i.id}`));
}

export type ProductChanges = { added: number; changed: number; removed: number };

/**
 * Products added, changed and removed between two builds' product lists ({ id: updated }).
 */
export function productChanges(
  before: Record<string, string> | null,
  after: Record<string, string>,
): ProductChanges | null {
  if (!before) return null;
  let added = 0;
  let changed = 0;
  for (const [id, updated] of Object.entries(after)) {
    if (!(id in before)) added++;
    else if (before[id] !== updated) changed++;
  }
  const removed = Object.keys(before).filter((id) => !(id in after)).length;
  return { added, changed, removed };
}

/**
 * One line: pages; products added, changed, removed; records left out.
 */
export function buildSummary({
  pages,
  changes,
  leftOut,
  withProblems = 0,
}: {
  pages: number;
  changes: ProductChanges | null;
  leftOut: number;
  withProblems?: number;
}) {
  const parts = [plural(pages, 'page')];
  parts.push(
    changes
      ? `products: ${changes.added} added, ${changes.changed} changed, ${changes.removed} removed`
      : 'products: first build here, nothing to compare with',
  );
  parts.push(leftOut ? `${plural(leftOut, 'record')} left out (see "skipped")` : 'no record left out');
  if (withProblems) parts.push(`${plural(withProblems, 'record')} published with a problem`);
  return parts.join('; ');
}
