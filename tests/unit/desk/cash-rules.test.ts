// The cash and payout rules (pocketbase/pb_hooks/lib/cash-rules.js, docs/rules.md "Cash and payouts"): what a rider
// may record at the door, a rider's day in figures, and payout rows that always add up to the delivered lines.
import { describe, expect, it } from 'vitest';
import rules from '../../../pocketbase/pb_hooks/lib/cash-rules.js';
import { payoutRange } from '@/features/cash/range';
import en from '../../../messages/en.json';
import ne from '../../../messages/ne.json';

describe('cashProblem', () => {
  it('takes the full amount without a reason; a difference needs short or change not given', () => {
    expect(rules.cashProblem(950, 950, '', '')).toBe('');
    expect(rules.cashProblem(950, 900, '', '')).toContain('say why');
    expect(rules.cashProblem(950, 900, 'refused', '')).toContain('say why');
    expect(rules.cashProblem(950, 900, 'short', '')).toBe('');
    expect(rules.cashProblem(950, 1000, 'short', '')).toContain('not short');
    expect(rules.cashProblem(950, 1000, 'no_change', '')).toBe('');
    // Paid by wallet (nothing due): cash typed as change not given would ask the rider to hand in a second payment.
    expect(rules.cashProblemKey(0, 970, 'no_change', '')).toBe('nothing_due');
    expect(rules.cashProblemKey(0, 0.01, 'no_change', '')).toBe('nothing_due');
    expect(rules.cashProblemKey(0, 0, '', '')).toBe('');
  });
  it('refuses what is not an amount', () => {
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY, '950', 10.005, 2_000_000]) {
      expect(rules.cashProblem(950, bad, 'short', '')).not.toBe('');
    }
    expect(rules.cashProblem(950, 900, 'short', 'x'.repeat(301))).toContain('300');
  });
});

describe('deliveryProblem', () => {
  it('refuses Delivered while cash is due; a paid or free order, or another step, passes', () => {
    expect(rules.deliveryProblem('Out for Delivery', 'Delivered', 450, 'cod', 'cod')).toContain(
      'record the cash collected',
    );
    expect(rules.deliveryProblem('Out for Delivery', 'Delivered', 450, '', '')).toContain('cash form');
    expect(rules.deliveryProblem('Out for Delivery', 'Delivered', 450, 'paid', 'esewa')).toBe('');
    expect(rules.deliveryProblem('Out for Delivery', 'Delivered', 0, 'cod', 'cod')).toBe('');
    expect(rules.deliveryProblem('Out for Delivery', 'Delivery failed', 450, 'cod', 'cod')).toBe('');
    expect(rules.deliveryProblem('Delivered', 'Delivered', 450, 'cod', 'cod')).toBe('');
    // A new order (no stored status) does not start Delivered with cash due either.
    expect(rules.deliveryProblem('', 'Delivered', 450, 'cod', 'cod')).toContain('cash form');
    expect(rules.deliveryProblem('', 'Out for Delivery', 450, 'cod', 'cod')).toBe('');
    // A cash order that a late wallet payment made refund_due (paid twice): its cash is still the rider's to collect.
    expect(rules.deliveryProblem('Out for Delivery', 'Delivered', 450, 'refund_due', 'cod')).toContain('cash form');
  });

  it("counts a cash order's total as due whatever a late wallet payment made of its state", () => {
    expect(rules.cashDue(450, 'refund_due', 'cod')).toBe(450);
    expect(rules.cashDue(450, 'refund_due', 'esewa')).toBe(0);
    expect(rules.cashDue(450, 'paid', 'khalti')).toBe(0);
    expect(rules.cashDue(450, '', '')).toBe(450);
  });
});

describe('dayFigures', () => {
  const order = (id: string, total: number, collected: number, reason = '', settlement = '') => ({
    id,
    orderNumber: id,
    status: reason === 'refused' ? 'Cancelled' : 'Delivered',
    total,
    collected,
    reason,
    settlement,
  });
  it('refused orders owe nothing; outstanding is collected less handed over; pending are the unsettled', () => {
    const figures = rules.dayFigures(
      [order('a', 500, 500, '', 's1'), order('b', 300.5, 250, 'short'), order('c', 700, 0, 'refused')],
      [{ id: 's1', kind: 'close', due: 500, collected: 500, handed_over: 480 }],
    );
    expect(figures).toEqual({
      delivered: 2,
      refused: 1,
      due: 800.5,
      collected: 750,
      difference: -50.5,
      handedOver: 480,
      outstanding: 270,
      closed: true,
      pending: ['b', 'c'],
      pendingCollected: 250,
    });
  });
});

