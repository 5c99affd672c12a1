// The Nepali twins of the place, group and people's names operators type (pocketbase/pb_migrations/
// 1732003000_nepali_places.js, docs/operators.md "Nepali texts"): each optional, with help, Devanagari only (a Latin
// text is refused, changing nothing), and filled by the demo seed. Going down is checked with every migration
// (migrations-down.test.ts).
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPb } from '@tests/harness/stack';

/** collection → its new Nepali fields. */
const FIELDS: Record<string, string[]> = {
  delivery_branch: ['branchArea_ne'],
  lots: ['origin_municipality_ne', 'cooperative_ne'],
  web_products: ['cooperativeName_ne'],
  posts: ['author_name_ne'],
};

type Field = { name: string; type: string; required?: boolean; help?: string; pattern?: string };

let pb: PocketBase;

beforeAll(async () => {
  pb = await adminPb();
});

describe('the Nepali place, group and author names', () => {
  it.each(Object.entries(FIELDS))('%s has them: optional text with help', async (name, fields) => {
    const collection = await pb.collections.getOne(name);
    for (const field of fields) {
      const f = (collection.fields as Field[]).find((x) => x.name === field);
      expect(f?.type, `${name}.${field}`).toBe('text');
      expect(f?.required, `${name}.${field} is optional`).toBeFalsy();
      expect(f?.help, `${name}.${field}`).toMatch(/Nepali \(Devanagari/);
      expect(f?.help, `${name}.${field}`).toContain('Left empty, Nepali pages show the English.');
    }
  });

  it('refuses a Latin text (nothing changes) and takes Devanagari with its digits', async () => {
    const branch = await pb.collection('delivery_branch').getFirstListItem('branchArea_ne != ""');
    await expect(
      pb.collection('delivery_branch').update(branch.id, { branchArea_ne: 'Thamel, Lazimpat' }),
    ).rejects.toMatchObject({ status: 400 });
    expect((await pb.collection('delivery_branch').getOne(branch.id)).branchArea_ne).toBe(branch.branchArea_ne);

    const lot = await pb.collection('lots').getFirstListItem('origin_municipality_ne != ""');
    await expect(
      pb.collection('lots').update(lot.id, { origin_municipality_ne: 'Madhya Nepal-3' }),
    ).rejects.toMatchObject({ status: 400 });
    try {
      const saved = await pb.collection('lots').update(lot.id, { origin_municipality_ne: 'मध्यनेपाल-३, भुजुङ (वडा/टोल)' });
      expect(saved.origin_municipality_ne).toBe('मध्यनेपाल-३, भुजुङ (वडा/टोल)');
    } finally {
      await pb.collection('lots').update(lot.id, { origin_municipality_ne: lot.origin_municipality_ne });
    }
  });

  it('the demo seed writes them in Nepali', async () => {
    const count = async (name: string, filter: string) =>
      (await pb.collection(name).getList(1, 1, { filter })).totalItems;
    expect(await count('delivery_branch', 'branchArea_ne = ""')).toBe(0);
    expect(await count('web_products', 'cooperativeName != "" && cooperativeName_ne = ""')).toBe(0);
    expect(await count('lots', 'cooperative_ne != "" && origin_municipality_ne != ""')).toBeGreaterThan(10);
    expect(await count('posts', 'author_name != "" && author_name_ne = ""')).toBe(0);
  });
});
