import { describe, expect, it } from 'vitest';
import { LAKESIDE_PLACE } from '@tests/harness/pickup-place';
import {
  arrivingText,
  fromLastOrder,
  fromLiveOrder,
  isFinalOrder,
  isFinalStep,
  storedForPage,
} from '@/features/orders/confirmation';
import {
  LAST_ORDER_KEY,
  lastOrderForSession,
  parseStoredLastOrder,
  type StoredLastOrder,
} from '@/features/orders/last-order';
import { statusStep } from '@/features/orders/status';
import { addressText, type OrderView } from '@/features/orders/view';

const stored: StoredLastOrder = {
  orderNumber: 'ORD-111111',
  orderDate: '2026-03-01T04:15:00.000Z',
  customerDetails: {
    name: 'Sita',
    phone: '9812345678',
    district: 'd1',
    districtName: 'Kathmandu',
    city: 'b1',
    cityName: 'Thamel',
    landmark: 'Temple',
    notes: '',
    deliveryCharge: 120,
  },
  items: [{ id: 'a', name: 'Apple', image: '/_astro/a.webp', price: 280, quantity: 2, unit: '1 KG' }],
  subtotal: 560,
  deliveryCharge: 120,
  discount_amount: 56,
  delivery_discount_amount: 0,
  coupon_used: 'cp',
  couponCode: 'TIHAR10',
  total: 624,
  status: 'confirmed',
  estimatedDelivery: '2026-03-03T04:15:00.000Z',
  notes: '',
  accessToken: 'token',
};

const live: OrderView = {
  orderNumber: 'ORD-111111',
  details: true,
  status: 'delivering',
  items: [{ id: 'a', slug: 'apple', name: 'Apple', unit: '1 KG', price: 280, quantity: 2, lineTotal: 560 }],
  subtotal: 560,
  deliveryCharge: 120,
  discount_amount: 56,
  delivery_discount_amount: 0,
  couponApplied: true,
  couponCode: null,
  total: 624,
  orderDate: '2026-03-01T04:15:00.000Z',
  estimatedDelivery: '2026-03-03T04:15:00.000Z',
  customer: null,
  statusReason: '',
  times: { confirmed: '', outForDelivery: '', delivered: '', cancelled: '', failed: '' },
};

describe('which stored order a page may show', () => {
  it('the session copy belongs to /order-confirmation and to its own /order/{number} page only', () => {
    expect(storedForPage('', stored)).toBe(stored);
    expect(storedForPage('ORD-111111', stored)).toBe(stored);
    expect(storedForPage('ORD-222222', stored)).toBeNull();
    expect(storedForPage('', null)).toBeNull();
  });
});

describe('fromLastOrder', () => {
  it('shows the session copy at step 0 (status "confirmed") with its own delivery details', () => {
    const view = fromLastOrder(stored);
    expect(statusStep(view.status)).toBe(0);
    expect(view).toMatchObject({ total: 624, discount_amount: 56, couponApplied: true, couponCode: 'TIHAR10' });
    expect(view.items).toEqual([
      {
        id: 'a',
        slug: '',
        name: 'Apple',
        image: '/_astro/a.webp',
        unit: '1 KG',
        price: 280,
        quantity: 2,
        lineTotal: 560,
      },
    ]);
    expect(view.customer).toEqual({
      name: 'Sita',
      phone: '9812345678',
      district: 'Kathmandu',
      city: 'Thamel',
      landmark: 'Temple',
      notes: '',
    });
  });
});

describe('fromLiveOrder', () => {
  it('takes status and amounts from the live order, images and own details from the session copy', () => {
    const view = fromLiveOrder(live, stored);
    expect(statusStep(view.status)).toBe(1);
    expect(view.items[0]!.image).toBe('/_astro/a.webp');
    expect(view.customer?.name).toBe('Sita');
    expect(view.couponCode).toBe('TIHAR10');
  });

  it('without a session copy of the same order shows no personal details', () => {
    expect(fromLiveOrder(live, null).customer).toBeNull();
    expect(fromLiveOrder(live, { ...stored, orderNumber: 'ORD-999999' }).customer).toBeNull();
    expect(fromLiveOrder(live, null).items[0]).not.toHaveProperty('image');
  });

  it("keeps each line's Nepali name, from the live order and from the session copy", () => {
    const nepali = { ...live, items: [{ ...live.items[0]!, nameNe: 'स्याउ' }] };
    expect(fromLiveOrder(nepali, null).items[0]!.nameNe).toBe('स्याउ');
    const storedNepali = parseStoredLastOrder(
      JSON.stringify({ ...stored, items: [{ ...stored.items[0]!, nameNe: 'स्याउ' }] }),
    );
    expect(fromLastOrder(storedNepali!).items[0]!.nameNe).toBe('स्याउ');
    expect(fromLiveOrder(live, null).items[0]).not.toHaveProperty('nameNe');
  });

  it('stops following the status once delivered or cancelled', () => {
    expect(isFinalOrder(fromLiveOrder({ ...live, status: 'delivered' }, null))).toBe(true);
    expect(isFinalOrder({ status: 'Cancelled' })).toBe(true);
    expect(isFinalOrder(fromLiveOrder(live, null))).toBe(false);
    expect(isFinalStep(2)).toBe(true);
    expect(isFinalStep(1)).toBe(false);
  });

  it('a tracker-only answer keeps the session copy of the same order, with the live status', () => {
    const view = fromLiveOrder({ ...live, details: false, items: [], total: 0, status: 'Confirmed' }, stored);
    expect(view).toMatchObject({ details: true, total: 624, status: 'Confirmed' });
    expect(view.items[0]!.image).toBe('/_astro/a.webp');
  });
});

