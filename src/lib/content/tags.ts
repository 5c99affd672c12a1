// A blog post record's tags, read where the records are read (src/lib/content/records.ts); blog renders them.

/** Trimmed, non-empty, de-duplicated strings of a list (non-strings dropped). */
function cleanTags(list: readonly unknown[]): string[] {
  const tags = list
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.trim())
    .filter((t) => t !== '');
  return [...new Set(tags)];
}

/**
 * docs/rules.md §3 Blog post tags: a list, a JSON string of a list, or comma-separated text → trimmed, non-empty, unique
 * strings in order. A string that looks like JSON ("[...") but does not parse is read as comma text after removing
 * brackets and quotes.
 */
export function parseTags(value: unknown): string[] {
  if (Array.isArray(value)) return cleanTags(value);
  if (typeof value !== 'string') return [];
  const s = value.trim();
  if (s === '') return [];
  if (s.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(s);
      if (Array.isArray(parsed)) return cleanTags(parsed);
    } catch {
      return cleanTags(s.replace(/[[\]"]/g, '').split(','));
    }
  }
  return cleanTags(s.split(','));
}
