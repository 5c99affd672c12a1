/**
 * Dates on the order desk are Nepal's (a fixed offset: src/lib/nepal-time.mjs): "today" and an export's date range
 * start and end at Nepal's midnight. Pure.
 */
import { NEPAL_OFFSET_MS } from '../../lib/nepal-time.mjs';

const DAY_MS = 86_400_000;

/** The Nepal calendar date ("YYYY-MM-DD") of an instant. */
export function nepalDate(ms: number): string {
  return new Date(ms + NEPAL_OFFSET_MS).toISOString().slice(0, 10);
}

/** "YYYY-MM-DD HH:MM" in Nepal time ("" for an unreadable date). */
export function nepalDateTime(iso: string): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return '';
  return new Date(ms + NEPAL_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** The UTC instant (ms) of Nepal's midnight starting `date` ("YYYY-MM-DD"), or null when it is not a real date. */
export function nepalMidnight(date: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const ms = Date.parse(`${date}T00:00:00.000Z`);
  if (!Number.isFinite(ms) || new Date(ms).toISOString().slice(0, 10) !== date) return null;
  return ms - NEPAL_OFFSET_MS;
}

export const MAX_EXPORT_DAYS = 366;

/** Why an export's dates cannot be read: missing or not dates, the first after the last, or further apart than a year. */
export type ExportProblem = 'dates' | 'order' | 'span';
const EXPORT_PROBLEMS: readonly string[] = ['dates', 'order', 'span'] satisfies ExportProblem[];

export function isExportProblem(value: unknown): value is ExportProblem {
  return typeof value === 'string' && EXPORT_PROBLEMS.includes(value);
}

/**
 * An export's range: from the start of `from` to the end of `to` (both Nepal dates, inclusive) as UTC instants
 * [start, end). The problem when the dates are missing, not dates, reversed or further apart than a year (the desk
 * says it in the staff member's language: exportProblemText in words.ts).
 */
export function exportRange(from: string, to: string): { start: number; end: number } | { problem: ExportProblem } {
  const start = nepalMidnight(from);
  const last = nepalMidnight(to);
  if (start === null || last === null) return { problem: 'dates' };
  if (last < start) return { problem: 'order' };
  if ((last - start) / DAY_MS >= MAX_EXPORT_DAYS) return { problem: 'span' };
  return { start, end: last + DAY_MS };
}

/** PocketBase's date text for an instant ("2026-05-01 10:00:00.000Z"), for filters. */
export function pbDate(ms: number): string {
  return new Date(ms).toISOString().replace('T', ' ');
}
