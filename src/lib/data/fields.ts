// Readers of field values every collection's parser shares (src/lib/data/<collection>.parse.ts): a JSON list field,
// a PocketBase date, a picture the build publishes. Pure: no client, no I/O.
import { z } from 'zod';
import { isRasterImage } from '../buildable';

/** A text field: a string as it is, a number as its text, anything else (missing, null) "". */
export const text = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : ''));

/** A number field: a number or numeric string; anything else (missing, blank, garbage) 0. */
export const num = z
  .unknown()
  .optional()
  .transform((v) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
    return Number.isFinite(n) ? n : 0;
  });

/** Called for data that had to be dropped (the record is still used). */
export type WarnFn = (message: string, detail?: unknown) => void;

/**
 * A JSON list field (docs/rules.md §3: gallery, nutritionFacts, farmers, faqs, an order's items): accepts an array or
 * a JSON string of one. null/undefined/"" → [] silently; an unparseable string or a non-list → [] with a warning;
 * items failing `itemSchema` are dropped one by one with a warning.
 */
export function parseJsonList<S extends z.ZodType>(value: unknown, itemSchema: S, onWarn?: WarnFn): z.output<S>[] {
  if (value === null || value === undefined) return [];
  let list: unknown = value;
  if (typeof value === 'string') {
    const s = value.trim();
    if (s === '') return [];
    try {
      list = JSON.parse(s);
    } catch {
      onWarn?.('is not readable JSON, so it was left out', value);
      return [];
    }
  }
  if (!Array.isArray(list)) {
    onWarn?.('is not a list, so it was left out', value);
    return [];
  }
  const out: z.output<S>[] = [];
  for (const item of list) {
    const r = itemSchema.safeParse(item);
    if (r.success) out.push(r.data);
    else onWarn?.(`has an entry in the wrong shape (${JSON.stringify(item)?.slice(0, 80)}), which was left out`, item);
  }
  return out;
}

/** PocketBase dates ("2026-05-01 10:00:00.000Z") as ISO strings; "" when empty, unreadable or not text. */
export function toIsoDate(value: unknown): string {
  if (typeof value !== 'string') return '';
  const s = value.trim();
  if (s === '') return '';
  const ms = Date.parse(s.replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T'));
  return Number.isFinite(ms) ? new Date(ms).toISOString() : '';
}

/** Builds the address of a record's file: (record id, file name) → URL. */
export type FileUrl = (recordId: string, file: string) => string;

/**
 * A picture's URL, or "" (the placeholder) when the record has none or it is not a JPEG, PNG, WebP or AVIF file the
 * build can optimise (older records may hold an SVG or GIF): then `warn` is told, naming `field`.
 */
export function pictureUrl(
  fileUrl: FileUrl,
  id: string,
  name: string,
  field = 'image',
  warn?: (message: string) => void,
): string {
  if (!name) return '';
  if (!isRasterImage(name)) {
    warn?.(
      `the picture in "${field}" (${name}) is not a JPEG, PNG, WebP or AVIF file, so the placeholder is shown; upload one of those`,
    );
    return '';
  }
  return fileUrl(id, name);
}
