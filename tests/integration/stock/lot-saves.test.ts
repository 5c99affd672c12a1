// Operators saving a lot while shoppers buy from it (docs/rules.md §5 "Stock allocation", "A lot's save never
// oversells"): the save computes the lot's reserved / remaining / shortfall in the same write transaction as it
// writes them (pocketbase/pb_hooks/stock.pb.js), so an order that commits while the save is in flight is never
// overwritten. Before, two operators' saves during a sale sold 13, 11 and 11 units of a 10-unit lot.
import { beforeAll, describe, expect, it } from 'vitest';
import { callAction } from '@tests/harness/actions-client';
import { customer, newKey, orderInput } from '@tests/harness/orders';
import { place, type SeedPlace } from '@tests/harness/seed';
import { adminPb } from '@tests/harness/stack';
import { lotFigures, stockedProduct, stockLot } from '@tests/harness/stock';
import type { PlaceOrderResult } from '@/features/checkout/contract';

let kathmandu: SeedPlace;

beforeAll(async () => {
  kathmandu = await place();
});

/**
 * Every field of a lot an operator can type in the dashboard, each with a value that keeps the lot on sale with
 * its 10 units; `remaining` and `reserved` typed by hand are among them (the save replaces them).
 */
const edits: Record<string, unknown>[] = [
  { origin_district: 'Kaski' },
  { origin_municipality: 'Pokhara' },
  { harvest_date: '2026-09-02', pack_date: '2026-09-03' },
  { best_before: '2027-03-01' },
  { quantity: 5, quantity_unit: 'kg' },
  { latitude: 28.2, longitude: 83.98 },
  { certification: 'participatory guarantee' },
  { journey: [] },
  { units: 10 },
  { stock_status: 'on sale' },
  { expected_units: 12, preorder_cap: 0 },
  { remaining: 10, reserved: 0, shortfall: 0 },
  { code: '' },
];

/** What an operator saves on a product meanwhile: none changes its price or stock (the summary is the shop's). */
const productEdits: Record<string, unknown>[] = [
  { nepaliName: 'व्यस्त मह' },
  { is_available: true },
  { stock_left: 10, stock_tracked: false },
  { isVisible: true },
];

async function saleWithSaves(run: number, saved: 'lots' | 'web_products' = 'lots') {
  const product = await stockedProduct(`Busy Lot Honey ${run}`);
  const lot = await stockLot(product, { units: 10, harvest_date: '2026-09-01' });
  const [id, changes] = saved === 'lots' ? [lot.id, edits] : [product.id, productEdits];
  // Two operators, each with their own session, saving the lot over and over until the sale is over.
  const operators = [await adminPb(), await adminPb()];
  let selling = true;
  let sold = 0;
  let saves = 0;
  const refused: unknown[] = [];
  const saving = operators.map(async (pb, who) => {
    for (let i = who; selling; i++) {
      // A refused save is kept for the assertion (an unhandled rejection mid-race would hide which edit it was).
      await pb
        .collection(saved)
        .update(id, changes[i % changes.length]!)
        .then(() => saves++)
        .catch((error) => refused.push(error));
    }
  });
  // The shop's checkout; beside a product saved over and over, an operator's phone orders (the checkout reads a
  // product changed under it again, and gives up after three reads).
  const admin = operators[0]!;
  const placeOne = (i: number): Promise<boolean> =>
    saved === 'lots'
      ? callAction<PlaceOrderResult>('placeOrder', {
          ...orderInput(kathmandu, [{ product, quantity: 1 }]),
          idempotencyKey: newKey(),
          customer: customer(kathmandu, { name: `Lot Saver Race ${run}-${i}` }),
        }).then((r) => r.data !== undefined)
      : admin
          .collection('orders')
          .create({
            customerName: `Product Saver Race ${run}-${i}`,
            phone: '9800000004',
            items: [{ id: product.id, name: product.name, price: 300, quantity: 1 }],
          })
          .then(
            () => {
              // The operators stop saving as the last unit sells: a save read before it and written after it is the
              // last word on the product (saves going on would read it again).
              if (++sold === 10) selling = false;
              return true;
            },
            (err: { response: { code?: number; data?: { items?: { code?: string } } } }) => {
              if (err.response.data?.items?.code !== 'out_of_stock') throw err;
              return false;
            },
          );
  const results = await Promise.all(Array.from({ length: 60 }, (_, i) => placeOne(i)));
  selling = false;
  await Promise.all(saving);
  return { product, lot, placed: results.filter(Boolean).length, saves, refused };
}

