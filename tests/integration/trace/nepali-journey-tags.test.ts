// The Nepali twins of a lot's journey (place_ne, note_ne on each step: pocketbase/pb_hooks/lib/lots.js) and of an
// article's tags (posts.tags_ne: pocketbase/pb_hooks/lib/json-fields.js) against the real PocketBase: a Latin Nepali
// place or a Nepali tag list of another length than the tags is refused with a 400 under its field, and the record is
// left as it was; Devanagari twins are kept.
import { afterAll, describe, expect, it } from 'vitest';
import type { ClientResponseError } from 'pocketbase';
import { product } from '@tests/harness/seed';
import { adminPb } from '@tests/harness/stack';
import { posts } from '../../../scripts/seed/data.mjs';

const created: string[] = [];
afterAll(async () => {
  const pb = await adminPb();
  for (const id of created)
    await pb
      .collection('lots')
      .delete(id)
      .catch(() => undefined);
});

/** The refusal of `save`: its status and the message under each field. */
async function refusal(save: () => Promise<unknown>): Promise<{ status: number; fields: Record<string, string> }> {
  try {
    await save();
  } catch (err) {
    const e = err as ClientResponseError;
    const data = (e.response.data ?? {}) as Record<string, { message: string }>;
    return {
      status: e.status,
      fields: Object.fromEntries(Object.entries(data).map(([field, v]) => [field, v.message])),
    };
  }
  throw new Error('the save was accepted');
}

const step = { date: '2026-10-01', step: 'harvested', place: 'Bhujung, Lamjung', note: 'Combs cut by hand.' };

describe("a lot's journey in Nepali", () => {
  it('keeps a Devanagari place and note, and refuses a Latin place_ne under the journey, changing nothing', async () => {
    const pb = await adminPb();
    const lot = await pb.collection('lots').create({
      product: (await product('wild-cliff-honey')).id,
      harvest_date: '2026-10-01',
      pack_date: '2026-10-03',
      origin_district: 'Lamjung',
      journey: [{ ...step, place_ne: 'भुजुङ, लमजुङ', note_ne: 'चाका हातले काटिएको।' }],
    });
    created.push(lot.id);
    expect(lot.journey).toEqual([{ ...step, place_ne: 'भुजुङ, लमजुङ', note_ne: 'चाका हातले काटिएको।' }]);

    const refused = await refusal(() =>
      pb.collection('lots').update(lot.id, { journey: [{ ...step, place_ne: 'Bhujung, Lamjung' }] }),
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.fields)).toEqual(['journey']);
    expect(refused.fields.journey).toMatch(/^Journey step 1: place_ne is the place in Nepali/);
    expect((await pb.collection('lots').getOne(lot.id)).journey).toEqual(lot.journey);
  });
});

describe("an article's tags in Nepali", () => {
  const seeded = posts[0];

  it('refuses a Nepali list of another length, or in Latin letters, under tags_ne, changing nothing', async () => {
    const pb = await adminPb();
    const before = await pb.collection('posts').getFirstListItem(pb.filter('slug = {:s}', { s: seeded.slug }));
    const tags = ['Honey', 'Lamjung'];

    const short = await refusal(() => pb.collection('posts').update(before.id, { tags, tags_ne: ['मह'] }));
    expect(short).toEqual({
      status: 400,
      fields: {
        tags_ne:
          'Tags in Nepali must have one entry for each of the Tags (2), in the same order, or be left empty; it has 1.',
      },
    });
    const latin = await refusal(() => pb.collection('posts').update(before.id, { tags, tags_ne: ['Mah', 'लमजुङ'] }));
    expect(latin.status).toBe(400);
    expect(Object.keys(latin.fields)).toEqual(['tags_ne']);
    expect(latin.fields.tags_ne).toMatch(/^Tags in Nepali entry 1 \("Mah"\) is not in Nepali/);

    const after = await pb.collection('posts').getOne(before.id);
    expect([after.tags, after.tags_ne, after.updated]).toEqual([before.tags, before.tags_ne, before.updated]);
  });

  it('keeps one Devanagari tag for each tag (the demo article as the seed writes it)', async () => {
    const pb = await adminPb();
    const record = await pb.collection('posts').getFirstListItem(pb.filter('slug = {:s}', { s: seeded.slug }));
    const saved = await pb.collection('posts').update(record.id, { tags: seeded.tags, tags_ne: seeded.tags_ne });
    expect(saved.tags_ne).toEqual(seeded.tags_ne);
  });
});
