// The catalogue pages as plain HTTP (what a crawler or a browser without
// JavaScript gets), against the built shop and the seeded PocketBase.
import { beforeAll, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RecordModel } from 'pocketbase';
import { adminClient, builtProductsFilter, testStack } from '@tests/harness/stack';
import type { ProductCardData } from '@/features/catalog/card-data';

let visible: RecordModel[] = [];
let hidden: RecordModel;
const shop = (path: string) => new URL(path, testStack().shopUrl).href;
const get = (path: string) => fetch(shop(path), { redirect: 'manual' });
/** Visible text of an HTML page (React's text separators removed, entities for quotes decoded). */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'");

beforeAll(async () => {
  const pb = await adminClient();
  // The products the stack's build read: other test files add products of their own after it.
  visible = await pb.collection('web_products').getFullList({ filter: builtProductsFilter(pb), sort: '-created,-id' });
  [hidden] = await pb.collection('web_products').getFullList({ filter: 'isVisible = false' });
});

describe('/products/cards.json (built once, read by the on-demand list)', () => {
  it('holds every visible product newest first, with image endpoint URLs and no PocketBase host', async () => {
    const res = await get('/products/cards.json');
    expect(res.status).toBe(200);
    const body = await res.text();
    const cards = JSON.parse(body) as ProductCardData[];
    expect(cards.map((c) => c.id)).toEqual(visible.map((p) => p.id));
    for (const c of cards)
      expect(c.imageUrl).toMatch(/^\/_image\?href=\/api\/files\/web_products\/[^&]+&w=300&h=300&f=auto&q=\d+$/);
    expect(body).not.toContain(testStack().pbUrl);
    // The images it names exist.
    expect((await get(cards[0]!.imageUrl)).status).toBe(200);
  });
});

describe('/products (on demand, filtered on the server)', () => {
  it('applies the query string before any JavaScript runs', async () => {
    const res = await get('/products?category=Herbs+%26+Shurbs&sort=price-low');
    expect(res.status).toBe(200);
    const html = textOf(await res.text());
    const herbs = visible.filter((p) => p.category === 'Herbs & Shurbs').sort((a, b) => a.price - b.price);
    expect(html).toContain(`All Products (${herbs.length})`);
    const shown = [...html.matchAll(/data-product-card="([^"]+)"/g)].map((m) => m[1]);
    expect(shown).toEqual(herbs.map((p) => p.slug));
  });

  it('reads repeated parameters from the no-JavaScript filter form', async () => {
    const res = await get(
      '/products?category=all&minPrice=0&maxPrice=10000&types=organic&types=new&search=&sort=default',
    );
    const html = textOf(await res.text());
    const expected = visible.filter((p) => p.isOrganic || p.isNew);
    expect(html).toContain(`All Products (${expected.length})`);
  });

  it('shows the empty state when nothing matches', async () => {
    const html = textOf(await (await get('/products?search=zzzz-nothing')).text());
    expect(html).toContain('All Products (0)');
    expect(html).toContain('No products found');
    expect(html).toContain('Try adjusting your filters or search query.');
    expect(html).toContain('Clear Filters');
  });

  it('never links PocketBase directly', async () => {
    const html = await (await get('/products')).text();
    expect(html).not.toContain(testStack().pbUrl);
  });
});

describe('/products/list.json (pages of the list for the island)', () => {
  it('answers one page of the filtered list with the total, and the next page from an offset', async () => {
    const fruits = visible.filter((p) => p.category === 'Fruits').sort((a, b) => b.price - a.price);
    const first = (await (await get('/products/list.json?category=Fruits&sort=price-high&limit=3')).json()) as {
      total: number;
      cards: ProductCardData[];
    };
    expect(first.total).toBe(fruits.length);
    expect(first.cards.map((c) => c.slug)).toEqual(fruits.slice(0, 3).map((p) => p.slug));
    const next = (await (await get('/products/list.json?category=Fruits&sort=price-high&limit=3&offset=3')).json()) as {
      cards: ProductCardData[];
    };
    expect(next.cards.map((c) => c.slug)).toEqual(fruits.slice(3, 6).map((p) => p.slug));
    const all = (await (await get(`/products/list.json?limit=${visible.length + 10}`)).json()) as {
      cards: ProductCardData[];
    };
    expect(all.cards.map((c) => c.id)).toEqual(visible.map((p) => p.id));
    expect(all.cards.map((c) => c.id)).not.toContain(hidden.id);
  });

  it.each(['offset=-1', 'offset=abc', 'limit=0', 'limit=100000', 'limit=1.5', 'offset=9999999999'])(
    'refuses paging %s with a 400 and a reason',
    async (query) => {
      const res = await get(`/products/list.json?${query}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/^Invalid (offset|limit): /);
    },
  );
});

describe('/products/availability.json (live check from prebuilt pages)', () => {
  it('says whether a product is for sale now', async () => {
    const available = visible.find((p) => p.is_available !== false)!;
    const soldOut = visible.find((p) => p.is_available === false)!;
    const answer = async (id: string) =>
      ((await (await get(`/products/availability.json?id=${id}`)).json()) as { available: boolean }).available;
    expect(await answer(available.id)).toBe(true);
    expect(await answer(soldOut.id)).toBe(false);
    expect(await answer(hidden.id)).toBe(false);
    expect(await answer('nosuchproduct123')).toBe(false);
  });

  it.each(['', 'id=', "id=x'%20||%20true", `id=${'a'.repeat(51)}`])('refuses %j with a 400', async (query) => {
    const res = await get(`/products/availability.json?${query}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('Invalid id: must be a product record id.');
  });
});

describe('on-demand responses are compressed', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('/products and list.json with Accept-Encoding %j come as %s', async (accept, encoding) => {
    for (const path of ['/products', '/products/list.json', '/products/no-such-product']) {
      const res = await fetch(shop(path), { headers: { 'Accept-Encoding': accept } });
      expect(res.headers.get('content-encoding'), path).toBe(encoding);
      expect(res.headers.get('vary'), path).toMatch(/Accept-Encoding/i);
      expect((await res.text()).length, path).toBeGreaterThan(1000); // decoded by fetch
    }
  });
});

describe('/products/{slug}', () => {
  it('is a built page for every visible product, with no PocketBase links', async () => {
    for (const p of visible.slice(0, 5)) {
      const res = await get(`/products/${p.slug}`);
      expect(res.status).toBe(200);
      const html = textOf(await res.text());
      expect(html).toContain(`<h1`);
      expect(html).toContain(p.name);
      expect(html).not.toContain(testStack().pbUrl);
    }
  });

  it('/products/{id} is answered by the server with a permanent redirect to /products/{slug}', async () => {
    const p = visible[0]!;
    const res = await get(`/products/${p.id}`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/products/${p.slug}`);
    // The slug page itself is not redirected.
    expect((await get(`/products/${p.slug}`)).status).toBe(200);
  });

  it('the build writes no page for a product id', () => {
    const client = join(testStack().buildDir, 'client', 'products');
    const built = readdirSync(client, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(built).toContain(visible[0]!.slug);
    for (const p of visible) expect(built, p.id).not.toContain(p.id);
  });

  it('unknown and hidden products get the not-found view with 404', async () => {
    for (const path of [
      `/products/${hidden.slug}`,
      `/products/${hidden.id}`,
      '/products/no-such-thing',
      '/products/a/b',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      const html = textOf(await res.text());
      expect(html).toContain('Product Not Found');
      expect(html).toContain(
        "We couldn't find the product you're looking for. It may have been removed or is temporarily unavailable.",
      );
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
  });
});
