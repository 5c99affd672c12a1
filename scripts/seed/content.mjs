// The home page's texts as records (pocketbase/pb_migrations/1732002110_home_content.js): today's built-in texts
// (src/features/home/default-content.json), so the seeded shop looks exactly as it did and operators edit real
// records. A collection that already has records is left alone (never overwrites an operator's edits).
import { readFileSync } from 'node:fs';

const DEFAULTS = JSON.parse(
  readFileSync(new URL('../../src/features/home/default-content.json', import.meta.url), 'utf8'),
);

/** collection → the default list it starts with. */
const SECTIONS = {
  home_faq: DEFAULTS.faq,
  press_outlets: DEFAULTS.press,
  home_categories: DEFAULTS.categories,
  home_benefits: DEFAULTS.benefits,
  delivery_steps: DEFAULTS.steps,
};

/** Seeds each empty content collection; returns how many records were created. */
export async function seedContent(pb) {
  let created = 0;
  for (const [collection, rows] of Object.entries(SECTIONS)) {
    const existing = await pb.collection(collection).getList(1, 1, { fields: 'id' });
    if (existing.totalItems > 0) continue;
    for (const [i, row] of rows.entries()) {
      await pb.collection(collection).create({ ...row, sort: i + 1 });
      created++;
    }
  }
  return created;
}
