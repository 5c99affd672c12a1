// placeOrder against the real server and PocketBase: the server's prices win,
// tampering is refused before anything is written, and the stored record has
// the docs/rules.md §3 fields.
import { beforeAll, describe, expect, it } from 'vitest';
import { callAction, expectData } from '@tests/harness/actions-client';
import { customer, expectedDelivery, orderCount, orderInput } from '@tests/harness/orders';
import { place, product, type SeedPlace, type SeedProduct } from '@tests/harness/seed';
import { adminPb } from '@tests/harness/stack';
import type { PlaceOrderResult } from '@/features/checkout/contract';
import { validateCustomer, validationToastText } from '@/features/checkout/validation';

let kathmandu: SeedPlace;
let apple: SeedProduct;
let honey: SeedProduct;
let turmeric: SeedProduct;
let lemongrass: SeedProduct;

beforeAll(async () => {
  kathmandu = await place('Kathmandu', 'Thamel');
  [apple, honey, turmeric, lemongrass] = await Promise.all(
    ['jumla-apple', 'chiuri-honey', 'turmeric-powder', 'lemongrass'].map((slug) => product(slug)),
  );
});

async function storedOrder(orderNumber: string) {
  const pb = await adminPb();
  return pb.collection('orders').getFirstListItem(pb.filter('orderNumber = {:n}', { n: orderNumber }));
}

