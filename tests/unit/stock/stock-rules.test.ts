// The stock rules of the order hook (pocketbase/pb_hooks/lib/stock-rules.js) as plain functions, and the shop's side
// of them (src/features/stock/): what shoppers see and the stepper's maximum.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stepperMax, stockNote } from '@/features/stock/stock';
import { shipsFromLabel } from '@/features/stock/ships';
import { quantityBounds, addItem, setQuantity, type CartProduct } from '@/features/cart/rules';

interface Lot {
  id: string;
  code: string;
  stock_status: string;
  remaining: number;
  harvest_date: string;
  best_before?: string;
  created?: string;
}
const rules = (() => {
  const source = readFileSync(new URL('../../../pocketbase/pb_hooks/lib/stock-rules.js', import.meta.url), 'utf8');
  const module = { exports: {} as unknown };
  new Function('module', 'exports', source)(module, module.exports);
  return module.exports as {
    planLine(
      lots: Lot[],
      q: number,
    ): {
      short?: true;
      left?: number;
      take?: { code: string; quantity: number; preorder: boolean }[];
      shipsFrom?: string;
    };
    lotFigures(lot: Record<string, unknown>, taken: number, undelivered: number): Record<string, number>;
    unfilled(
      units: number,
      draws: { order: string; quantity: number }[],
    ): { order: string; quantity: number; missing: number }[];
    deliveryFrom(ships: string, orderDate: string, estimated: string): string;
    deleteProblem(status: string): string;
    lotMoveProblem(taken: number): string;
  };
})();

const lot = (code: string, remaining: number, harvest: string, extra: Partial<Lot> = {}): Lot => ({
  id: code,
  code,
  stock_status: '',
  remaining,
  harvest_date: `${harvest} 00:00:00.000Z`,
  ...extra,
});

describe('planLine', () => {
  it('takes the oldest harvest first and spans lots', () => {
    const plan = rules.planLine([lot('B', 10, '2026-10-20'), lot('A', 3, '2026-09-01')], 5);
    expect(plan.take).toEqual([
      { lot: 'A', code: 'A', quantity: 3, preorder: false },
      { lot: 'B', code: 'B', quantity: 2, preorder: false },
    ]);
  });
  it('puts the earliest best-before first', () => {
    const plan = rules.planLine(
      [
        lot('OLD', 5, '2026-08-01', { best_before: '2027-08-01' }),
        lot('SOON', 5, '2026-09-01', { best_before: '2026-12-01' }),
      ],
      1,
    );
    expect(plan.take?.[0]?.code).toBe('SOON');
  });
  it('refuses more than is left, with what is left', () => {
    expect(rules.planLine([lot('A', 2, '2026-09-01'), lot('B', 1, '2026-09-02')], 4)).toEqual({ short: true, left: 3 });
    expect(rules.planLine([], 1)).toEqual({ short: true, left: 0 });
  });
  it('pre-orders only when nothing is on sale, shipping from the latest expected harvest it draws', () => {
    const pre = [
      lot('P1', 2, '2027-03-01', { stock_status: 'pre-order' }),
      lot('P2', 5, '2027-04-01', { stock_status: 'pre-order' }),
    ];
    expect(rules.planLine([...pre, lot('S', 1, '2026-09-01')], 2)).toEqual({ short: true, left: 1 });
    const plan = rules.planLine(pre, 3);
    expect(plan.take?.map((t) => [t.code, t.quantity, t.preorder])).toEqual([
      ['P1', 2, true],
      ['P2', 1, true],
    ]);
    expect(plan.shipsFrom).toBe('2027-04-01');
    expect(rules.planLine([lot('C', 9, '2026-01-01', { stock_status: 'closed' })], 1)).toEqual({
      short: true,
      left: 0,
    });
  });
});

