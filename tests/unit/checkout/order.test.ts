import { describe, expect, it } from 'vitest';
import { LAKESIDE_PLACE } from '@tests/harness/pickup-place';
import {
  buildLastOrder,
  buildPlacement,
  cartTotals,
  changeMessage,
  lineChanges,
  linesDeliveryCharge,
  linesSubtotal,
  priceLines,
  safeImage,
  totalChange,
  unavailableLines,
} from '@/features/checkout/order';
import type { ProductFacts } from '@/lib/data/products.parse';
import type { ShopOrder } from '@/lib/data/orders.parse';

const fact = (over: Partial<ProductFacts> & { id: string }): ProductFacts => ({
  slug: over.id,
  name: over.id,
  price: 100,
  unit: '1 KG',
  category: 'Vegetables',
  minOf: 0,
  is_available: true,
  isVisible: true,
  ...over,
});

const apple = fact({ id: 'apple', name: 'Jumla Apple', price: 280, category: 'Fruits' });
const honey = fact({ id: 'honey', name: 'Chiuri Honey', price: 950, unit: '500 GM', category: 'Honey' });
const dal = fact({ id: 'dal', name: 'Masoor Dal', price: 190, unit: '1 KG', category: 'Pulses', minOf: 2 });
const litchi = fact({ id: 'litchi', name: 'Litchi', is_available: false });
const chia = fact({ id: 'chia', name: 'Chia Seeds', isVisible: false });
const products = new Map([apple, honey, dal, litchi, chia].map((p) => [p.id, p]));

describe('priceLines and totals', () => {
  it("prices every line from the facts, ignoring nothing but the client's quantity", () => {
    const lines = priceLines(
      [
        { id: 'apple', quantity: 3 },
        { id: 'dal', quantity: 2 },
        { id: 'litchi', quantity: 1 },
        { id: 'gone', quantity: 1, name: 'Old Pickle' },
      ],
      products,
    );
    expect(lines.map((l) => [l.id, l.name, l.price, l.lineTotal, l.available, l.minQuantity])).toEqual([
      ['apple', 'Jumla Apple', 280, 840, true, 1],
      ['dal', 'Masoor Dal', 190, 380, true, 2],
      ['litchi', 'Litchi', 100, 100, false, 1],
      ['gone', 'Old Pickle', 0, 0, false, 1],
    ]);
    expect(linesSubtotal(lines)).toBe(840 + 380);
  });

  it('charges delivery only for orderable lines, and nothing without a branch', () => {
    const lines = priceLines(
      [
        { id: 'dal', quantity: 3 }, // 3 kg of "other" items: rate + rate × 1
        { id: 'litchi', quantity: 5 },
      ],
      products,
    );
    expect(linesDeliveryCharge(lines, 100)).toBe(200);
    expect(linesDeliveryCharge(lines, '100')).toBe(200);
    expect(linesDeliveryCharge(lines, null)).toBe(0);
  });

  it('applies a coupon only when it succeeded, capped like orderTotals', () => {
    const lines = priceLines([{ id: 'honey', quantity: 1 }], products);
    expect(cartTotals(lines, 50, null)).toEqual({
      subtotal: 950,
      deliveryCharge: 50,
      discount: 0,
      deliveryDiscount: 0,
      total: 1000,
    });
    const ok = {
      ok: true as const,
      message: 'Coupon applied successfully' as const,
      discount: 100,
      deliveryDiscount: 175,
      couponId: 'c',
      code: 'X',
    };
    expect(cartTotals(lines, 50, ok)).toEqual({
      subtotal: 950,
      deliveryCharge: 50,
      discount: 100,
      deliveryDiscount: 50,
      total: 850,
    });
    expect(cartTotals(lines, 50, { ok: false, reason: 'expired', message: 'This coupon has expired' }).total).toBe(
      1000,
    );
  });
});

