// Every record an operator picks in the dashboard (a route's branches and districts, a pickup point's branch, a lot's
// product, an order's route…) is named in the pickers and the relation chips by something a person knows it by, not
// only its id (pocketbase/pb_migrations/1732004920_presentable_names.js). The dashboard names a record by its
// presentable fields, or, with none, by a field called `name` (the first of its fallbacks our collections have).
import { describe, expect, it } from 'vitest';
import type { CollectionModel } from 'pocketbase';
import { adminPb } from '@tests/harness/stack';

/** What the dashboard shows for a record of `collection`: its presentable fields, else its `name`. */
function shownAs(collection: CollectionModel): string[] {
  const presentable = collection.fields.filter((f) => f.presentable && !f.hidden).map((f) => f.name);
  if (presentable.length > 0) return presentable;
  return collection.fields.some((f) => f.name === 'name') ? ['name'] : [];
}

describe('records named in the dashboard', () => {
  it('every relation of the shop points at a collection whose records show a name, not only an id', async () => {
    const pb = await adminPb();
    const collections = (await pb.collections.getFullList()).filter((c) => !c.system);
    const byId = new Map(collections.map((c) => [c.id, c]));
    const unnamed: string[] = [];
    let relations = 0;
    for (const collection of collections) {
      for (const field of collection.fields) {
        if (field.type !== 'relation') continue;
        const target = byId.get(field.collectionId);
        if (!target) continue; // a system collection (superusers): not one an operator picks from
        relations += 1;
        if (shownAs(target).length === 0) unnamed.push(`${collection.name}.${field.name} → ${target.name}`);
      }
    }
    expect(relations).toBeGreaterThan(15);
    expect(unnamed).toEqual([]);
  });

  it('names a branch by its branch and district, an order by its number and a lot by its code', async () => {
    const pb = await adminPb();
    const shown = async (name: string) => shownAs(await pb.collections.getOne(name));
    expect(await shown('delivery_branch')).toEqual(['branchName', 'districtName']);
    expect(await shown('districts')).toEqual(['districtName']);
    expect(await shown('orders')).toEqual(['orderNumber']);
    expect(await shown('lots')).toEqual(['code']);
  });
});
