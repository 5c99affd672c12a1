// The money rules of packing (pocketbase/pb_hooks/lib/packing-rules.js, docs/rules.md "Packing: weights and
// substitutions"), table-driven: rounding to whole rupees, tolerance, substitutes at a lower and a higher price, a
// coupon percent on a changed total, a lighter parcel under a coupon's minimum.
import { describe, expect, it } from 'vitest';
import rules from '../../../pocketbase/pb_hooks/lib/packing-rules.js';

const weightLine = (extra: Record<string, unknown> = {}) => ({
  id: 'pumpkin',
  name: 'Pumpkin',
  price: 120,
  quantity: 2,
  lineTotal: 240,
  pricePerKg: 120,
  nominalKg: 1,
  tolerance: 10,
  lots: [
    { code: 'PMK-A', quantity: 1 },
    { code: 'PMK-B', quantity: 1 },
  ],
  ...extra,
});

describe('rounding a weighed line to whole rupees (half a rupee up)', () => {
  it.each([
    [120, 2.15, 258],
    [100, 1.15, 115], // not 114.99…: worked in grams
    [10, 1.05, 11], // Rs. 10.50 → 11
    [10, 1.049, 10], // Rs. 10.49 → 10
    [33, 0.5, 17], // Rs. 16.50 → 17
    [33, 0.333, 11], // Rs. 10.989 → 11
    [1200, 0.0004, 0], // below a gram counts 0 g
  ])('Rs. %i/kg × %f kg = Rs. %i', (perKg, kg, total) => {
    expect(rules.priceOfWeight(perKg, kg)).toBe(total);
  });

  it('a price per 100 g is ten times it per kg', () => {
    expect(rules.pricePerKg(12, '100 g')).toBe(120);
    expect(rules.pricePerKg(120, 'kg')).toBe(120);
    expect(rules.pricePerKg(120, '')).toBe(120);
  });
});

describe('tolerance', () => {
  it.each([
    [2.2, 2, 10, true],
    [1.8, 2, 10, true],
    [2.201, 2, 10, false],
    [1.799, 2, 10, false],
    [2, 2, 0, true],
    [2.001, 2, 0, false],
    [3, 2, 50, true],
  ])('%f kg against %f kg ±%i%% → within: %s', (kg, expected, tolerance, within) => {
    expect(rules.withinTolerance(kg, expected, tolerance)).toBe(within);
  });

  it('inside it, the line is repriced and its lots share the weight; outside, only with a reason', () => {
    const inside = rules.weigh(weightLine(), 2.15, '');
    expect(inside.line).toMatchObject({
      quantity: 2,
      weightKg: 2.15,
      lineTotal: 258,
      ordered: { quantity: 2, lineTotal: 240 },
      lots: [
        { code: 'PMK-A', quantity: 1, kg: 1.075 },
        { code: 'PMK-B', quantity: 1, kg: 1.075 },
      ],
    });
    expect(rules.weigh(weightLine(), 2.5, '').error).toMatch(/outside the tolerance of 10% around 2 kg: say why/);
    expect(rules.weigh(weightLine(), 2.5, 'Big ones').line).toMatchObject({ lineTotal: 300, weightReason: 'Big ones' });
  });

  it('a weight 5 times the expected one or more is a slip (grams typed as kg), refused even with a reason', () => {
    // 250 typed for 250 g on a line of 2 × about 1 kg would have charged Rs. 30,000.
    expect(rules.weigh(weightLine(), 250, 'as weighed')).toMatchObject({
      error: '250 kg is 125 times the 2 kg expected: type the weight in kg, e.g. 0.25 for 250 g.',
      problem: 'weight_slip',
      values: { kg: 250, expected: 2, times: 125 },
    });
    expect(rules.weigh(weightLine(), 10, 'as weighed').problem).toBe('weight_slip');
    // Just under 5 times stays the staff member's call, with a reason.
    expect(rules.weigh(weightLine(), 9.99, 'one huge pumpkin').line).toMatchObject({ weightKg: 9.99, lineTotal: 1199 });
    expect(rules.weigh(weightLine(), 9.99, '')).toMatchObject({
      problem: 'weight_outside',
      values: { kg: 9.99, expected: 2, tolerance: 10 },
    });
  });

  it('every refusal carries its key and the values its sentence was made from', () => {
    for (const [problem, words] of Object.entries(rules.PROBLEMS)) {
      const made = rules.refusal(problem, { kg: 1, expected: 2, times: 5, tolerance: 10, max: 300, before: 2 });
      expect(made.problem).toBe(problem);
      expect(made.error).toBe(words(made.values));
    }
    expect(rules.shorten(weightLine(), 2, 'x')).toMatchObject({ problem: 'short_not_fewer', values: { before: 2 } });
  });

  it('weighed again, the order-time values stay as they were first', () => {
    const once = rules.weigh(weightLine(), 2.15, '').line!;
    const twice = rules.weigh(once, 1.9, '').line!;
    expect(twice).toMatchObject({ lineTotal: 228, ordered: { quantity: 2, lineTotal: 240 } });
  });

  it('the same weight (and reason) weighed again changes nothing; another weight or reason does', () => {
    const once = rules.weigh(weightLine(), 2.15, '').line!;
    expect(rules.sameWeighing(weightLine(), once)).toBe(false);
    expect(rules.sameWeighing(once, rules.weigh(once, 2.15, '').line!)).toBe(true);
    // A reason typed within the tolerance is not kept: still the same line.
    expect(rules.sameWeighing(once, rules.weigh(once, 2.15, 'checked').line!)).toBe(true);
    expect(rules.sameWeighing(once, rules.weigh(once, 2.151, '').line!)).toBe(false);
    const outside = rules.weigh(once, 2.5, 'Big ones').line!;
    expect(rules.sameWeighing(outside, rules.weigh(outside, 2.5, 'Big ones').line!)).toBe(true);
    expect(rules.sameWeighing(outside, rules.weigh(outside, 2.5, 'Only big ones this week').line!)).toBe(false);
  });

  it.each([
    [Number.NaN, 'Type the packed weight'],
    [0, 'Type the packed weight'],
    [-1, 'Type the packed weight'],
    [1001, 'A packed weight is at most 1000 kg'],
  ])('refuses %f kg', (kg, message) => {
    expect(rules.weigh(weightLine(), kg, '').error).toMatch(message);
  });

  it('refuses to weigh a line not sold by weight', () => {
    expect(rules.weigh({ id: 'x', name: 'Honey', price: 300, quantity: 1 }, 1, '').error).toBe(
      'This line is not sold by weight.',
    );
  });
});

