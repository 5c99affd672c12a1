// /products/availability.json answers what a prebuilt page must not contradict:
// whether each product can be ordered now and its price now (checkout's facts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { adminClient, testStack } from '@tests/harness/stack';

let pb: PocketBase;
let products: RecordModel[];
let original: { id: string; price: number; is_available: boolean }[] = [];
const get = (path: string) => fetch(new URL(path, testStack().shopUrl).href);

beforeAll(async () => {
  pb = await adminClient();
  products = (
    await pb
      .collection('web_products')
      .getList(1, 3, { filter: 'isVisible = true && is_available = true', sort: 'slug' })
  ).items;
  original = products.map((p) => ({ id: p.id, price: p.price as number, is_available: p.is_available as boolean }));
});

afterAll(async () => {
  for (const p of original)
    await pb.collection('web_products').update(p.id, { price: p.price, is_available: p.is_available });
});

describe('/products/availability.json', () => {
  it('gives the live price and availability of one product', async () => {
    const [a] = products;
    await pb.collection('web_products').update(a!.id, { price: 777 });
    expect(await (await get(`/products/availability.json?id=${a!.id}`)).json()).toEqual({
      available: true,
      price: 777,
    });
  });

  it('answers for several cards in one request, a gone product as unavailable without a price', async () => {
    const [a, b, c] = products;
    await pb.collection('web_products').update(b!.id, { is_available: false, price: 55 });
    const res = await get(`/products/availability.json?ids=${a!.id},${b!.id},${c!.id},nosuchproduct123`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      products: {
        [a!.id]: { available: true, price: 777 },
        [b!.id]: { available: false, price: 55 },
        [c!.id]: { available: true, price: c!.price },
        nosuchproduct123: { available: false, price: null },
      },
    });
  });

  it.each([`ids=${'abcdefghijklmno,'.repeat(49)}`, "ids=abc,x'y", 'ids=,'])('refuses %j with a 400', async (query) => {
    const res = await get(`/products/availability.json?${query}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/^Invalid ids?: /);
  });
});
