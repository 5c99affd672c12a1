import { describe, expect, it } from 'vitest';
import { mergeLines, toWaitingOrder } from '@/features/checkout/outbox';
import type { CartItem } from '@/features/cart/rules';

const line = (id: string, quantity = 1): CartItem => ({
  id,
  slug: id,
  name: `Product ${id}`,
  price: 100,
  unit: 'kg',
  image: '/placeholder.svg',
  category: 'Fruits',
  badges: [],
  farmerName: '',
  location: '',
  hasTraceability: false,
  is_available: true,
  quantity,
});

const stored = {
  key: 'a'.repeat(32),
  input: { idempotencyKey: 'a'.repeat(32), customer: {}, items: [], expectedTotal: 100 },
  items: [line('p1')],
  total: 100,
  savedAt: 1_700_000_000_000,
  cartCleared: true,
  tries: 2,
  lastProblem: 'No connection',
};

describe('toWaitingOrder (what IndexedDB holds is checked like any stored browser data)', () => {
  it('reads a sound entry', () => {
    expect(toWaitingOrder(stored)).toEqual(stored);
  });

  it.each([
    ['no key', { ...stored, key: undefined }],
    ['a key other than the one sent', { ...stored, key: 'b'.repeat(32) }],
    ['no input', { ...stored, input: null }],
    ['a damaged cart line', { ...stored, items: [{ id: 'p1' }] }],
    ['no total', { ...stored, total: 'lots' }],
    ['not an object', 'order'],
  ])('skips an entry with %s', (_, value) => {
    expect(toWaitingOrder(value)).toBeNull();
  });

  it('defaults what older entries lack', () => {
    const { tries, lastProblem, cartCleared, ...old } = stored;
    expect(toWaitingOrder(old)).toMatchObject({ tries: 0, cartCleared: false });
    expect(toWaitingOrder(old)).not.toHaveProperty('lastProblem');
  });
});

describe('mergeLines', () => {
  it("adds the order's lines the cart lacks, keeping the cart's own quantity for a line it has", () => {
    const merged = mergeLines([line('p1', 3)], [line('p1', 1), line('p2', 2)]);
    expect(merged.map((i) => [i.id, i.quantity])).toEqual([
      ['p1', 3],
      ['p2', 2],
    ]);
  });
});