describe('the operator settings', () => {
  it.each([
    [{ sold_by_weight: true, weight_price: 0, nominal_kg: 1, weight_tolerance: 10 }, ['weight_price']],
    [{ sold_by_weight: true, weight_price: 120, nominal_kg: 0, weight_tolerance: 10 }, ['nominal_kg']],
    [{ sold_by_weight: true, weight_price: 120, nominal_kg: 1, weight_tolerance: 60 }, ['weight_tolerance']],
    [{ sold_by_weight: true, weight_price: 12.5, nominal_kg: 1, weight_tolerance: 10 }, ['weight_price']],
    [
      { sold_by_weight: false, weight_price: -1, nominal_kg: -1, weight_tolerance: -1 },
      ['weight_price', 'nominal_kg', 'weight_tolerance'],
    ],
    [{ sold_by_weight: false, weight_price: 0, nominal_kg: 0, weight_tolerance: 0 }, []],
    [{ sold_by_weight: true, weight_price: 120, nominal_kg: 1, weight_tolerance: 50 }, []],
    // 250 typed for 250 g; a unit that would cost Rs. 0; a sack of 50 kg is one unit still.
    [{ sold_by_weight: true, weight_price: 120, nominal_kg: 250, weight_tolerance: 10 }, ['nominal_kg']],
    [{ sold_by_weight: true, weight_price: 140, nominal_kg: 0.001, weight_tolerance: 10 }, ['nominal_kg']],
    [{ sold_by_weight: true, weight_price: 60, nominal_kg: 50, weight_tolerance: 10 }, []],
    // The unit names a weight: one unit is that weight, or the page says "Rs. 60 / 1 KG" above "about 0.5 kg".
    [{ sold_by_weight: true, weight_price: 120, nominal_kg: 0.5, weight_tolerance: 10, unit: '1 KG' }, ['nominal_kg']],
    [{ sold_by_weight: true, weight_price: 120, nominal_kg: 1, weight_tolerance: 10, unit: '500 GM' }, ['nominal_kg']],
    [{ sold_by_weight: true, weight_price: 120, nominal_kg: 0.5, weight_tolerance: 10, unit: '500 gm' }, []],
    [{ sold_by_weight: true, weight_price: 120, nominal_kg: 1.5, weight_tolerance: 10, unit: '1 PC' }, []],
    [{ sold_by_weight: false, weight_price: 0, nominal_kg: 0, weight_tolerance: 0, unit: '1 KG' }, []],
    [{ sold_by_weight: true, weight_price: 5, nominal_kg: 0.1, weight_tolerance: 10, weight_price_per: '100 g' }, []],
    [{ sold_by_weight: true, weight_price: 5, nominal_kg: 0.05, weight_tolerance: 10 }, ['nominal_kg']],
  ])('%o → errors on %o', (settings, fields) => {
    expect(Object.keys(rules.productProblems(settings)).sort()).toEqual([...fields].sort());
  });

  it('says what is wrong with the weight an operator typed', () => {
    const settings = { sold_by_weight: true, weight_price: 120, weight_tolerance: 10 };
    expect(rules.productProblems({ ...settings, nominal_kg: 250 }).nominal_kg).toBe(
      'One unit weighs at most 50 kg: type it in kg, e.g. 0.25 for 250 g.',
    );
    expect(rules.productProblems({ ...settings, nominal_kg: 0.004 }).nominal_kg).toBe(
      '0.004 kg costs less than Rs. 1 at this price: type the weight of one unit in kg, e.g. 0.25 for 250 g.',
    );
    // Its unit price: round(kg × price per kg), per 100 g read as ten times that per kg.
    expect(rules.unitPrice({ weight_price: 120, nominal_kg: 0.25 })).toBe(30);
    expect(rules.unitPrice({ weight_price: 12, nominal_kg: 0.25, weight_price_per: '100 g' })).toBe(30);
  });
});

