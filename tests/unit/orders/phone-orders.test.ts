// An order an operator makes in the dashboard (a phone order) holds what a placed one does
// (pocketbase/pb_hooks/lib/integrity.js newOrderProblems): the lines, the money and the fields only the shop writes.
import { describe, expect, it } from 'vitest';
import integrity from '../../../pocketbase/pb_hooks/lib/integrity.js';

const noMoney = { subtotal: 0, deliveryCharge: 0, discount_amount: 0, delivery_discount_amount: 0, total: 0 };
const check = (items: unknown, money: Partial<typeof noMoney> = {}, typed: string[] = [], paymentMethod = '') =>
  integrity.newOrderProblems({ items, money: { ...noMoney, ...money }, typed, paymentMethod });
const apple = { id: 'p1', name: 'Jumla Apple', price: 320, quantity: 2 };

describe('a phone order', () => {
  it("works out each line's total, the subtotal and the total when they are left empty", () => {
    const honey = { id: 'p2', name: 'Honey', price: 500, quantity: 1 };
    const checked = check([apple, honey], { deliveryCharge: 100, discount_amount: 40 });
    expect(checked.errors).toEqual({});
    expect(checked.items).toEqual([
      { ...apple, lineTotal: 640 },
      { ...honey, lineTotal: 500 },
    ]);
    expect(checked.money).toMatchObject({ subtotal: 1140, total: 1200 });
  });

  it("keeps a line's own total (a weighed line) and checks the amounts typed against the lines", () => {
    const weighed = { ...apple, lineTotal: 608, weightKg: 1.9 };
    expect(check([weighed], { subtotal: 608, deliveryCharge: 100, total: 708 })).toMatchObject({
      errors: {},
      money: { subtotal: 608, total: 708 },
    });
    expect(check([apple], { subtotal: 600 }).errors).toEqual({
      subtotal: "The subtotal must be the lines' total, Rs. 640; leave it empty to have it worked out.",
    });
    expect(check([apple], { deliveryCharge: 100, total: 640 }).errors).toEqual({
      total:
        'The total must be subtotal + delivery charge - discounts = Rs. 740; leave it empty to have it worked out.',
    });
  });

  it('refuses a line without its product id, a part quantity and paisa, saying which line', () => {
    const { id: _id, ...noId } = apple;
    expect(check([apple, { ...noId, productId: 'p1' }]).errors.items).toMatch(/^Item line 2 needs "id"/);
    expect(check([{ ...apple, quantity: 1.5 }]).errors.items).toMatch(/^Item line 1 needs a whole "quantity"/);
    expect(check([{ ...apple, quantity: -1 }]).errors.items).toMatch(/whole "quantity"/);
    expect(check([{ ...apple, quantity: 0 }]).errors.items).toMatch(/whole "quantity" of 1 or more/);
    // 0 only as packing leaves a line packed short, with what was ordered
    expect(check([{ ...apple, quantity: 0, lineTotal: 0, ordered: { quantity: 2 } }]).errors).toEqual({});
    expect(check([{ ...apple, price: 320.5 }]).errors.items).toMatch(/^Item line 1: its "price" and "lineTotal"/);
    expect(check([{ ...apple, lineTotal: -1 }]).errors.items).toMatch(/"lineTotal" are whole rupees/);
    expect(check([{ ...apple, name: ' ' }]).errors.items).toMatch(/needs a "name"/);
    expect(check(['apple']).errors.items).toMatch(/must be one line in braces/);
    // Its lots as the payouts read them, or none: a draw that is no lot would stop the payout report of its days.
    const drawn = { ...apple, lots: [{ code: 'LOT-1', quantity: 2 }], lot: 'LOT-1' };
    expect(check([drawn]).errors).toEqual({});
    for (const lots of [[null], 'LOT-1', [{ code: '', quantity: 1 }], [{ code: 'LOT-1', quantity: 1.5 }], ['LOT-1']])
      expect(check([apple, { ...apple, lots }]).errors.items).toMatch(/^Item line 2: its "lots" are the harvest lots/);
    expect(check([{ ...apple, lot: 7 }]).errors.items).toMatch(/"lot" one lot's code/);
    // A pre-order's first day as a day: the desk's day moves count from it.
    expect(check([{ ...drawn, shipsFrom: '2026-12-01' }]).errors).toEqual({});
    for (const shipsFrom of ['2026-12-01 00:00:00.000Z', '2026-02-30', 20261201])
      expect(check([{ ...apple, shipsFrom }]).errors.items).toMatch(/"shipsFrom" a day, e\.g\. "2026-12-01"/);
    expect(check({ apple: 2 }).errors.items).toMatch(/^Items must be a list of lines/);
    expect(check([apple], { deliveryCharge: 99.5 }).errors).toEqual({
      deliveryCharge: 'Write whole rupees, 0 or more, e.g. 450 (no paisa).',
    });
  });

  it('refuses weights typed on a line that packing could not weigh or price, saying which field', () => {
    const weighed = { ...apple, pricePerKg: 160, nominalKg: 1, tolerance: 10, weightKg: 2.1, lineTotal: 336 };
    expect(check([weighed]).errors).toEqual({});
    expect(check([{ ...weighed, nominalKg: 0.25, tolerance: 7.5, weightKg: null }]).errors).toEqual({});
    const refused: [string, unknown][] = [
      ['pricePerKg', 1e300],
      ['pricePerKg', 160.5],
      ['pricePerKg', 0],
      ['pricePerKg', '160'],
      ['nominalKg', -1],
      ['nominalKg', 0.0001],
      ['nominalKg', 250],
      ['tolerance', 1000],
      ['tolerance', -5],
      ['weightKg', 0],
      ['weightKg', 2100],
      ['weightKg', 'about 2'],
    ];
    for (const [field, value] of refused)
      expect(check([apple, { ...weighed, [field]: value }]).errors.items).toMatch(
        new RegExp(`^Item line 2: its "${field}" is .*; leave it out on a line not sold by weight\\.$`),
      );
  });

  it('keeps the total typed on an order with no lines, as before', () => {
    expect(check(null, { total: 450 })).toEqual({ errors: {}, items: null, money: { ...noMoney, total: 450 } });
    expect(check([], { total: 450 }).errors).toEqual({});
  });

  it('refuses what only the shop writes, a coupon and a wallet, under each field', () => {
    const { errors } = check([apple], {}, ['accessToken', 'cash_rider', 'coupon_used'], 'esewa');
    expect(Object.keys(errors).sort()).toEqual(['accessToken', 'cash_rider', 'coupon_used', 'payment_method']);
    expect(errors.accessToken).toMatch(/written by the shop .* stays empty on an order made here/);
    expect(errors.coupon_used).toMatch(/type the discount in discount_amount instead/);
    expect(errors.payment_method).toMatch(/paid in cash on delivery/);
    expect(check([apple], {}, [], 'cod').errors).toEqual({});
    expect(integrity.SHOP_WRITTEN).toEqual(expect.arrayContaining(['accessToken', 'cash_collected', 'settlement']));
  });
});

describe("a correction's lines", () => {
  const stored = { id: 'p1', name: 'Jumla Apple', price: 320, quantity: 2, lots: [{ code: 'LOT-1', quantity: 2 }] };
  it("refuses lots that are no lots, but not those copied unchanged from the order's own line", () => {
    const old = { ...stored, lots: ['LOT-1'] };
    expect(integrity.itemsProblem([old], [old])).toBe('');
    expect(integrity.itemsProblem([old], [stored])).toMatch(/^Item line 1: its "lots" are the harvest lots/);
    expect(integrity.itemsProblem([{ ...stored, shipsFrom: null }], [stored])).toBe('');
    expect(integrity.itemsProblem([stored, { ...stored, id: 'p2', lots: [null] }], [stored])).toMatch(/^Item line 2/);
  });

  it("refuses weights no packing could use, but not those copied unchanged from the order's own line", () => {
    const weighed = { ...stored, pricePerKg: 160, nominalKg: 1, tolerance: 10, weightKg: 2.1 };
    expect(integrity.itemsProblem([weighed], [stored])).toBe('');
    expect(integrity.itemsProblem([{ ...weighed, weightKg: 2100 }], [weighed])).toMatch(
      /^Item line 1: its "weightKg" is the packed weight of the whole line in kg/,
    );
    const old = { ...weighed, tolerance: 80 };
    expect(integrity.itemsProblem([old], [old])).toBe('');
    expect(integrity.itemsProblem([{ ...old, quantity: 3 }], [old])).toBe('');
    expect(integrity.itemsProblem([{ ...old, pricePerKg: 1e300 }], [old])).toMatch(/"pricePerKg" is the price of 1 kg/);
  });

  it("does not pay one farmer for another's product: lots copied onto another product are dropped, cut on fewer units", () => {
    const drawn = {
      ...stored,
      quantity: 3,
      lots: [
        { code: 'LOT-A', quantity: 2 },
        { code: 'LOT-B', quantity: 1 },
      ],
    };
    const lines = (items: Record<string, unknown>[]) => {
      const result = integrity.correctedLines(items, [drawn]);
      if ('problem' in result) throw new Error(result.problem);
      return result.items;
    };
    // The line copied and made ghee: the apple farmers' lots go with it, not to the ghee.
    const [ghee] = lines([{ ...drawn, id: 'p9', name: 'Ghee', price: 900, quantity: 2, lineTotal: undefined }]);
    expect(ghee).toMatchObject({ id: 'p9', lineTotal: 1800 });
    expect(ghee).not.toHaveProperty('lots');
    const [labelled] = lines([{ id: 'p9', name: 'Ghee', price: 900, quantity: 1, lot: 'LOT-X' }]);
    expect(labelled.lot).toBe('LOT-X'); // typed for it: kept
    // One jar came back: the last lot drawn gives it up, so the units paid are the units delivered.
    const [fewer] = lines([{ ...drawn, quantity: 2, lineTotal: undefined }]);
    expect(fewer).toMatchObject({ lineTotal: 640, lots: [{ code: 'LOT-A', quantity: 2 }] });
    // Unchanged, or given lots of its own: as they are.
    expect(lines([drawn])[0].lots).toEqual(drawn.lots);
    const own = [{ code: 'LOT-C', quantity: 1 }];
    expect(lines([{ ...drawn, quantity: 1, lots: own, lineTotal: undefined }])[0].lots).toEqual(own);
  });
});