describe('settlementProblem', () => {
  const base = { handedOver: 100, note: '', seen: ['a'], pending: ['a'], closed: false };
  it('closes a day with cash recorded; a correction needs its note; nothing to close is said', () => {
    expect(rules.settlementProblem(base)).toBe('');
    expect(rules.settlementProblem({ ...base, pending: [] })).toContain('No cash');
    expect(rules.settlementProblem({ ...base, handedOver: -5 })).toContain('below zero');
    expect(rules.settlementProblem({ ...base, handedOver: Number.NaN })).toContain('amount');
    expect(rules.settlementProblem({ ...base, closed: true })).toContain('say why');
    expect(
      rules.settlementProblem({ ...base, closed: true, handedOver: -5, note: 'Miscounted', handedSoFar: 100 }),
    ).toBe('');
  });
  it('refuses an amount past the paisa, a zero correction, and a correction that takes the day below 0 or past the cap', () => {
    const closed = { ...base, closed: true, note: 'Miscounted', handedSoFar: 4000, pending: [] };
    expect(rules.settlementProblemKey({ ...base, handedOver: 100.123 })).toBe('handed_decimals');
    expect(rules.settlementProblemKey({ ...base, handedOver: rules.CASH_MAX + 1 })).toBe('handed_amount');
    expect(rules.settlementProblemKey({ ...closed, handedOver: 0 })).toBe('correction_zero');
    expect(rules.settlementProblemKey({ ...closed, handedOver: -0 })).toBe('correction_zero');
    // ...unless it takes in an order recorded since the close with no cash (refused at the door, or paid by wallet).
    expect(rules.settlementProblemKey({ ...closed, handedOver: 0, seen: ['late'], pending: ['late'] })).toBe('');
    expect(rules.settlementProblemKey({ ...closed, handedOver: -4000.01 })).toBe('correction_out_of_range');
    expect(rules.settlementProblemKey({ ...closed, handedOver: -4000 })).toBe('');
    // an extra zero typed on a day that handed over Rs. 4000 already
    expect(rules.settlementProblemKey({ ...closed, handedOver: 999_000 })).toBe('correction_out_of_range');
    expect(rules.settlementProblemKey({ ...closed, handedOver: 200 })).toBe('');
  });
  it('refuses the whole hand-over typed again as a correction when it makes more than was collected', () => {
    // Closed with Rs. 1800 of Rs. 1800 collected; the lead types 1800 again in the correction form.
    const closed = { ...base, closed: true, note: 'Recount', handedSoFar: 1800, collected: 1800, pending: [] };
    expect(rules.settlementProblemKey({ ...closed, handedOver: 1800 })).toBe('correction_repeats');
    // Closed with Rs. 900 of Rs. 1800 (the rider brought the rest later): the same amount again is the rest.
    expect(rules.settlementProblemKey({ ...closed, handedSoFar: 900, handedOver: 900 })).toBe('');
    expect(rules.settlementProblemKey({ ...closed, handedOver: 20 })).toBe('');
    expect(rules.settlementProblemKey({ ...closed, handedOver: -1800 })).toBe('');
  });
  it("each problem's English words on the desk are PocketBase's own sentence, and it has Nepali ones", () => {
    for (const [key, sentence] of Object.entries(rules.PROBLEMS)) {
      expect(en[`cash_problem_${key}` as keyof typeof en], key).toBe(sentence);
      expect(ne[`cash_problem_${key}` as keyof typeof ne], key).toMatch(/[\u0900-\u097F]/);
    }
    expect(rules.cashProblemKey(950, 1464.999, 'short', '')).toBe('cash_decimals');
  });
  it('sameIds compares as sets', () => {
    expect(rules.sameIds(['b', 'a'], ['a', 'b'])).toBe(true);
    expect(rules.sameIds(['a'], ['a', 'b'])).toBe(false);
  });
});