describe('placeOrder stores what PocketBase says', () => {
  it('writes the docs/rules.md §3 order with server prices, delivery charge and totals', async () => {
    const lines = [
      { product: apple, quantity: 3 },
      { product: turmeric, quantity: 5 },
    ];
    const input = orderInput(kathmandu, lines);
    const before = Date.now();
    const result = await expectData<PlaceOrderResult>('placeOrder', input);

    expect(result.orderNumber).toMatch(/^ORD-\d{6}$/);
    expect(result.accessToken.length).toBeGreaterThanOrEqual(32);

    const stored = await storedOrder(result.orderNumber);
    const subtotal = apple.price * 3 + turmeric.price * 5;
    const delivery = expectedDelivery(lines, kathmandu.amount);
    expect(delivery).toBeGreaterThan(0);
    expect(stored).toMatchObject({
      status: 'Open',
      orderChannel: 'Website',
      failedAttempt: 0,
      customerName: 'Sita Sharma',
      phone: '9812345678',
      district: 'Kathmandu',
      city: 'Thamel',
      landmark: 'Opposite the Shiva temple, blue gate',
      notes: 'Please call before coming',
      subtotal,
      deliveryCharge: delivery,
      discount_amount: 0,
      delivery_discount_amount: 0,
      coupon_used: '',
      total: subtotal + delivery,
    });
    expect(stored.items).toEqual([
      // The apple is traceable: its line notes its latest harvest lot (tests/integration/trace/lots.test.ts checks which).
      {
        id: apple.id,
        slug: apple.slug,
        name: apple.name,
        // …and the Nepali name, for the Nepali order page.
        nameNe: 'जुम्लाको स्याउ',
        price: apple.price,
        quantity: 3,
        unit: apple.unit,
        lineTotal: apple.price * 3,
        lot: expect.stringMatching(/^[A-Z0-9][A-Z0-9-]+$/),
        image: expect.any(String),
      },
      {
        id: turmeric.id,
        slug: turmeric.slug,
        name: turmeric.name,
        nameNe: 'बेसार धुलो',
        price: turmeric.price,
        quantity: 5,
        unit: turmeric.unit,
        lineTotal: turmeric.price * 5,
        image: expect.any(String),
      },
    ]);
    const orderDate = Date.parse(stored.orderDate.replace(' ', 'T'));
    expect(orderDate).toBeGreaterThanOrEqual(before - 1000);
    // Without a day asked for, the first open day of the branch's route (docs/rules.md "Delivery days"), its noon in
    // Kathmandu the estimate; the valley's route delivers on Tuesdays and Fridays.
    expect(stored.delivery_day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect([2, 5]).toContain(new Date(`${stored.delivery_day}T00:00:00Z`).getUTCDay());
    expect(stored.estimatedDelivery).toBe(`${stored.delivery_day} 06:15:00.000Z`);
    expect(Date.parse(stored.estimatedDelivery.replace(' ', 'T'))).toBeGreaterThan(orderDate);

    // the session copy (docs/rules.md §3 Last order) mirrors the stored order
    expect(result.order).toMatchObject({
      orderNumber: result.orderNumber,
      status: 'confirmed',
      subtotal,
      deliveryCharge: delivery,
      total: subtotal + delivery,
      coupon_used: null,
      customerDetails: {
        name: 'Sita Sharma',
        phone: '9812345678',
        district: kathmandu.districtId,
        districtName: 'Kathmandu',
        city: kathmandu.cityId,
        cityName: 'Thamel',
        deliveryCharge: delivery,
      },
    });
    expect(result.order.items.map((i) => [i.id, i.price, i.quantity])).toEqual([
      [apple.id, apple.price, 3],
      [turmeric.id, turmeric.price, 5],
    ]);
  });

  it('records a coupon with its id and discount, and deducts it from the campaign budget', async () => {
    const pb = await adminPb();
    const coupon = await pb.collection('coupon').getFirstListItem('code = "DASHAIN100"');
    const budgetBefore = (await pb.collection('campaigns').getOne(coupon.campaign)).remaining_budget;
    const lines = [{ product: honey, quantity: 1 }];
    const base = orderInput(kathmandu, lines);
    const result = await expectData<PlaceOrderResult>('placeOrder', {
      ...base,
      couponCode: ' dashain100 ',
      expectedTotal: base.expectedTotal - 100,
    });
    const stored = await storedOrder(result.orderNumber);
    expect(stored).toMatchObject({ coupon_used: coupon.id, discount_amount: 100, total: base.expectedTotal - 100 });
    expect((await pb.collection('campaigns').getOne(coupon.campaign)).remaining_budget).toBe(budgetBefore - 100);
    expect(result.order).toMatchObject({ coupon_used: coupon.id, couponCode: 'DASHAIN100', discount_amount: 100 });
  });
});

describe('placeOrder refuses what the shopper did not see (CONFLICT, nothing written)', () => {
  it('refuses a tampered (lower) price and names the change', async () => {
    const before = await orderCount();
    const input = orderInput(kathmandu, [{ product: apple, quantity: 2, price: apple.price - 70 }]);
    const { error } = await callAction('placeOrder', input);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(error!.message).toBe(
      `The price of ${apple.name} changed from Rs. ${apple.price - 70} to Rs. ${apple.price}. Please review your cart.`,
    );
    expect(error!.details).toEqual({
      changes: [{ kind: 'price', id: apple.id, name: apple.name, seen: apple.price - 70, now: apple.price }],
    });
    expect(await orderCount()).toBe(before);
  });

  it('refuses a tampered total', async () => {
    const before = await orderCount();
    const input = orderInput(kathmandu, [{ product: apple, quantity: 2 }]);
    const { error } = await callAction('placeOrder', { ...input, expectedTotal: input.expectedTotal - 1 });
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(error!.message).toBe(
      `The order total changed from Rs. ${input.expectedTotal - 1} to Rs. ${input.expectedTotal}. Please review your cart.`,
    );
    expect(await orderCount()).toBe(before);
  });

  it.each([
    ['an invisible product', 'chia-seeds'],
    ['an unavailable product', 'sarlahi-litchi'],
  ])('refuses %s with the stock-check message', async (_label, slug) => {
    const gone = await product(slug);
    const before = await orderCount();
    const input = orderInput(kathmandu, [
      { product: apple, quantity: 1 },
      { product: gone, quantity: 1 },
    ]);
    const { error } = await callAction('placeOrder', input);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(error!.message).toBe(
      `Sorry, the following item(s) are no longer available: ${gone.name}. Please remove them from your cart to continue.`,
    );
    expect(await orderCount()).toBe(before);
  });

  it('refuses a product that does not exist', async () => {
    const before = await orderCount();
    const input = orderInput(kathmandu, [{ product: apple, quantity: 1 }]);
    input.items.push({ id: 'zzzzzzzzzzzzzzz', quantity: 1, price: 10 });
    const { error } = await callAction('placeOrder', input);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(error!.message).toContain('no longer available');
    expect(await orderCount()).toBe(before);
  });

  it("refuses a quantity below the product's minimum", async () => {
    expect(lemongrass.minOf).toBe(3);
    const { error } = await callAction('placeOrder', orderInput(kathmandu, [{ product: lemongrass, quantity: 2 }]));
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(error!.message).toBe(`The minimum order for ${lemongrass.name} is 3. Please review your cart.`);
  });

  it('refuses a coupon that is no longer valid, with its docs/rules.md message', async () => {
    const before = await orderCount();
    const input = orderInput(kathmandu, [{ product: honey, quantity: 1 }], { couponCode: 'SPRING2025' });
    const { error } = await callAction('placeOrder', input);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', message: 'This coupon has expired' });
    expect(await orderCount()).toBe(before);
  });
});

describe('placeOrder checks the delivery details', () => {
  it('answers the docs/rules.md validation messages joined like the toast', async () => {
    const input = orderInput(kathmandu, [{ product: apple, quantity: 1 }], {
      customer: customer(kathmandu, { name: '  ', phone: '12345', landmark: '' }),
    });
    const { error } = await callAction('placeOrder', input);
    expect(error).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'Name is required. Please enter a valid Nepali mobile number. Landmark is required.',
    });
  });

  // The island checks the same form with validateCustomer (no server round trip); the server must answer each of
  // these with exactly the toast text the island would show, and write nothing.
  it.each<[string, Record<string, string>]>([
    ['a name over 100 characters', { name: 'n'.repeat(150) }],
    ['a landmark with a control character and no name', { name: '', landmark: 'Chowk\u0000' }],
    ['notes over 500 characters and a phone of 21 characters', { notes: 'x'.repeat(600), phone: '9'.repeat(21) }],
    ['a district id over 50 characters', { districtId: 'd'.repeat(60) }],
  ])('answers %s with the messages the island shows', async (_label, patch) => {
    const sent = customer(kathmandu, patch);
    const island = validateCustomer({ ...sent, district: sent.districtId, city: sent.cityId });
    expect(island.length).toBeGreaterThan(0);
    const before = await orderCount();
    const { error } = await callAction(
      'placeOrder',
      orderInput(kathmandu, [{ product: apple, quantity: 1 }], { customer: sent }),
    );
    expect(error).toMatchObject({ status: 400, code: 'BAD_REQUEST', message: validationToastText(island) });
    expect(await orderCount()).toBe(before);
  });

  it('refuses a city/area that is not in the chosen district', async () => {
    const pokhara = await place('Kaski', 'Lakeside Pokhara');
    const input = orderInput(kathmandu, [{ product: apple, quantity: 1 }], {
      customer: customer(kathmandu, { cityId: pokhara.cityId, cityName: pokhara.cityName }),
    });
    const { error } = await callAction('placeOrder', input);
    expect(error).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(error!.message).toContain('not in the selected district');
  });

  it('stores the names PocketBase holds, not the names the browser sent', async () => {
    const input = orderInput(kathmandu, [{ product: apple, quantity: 1 }], {
      customer: customer(kathmandu, { districtName: 'Fake District', cityName: 'Fake City' }),
    });
    const result = await expectData<PlaceOrderResult>('placeOrder', input);
    expect(await storedOrder(result.orderNumber)).toMatchObject({ district: 'Kathmandu', city: 'Thamel' });
  });

  it('accepts a phone typed in Devanagari digits and stores its 10 Latin digits', async () => {
    const input = orderInput(kathmandu, [{ product: apple, quantity: 1 }], {
      customer: customer(kathmandu, { phone: '+९७७ ९८४१-२३४५६७' }),
    });
    const result = await expectData<PlaceOrderResult>('placeOrder', input);
    expect(await storedOrder(result.orderNumber)).toMatchObject({ phone: '9841234567' });
  });
});