describe('short lines and substitutes', () => {
  const beans = {
    id: 'beans',
    name: 'Beans',
    price: 100,
    quantity: 2,
    lineTotal: 200,
    lots: [
      { code: 'B-1', quantity: 1 },
      { code: 'B-2', quantity: 1 },
    ],
  };
  const short = rules.shorten(beans, 1, 'Hail').line!;

  it('a short line keeps what was ordered and loses the last lot drawn first', () => {
    expect(short).toMatchObject({
      quantity: 1,
      lineTotal: 100,
      ordered: { quantity: 2, lineTotal: 200 },
      lots: [{ code: 'B-1', quantity: 1 }],
    });
    expect(rules.shorten(beans, 0, 'None').line).toMatchObject({ quantity: 0, lineTotal: 0, lots: [] });
    expect(rules.shorten(beans, 2, 'x').error).toMatch(/fewer than the 2/);
    expect(rules.shorten(beans, 1, '').error).toMatch(/Say why/);
  });

  const yes = { by: 'Sita', at: '2026-11-29T05:00:00.000Z' };
  it.each([
    ['substitute', 90, null, { needsYes: false, missing: 100 }],
    ['substitute', 100, null, { needsYes: false, missing: 100 }],
    [
      'substitute',
      150,
      null,
      { error: 'The substitute costs more than the Rs. 100 missing: record who said yes, and when.' },
    ],
    ['substitute', 150, yes, { needsYes: true }],
    ['call', 90, null, { error: 'The shopper asked to be called: record who said yes, and when.' }],
    ['', 90, null, { error: 'The shopper asked to be called: record who said yes, and when.' }],
    ['call', 90, yes, { needsYes: true }],
    ['leave_out', 90, yes, { error: 'The shopper asked to leave it out and not be charged: no substitute.' }],
  ] as const)('choice "%s", substitute Rs. %i, yes %o → %o', (choice, total, approval, expected) => {
    expect(rules.substituteCheck(choice, short, total, 0, approval)).toMatchObject(expected);
  });

  it('a substitute needs the line short first, and counts what other substitutes already cover', () => {
    expect(rules.substituteCheck('substitute', beans, 50, 0, null).error).toMatch(/Mark the line short first/);
    expect(rules.substituteCheck('substitute', short, 50, 60, null).error).toMatch(/Rs\. 40 missing/);
  });

  it('a yes names who and when, not in the future', () => {
    const now = Date.parse('2026-11-29T06:00:00Z');
    expect(rules.approvalOf('', '', now)).toEqual({ approval: null });
    expect(rules.approvalOf('Sita', '2026-11-29T05:59:00Z', now)).toEqual({
      approval: { by: 'Sita', at: '2026-11-29T05:59:00.000Z' },
    });
    expect(rules.approvalOf('Sita', '', now).error).toMatch(/when/);
    expect(rules.approvalOf('', '2026-11-29T05:59:00Z', now).error).toMatch(/who/);
    expect(rules.approvalOf('Sita', '2026-11-30T05:59:00Z', now).error).toBe(
      'That time has not come yet: write when they said yes.',
    );
  });
});

