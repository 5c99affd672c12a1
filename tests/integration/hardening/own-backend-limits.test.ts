// The shop's server is never rate-limited as a guest by its own PocketBase
// (hardening). PocketBase limits guests per address, and every on-demand page
// comes from the shop's one address: if the server read the catalogue as a
// guest, anonymous page traffic would spend that budget and products newer than
// the build would answer "Product Not Found". The server reads as its service
// account (src/lib/pocketbase.server.ts, catalogReader; `/_image` too), so
// with the guest budget of its address used up — by a flood of page requests,
// and then by guests calling PocketBase directly from the same address, until
// PocketBase refuses them — a product created after the build still renders,
// and its picture still comes through `/_image`. Own PocketBase and server.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOtherShop, type OwnShop } from '@tests/harness/other-shop';

const PAGE_FLOOD = 400;
const CONCURRENCY = 20;

let shop: OwnShop;

beforeAll(async () => {
  shop = await startOtherShop({ pocketbase: 'own' });
});
afterAll(async () => {
  await shop?.stop();
});

async function inParallel<T>(count: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

describe('the shop server and its own PocketBase', () => {
  it('a product created after the build renders, with its picture, while guests from its address are refused', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#a52' } })
      .png()
      .toBuffer();
    const slug = `flood-proof-radish-${Date.now()}`;
    const form = new FormData();
    for (const [k, v] of Object.entries({
      slug,
      name: 'Flood-proof Radish',
      price: '90',
      unit: '1 KG',
      category: 'Vegetables',
      description: 'x',
      location: 'Kavre',
      isVisible: 'true',
      is_available: 'true',
    }))
      form.set(k, v);
    form.set('image', new Blob([png], { type: 'image/png' }), 'radish.png');
    const product = await shop.admin.collection('web_products').create(form);

    // A flood of anonymous page requests: unknown products (each a slug and an id lookup) and the new one.
    const statuses = await inParallel(PAGE_FLOOD, (i) =>
      fetch(`${shop.shopUrl}/products/${i % 4 === 0 ? slug : `no-such-product-${i}-abcdefghij`}`).then((r) => r.status),
    );
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    // Then guests use up what is left of the address's budget (300 per 10 s on /api/) until PocketBase refuses them.
    let guestCalls = 0;
    let refused = false;
    while (!refused && guestCalls < 1000) {
      const res = await fetch(`${shop.pbUrl}/api/collections/districts/records?perPage=1&fields=id`);
      guestCalls++;
      refused = res.status === 429;
    }
    expect(refused, 'PocketBase refuses guests from this address now (the control)').toBe(true);

    const page = await fetch(`${shop.shopUrl}/products/${slug}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Flood-proof Radish');
    expect(html).not.toContain('Product Not Found');
    const byId = await fetch(`${shop.shopUrl}/products/${product.id}`, { redirect: 'manual' });
    expect([200, 301, 302, 308]).toContain(byId.status);

    const image = await fetch(
      `${shop.shopUrl}/_image?href=${encodeURIComponent(`${shop.pbUrl}/api/files/web_products/${product.id}/${product.image}`)}&w=64&h=64&f=webp`,
    );
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    // still refused as a guest: the shop's reads did not come out of that budget
    expect((await fetch(`${shop.pbUrl}/api/collections/districts/records?perPage=1`)).status).toBe(429);
    console.log(
      `[own-backend-limits] ${PAGE_FLOOD} page requests (${statuses.filter((s) => s === 200).length} found, ${statuses.filter((s) => s === 404).length} not found), ` +
        `then ${guestCalls} guest calls until PocketBase answered 429: the new product and its picture still served`,
    );
  }, 120_000);
});
