// Hostile values and raw HTTP helpers shared by the bad-input tests (checkout/bad-input, forms/actions and the
// hardening corpus): what an attacker or a broken client sends, and a snapshot of every collection's record count
// to prove afterwards that none of it was written.
import { resetPocketBaseRateLimits, unreadRequest } from './rate-limits';
import { adminClient, testStack } from './stack';

/** 20,000 characters: far over every text limit, well under the body limits. */
export const LONG = 'x'.repeat(20_000);
/** 1 MB: over the shop server's action body limit (512 KB, answered 413). */
export const ONE_MB = 'x'.repeat(1024 * 1024);

/** Input that is not an object at all. */
export const WRONG_SHAPES: [label: string, value: unknown][] = [
  ['a string', 'hello'],
  ['a number', 42],
  ['null', null],
  ['an array', [1, 2]],
];

/** Text an attacker or a broken client sends where an id, code, slug, search or order number belongs. */
export const HOSTILE_TEXT: [label: string, value: string][] = [
  ['Devanagari', 'कृषि बजार'],
  ['emoji', '🥭🍎💥'],
  ['control characters', 'a\u0000b\u0007c\u001b[31m'],
  ['a direction override', '\u202Egnp.exe'],
  ['a double-quoted filter injection', 'x" || id != "'],
  ['a single-quoted filter injection', "x' || id != '"],
  ['a PocketBase placeholder', '{:code} || 1=1'],
  ['SQL', "'; DROP TABLE orders; --"],
  ['HTML', '<script>alert(1)</script>'],
  ['a path traversal', '../../../../etc/passwd'],
  ['20,000 characters', LONG],
];

/** Numbers (and not-numbers) where a quantity, price or rating belongs. JSON turns NaN and Infinity into null. */
export const HOSTILE_NUMBERS: [label: string, value: unknown][] = [
  ['negative', -1],
  ['zero', 0],
  ['fractional', 1.5],
  ['NaN', Number.NaN],
  ['huge', 1e308],
  ['an unsafe integer', 2 ** 53 + 1],
  ['a numeric string', '2'],
  ['a boolean', true],
];

/** Bodies that are not JSON, or not the JSON they claim to be. */
export const MALFORMED_BODIES: [label: string, body: string][] = [
  ['a cut-off object', '{"items": [{"id": "abc", '],
  ['a missing value', '{"items":}'],
  ['single quotes', "{'items': []}"],
  ['a trailing comma', '{"items": [],}'],
  ['JavaScript', '{items: [], total: NaN}'],
  ['a NUL byte', '\u0000'],
  ['a lone surrogate', '{"code": "\\ud800"}'],
];

export interface RawAnswer {
  status: number;
  headers: Headers;
  text: string;
  json: Record<string, unknown> | null;
}

/** One HTTP request, answered as status, text and (when it is JSON) the parsed body. */
export async function send(url: string, init: RequestInit = {}): Promise<RawAnswer> {
  const res = await fetch(url, { redirect: 'manual', ...init });
  const text = await res.text();
  let json: Record<string, unknown> | null = null;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON
  }
  return { status: res.status, headers: res.headers, text, json };
}

/**
 * A request to PocketBase as an anonymous browser. PocketBase's guest rate limits (pb_migrations/*_settings.js:
 * 2 sign-ins per 3 s, 20 creates per 5 s, 3 batches per s) would answer some of a fast run with 429; such a
 * request is repeated with the budgets started afresh (tests/harness/rate-limits.ts), and so is one PocketBase never
 * read (`unreadRequest`), so every case gets PocketBase's real answer.
 */
export async function pbSend(path: string, init: RequestInit = {}): Promise<RawAnswer> {
  const url = `${testStack().pbUrl}${path}`;
  for (let attempt = 0; ; attempt++) {
    const answer = await send(url, init);
    if (attempt >= 8) return answer;
    if (unreadRequest(answer.status, answer.text)) continue;
    if (answer.status !== 429) return answer;
    await resetPocketBaseRateLimits();
  }
}

/**
 * Gives back PocketBase's guest budgets (API calls, sign-ins), so the next test file starts with the full budget
 * this one may have used up, without waiting out the windows (tests/harness/rate-limits.ts).
 */
export async function releasePocketBaseBudget(): Promise<void> {
  await resetPocketBaseRateLimits();
}

/** A JSON request body for `send`/`pbSend`. */
export function jsonBody(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

/**
 * Record counts of every collection PocketBase has, system ones included (listed through the API, so a collection
 * added later is counted too).
 */
export async function recordCounts(): Promise<Record<string, number>> {
  const pb = await adminClient();
  const collections = await pb.collections.getFullList({ fields: 'name,type' });
  const counts: Record<string, number> = {};
  for (const { name, type } of collections) {
    if (type === 'view') continue; // views hold no records of their own
    // The shop's rate-limit counters come and go on their own clock (a cron drops ended windows); no API client but
    // a superuser can touch them (tests/integration/hardening/rate-limit-store.test.ts).
    if (name === 'rate_limits') continue;
    counts[name] = (await pb.collection(name).getList(1, 1, { fields: 'id' })).totalItems;
  }
  return counts;
}