describe('the order total after packing', () => {
  const order = { deliveryCharge: 150, discount_amount: 0, delivery_discount_amount: 0 };
  it.each([
    ['no coupon, heavier', [{ lineTotal: 258 }], null, 0, { subtotal: 258, discount_amount: 0, total: 408 }],
    ['no coupon, lighter', [{ lineTotal: 228 }], null, 0, { subtotal: 228, total: 378 }],
    [
      'percent coupon on the packed subtotal',
      [{ lineTotal: 258 }],
      { type: 'percent', value: 10 },
      24,
      { discount_amount: 25, total: 383 },
    ],
    ['percent floors', [{ lineTotal: 229 }], { type: 'percent', value: 10 }, 24, { discount_amount: 22, total: 357 }],
    ['flat coupon stays', [{ lineTotal: 258 }], { type: 'flat', value: 50 }, 50, { discount_amount: 50, total: 358 }],
    [
      'flat coupon capped at a smaller subtotal',
      [{ lineTotal: 30 }],
      { type: 'flat', value: 50 },
      50,
      { discount_amount: 30, total: 150 },
    ],
    [
      'unreadable coupon keeps the order-time discount',
      [{ lineTotal: 258 }],
      null,
      40,
      { discount_amount: 40, total: 368 },
    ],
    ['a line left out counts 0', [{ lineTotal: 0 }, { lineTotal: 90 }], null, 0, { subtotal: 90, total: 240 }],
  ] as const)('%s', (_name, lines, coupon, ordered, expected) => {
    expect(rules.recompute([...lines], { ...order, discount_amount: ordered }, coupon)).toMatchObject(expected);
  });

  it('a lighter parcel under a free-delivery coupon minimum keeps the free delivery: never more than quoted for it', () => {
    // Quoted: 520 of goods, coupon "free delivery over Rs. 500" took the 150 delivery off. Packed: 480.
    const packed = rules.recompute(
      [{ lineTotal: 480 }],
      { deliveryCharge: 150, discount_amount: 0, delivery_discount_amount: 150 },
      { type: 'none', value: 0 },
    );
    expect(packed).toEqual({
      subtotal: 480,
      deliveryCharge: 150,
      discount_amount: 0,
      delivery_discount_amount: 150,
      total: 480,
    });
  });
});

describe("an operator's correction kept through packing", () => {
  const percent = { type: 'percent', value: 10 };
  const placed = [{ lineTotal: 600 }, { lineTotal: 400 }];
  it('a goodwill discount on top of the coupon stays on top of it, however the weights change the subtotal', () => {
    // 10% of 1000 is 100; the operator gave Rs. 50 more.
    const kept = rules.keptCorrections(placed, { subtotal: 1000, discount_amount: 150 }, percent);
    expect(kept).toEqual({ subtotal: 0, discount: 50 });
    const order = { deliveryCharge: 100, discount_amount: 150, delivery_discount_amount: 0 };
    expect(rules.recompute([{ lineTotal: 640 }, { lineTotal: 400 }], order, percent, kept)).toEqual({
      subtotal: 1040,
      deliveryCharge: 100,
      discount_amount: 154,
      delivery_discount_amount: 0,
      total: 986,
    });
    // a free-delivery coupon (no item discount) and none: the goodwill discount stays as typed
    for (const coupon of [{ type: 'none', value: 0 }, null]) {
      const goodwill = rules.keptCorrections(placed, { subtotal: 1000, discount_amount: 50 }, coupon);
      expect(rules.recompute([{ lineTotal: 900 }], { ...order, discount_amount: 50 }, coupon, goodwill)).toMatchObject({
        subtotal: 900,
        discount_amount: 50,
        total: 950,
      });
    }
  });

  it("a correction's new subtotal takes the coupon's discount on it, with what was typed apart kept apart", () => {
    const percent10 = { type: 'percent', value: 10 };
    expect(rules.discountOn(percent10, 1400, { subtotal: 1000, discount_amount: 100 })).toBe(140);
    expect(rules.discountOn(percent10, 1400, { subtotal: 1000, discount_amount: 150 })).toBe(190);
    expect(rules.discountOn({ type: 'flat', value: 100 }, 60, { subtotal: 1000, discount_amount: 100 })).toBe(60);
    // no coupon readable: the discount as it stands, never more than the subtotal
    expect(rules.discountOn(null, 1400, { subtotal: 1000, discount_amount: 150 })).toBe(150);
    expect(rules.discountOn(null, 100, { subtotal: 1000, discount_amount: 150 })).toBe(100);
  });

  it('a line kept without its total counts its price × quantity', () => {
    const kept = rules.keptCorrections(
      [{ price: 100, quantity: 2 }, { lineTotal: 300 }],
      { subtotal: 500, discount_amount: 0 },
      null,
    );
    expect(kept.subtotal).toBe(0);
  });

  it('a subtotal lowered by hand stays lowered by as much; nothing goes below 0', () => {
    const kept = rules.keptCorrections(placed, { subtotal: 550, discount_amount: 0 }, null);
    expect(kept).toEqual({ subtotal: -450, discount: 0 });
    const order = { deliveryCharge: 100, discount_amount: 0, delivery_discount_amount: 0 };
    expect(rules.recompute([{ lineTotal: 650 }, { lineTotal: 400 }], order, null, kept)).toMatchObject({
      subtotal: 600,
      total: 700,
    });
    expect(rules.recompute([{ lineTotal: 300 }], order, null, kept)).toMatchObject({ subtotal: 0, total: 100 });
    // nothing set apart: as the rules alone work it out
    expect(rules.keptCorrections(placed, { subtotal: 1000, discount_amount: 100 }, percent)).toEqual({
      subtotal: 0,
      discount: 0,
    });
    // an order with no lines keeps no subtotal apart (it had no lines to sum)
    expect(rules.keptCorrections([], { subtotal: 450, discount_amount: 0 }, null)).toEqual({
      subtotal: 0,
      discount: 0,
    });
  });
});

