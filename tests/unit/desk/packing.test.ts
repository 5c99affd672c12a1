// The desk's packing list (src/features/desk/packing.ts): a delivery day's lines by product, then by the lot to pick
// from, with units and weight per lot, per product and for the day.
import { describe, expect, it } from 'vitest';
import { lineWeightKg, packingList } from '@/features/desk/packing';
import { parseOrderLines } from '@/lib/data/orders.parse';

const honey = { id: 'h', slug: 'h', name: 'Honey', nameNe: 'मह', unit: '500 GM', price: 300 };
const rice = { id: 'r', slug: 'r', name: 'Rice', unit: '1 KG', price: 120 };
const eggs = { id: 'e', slug: 'e', name: 'Eggs', unit: '1 DOZEN', price: 240 };

describe('packingList', () => {
  it('groups by product, then lot (a line spanning lots in both, units without a lot last), with weights', () => {
    const one = parseOrderLines([
      {
        ...honey,
        quantity: 5,
        lot: 'HNY-A',
        lots: [
          { code: 'HNY-B', quantity: 2 },
          { code: 'HNY-A', quantity: 3 },
        ],
      },
      { ...rice, quantity: 2 },
      { ...eggs, quantity: 1 },
    ]);
    const two = parseOrderLines([
      { ...honey, quantity: 1, lots: [{ code: 'HNY-B', quantity: 1 }], shipsFrom: '2027-03-01' },
      { ...rice, quantity: 3, lots: [{ code: 'RCE-1', quantity: 3 }] },
    ]);
    const list = packingList([
      { id: 'o1', orderNumber: 'ORD-000001', items: one },
      { id: 'o2', orderNumber: 'ORD-000002', items: two },
    ]);
    expect(list.products.map((p) => [p.product, p.quantity, p.weightKg])).toEqual([
      ['Eggs', 1, null],
      ['Honey', 6, 3],
      ['Rice', 5, 5],
    ]);
    const [, honeyList, riceList] = list.products;
    expect(honeyList).toMatchObject({ productId: 'h', productNe: 'मह', unit: '500 GM' });
    expect(honeyList!.lots).toEqual([
      {
        lot: 'HNY-A',
        quantity: 3,
        weightKg: 1.5,
        lines: [{ orderId: 'o1', orderNumber: 'ORD-000001', quantity: 3, shipsFrom: '' }],
      },
      {
        lot: 'HNY-B',
        quantity: 3,
        weightKg: 1.5,
        lines: [
          { orderId: 'o1', orderNumber: 'ORD-000001', quantity: 2, shipsFrom: '' },
          { orderId: 'o2', orderNumber: 'ORD-000002', quantity: 1, shipsFrom: '2027-03-01' },
        ],
      },
    ]);
    // Rice: one order's units came from a lot, the other's from none (not stock-tracked then): the lot first.
    expect(riceList!.lots.map((l) => [l.lot, l.quantity, l.weightKg])).toEqual([
      ['RCE-1', 3, 3],
      ['', 2, 2],
    ]);
    // The day's weight leaves out the eggs, and says how many products it left out.
    expect(list.weightKg).toBe(8);
    expect(list.unweighed).toBe(1);
  });

  it('uses the packed weight of a line when one was recorded, shared between its lots by units', () => {
    const items = parseOrderLines([
      {
        ...honey,
        quantity: 4,
        weightKg: 2.2,
        lots: [
          { code: 'HNY-A', quantity: 3 },
          { code: 'HNY-B', quantity: 1 },
        ],
      },
      { ...eggs, quantity: 2, weightKg: 1.5 },
    ]);
    const list = packingList([{ id: 'o', orderNumber: 'ORD-000009', items }]);
    expect(list.products.map((p) => [p.product, p.weightKg])).toEqual([
      ['Eggs', 1.5],
      ['Honey', 2.2],
    ]);
    expect(list.products[1]!.lots.map((l) => l.weightKg)).toEqual([1.65, 0.55]);
    expect(list.unweighed).toBe(0);
    expect(list.weightKg).toBe(3.7);
  });

  it('a line with no draws is picked from the lot it names; a line packed to nothing is left off', () => {
    const list = packingList([
      {
        id: 'o1',
        orderNumber: 'ORD-000001',
        items: [
          { ...rice, quantity: 2, lineTotal: 240, lot: 'RCE-7' },
          { ...eggs, quantity: 0, lineTotal: 0 },
        ],
      },
      { id: 'o2', orderNumber: 'ORD-000002', items: [{ ...rice, quantity: 1, lineTotal: 120 }] },
    ]);
    expect(list.products.map((p) => p.product)).toEqual(['Rice']);
    expect(list.products[0]!.lots.map((l) => [l.lot, l.quantity])).toEqual([
      ['RCE-7', 2],
      ['', 1],
    ]);
  });

  it('an empty day is an empty list weighing nothing', () => {
    expect(packingList([])).toEqual({ products: [], weightKg: 0, unweighed: 0 });
  });
});

describe('lineWeightKg', () => {
  it.each<[string, number, number | null]>([
    ['1 KG', 3, 3],
    ['500 g', 3, 1.5],
    ['250 gm', 2, 0.5],
    ['0.5 KG', 3, 1.5],
    ['100 GM', 3, 0.3],
    ['1 dozen', 2, null],
    ['1 PC', 2, null],
    ['1 L', 2, null],
    ['a basket', 1, null],
    ['', 1, null],
  ])('%s × %i → %s kg', (unit, quantity, kg) => {
    expect(lineWeightKg({ unit, quantity })).toBe(kg);
  });

  it('a packed weight wins over the unit; a bad one is not read', () => {
    expect(lineWeightKg({ unit: '1 dozen', quantity: 2, packing: { weightKg: 1.4 } })).toBe(1.4);
    expect(parseOrderLines([{ ...rice, quantity: 1, weightKg: -1 }])[0]?.packing?.weightKg).toBeUndefined();
    expect(parseOrderLines([{ ...rice, quantity: 1, weightKg: '2' }])[0]?.packing?.weightKg).toBeUndefined();
  });

  it('a line sold by weight and not weighed yet weighs its nominal kg per unit', () => {
    expect(lineWeightKg({ unit: '1 piece', quantity: 3, packing: { nominalKg: 0.8 } })).toBe(2.4);
    expect(lineWeightKg({ unit: '1 piece', quantity: 3, packing: { nominalKg: 0.8, weightKg: 2.6 } })).toBe(2.6);
  });

  it('drops malformed lot draws from stored lines', () => {
    const [line] = parseOrderLines([
      {
        id: 'h',
        slug: 'h',
        name: 'H',
        unit: 'u',
        price: 1,
        quantity: 1,
        lots: [{ code: 'bad code', quantity: 1 }, 'x'],
      },
    ]);
    expect(line?.lots).toBeUndefined();
  });
});
