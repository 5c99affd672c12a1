// What an anonymous browser can reach directly in PocketBase (docs/rules.md §6 and the
// foundation issue's API rules), tried for real against the seeded backend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { adminClient, anonymousClient } from '@tests/harness/stack';

let admin: PocketBase;
const anon = () => anonymousClient();
const cleanup: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  admin = await adminClient();
});
afterAll(async () => {
  for (const undo of cleanup) await undo();
});

describe('public catalogue', () => {
  it('lists only visible products', async () => {
    const all = await admin.collection('web_products').getFullList({ fields: 'id,isVisible' });
    const hidden = all.filter((p) => !p.isVisible);
    expect(hidden.length).toBeGreaterThanOrEqual(1);
    const visible = await anon().collection('web_products').getFullList({ fields: 'id' });
    expect(visible.length).toBe(all.length - hidden.length);
    expect(visible.map((p) => p.id)).not.toContain(hidden[0]!.id);
  });

  it('does not return an invisible product by id or by slug', async () => {
    const [hidden] = await admin.collection('web_products').getFullList({ filter: 'isVisible = false' });
    await expect(anon().collection('web_products').getOne(hidden!.id)).rejects.toMatchObject({ status: 404 });
    const bySlug = await anon()
      .collection('web_products')
      .getList(1, 1, {
        filter: anon().filter('slug = {:slug}', { slug: hidden!.slug }),
      });
    expect(bySlug.items).toHaveLength(0);
    // and not through a filter that asks for hidden ones explicitly
    const sneaky = await anon().collection('web_products').getList(1, 50, { filter: 'isVisible = false' });
    expect(sneaky.items).toHaveLength(0);
  });

  it('lists only published posts', async () => {
    const unpublished = await admin.collection('posts').getFullList({ filter: 'is_published = false' });
    expect(unpublished.length).toBeGreaterThanOrEqual(1);
    await expect(anon().collection('posts').getOne(unpublished[0]!.id)).rejects.toMatchObject({ status: 404 });
    const published = await anon().collection('posts').getFullList({ fields: 'id,is_published' });
    expect(published.length).toBeGreaterThanOrEqual(14);
    expect(published.every((p) => p.is_published)).toBe(true);
  });

  it('lists districts, delivery branches and farmers', async () => {
    expect((await anon().collection('districts').getList(1, 100)).totalItems).toBe(77);
    expect((await anon().collection('delivery_branch').getList(1, 1)).totalItems).toBeGreaterThanOrEqual(10);
    // Six featured farmers, plus the growers named on the seeded harvest lots (scripts/seed/lots.mjs).
    expect((await anon().collection('farmers').getList(1, 10)).totalItems).toBeGreaterThanOrEqual(6);
  });

  it('lists only active banners', async () => {
    const inactive = await admin
      .collection('banners')
      .create({ headline: 'Hidden banner', link: '/products', alt: 'x', active: false, sort: 99 });
    cleanup.push(() => admin.collection('banners').delete(inactive.id));
    const banners = await anon().collection('banners').getFullList();
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners.map((b) => b.id)).not.toContain(inactive.id);
    await expect(anon().collection('banners').getOne(inactive.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe('private collections', () => {
  it.each(['coupon', 'campaigns', 'orders', 'qr_form', 'feedback', 'shop_service'])(
    '%s cannot be listed or viewed anonymously',
    async (name) => {
      const [record] = await admin
        .collection(name)
        .getFullList({ batch: 1 })
        .catch(() => []);
      const list = await anon()
        .collection(name)
        .getList(1, 50)
        .catch((err) => err);
      if (list instanceof Error) expect([403, 404]).toContain((list as unknown as { status: number }).status);
      else expect(list.items).toHaveLength(0);
      if (record) {
        const error = await anon()
          .collection(name)
          .getOne(record.id)
          .then(
            () => null,
            (err: { status: number }) => err,
          );
        expect(error, 'viewing must be refused').not.toBeNull();
        expect([403, 404]).toContain(error!.status);
      }
    },
  );

  it('has seeded coupons and campaigns that anonymous clients cannot see', async () => {
    expect((await admin.collection('coupon').getList(1, 1)).totalItems).toBeGreaterThanOrEqual(9);
    const byCode = await anon().collection('coupon').getList(1, 1, { filter: 'code != ""' });
    expect(byCode.items).toHaveLength(0);
  });

  it.each(['orders', 'qr_form', 'feedback', 'coupon', 'campaigns', 'web_products'])(
    'anonymous clients cannot create %s records directly',
    async (name) => {
      const before = (await admin.collection(name).getList(1, 1)).totalItems;
      const error = await anon()
        .collection(name)
        .create({ name: 'x', orderNumber: 'ORD-000001', code: 'X' })
        .then(
          () => null,
          (err: { status: number }) => err,
        );
      expect(error, 'the create must be refused').not.toBeNull();
      expect([400, 403]).toContain(error!.status);
      expect((await admin.collection(name).getList(1, 1)).totalItems).toBe(before);
    },
  );
});