describe('what changed since the shopper looked', () => {
  it('finds nothing when the cart matches PocketBase', () => {
    expect(
      lineChanges(
        [
          { id: 'apple', quantity: 1, price: 280 },
          { id: 'dal', quantity: 2, price: 190 },
        ],
        products,
      ),
    ).toEqual([]);
  });

  it('names a changed price', () => {
    const changes = lineChanges([{ id: 'apple', quantity: 1, price: 250 }], products);
    expect(changes).toEqual([{ kind: 'price', id: 'apple', name: 'Jumla Apple', seen: 250, now: 280 }]);
    expect(changeMessage(changes)).toBe(
      'The price of Jumla Apple changed from Rs. 250 to Rs. 280. Please review your cart.',
    );
  });

  it('a higher price the shopper saw is also a change (the server never guesses which is right)', () => {
    expect(lineChanges([{ id: 'apple', quantity: 1, price: 300 }], products)).toHaveLength(1);
  });

  it('names unavailable, hidden and deleted products with the docs/rules.md §8 sentence', () => {
    const changes = lineChanges(
      [
        { id: 'litchi', quantity: 1, price: 100 },
        { id: 'chia', quantity: 1, price: 100 },
        { id: 'gone', quantity: 1, price: 10 },
        { id: 'gone2', quantity: 1, price: 10, name: 'Old Pickle' },
      ],
      products,
    );
    expect(changes.map((c) => c.kind)).toEqual(['unavailable', 'unavailable', 'unavailable', 'unavailable']);
    expect(changeMessage(changes)).toBe(
      'Sorry, the following item(s) are no longer available: Litchi, Chia Seeds, A product in your cart, Old Pickle. Please remove them from your cart to continue.',
    );
  });

  it("names a quantity below the product's current minimum", () => {
    const changes = lineChanges([{ id: 'dal', quantity: 1, price: 190 }], products);
    expect(changes).toEqual([{ kind: 'minimum', id: 'dal', name: 'Masoor Dal', quantity: 1, min: 2 }]);
    expect(changeMessage(changes)).toBe('The minimum order for Masoor Dal is 2. Please review your cart.');
  });

  it('joins several changes into one message, the stock sentence first', () => {
    const changes = lineChanges(
      [
        { id: 'apple', quantity: 1, price: 250 },
        { id: 'litchi', quantity: 1, price: 100 },
        { id: 'honey', quantity: 1, price: 900 },
      ],
      products,
    );
    expect(changeMessage(changes)).toBe(
      'Sorry, the following item(s) are no longer available: Litchi. Please remove them from your cart to continue. ' +
        'The price of Jumla Apple changed from Rs. 250 to Rs. 280. The price of Chiuri Honey changed from Rs. 900 to Rs. 950. Please review your cart.',
    );
  });

  it('compares totals exactly and words coupon changes with the docs/rules.md message', () => {
    expect(totalChange(1000, 1000)).toBeNull();
    const total = totalChange(999, 1000)!;
    expect(changeMessage([total])).toBe('The order total changed from Rs. 999 to Rs. 1000. Please review your cart.');
    expect(changeMessage([{ kind: 'coupon', reason: 'expired', message: 'This coupon has expired' }])).toBe(
      'This coupon has expired',
    );
  });

  it('words every change in Nepali for a Nepali page: Nepali money and numbers, names as they are', () => {
    const changes = lineChanges(
      [
        { id: 'litchi', quantity: 1, price: 100 },
        { id: 'gone', quantity: 1, price: 10 },
        { id: 'apple', quantity: 1, price: 250 },
        { id: 'dal', quantity: 1, price: 190 },
      ],
      products,
      'ne',
    );
    expect(changeMessage([...changes, totalChange(1200, 12500)!], 'ne')).toBe(
      'माफ गर्नुहोस्, यी सामान अब उपलब्ध छैनन्: Litchi, तपाईंको कार्टमा भएको एउटा उत्पादन। अगाडि बढ्न कृपया यिनलाई कार्टबाट हटाउनुहोस्। ' +
        'Jumla Apple को मूल्य रु. २५० बाट रु. २८० भएको छ। Masoor Dal को न्यूनतम अर्डर २ हो। ' +
        'अर्डरको जम्मा रकम रु. १,२०० बाट रु. १२,५०० भएको छ। कृपया आफ्नो कार्ट एकपटक जाँच्नुहोस्।',
    );
    expect(changeMessage([{ kind: 'stock', id: 'honey', name: 'Chiuri Honey', left: 3 }], 'ne')).toBe(
      'तपाईंको कार्टमा भएभन्दा कम बाँकी छ: Chiuri Honey (३ मात्र बाँकी)। अगाडि बढ्न बाँकी भएजति मात्र राख्नुहोस्।',
    );
    expect(changeMessage([{ kind: 'stock', id: 'honey', name: 'Chiuri Honey', left: 3 }])).toBe(
      'Fewer are left than in your cart: Chiuri Honey (Only 3 left). Choose what is left to continue.',
    );
    // A line with nothing left is "no longer available"; one with fewer left is asked to take what is left, never both.
    expect(
      changeMessage([
        { kind: 'stock', id: 'honey', name: 'Chiuri Honey', left: 3 },
        { kind: 'stock', id: 'ghee', name: 'Ghee', left: 0 },
      ]),
    ).toBe(
      'Sorry, the following item(s) are no longer available: Ghee. Please remove them from your cart to continue. ' +
        'Fewer are left than in your cart: Chiuri Honey (Only 3 left). Choose what is left to continue.',
    );
  });

  it('unavailableLines lists the lines a stock check must block', () => {
    expect(unavailableLines([{ id: 'apple' }, { id: 'chia' }, { id: 'nope', name: 'Ghost' }], products)).toEqual([
      { id: 'chia', name: 'Chia Seeds' },
      { id: 'nope', name: 'Ghost' },
    ]);
  });

  it('unavailableLines names the products in Nepali for a Nepali page, where the operator wrote a Nepali name', () => {
    const nepali = new Map(products);
    nepali.set('chia', { ...products.get('chia')!, nepaliName: 'चिया बीउ' });
    expect(unavailableLines([{ id: 'chia' }, { id: 'nope', name: 'Ghost' }], nepali, 'ne')).toEqual([
      { id: 'chia', name: 'चिया बीउ' },
      { id: 'nope', name: 'Ghost' },
    ]);
    expect(unavailableLines([{ id: 'chia' }], nepali, 'en')).toEqual([{ id: 'chia', name: 'Chia Seeds' }]);
  });
});