describe('the other checkout actions', () => {
  it('lists all 77 districts sorted by name', async () => {
    const { districts } = await expectData<{ districts: { id: string; districtName: string }[] }>('listDistricts');
    expect(districts).toHaveLength(77);
    const names = districts.map((d) => d.districtName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    // Each with its Nepali name for Nepali pages (the seed gives every district one).
    expect(Object.keys(districts[0]!).sort()).toEqual(['districtName', 'districtName_ne', 'id']);
  });

  it("lists a district's branches with numeric amounts (also when stored as numeric strings)", async () => {
    const { branches } = await expectData<{ branches: { branchName: string; amount: number }[] }>('listBranches', {
      districtName: 'Lalitpur',
    });
    expect(branches.map((b) => [b.branchName, b.amount])).toEqual([
      ['Imadol', 130],
      ['Jawalakhel', 100],
      ['Pulchowk', 110],
    ]);
    const none = await expectData<{ branches: unknown[] }>('listBranches', {
      districtName: 'Kathmandu" || districtName != "',
    });
    expect(none.branches).toEqual([]);
  });

  it('quotes current prices, the branch delivery charge and a coupon', async () => {
    const jumla = await place('Jumla', 'Khalanga');
    const lines = [
      { product: turmeric, quantity: 4 },
      { product: honey, quantity: 1 },
    ];
    const quote = await expectData<Record<string, unknown>>('quote', {
      items: lines.map((l) => ({ id: l.product.id, quantity: l.quantity })),
      branchId: jumla.cityId,
      couponCode: 'tihar10',
    });
    const subtotal = turmeric.price * 4 + honey.price;
    const delivery = expectedDelivery(lines, 450);
    const discount = Math.floor(subtotal / 10);
    expect(quote).toMatchObject({
      subtotal,
      deliveryCharge: delivery,
      discount,
      deliveryDiscount: 0,
      total: subtotal + delivery - discount,
      coupon: { code: 'TIHAR10', discount, deliveryDiscount: 0, message: 'Coupon applied successfully' },
      couponError: null,
    });
    const failed = await expectData<Record<string, unknown>>('quote', {
      items: [{ id: turmeric.id, quantity: 1 }],
      couponCode: 'BIGBASKET',
    });
    expect(failed).toMatchObject({
      coupon: null,
      couponError: 'A minimum order of Rs. 5000 is required to use this coupon',
      discount: 0,
      deliveryCharge: 0,
      total: turmeric.price,
    });
  });

  it('quotes unavailable lines as unavailable and leaves them out of the subtotal', async () => {
    const litchi = await product('sarlahi-litchi');
    const quote = await expectData<{ lines: { id: string; available: boolean; price: number }[]; subtotal: number }>(
      'quote',
      {
        items: [
          { id: apple.id, quantity: 1 },
          { id: litchi.id, quantity: 2 },
        ],
      },
    );
    expect(quote.lines.map((l) => [l.id, l.available, l.price])).toEqual([
      [apple.id, true, apple.price],
      [litchi.id, false, litchi.price],
    ]);
    expect(quote.subtotal).toBe(apple.price);
  });

  it('checkStock names unavailable, hidden and deleted products with the docs/rules.md message', async () => {
    const [litchi, chia] = await Promise.all([product('sarlahi-litchi'), product('chia-seeds')]);
    const ok = await expectData('checkStock', { items: [{ id: apple.id }, { id: honey.id }] });
    expect(ok).toEqual({ unavailable: [], message: null });
    const stock = await expectData('checkStock', {
      items: [{ id: apple.id }, { id: litchi.id }, { id: chia.id }, { id: 'zzzzzzzzzzzzzzz', name: 'Old Pickle' }],
    });
    expect(stock).toEqual({
      unavailable: [
        { id: litchi.id, name: litchi.name },
        { id: chia.id, name: chia.name },
        { id: 'zzzzzzzzzzzzzzz', name: 'Old Pickle' },
      ],
      message: `Sorry, the following item(s) are no longer available: ${litchi.name}, ${chia.name}, Old Pickle. Please remove them from your cart to continue.`,
    });
  });
});
