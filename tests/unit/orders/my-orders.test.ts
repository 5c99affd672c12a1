// "My orders on this phone" (src/features/orders/last-order.ts, my-orders.ts): the list the phone keeps, and how the
// list names a status.
import { describe, expect, it } from 'vitest';
import { MY_ORDERS_CAP, parseMyOrders, withMyOrder, withStatuses, type MyOrder } from '@/features/orders/last-order';
import { myOrderStatusLabel } from '@/features/orders/my-orders';

const order = (n: number, over: Partial<MyOrder> = {}): MyOrder => ({
  orderNumber: `ORD-${String(100000 + n)}`,
  accessToken: `token-${n}`,
  orderDate: '2026-11-29T07:00:00.000Z',
  total: 500 + n,
  locale: 'en',
  status: '',
  ...over,
});

describe('the orders kept on this phone', () => {
  it('puts a new order first and keeps only the newest', () => {
    let list: MyOrder[] = [];
    for (let n = 1; n <= MY_ORDERS_CAP + 3; n++) list = withMyOrder(list, order(n));
    expect(list).toHaveLength(MY_ORDERS_CAP);
    expect(list[0]?.orderNumber).toBe(order(MY_ORDERS_CAP + 3).orderNumber);
    expect(list.at(-1)?.orderNumber).toBe(order(4).orderNumber);
  });

  it('keeps one entry per order: placing it again (an outbox order sent twice) moves it first', () => {
    const list = withMyOrder([order(2), order(1)], order(1, { total: 999 }));
    expect(list.map((o) => [o.orderNumber, o.total])).toEqual([
      [order(1).orderNumber, 999],
      [order(2).orderNumber, 502],
    ]);
  });

  it('reads back what it wrote, and drops what it cannot read', () => {
    const raw = JSON.stringify([
      order(1),
      { orderNumber: 'not-an-order', total: 1 },
      'text',
      order(1, { total: 1 }),
      { ...order(2), accessToken: 'x'.repeat(500), locale: 'fr', total: 'lots', status: 7 },
    ]);
    expect(parseMyOrders(raw)).toEqual([
      order(1),
      { orderNumber: order(2).orderNumber, orderDate: order(2).orderDate, total: 0, locale: 'en', status: '' },
    ]);
    expect(parseMyOrders('{not json')).toEqual([]);
    expect(parseMyOrders(JSON.stringify({ orderNumber: order(1).orderNumber }))).toEqual([]);
    expect(parseMyOrders(null)).toEqual([]);
  });

  it('keeps the statuses just fetched as the last known ones, and the total as packing left it', () => {
    const list = withStatuses(
      [order(1), order(2, { status: 'Open' }), order(3, { status: 'Open' })],
      new Map([
        [order(2).orderNumber, { status: 'Delivered', total: 465 }],
        [order(3).orderNumber, { status: 'Confirmed' }],
      ]),
    );
    expect(list.map((o) => o.status)).toEqual(['', 'Delivered', 'Confirmed']);
    expect(list.map((o) => o.total)).toEqual([order(1).total, 465, order(3).total]);
  });
});

describe('a status as the list names it', () => {
  it.each([
    ['Open', 'en', 'Order Confirmed'],
    ['Confirmed', 'en', 'Order Confirmed'],
    ['Out for Delivery', 'en', 'Out for Delivery'],
    ['Delivered', 'en', 'Delivered'],
    ['', 'en', 'not known yet'],
    ['Out for Delivery', 'ne', 'डेलिभरीका लागि निस्कियो'],
  ] as const)('%j in %s is %j', (status, locale, label) => {
    expect(myOrderStatusLabel(status, locale)).toBe(label);
  });

  it('names a cancelled or failed order by the order page titles', () => {
    expect(myOrderStatusLabel('Cancelled', 'en')).not.toBe(myOrderStatusLabel('Open', 'en'));
    expect(myOrderStatusLabel('Delivery failed', 'en')).not.toBe(myOrderStatusLabel('Cancelled', 'en'));
  });
});
