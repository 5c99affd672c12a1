/**
 * docs/rules.md §7 "sort -created": newest first. Records created in the same millisecond (a seed, a bulk import) are
 * ordered by id, descending, as PocketBase's `sort: '-created,-id'` orders them, so pages and API agree.
 */
export function newestFirst<T extends { created: string; id: string }>(a: T, b: T): number {
  return b.created.localeCompare(a.created) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}
