// Records saved before a rule existed stay editable (pocketbase/pb_hooks/number-fields.pb.js and lib/operators.js
// check only what an edit changes): a coupon whose code has 2 letters, a lot of more units than the ceiling and a
// campaign with a budget above it, as a shop made before those rules may hold them. An operator can still change
// their other fields (turn a coupon's minimum up, fix a lot's place) without retyping what was saved; a change to the
// old value itself must meet today's rule. The old values are written into the database of a shop's own PocketBase
// while it is stopped (tests/harness/other-shop.ts stopPocketBase): no request to the shop may save them.
import { DatabaseSync } from 'node:sqlite';
import type PocketBase from 'pocketbase';
import type { ClientResponseError } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOtherShop, type OwnShop } from '@tests/harness/other-shop';

let shop: OwnShop;
let admin: PocketBase;

beforeAll(async () => {
  shop = await startOtherShop({ pocketbase: 'own' });
  admin = shop.admin;
}, 180_000);
afterAll(async () => {
  await shop?.stop();
});

/** The field errors PocketBase answered a refused save with. */
async function refused(save: Promise<unknown>): Promise<Record<string, { code: string; message: string }>> {
  const err = (await save.then(
    () => null,
    (e: unknown) => e,
  )) as ClientResponseError | null;
  expect(err, 'the save was refused').not.toBeNull();
  expect(err!.status).toBe(400);
  return err!.response.data;
}

describe('records saved before a rule existed', () => {
  it('a 2-letter coupon, a lot over 10,000,000 units and a budget over Rs. 1,000,000,000 can still be edited', async () => {
    const coupon = await admin
      .collection('coupon')
      .getFirstListItem(admin.filter('code = {:code}', { code: 'DASHAIN100' }));
    const lot = await admin.collection('lots').getFirstListItem('units > 0 && reserved = 0');
    const campaign = await admin.collection('campaigns').getOne(coupon.campaign);

    const stopped = await shop.stopPocketBase();
    const db = new DatabaseSync(stopped.database());
    try {
      db.prepare('UPDATE coupon SET code = ? WHERE id = ?').run('AB', coupon.id);
      db.prepare('UPDATE lots SET units = ?, remaining = ? WHERE id = ?').run(20_000_000, 20_000_000, lot.id);
      db.prepare('UPDATE campaigns SET remaining_budget = ? WHERE id = ?').run(5_000_000_000, campaign.id);
    } finally {
      db.close();
    }
    await shop.startPocketBase();

    // Their other fields change; the old values are kept as they were.
    expect(await admin.collection('coupon').update(coupon.id, { min_order_amount: 600 })).toMatchObject({
      code: 'AB',
      min_order_amount: 600,
    });
    expect(
      await admin.collection('lots').update(lot.id, { origin_municipality: 'Bhimeshwar Municipality-4' }),
    ).toMatchObject({ units: 20_000_000, origin_municipality: 'Bhimeshwar Municipality-4' });
    expect(await admin.collection('campaigns').update(campaign.id, { name: `${campaign.name} (old)` })).toMatchObject({
      remaining_budget: 5_000_000_000,
    });

    // A new value must meet today's rule, in words under its field; nothing is saved.
    expect((await refused(admin.collection('coupon').update(coupon.id, { code: 'CD' }))).code?.message).toMatch(
      /at least 3/,
    );
    expect((await refused(admin.collection('lots').update(lot.id, { units: 30_000_000 }))).units?.message).toBe(
      'At most 10,000,000: check the number for extra zeros.',
    );
    expect(
      (await refused(admin.collection('campaigns').update(campaign.id, { remaining_budget: 6_000_000_000 })))
        .remaining_budget?.message,
    ).toBe('At most 1,000,000,000: check the number for extra zeros.');
    expect(await admin.collection('coupon').getOne(coupon.id)).toMatchObject({ code: 'AB' });
    expect(await admin.collection('lots').getOne(lot.id)).toMatchObject({ units: 20_000_000 });

    // Brought under the ceiling, the lot is saved, and it sells what it now holds.
    expect(await admin.collection('lots').update(lot.id, { units: 5_000 })).toMatchObject({
      units: 5_000,
      remaining: 5_000,
    });
  }, 240_000);
});
