/**
 * Tiny readers for values the browser gets from outside its own code: localStorage, sessionStorage and fetched JSON.
 * Modules that islands load use these instead of zod, which would weigh more than most islands (the page budget is
 * 80 KB of compressed JavaScript). Server code keeps parsing with zod.
 *
 * Every reader is total: a value of the wrong type gives the reader's empty default (or null), never an exception.
 */

export type JsonRecord = Record<string, unknown>;

/** A plain object: not null and not a list (what a JSON object parses to). */
export function isRecord(v: unknown): v is JsonRecord {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A string with at least one character. */
export function isNonEmptyText(v: unknown): v is string {
  return typeof v === 'string' && v !== '';
}

/** A number that is neither NaN nor ±Infinity (JSON.parse turns "1e999" into Infinity). */
export function isFiniteNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

/** The string itself, or "" for anything else (numbers are not converted). */
export function text(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

/** The finite number itself, or 0 for anything else (numeric strings are not converted). */
export function finiteNumber(v: unknown): number {
  return isFiniteNumber(v) ? v : 0;
}

/** The non-empty string itself, or null (a blank optional text such as a coupon code). */
export function nonEmptyTextOrNull(v: unknown): string | null {
  return isNonEmptyText(v) ? v : null;
}

/**
 * The readable entries of a list, in order: an entry that `read` answers null for is dropped, so one damaged entry
 * does not hide the others. Anything that is not a list gives [].
 */
export function listOf<T>(v: unknown, read: (entry: unknown) => T | null): T[] {
  if (!Array.isArray(v)) return [];
  const out: T[] = [];
  for (const entry of v) {
    const item = read(entry);
    if (item !== null) out.push(item);
  }
  return out;
}

/**
 * Every entry of a list read by `read`, or null when the value is not a list or any entry is unreadable (for lists
 * that are only trustworthy as a whole).
 */
export function allOf<T>(v: unknown, read: (entry: unknown) => T | null): T[] | null {
  if (!Array.isArray(v)) return null;
  const out: T[] = [];
  for (const entry of v) {
    const item = read(entry);
    if (item === null) return null;
    out.push(item);
  }
  return out;
}

/** JSON.parse that gives undefined for text that is not JSON. */
export function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