describe('payouts', () => {
  const lots = {
    'HNY-1': { code: 'HNY-1', product: 'Honey', cooperative: 'Bhujung', farmers: '' },
    'APL-1': { code: 'APL-1', product: 'Apples', cooperative: '', farmers: 'Ram, Sita' },
    'APL-2': { code: 'APL-2', product: 'Apples', cooperative: '', farmers: 'Ram, Sita' },
  };
  it('splits a line over its lots by units to the paisa; weighed lines count kg; rows add up to the lines', () => {
    const report = rules.payouts(
      [
        [
          { quantity: 3, lineTotal: 100, lots: [{ code: 'HNY-1', quantity: 3 }] },
          {
            quantity: 3,
            lineTotal: 100,
            lots: [
              { code: 'APL-1', quantity: 1 },
              { code: 'APL-2', quantity: 2 },
            ],
          },
        ],
        [
          { quantity: 2, lineTotal: 57.5, weightKg: 1.9, lots: [{ code: 'APL-1', quantity: 2 }] },
          { quantity: 0, lineTotal: 0, lots: [] },
          { quantity: 1, lineTotal: 40, lots: [] },
        ],
      ],
      lots,
      { Bhujung: 12.5 },
    );
    expect(report.rows).toEqual([
      expect.objectContaining({ payee: 'Bhujung', lot: 'HNY-1', units: 3, amount: 100, commission: 12.5, owed: 87.5 }),
      expect.objectContaining({
        payee: 'Ram, Sita',
        lot: 'APL-1',
        units: 1,
        kg: 1.9,
        amount: 33.33 + 57.5,
        commission: 0,
      }),
      expect.objectContaining({ payee: 'Ram, Sita', lot: 'APL-2', units: 2, amount: 66.67 }),
      expect.objectContaining({ payee: '', payeeKind: 'none', lot: '', units: 1, amount: 40 }),
    ]);
    expect(report.totals).toEqual({ lines: 297.5, amount: 297.5, commission: 12.5, owed: 285 });
  });
  it('lines with no lot are one row per product, each named for its own product', () => {
    const report = rules.payouts(
      [
        [
          { name: 'Hill Orange', quantity: 2, lineTotal: 360, lots: [] },
          { name: 'Jumla Apple', quantity: 1, lineTotal: 320, lots: [] },
        ],
        [{ name: 'Hill Orange', quantity: 1, lineTotal: 180 }],
      ],
      {},
      {},
    );
    expect(report.rows.map((r) => [r.payeeKind, r.product, r.units, r.amount])).toEqual([
      ['none', 'Hill Orange', 3, 540],
      ['none', 'Jumla Apple', 1, 320],
    ]);
    expect(report.totals).toEqual({ lines: 860, amount: 860, commission: 0, owed: 860 });
  });

  it('for any lines, owed plus commission equals the lines to the paisa', () => {
    let seed = 7;
    const rand = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let round = 0; round < 200; round++) {
      const orders = Array.from({ length: 1 + Math.floor(rand() * 4) }, () =>
        Array.from({ length: 1 + Math.floor(rand() * 3) }, () => {
          const a = 1 + Math.floor(rand() * 5);
          const b = Math.floor(rand() * 3);
          return {
            quantity: a + b,
            lineTotal: Math.round(rand() * 100000) / 100,
            lots: [{ code: 'HNY-1', quantity: a }, ...(b ? [{ code: 'APL-1', quantity: b }] : [])],
          };
        }),
      );
      const report = rules.payouts(orders, lots, { Bhujung: Math.round(rand() * 10000) / 100 });
      const paisa = (n: number) => Math.round(n * 100);
      const rows = report.rows.reduce(
        (s: number, r: { owed: number; commission: number }) => s + paisa(r.owed) + paisa(r.commission),
        0,
      );
      const lines = orders.flat().reduce((s, l) => s + paisa(l.lineTotal), 0);
      expect(rows).toBe(lines);
    }
  });
});

describe('payoutRange', () => {
  it('real days, first not after last, at most a year', () => {
    expect(payoutRange('2026-11-01', '2026-11-30')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(payoutRange('2026-11-30', '2026-11-01')).toBeNull();
    expect(payoutRange('2026-02-30', '2026-03-01')).toBeNull();
    expect(payoutRange('2024-01-01', '2026-01-01')).toBeNull();
    expect(payoutRange('', '2026-01-01')).toBeNull();
  });
});