describe('the order record and the last order', () => {
  const now = new Date('2026-03-01T04:15:00.000Z');
  const customer = {
    name: 'Sita',
    phone: '9812345678',
    districtId: 'd1',
    districtName: 'Kathmandu',
    cityId: 'b1',
    cityName: 'Thamel',
    landmark: 'Temple',
    notes: '',
    email: '',
  };

  it('builds the docs/rules.md §3 order fields from priced lines; coupons carry their campaign charge', () => {
    const lines = priceLines([{ id: 'honey', quantity: 2 }], products);
    const totals = cartTotals(lines, 120, {
      ok: true,
      message: 'Coupon applied successfully',
      discount: 100,
      deliveryDiscount: 175,
      couponId: 'cp',
      code: 'X',
    });
    const placement = buildPlacement({
      idempotencyKey: 'key-0123456789abcdef',
      customer,
      lines,
      totals,
      coupon: { couponId: 'cp', campaignId: 'cm', discount: 100, deliveryDiscount: 175 },
      now,
    });
    expect(placement).toEqual({
      idempotencyKey: 'key-0123456789abcdef',
      order: {
        customerName: 'Sita',
        phone: '9812345678',
        email: '',
        district: 'Kathmandu',
        city: 'Thamel',
        landmark: 'Temple',
        notes: '',
        items: [
          {
            id: 'honey',
            slug: 'honey',
            name: 'Chiuri Honey',
            price: 950,
            quantity: 2,
            unit: '500 GM',
            lineTotal: 1900,
          },
        ],
        subtotal: 1900,
        deliveryCharge: 120,
        discount_amount: 100,
        delivery_discount_amount: 120,
        total: 1800,
        coupon_used: 'cp',
        orderDate: '2026-03-01T04:15:00.000Z',
        estimatedDelivery: '2026-03-03T04:15:00.000Z',
      },
      campaignId: 'cm',
      // the budget pays what the order got; it must hold the coupon's full value (docs/rules.md §5 step 5)
      budgetCharge: 220,
      budgetRequired: 275,
    });
  });

  it('has no campaign fields without a coupon', () => {
    const lines = priceLines([{ id: 'apple', quantity: 1 }], products);
    const placement = buildPlacement({
      idempotencyKey: 'k'.repeat(16),
      customer,
      lines,
      totals: cartTotals(lines, 0, null),
      coupon: null,
      now,
    });
    expect(placement.order.coupon_used).toBe('');
    expect(placement).not.toHaveProperty('campaignId');
    expect(placement).not.toHaveProperty('budgetCharge');
  });

  it('keeps only site-relative image hints', () => {
    expect(safeImage('/_astro/apple.abc.webp')).toBe('/_astro/apple.abc.webp');
    expect(safeImage('/placeholder.svg')).toBe('/placeholder.svg');
    for (const bad of [
      'https://evil.example/x.png',
      '//evil.example/x.png',
      '/\\evil',
      'javascript:alert(1)',
      '/a b',
      '',
      undefined,
    ]) {
      expect(safeImage(bad)).toBe('');
    }
  });

  it('builds the docs/rules.md §3 last order from the stored order', () => {
    const stored: ShopOrder = {
      orderNumber: 'ORD-123456',
      status: 'Open',
      items: [
        {
          id: 'honey',
          slug: 'honey',
          name: 'Chiuri Honey',
          nameNe: 'चिउरीको मह',
          price: 950,
          quantity: 2,
          unit: '500 GM',
          lineTotal: 1900,
        },
      ],
      subtotal: 1900,
      deliveryCharge: 120,
      discount_amount: 100,
      delivery_discount_amount: 0,
      total: 1920,
      coupon_used: 'cp',
      orderDate: '2026-03-01T04:15:00.000Z',
      estimatedDelivery: '2026-03-03T04:15:00.000Z',
      private: true,
      customerName: 'Sita',
      phone: '9812345678',
      district: 'Kathmandu',
      city: 'Thamel',
      landmark: 'Temple',
      notes: 'Call first',
      accessToken: 'secret',
    };
    expect(
      buildLastOrder(stored, { districtId: 'd1', cityId: 'b1' }, new Map([['honey', '/_astro/h.webp']]), 'DASHAIN100'),
    ).toEqual({
      orderNumber: 'ORD-123456',
      orderDate: '2026-03-01T04:15:00.000Z',
      customerDetails: {
        name: 'Sita',
        phone: '9812345678',
        district: 'd1',
        districtName: 'Kathmandu',
        city: 'b1',
        cityName: 'Thamel',
        landmark: 'Temple',
        notes: 'Call first',
        deliveryCharge: 120,
      },
      items: [
        {
          id: 'honey',
          name: 'Chiuri Honey',
          nameNe: 'चिउरीको मह',
          image: '/_astro/h.webp',
          price: 950,
          quantity: 2,
          unit: '500 GM',
        },
      ],
      subtotal: 1900,
      deliveryCharge: 120,
      discount_amount: 100,
      delivery_discount_amount: 0,
      coupon_used: 'cp',
      couponCode: 'DASHAIN100',
      total: 1920,
      status: 'confirmed',
      estimatedDelivery: '2026-03-03T04:15:00.000Z',
      notes: 'Call first',
    });

    // A pickup order keeps where it is collected (docs/rules.md "Delivery days"); a point gone since: a nameless one.
    const place = LAKESIDE_PLACE;
    const pickup = { ...stored, pickup_point: 'p1', deliveryCharge: 30 };
    expect(buildLastOrder(pickup, { districtId: 'd1', cityId: 'b1' }, new Map(), null, place).pickupPoint).toEqual(
      place,
    );
    expect(buildLastOrder(pickup, { districtId: 'd1', cityId: 'b1' }, new Map(), null).pickupPoint).toMatchObject({
      name: '',
      opensAt: '',
    });
    expect(buildLastOrder(stored, { districtId: 'd1', cityId: 'b1' }, new Map(), null, place)).not.toHaveProperty(
      'pickupPoint',
    );
  });
});
