// The categories collection's records (docs/operators.md, "Nepali texts"), parsed for the category names pages show:
// what src/lib/data/categories.server.ts hands out. Pure: no client, no I/O.

/** A category: its name as written on products, and the operators' Nepali name for it ("" when none). */
export interface Category {
  name: string;
  nameNe: string;
}

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A categories record (name, name_ne) → Category: trimmed text, "" for what is empty or not text. */
export function parseCategory(raw: { name?: unknown; name_ne?: unknown }): Category {
  return { name: str(raw.name), nameNe: str(raw.name_ne) };
}