describe('saving a lot during a sale', () => {
  it('two operators saving every field of a 10-unit lot through a 60-way race: exactly 10 sold, figures exact', async () => {
    const pb = await adminPb();
    for (let run = 0; run < 3; run++) {
      const { product, lot, placed, saves, refused } = await saleWithSaves(run);
      expect(refused).toEqual([]);
      expect(saves).toBeGreaterThan(0);
      const draws = await pb
        .collection('order_allocations')
        .getFullList({ filter: pb.filter('lot = {:l} && returned = false', { l: lot.id }) });
      const drawn = draws.reduce((sum, d) => sum + d.quantity, 0);
      expect({ run, placed, drawn }).toEqual({ run, placed: 10, drawn: 10 });
      expect(await lotFigures(lot.id)).toEqual({ units: 10, reserved: 10, remaining: 0, shortfall: 0 });
      expect(await pb.collection('web_products').getOne(product.id)).toMatchObject({ stock_left: 0 });
    }
  });

  it('saving its product through the race leaves it sold out: a summary read before a sale is not written after it', async () => {
    const pb = await adminPb();
    for (let run = 10; run < 13; run++) {
      const { product, lot, placed, saves, refused } = await saleWithSaves(run, 'web_products');
      expect(refused).toEqual([]);
      expect(saves).toBeGreaterThan(0);
      expect({ run, placed }).toEqual({ run, placed: 10 });
      expect(await lotFigures(lot.id)).toEqual({ units: 10, reserved: 10, remaining: 0, shortfall: 0 });
      expect(await pb.collection('web_products').getOne(product.id)).toMatchObject({
        stock_tracked: true,
        stock_left: 0,
      });
    }
  });

  it('a save that lowers the units below what orders took names the shortfall instead of selling more', async () => {
    const { lot } = await saleWithSaves(3);
    const pb = await adminPb();
    await pb.collection('lots').update(lot.id, { units: 7 });
    expect(await lotFigures(lot.id)).toEqual({ units: 7, reserved: 10, remaining: 0, shortfall: 3 });
    // The field's help tells the operator so (it said the units could not go below what orders took).
    const units = (await pb.collections.getOne('lots')).fields.find((f: { name: string }) => f.name === 'units');
    expect(units?.help).toContain('the lot shows a shortfall');
  });

  it('a lot orders drew from cannot move to another product: neither product is oversold', async () => {
    const pb = await adminPb();
    const achar = await stockedProduct('Moved Lot Achar');
    const honey = await stockedProduct('Moved Lot Honey');
    const lot = await stockLot(achar, { units: 3 });
    await stockLot(honey, { units: 6 });
    const two = await callAction<PlaceOrderResult>(
      'placeOrder',
      orderInput(kathmandu, [{ product: achar, quantity: 2 }]),
    );
    expect(two.error).toBeUndefined();
    const moved = pb.collection('lots').update(lot.id, { product: honey.id });
    await expect(moved).rejects.toMatchObject({
      status: 400,
      response: { data: { product: { message: expect.stringContaining('Orders took 2 units of this lot') } } },
    });
    expect(await pb.collection('lots').getOne(lot.id)).toMatchObject({ product: achar.id, remaining: 1 });
    expect(await pb.collection('web_products').getOne(achar.id)).toMatchObject({ stock_tracked: true, stock_left: 1 });
    expect(await pb.collection('web_products').getOne(honey.id)).toMatchObject({ stock_left: 6 });
    // A lot no order took from (a typing slip in the product) still moves, and its units go with it.
    const slip = await stockLot(achar, { units: 4 });
    await pb.collection('lots').update(slip.id, { product: honey.id });
    expect(await pb.collection('web_products').getOne(honey.id)).toMatchObject({ stock_left: 10 });
    expect(await pb.collection('web_products').getOne(achar.id)).toMatchObject({ stock_left: 1 });
  });

  it("a lot's code is fixed once an order names it, by a draw or by its label; emptied in the form it stays", async () => {
    const pb = await adminPb();
    const code = (id: string) =>
      pb
        .collection('lots')
        .getOne(id)
        .then((l) => l.code as string);
    const recode = (id: string, to: string) =>
      pb
        .collection('lots')
        .update(id, { code: to })
        .then(
          () => 'saved',
          (err: { status: number; response: { data: { code?: { message: string } } } }) =>
            `${err.status}: ${err.response.data.code?.message}`,
        );
    // Drawn from: its lines, the payout report and the labels read the lot by this code.
    const honey = await stockedProduct('Recoded Lot Honey');
    const drawn = await stockLot(honey, { units: 5 });
    const order = await callAction<PlaceOrderResult>(
      'placeOrder',
      orderInput(kathmandu, [{ product: honey, quantity: 1 }]),
    );
    expect(order.error).toBeUndefined();
    expect(await recode(drawn.id, 'hny-new-1')).toBe(
      `400: Orders name this lot by its code ${drawn.code}: their lines, the farmers' payouts and the printed labels read it, so it cannot change now. Put the code back to ${drawn.code}; for a new code, make a new lot.`,
    );
    expect(await code(drawn.id)).toBe(drawn.code);
    // The same code typed in small letters is the same code: the rest of the save goes through.
    await pb.collection('lots').update(drawn.id, { code: drawn.code.toLowerCase(), origin_municipality: 'Besisahar' });
    expect(await pb.collection('lots').getOne(drawn.id)).toMatchObject({
      code: drawn.code,
      origin_municipality: 'Besisahar',
    });
    // A lot only traced (0 units) is named by the label of the lines sold while it was the newest.
    const traced = await stockedProduct('Recoded Label Achar');
    const label = await stockLot(traced, { units: 0 });
    const labelled = await callAction<PlaceOrderResult>(
      'placeOrder',
      orderInput(kathmandu, [{ product: traced, quantity: 1 }]),
    );
    expect(labelled.error).toBeUndefined();
    expect(await recode(label.id, 'ACH-NEW-1')).toContain('Orders name this lot by its code');
    // No order names it yet (a slip typed before selling): the code changes; emptied in the form, it stays.
    const fresh = await stockLot(honey, { units: 2, code: `SLP-${Date.now().toString(36).toUpperCase()}` });
    const retyped = `FIX-${Date.now().toString(36).toUpperCase()}`;
    expect(await recode(fresh.id, retyped)).toBe('saved');
    expect(await recode(fresh.id, '')).toBe('saved');
    expect(await code(fresh.id)).toBe(retyped);

    // Nor is a lot orders name deleted (drawn from, or named by a label): a sentence says why and what instead.
    const remove = (id: string) =>
      pb
        .collection('lots')
        .delete(id)
        .then(
          () => 'deleted',
          (err: { status: number; response: { message: string } }) => `${err.status}: ${err.response.message}`,
        );
    expect(await remove(drawn.id)).toBe(
      `400: Orders name this lot by its code ${drawn.code}: their lines, the farmers' payouts and the trace links read it, so it is kept. To sell nothing more from it, set stock_status to closed.`,
    );
    expect(await remove(label.id)).toContain(`Orders name this lot by its code ${label.code}`);
    expect(await code(label.id)).toBe(label.code);
    // A line named like a lot's code (in other letters) is no label of it: that lot is still deleted.
    const named = await pb.collection('orders').create({
      customerName: 'Lot Name Lookalike',
      phone: '9800000005',
      items: [{ id: traced.id, name: retyped.toLowerCase(), price: 300, quantity: 1 }],
    });
    expect(await remove(fresh.id)).toBe('deleted');
    await pb.collection('orders').delete(named.id);
  });

  it('a lot lowered to 0 after orders drew from it keeps its product sold out, never sold without limit', async () => {
    const pb = await adminPb();
    const product = await stockedProduct('Lowered Lot Achar');
    const lot = await stockLot(product, { units: 3 });
    const two = await callAction<PlaceOrderResult>('placeOrder', orderInput(kathmandu, [{ product, quantity: 2 }]));
    expect(two.error).toBeUndefined();
    await pb.collection('lots').update(lot.id, { units: 0 });
    expect(await lotFigures(lot.id)).toEqual({ units: 0, reserved: 2, remaining: 0, shortfall: 2 });
    expect(await pb.collection('web_products').getOne(product.id)).toMatchObject({
      stock_tracked: true,
      stock_left: 0,
    });
    const more = await callAction('placeOrder', orderInput(kathmandu, [{ product, quantity: 7 }]));
    expect(more.error).toMatchObject({ status: 409 });
    // A lot no order drew from is only traced at 0 units: its product sells as one without lots.
    const traced = await stockedProduct('Traced Only Achar');
    await stockLot(traced, { units: 0 });
    expect(await pb.collection('web_products').getOne(traced.id)).toMatchObject({ stock_tracked: false });
  });
});