describe('arrivingText', () => {
  const now = new Date('2026-03-01T04:15:00.000Z');
  it('says "Arriving in N day(s)" while the estimate is ahead', () => {
    expect(arrivingText('2026-03-03T04:15:00.000Z', now)).toBe('Arriving in 2 day(s)');
    expect(arrivingText('2026-03-02T05:15:00.000Z', now)).toBe('Arriving in 1 day(s)');
    // On the day itself there are no days left: the delivery window says when.
    expect(arrivingText('2026-03-01T05:15:00.000Z', now)).toBeNull();
  });
  it('in Devanagari digits on Nepali pages', () => {
    expect(arrivingText('2026-03-03T04:15:00.000Z', now, 'ne')).toBe('२ दिनभित्र आइपुग्छ');
  });
  it('says nothing once the estimate has passed or is unknown', () => {
    expect(arrivingText('2026-02-28T04:15:00.000Z', now)).toBeNull();
    expect(arrivingText('', now)).toBeNull();
  });
});

describe('parseStoredLastOrder', () => {
  it('uses the docs/rules.md key and reads back what the checkout saves', () => {
    expect(LAST_ORDER_KEY).toBe('lastOrder');
    expect(parseStoredLastOrder(JSON.stringify(stored))).toEqual(stored);
  });

  it('reads back the order and its access token as the checkout saves them (lastOrderForSession)', () => {
    const { accessToken, ...order } = stored;
    expect(parseStoredLastOrder(lastOrderForSession(order, 'tok'))).toEqual({ ...order, accessToken: 'tok' });
  });

  it('tolerates missing or odd fields but needs an order number', () => {
    const minimal = parseStoredLastOrder(
      JSON.stringify({
        orderNumber: 'ORD-000123',
        items: [{ id: 'a', name: 'A', price: 5, quantity: 1 }, 'junk'],
        total: '9',
      }),
    );
    expect(minimal).toMatchObject({ orderNumber: 'ORD-000123', total: 0, status: 'confirmed', coupon_used: null });
    expect(minimal!.items).toEqual([{ id: 'a', name: 'A', image: '', price: 5, quantity: 1 }]);
    expect(minimal!.customerDetails.name).toBe('');
    expect(parseStoredLastOrder(JSON.stringify({ total: 5 }))).toBeNull();
    expect(parseStoredLastOrder('{oops')).toBeNull();
    expect(parseStoredLastOrder(null)).toBeNull();
  });

  it('reads every field leniently: wrong types become "", 0 or null, and the status is always "confirmed"', () => {
    const raw =
      '{"orderNumber":"ORD-000124","orderDate":5,"customerDetails":{"name":"Sita","phone":9812345678,"deliveryCharge":1e999},' +
      '"subtotal":"100","deliveryCharge":-1e999,"discount_amount":null,"delivery_discount_amount":12,"coupon_used":"",' +
      '"couponCode":7,"total":112,"status":"cancelled","estimatedDelivery":null,"notes":["x"],"extra":"ignored"}';
    expect(parseStoredLastOrder(raw)).toStrictEqual({
      orderNumber: 'ORD-000124',
      orderDate: '',
      customerDetails: {
        name: 'Sita',
        phone: '',
        district: '',
        districtName: '',
        city: '',
        cityName: '',
        landmark: '',
        notes: '',
        deliveryCharge: 0,
      },
      items: [],
      subtotal: 0,
      deliveryCharge: 0,
      discount_amount: 0,
      delivery_discount_amount: 12,
      coupon_used: null,
      couponCode: null,
      total: 112,
      status: 'confirmed',
      estimatedDelivery: '',
      notes: '',
    });
  });

  it('drops order lines that are not objects or whose unit is not text, keeping the rest', () => {
    const items = [
      { id: 'a', unit: '1 KG', price: 5, quantity: 2 },
      { id: 'b', unit: 1 },
      { id: 'c', unit: null },
      [],
      7,
      { id: 'd' },
    ];
    expect(parseStoredLastOrder(JSON.stringify({ orderNumber: 'ORD-000125', items }))!.items).toStrictEqual([
      { id: 'a', name: '', image: '', price: 5, quantity: 2, unit: '1 KG' },
      { id: 'd', name: '', image: '', price: 0, quantity: 0 },
    ]);
    expect(parseStoredLastOrder(JSON.stringify({ orderNumber: 'ORD-000125', items: { id: 'a' } }))!.items).toEqual([]);
  });

  it('treats null customer details as empty but customer details of the wrong kind as unusable', () => {
    expect(
      parseStoredLastOrder(JSON.stringify({ orderNumber: 'ORD-000126', customerDetails: null }))!.customerDetails.phone,
    ).toBe('');
    expect(parseStoredLastOrder(JSON.stringify({ orderNumber: 'ORD-000126', customerDetails: 'Sita' }))).toBeNull();
    expect(parseStoredLastOrder(JSON.stringify({ orderNumber: 'ORD-000126', customerDetails: [] }))).toBeNull();
  });

  it('needs an order number in the docs/rules.md form (ORD- and 6 digits)', () => {
    for (const orderNumber of ['ORD-12345', 'ord-123456', ' ORD-123456', 123456, null]) {
      expect(parseStoredLastOrder(JSON.stringify({ orderNumber }))).toBeNull();
    }
    expect(parseStoredLastOrder('"ORD-123456"')).toBeNull();
    expect(parseStoredLastOrder('[]')).toBeNull();
  });

  it('keeps an access token of up to 200 characters and ignores a longer or non-text one', () => {
    const base = { orderNumber: 'ORD-000127' };
    expect(parseStoredLastOrder(JSON.stringify({ ...base, accessToken: 't'.repeat(200) }))!.accessToken).toBe(
      't'.repeat(200),
    );
    expect(
      parseStoredLastOrder(JSON.stringify({ ...base, accessToken: 't'.repeat(201) }))!.accessToken,
    ).toBeUndefined();
    expect(parseStoredLastOrder(JSON.stringify({ ...base, accessToken: 42 }))!.accessToken).toBeUndefined();
    expect(parseStoredLastOrder(JSON.stringify(base))).not.toHaveProperty('accessToken');
  });
});

