import { describe, expect, it } from 'vitest';
import { LAKESIDE_PLACE } from '@tests/harness/pickup-place';
import { UNKNOWN_PICKUP_PLACE } from '@/lib/data/delivery-days.parse';
import { parseShopOrder } from '@/lib/data/orders.parse';
import { customerOf, toOrderView } from '@/features/orders/view';

const raw = {
  orderNumber: 'ORD-654321',
  status: 'delivering',
  items: [{ id: 'a', slug: 'apple', name: 'Apple', price: 280, quantity: 2, unit: '1 KG', lineTotal: 560 }],
  subtotal: 560,
  deliveryCharge: '120',
  discount_amount: 0,
  delivery_discount_amount: 0,
  total: 680,
  coupon_used: '',
  orderDate: '2026-03-01 04:15:00.000Z',
  estimatedDelivery: '2026-03-03 04:15:00.000Z',
  updated: '2026-03-01 04:15:00.000Z',
};

describe('toOrderView', () => {
  it('is the tracker alone for a lookup by number: no items, amounts, dates or reason, whatever the answer held', () => {
    const order = parseShopOrder({ ...raw, status_reason: 'x', confirmed_at: '2026-03-01 05:00:00.000Z' });
    expect(toOrderView(order, false, 'SECRET')).toEqual({
      orderNumber: 'ORD-654321',
      details: false,
      status: 'delivering',
      items: [],
      subtotal: 0,
      deliveryCharge: 0,
      discount_amount: 0,
      delivery_discount_amount: 0,
      couponApplied: false,
      couponCode: null,
      total: 0,
      orderDate: '',
      estimatedDelivery: '',
      customer: null,
      statusReason: '',
      times: { confirmed: '2026-03-01T05:00:00.000Z', outForDelivery: '', delivered: '', cancelled: '', failed: '' },
      paymentMethod: 'cod',
      paymentState: 'cod',
    });
  });

  it('is the order without delivery details for a lookup with the phone: no customer, no coupon code, numbers normalised', () => {
    const order = parseShopOrder({ ...raw, details: true });
    expect(toOrderView(order, false, 'SECRET')).toEqual({
      orderNumber: 'ORD-654321',
      details: true,
      status: 'delivering',
      items: [{ id: 'a', slug: 'apple', name: 'Apple', unit: '1 KG', price: 280, quantity: 2, lineTotal: 560 }],
      subtotal: 560,
      deliveryCharge: 120,
      discount_amount: 0,
      delivery_discount_amount: 0,
      couponApplied: false,
      couponCode: null,
      total: 680,
      orderDate: '2026-03-01T04:15:00.000Z',
      estimatedDelivery: '2026-03-03T04:15:00.000Z',
      customer: null,
      statusReason: '',
      times: { confirmed: '', outForDelivery: '', delivered: '', cancelled: '', failed: '' },
      paymentMethod: 'cod',
      paymentState: 'cod',
    });
  });

  it('withholds delivery details even if the answer carried them, unless allowed', () => {
    const order = parseShopOrder({
      ...raw,
      coupon_used: 'cp',
      customerName: 'Sita',
      phone: '9812345678',
      district: 'Kathmandu',
      city: 'Thamel',
      landmark: 'Temple',
      notes: '',
    });
    expect(toOrderView(order, false).customer).toBeNull();
    const own = toOrderView(order, true, 'TIHAR10');
    expect(own.customer).toEqual({
      name: 'Sita',
      phone: '9812345678',
      district: 'Kathmandu',
      city: 'Thamel',
      landmark: 'Temple',
      notes: '',
    });
    expect(own).toMatchObject({ couponApplied: true, couponCode: 'TIHAR10' });
  });

  it("names a pickup order's point with its details, never for the number alone; a gone point is a nameless pickup", () => {
    const place = LAKESIDE_PLACE;
    const pickup = parseShopOrder({ ...raw, details: true, pickup_point: 'p1' });
    expect(toOrderView(pickup, false, null, place).pickupPoint).toEqual(place);
    expect(toOrderView(pickup, false, null, null).pickupPoint).toEqual(UNKNOWN_PICKUP_PLACE);
    expect(toOrderView(parseShopOrder({ ...raw, pickup_point: 'p1' }), false, null, place).pickupPoint).toBeUndefined();
    // A delivery to the address has none, whatever the caller passed.
    expect(
      toOrderView(parseShopOrder({ ...raw, details: true, pickup_point: '' }), false, null, place),
    ).not.toHaveProperty('pickupPoint');
  });

  it('says what the rider collected when it differs from the total, never for the number alone', () => {
    const short = parseShopOrder({ ...raw, status: 'Delivered', details: true, cash_collected: 500.5 });
    expect(toOrderView(short, false).cashCollected).toBe(500.5);
    const paid = parseShopOrder({ ...raw, status: 'Delivered', details: true, cash_collected: 680 });
    expect(toOrderView(paid, false)).not.toHaveProperty('cashCollected');
    const notYet = parseShopOrder({ ...raw, details: true, cash_collected: null });
    expect(toOrderView(notYet, false)).not.toHaveProperty('cashCollected');
    expect(toOrderView(parseShopOrder({ ...raw, cash_collected: 500.5 }), false).cashCollected).toBeUndefined();
  });

  it('names the closure of its day, closed after it was placed, never for the number alone', () => {
    const closed = parseShopOrder({ ...raw, details: true, day_closed: { name: 'Bandh', name_ne: 'बन्द' } });
    expect(toOrderView(closed, false).dayClosed).toEqual({ name: 'Bandh', nameNe: 'बन्द' });
    expect(toOrderView(parseShopOrder({ ...raw, details: true, day_closed: null }), false)).not.toHaveProperty(
      'dayClosed',
    );
    // Garbage reads as no closure; the number alone reveals none.
    expect(toOrderView(parseShopOrder({ ...raw, details: true, day_closed: 'x' }), false).dayClosed).toBeUndefined();
    expect(
      toOrderView(parseShopOrder({ ...raw, day_closed: { name: 'Bandh', name_ne: '' } }), false).dayClosed,
    ).toBeUndefined();
  });

  it('names its route when that no longer runs on its weekday, never for the number alone', () => {
    const stranded = parseShopOrder({ ...raw, details: true, day_not_served: { name: 'Valley van', name_ne: 'भ्यान' } });
    expect(toOrderView(stranded, false).dayNotServed).toEqual({ name: 'Valley van', nameNe: 'भ्यान' });
    expect(toOrderView(parseShopOrder({ ...raw, details: true, day_not_served: null }), false)).not.toHaveProperty(
      'dayNotServed',
    );
    expect(
      toOrderView(parseShopOrder({ ...raw, details: true, day_not_served: 7 }), false).dayNotServed,
    ).toBeUndefined();
    expect(
      toOrderView(parseShopOrder({ ...raw, day_not_served: { name: 'Valley van', name_ne: '' } }), false).dayNotServed,
    ).toBeUndefined();
  });

  it('defaults a blank status to Open (docs/rules.md §4: orders start Open)', () => {
    expect(toOrderView(parseShopOrder({ ...raw, status: '' }), false).status).toBe('Open');
    expect(customerOf(parseShopOrder(raw))).toBeNull();
  });
});
