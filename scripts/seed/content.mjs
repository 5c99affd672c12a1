// @ts-check
// The home page's texts as records (pocketbase/pb_migrations/1732002110_home_content.js): today's built-in texts
// (src/features/home/default-content.json), so the seeded shop looks exactly as it did and operators edit real
// records. A collection that already has records is left alone (never overwrites an operator's edits).
import { readFileSync } from 'node:fs';
import { SYNONYM_GROUPS } from './synonyms.mjs';
import { createRecord, readRecordCount } from '../../server/data/collections.ts';

/** @typedef {import('pocketbase').default} PocketBase */
/** @typedef {Record<string, unknown>} Row */

/** @type {typeof import('../../src/features/home/default-content.json')} */
const DEFAULTS = JSON.parse(
  readFileSync(new URL('../../src/features/home/default-content.json', import.meta.url), 'utf8'),
);

/**
 * collection → the default list it starts with.
 * @type {Record<string, Row[]>}
 */
const SECTIONS = {
  home_faq: DEFAULTS.faq,
  press_outlets: DEFAULTS.press,
  home_categories: DEFAULTS.categories,
  home_benefits: DEFAULTS.benefits,
  delivery_steps: DEFAULTS.steps,
};

/**
 * Collections without an order of their own: rows as they are.
 * @type {Record<string, Row[]>}
 */
const UNSORTED = {
  search_synonyms: SYNONYM_GROUPS.map((words) => ({ words })),
};

/**
 * Creates the rows in a collection that has no records yet; returns how many were created.
 * @param {PocketBase} pb
 * @param {string} collection
 * @param {Row[]} rows
 */
async function seedIfEmpty(pb, collection, rows) {
  if ((await readRecordCount(pb, collection)) > 0) return 0;
  for (const row of rows) await createRecord(pb, collection, row);
  return rows.length;
}

/**
 * Seeds each empty content collection; returns how many records were created.
 * @param {PocketBase} pb
 */
export async function seedContent(pb) {
  let created = 0;
  for (const [collection, rows] of Object.entries(SECTIONS))
    created += await seedIfEmpty(
      pb,
      collection,
      rows.map((row, i) => ({ ...row, sort: i + 1 })),
    );
  for (const [collection, rows] of Object.entries(UNSORTED)) created += await seedIfEmpty(pb, collection, rows);
  return created;
}