describe('lot figures and shortfalls', () => {
  it('remaining never goes below 0; a smaller harvest shows as shortfall', () => {
    expect(rules.lotFigures({ units: 10, stock_status: '' }, 4, 3)).toEqual({
      reserved: 3,
      remaining: 6,
      shortfall: 0,
    });
    expect(rules.lotFigures({ units: 5, stock_status: 'on sale' }, 8, 8)).toEqual({
      reserved: 8,
      remaining: 0,
      shortfall: 3,
    });
    expect(rules.lotFigures({ stock_status: 'pre-order', expected_units: 50, preorder_cap: 20 }, 5, 5)).toEqual({
      reserved: 5,
      remaining: 15,
      shortfall: 0,
    });
    expect(rules.lotFigures({ units: 9, stock_status: 'closed' }, 1, 0).remaining).toBe(0);
  });
  it('the orders a shortfall cannot fill are the newest, listed newest first', () => {
    const draws = [
      { order: 'first', quantity: 2 },
      { order: 'second', quantity: 3 },
      { order: 'third', quantity: 2 },
    ];
    expect(rules.unfilled(4, draws)).toEqual([
      { order: 'third', quantity: 2, missing: 2 },
      { order: 'second', quantity: 3, missing: 1 },
    ]);
    expect(rules.unfilled(7, draws)).toEqual([]);
  });
  it('a pre-order arrives as long after its ships-from day as an order normally takes', () => {
    expect(rules.deliveryFrom('2027-04-01', '2026-11-01T10:00:00.000Z', '2026-11-03T10:00:00.000Z')).toBe(
      '2027-04-03T00:00:00.000Z',
    );
  });
});

describe('what shoppers see', () => {
  it('"Only N left" below 10, "Out of Stock" at 0', () => {
    expect(stockNote({ left: 3, shipsFrom: '' })).toBe('Only 3 left');
    expect(stockNote({ left: 10, shipsFrom: '' })).toBe('');
    expect(stockNote({ left: 0, shipsFrom: '' })).toBe('Out of Stock');
    expect(stockNote(null)).toBe('');
  });
  it('the stepper stops at the smaller of 99 and what is left, in the cart too', () => {
    expect(stepperMax(undefined)).toBe(99);
    expect(stepperMax(3)).toBe(3);
    expect(stepperMax(500)).toBe(99);
    expect(quantityBounds(undefined, 3)).toEqual({ min: 1, max: 3 });
    const honey = { id: 'h', name: 'Honey', maxQuantity: 3 } as CartProduct;
    const cart = addItem([], honey, 5);
    expect(cart[0]?.quantity).toBe(3);
    expect(setQuantity(cart, 'h', 50)[0]?.quantity).toBe(3);
  });
  it('ships from a day in AD and BS', () => {
    expect(shipsFromLabel('2026-12-02')).toMatch(/^Ships from 2 December 2026 · \d+ \w+ 2083/);
    expect(shipsFromLabel('')).toBe('');
    // Nepali pages: the BS date first, in Devanagari digits, and the AD date beside it.
    expect(shipsFromLabel('2026-12-02', 'ne')).toBe('१६ मंसिर २०८३ (२ डिसेम्बर २०२६) देखि पठाइन्छ');
    expect(shipsFromLabel('soon', 'ne')).toBe('');
  });
});

describe('deleteProblem', () => {
  it('an order may be deleted only while its units are in the store', () => {
    for (const status of ['Open', 'Confirmed', 'Cancelled']) expect(rules.deleteProblem(status)).toBe('');
    expect(rules.deleteProblem('Delivered')).toMatch(/^A delivered order cannot be deleted: its units are sold/);
    for (const status of ['Out for Delivery', 'Delivery failed']) {
      expect(rules.deleteProblem(status)).toContain(`An order that is ${status} cannot be deleted`);
    }
  });
});

describe('lotMoveProblem', () => {
  it('a lot may move to another product only while no order holds units of it', () => {
    expect(rules.lotMoveProblem(0)).toBe('');
    expect(rules.lotMoveProblem(1)).toMatch(/^Orders took 1 unit of this lot as its product, so it cannot become/);
    expect(rules.lotMoveProblem(2)).toContain('Orders took 2 units of this lot');
  });
});
