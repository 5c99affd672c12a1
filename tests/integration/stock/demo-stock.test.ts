// The demo's stock-tracked products (scripts/seed/lots.mjs STOCKED_UNITS, PREORDER): the shop shows "Only N left"
// and a pre-order as a real shop would, and the stock check asks to choose what is left rather than calling a line
// with fewer left "no longer available".
import { describe, expect, it } from 'vitest';
import { PREORDER, STOCKED_UNITS } from '../../../scripts/seed/lots.mjs';
import { callAction } from '@tests/harness/actions-client';
import { product } from '@tests/harness/seed';
import { testStack } from '@tests/harness/stack';

async function live(id: string) {
  const res = await fetch(`${testStack().shopUrl}/products/availability.json?id=${id}`);
  return (await res.json()) as { available: boolean; left?: number; ships?: string };
}

describe('the demo stock', () => {
  it('has stock-tracked products, one with fewer than 10 left', async () => {
    expect(Object.values(STOCKED_UNITS).some((n) => n < 10)).toBe(true);
    for (const [slug, units] of Object.entries(STOCKED_UNITS)) {
      const facts = await live((await product(slug)).id);
      expect(facts, slug).toMatchObject({ available: true, left: units });
      expect(facts.ships, slug).toBeUndefined();
    }
  });

  it('has a product open for pre-order from a coming harvest', async () => {
    const facts = await live((await product(PREORDER.slug)).id);
    expect(facts).toMatchObject({ available: true, left: PREORDER.cap });
    expect(facts.ships).toMatch(/^Ships from /);
  });

  it('a stock check for more than is left names what is left and asks to choose it, in both languages', async () => {
    const achar = await product('lapsi-achar');
    const items = [{ id: achar.id, quantity: STOCKED_UNITS['lapsi-achar']! + 2 }];
    const check = await callAction<{ unavailable: unknown[]; message: string }>('checkStock', { items });
    expect(check.data).toEqual({
      unavailable: [{ id: achar.id, name: achar.name, left: 3 }],
      message: `Fewer are left than in your cart: ${achar.name} (Only 3 left). Choose what is left to continue.`,
    });
    expect(check.data!.message).not.toContain('no longer available');
    const nepali = await callAction<{ message: string }>(
      'checkStock',
      { items },
      { headers: { Referer: `${testStack().shopUrl}/ne/products` } },
    );
    expect(nepali.data!.message).toContain('(३ मात्र बाँकी)');
    expect(nepali.data!.message).toContain('बाँकी भएजति मात्र राख्नुहोस्');
  });
});