describe("a phone order's line sold by weight", () => {
  const weighed = { id: 'p', price: 75, quantity: 2, pricePerKg: 150, nominalKg: 0.5, tolerance: 10 };
  it("takes its product's weights when typed at the product's price, its total worked out", () => {
    const typed = { id: 'p', price: 75, quantity: 2 };
    expect(rules.phoneLineWeights(typed, weighed)).toBe(weighed);
    expect(rules.phoneLineWeights({ ...typed, lineTotal: 150 }, { ...weighed, lineTotal: 150 })).toMatchObject({
      pricePerKg: 150,
    });
  });
  it('keeps a price or total agreed on the phone, and weights typed of its own, as typed', () => {
    for (const typed of [
      { id: 'p', price: 70, quantity: 2 },
      { id: 'p', price: 75, quantity: 2, lineTotal: 140 },
      { id: 'p', price: 75, quantity: 2, pricePerKg: 140 },
    ])
      expect(rules.phoneLineWeights(typed, { ...typed, ...weighed, price: typed.price })).toBe(typed);
    // not sold by weight: as typed
    const plain = { id: 'q', price: 10, quantity: 1 };
    expect(rules.phoneLineWeights(plain, plain)).toBe(plain);
  });
});

describe('compare-and-set state', () => {
  it('a line is what its units and packed weight say', () => {
    const alone = (line: Record<string, unknown>) => [line, [line]] as const;
    expect(rules.sameState(...alone({ quantity: 2 }), { quantity: 2, weightKg: null })).toBe(true);
    expect(rules.sameState(...alone({ quantity: 2, weightKg: 1.9 }), { quantity: 2, weightKg: null })).toBe(false);
    expect(rules.sameState(...alone({ quantity: 2, weightKg: 1.9 }), { quantity: '2', weightKg: '1.9' })).toBe(true);
    expect(rules.sameState(...alone({ quantity: 1 }), { quantity: 2, weightKg: '' })).toBe(false);
  });

  it('and the units of the substitutes added for it, when the form says what it saw of them', () => {
    const beans = { id: 'beans', quantity: 0 };
    const peas = { id: 'peas', quantity: 1, substituteFor: 'beans' };
    const taken = { id: 'corn', quantity: 0, substituteFor: 'beans' };
    const lines = [beans, peas, taken];
    expect(rules.lineState(beans, lines)).toEqual({ quantity: 0, weightKg: null, substitutes: 1 });
    expect(rules.sameState(beans, lines, { quantity: 0, weightKg: null, substitutes: 0 })).toBe(false);
    expect(rules.sameState(beans, lines, { quantity: 0, weightKg: null, substitutes: '1' })).toBe(true);
    expect(rules.sameState(beans, lines, { quantity: 0, weightKg: null })).toBe(true);
    expect(rules.lineState(peas, lines).substitutes).toBe(0);
  });
});
