// The desk's packing list (src/features/desk/packing.ts): a day's lines grouped by the lot to pick from.
import { describe, expect, it } from 'vitest';
import { packingList } from '@/features/desk/packing';
import { parseOrderLines } from '@/lib/data/orders.parse';

describe('packingList', () => {
  it('groups lines by lot (a line spanning lots in both), lines without a lot last by product', () => {
    const one = parseOrderLines([
      {
        id: 'h',
        slug: 'h',
        name: 'Honey',
        nameNe: 'मह',
        unit: '500 GM',
        price: 300,
        quantity: 5,
        lot: 'HNY-A',
        lots: [
          { code: 'HNY-A', quantity: 3 },
          { code: 'HNY-B', quantity: 2 },
        ],
      },
      { id: 'm', slug: 'm', name: 'Mint', unit: '1 bunch', price: 40, quantity: 2 },
    ]);
    const two = parseOrderLines([
      {
        id: 'h',
        slug: 'h',
        name: 'Honey',
        unit: '500 GM',
        price: 300,
        quantity: 1,
        lots: [{ code: 'HNY-B', quantity: 1 }],
        shipsFrom: '2027-03-01',
      },
    ]);
    expect(
      packingList([
        { id: 'o1', orderNumber: 'ORD-000001', items: one },
        { id: 'o2', orderNumber: 'ORD-000002', items: two },
      ]),
    ).toEqual([
      {
        lot: 'HNY-A',
        product: 'Honey',
        productNe: 'मह',
        unit: '500 GM',
        total: 3,
        lines: [{ orderId: 'o1', orderNumber: 'ORD-000001', quantity: 3, shipsFrom: '' }],
      },
      {
        lot: 'HNY-B',
        product: 'Honey',
        productNe: 'मह',
        unit: '500 GM',
        total: 3,
        lines: [
          { orderId: 'o1', orderNumber: 'ORD-000001', quantity: 2, shipsFrom: '' },
          { orderId: 'o2', orderNumber: 'ORD-000002', quantity: 1, shipsFrom: '2027-03-01' },
        ],
      },
      {
        lot: '',
        product: 'Mint',
        productNe: '',
        unit: '1 bunch',
        total: 2,
        lines: [{ orderId: 'o1', orderNumber: 'ORD-000001', quantity: 2, shipsFrom: '' }],
      },
    ]);
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