describe('the delivery address in Nepali', () => {
  const nepaliStored: StoredLastOrder = {
    ...stored,
    customerDetails: { ...stored.customerDetails, districtNameNe: 'काठमाडौं', cityNameNe: 'ठमेल' },
  };

  it("names the places in Nepali on a Nepali page, from the session copy's Nepali names", () => {
    const saved = parseStoredLastOrder(lastOrderForSession(nepaliStored, 'token'));
    const customer = fromLastOrder(saved as StoredLastOrder).customer;
    expect(customer && addressText(customer, 'ne')).toBe('Temple, ठमेल, काठमाडौं');
    expect(customer && addressText(customer, 'en')).toBe('Temple, Thamel, Kathmandu');
  });

  it('keeps the English names of an order saved before places had Nepali names, or of a place without one', () => {
    const customer = fromLastOrder(stored).customer;
    expect(customer && addressText(customer, 'ne')).toBe('Temple, Thamel, Kathmandu');
    const live = {
      name: 'S',
      phone: '1',
      district: 'Mugu',
      districtNe: '',
      city: 'Gamgadhi',
      cityNe: ' ',
      landmark: '',
      notes: '',
    };
    expect(addressText(live, 'ne')).toBe('Gamgadhi, Mugu');
  });

  it("the live order's names (looked up by the getOrder action) win over the session copy", () => {
    const customer = { ...fromLastOrder(stored).customer!, districtNe: 'काठमाडौं', cityNe: 'ठमेल' };
    const view = fromLiveOrder({ ...live, customer }, stored);
    expect(view.customer && addressText(view.customer, 'ne')).toBe('Temple, ठमेल, काठमाडौं');
  });
});

describe('a pickup order', () => {
  const place = LAKESIDE_PLACE;
  const gone = { name: '', name_ne: '', address: '', address_ne: '', opensAt: '', closesAt: '' };

  it('keeps its point in the session copy, and reads it back; a delivered order has none', () => {
    const saved = parseStoredLastOrder(lastOrderForSession({ ...stored, pickupPoint: place }, 'token'));
    expect(saved?.pickupPoint).toEqual(place);
    expect(fromLastOrder(saved!).pickupPoint).toEqual(place);
    expect(fromLastOrder(stored)).not.toHaveProperty('pickupPoint');
    expect(parseStoredLastOrder(JSON.stringify({ ...stored, pickupPoint: 'x' }))).not.toHaveProperty('pickupPoint');
  });

  it("the live order's point wins; the session copy names it when the point is gone since", () => {
    const other = { ...place, name: 'Moved corner' };
    expect(fromLiveOrder({ ...live, pickupPoint: other }, { ...stored, pickupPoint: place }).pickupPoint).toEqual(
      other,
    );
    expect(fromLiveOrder({ ...live, pickupPoint: gone }, { ...stored, pickupPoint: place }).pickupPoint).toEqual(place);
    expect(fromLiveOrder({ ...live, pickupPoint: gone }, null).pickupPoint).toEqual(gone);
    expect(fromLiveOrder(live, null)).not.toHaveProperty('pickupPoint');
  });
});
