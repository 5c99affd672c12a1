import { describe, expect, it } from 'vitest';
import { fromLiveOrder } from '@/features/orders/confirmation';
import { orderStatusView } from '@/features/orders/status-view';
import type { OrderView } from '@/features/orders/view';

const now = new Date('2026-03-01T06:00:00.000Z');
const live: OrderView = {
  orderNumber: 'ORD-222222',
  details: true,
  status: 'Open',
  items: [],
  subtotal: 100,
  deliveryCharge: 0,
  discount_amount: 0,
  delivery_discount_amount: 0,
  couponApplied: false,
  couponCode: null,
  total: 100,
  orderDate: '2026-03-01T04:15:00.000Z',
  estimatedDelivery: '2026-03-03T04:15:00.000Z',
  customer: null,
  statusReason: '',
  times: { confirmed: '', outForDelivery: '', delivered: '', cancelled: '', failed: '' },
};
const view = (patch: Partial<OrderView>) => orderStatusView(fromLiveOrder({ ...live, ...patch }, null), now);

describe('orderStatusView', () => {
  it('Open and Confirmed light Order Confirmed (with the time it was placed or confirmed)', () => {
    expect(view({})).toMatchObject({ kind: 'tracking', step: 0, arriving: 'Arriving in 2 day(s)' });
    const confirmed = view({ status: 'Confirmed', times: { ...live.times, confirmed: '2026-03-01T05:00:00.000Z' } });
    expect(confirmed).toMatchObject({ kind: 'tracking', step: 0 });
    if (confirmed.kind === 'tracking') expect(confirmed.steps[0]!.time).toBe('2026-03-01T05:00:00.000Z');
  });

  it('an order waiting for its wallet payment lights "Awaiting payment", and "Order Confirmed" once paid', () => {
    for (const paymentState of ['awaiting', 'unpaid']) {
      const waiting = view({ paymentMethod: 'esewa', paymentState });
      expect(waiting.kind === 'tracking' && waiting.steps.map((s) => s.label)).toEqual([
        'Awaiting payment',
        'Out for Delivery',
        'Delivered',
      ]);
      const ne = orderStatusView(fromLiveOrder({ ...live, paymentState }, null), now, 'ne');
      expect(ne.kind === 'tracking' && ne.steps[0]!.label).toBe('भुक्तानी पर्खँदै');
    }
    for (const paymentState of ['paid', 'cod']) {
      const settled = view({ paymentMethod: 'esewa', paymentState });
      expect(settled.kind === 'tracking' && settled.steps[0]!.label).toBe('Order Confirmed');
    }
  });

  it('Out for Delivery and Delivered light the next steps with their times; Delivered says when, not "Arriving in"', () => {
    const times = {
      ...live.times,
      confirmed: 'c',
      outForDelivery: '2026-03-02T04:00:00.000Z',
      delivered: '2026-03-02T08:00:00.000Z',
    };
    const out = view({ status: 'Out for Delivery', times });
    expect(out).toMatchObject({ kind: 'tracking', step: 1, arriving: 'Arriving in 2 day(s)', deliveredAt: '' });
    const done = view({ status: 'Delivered', times });
    expect(done).toMatchObject({ kind: 'tracking', step: 2, arriving: null, deliveredAt: '2026-03-02T08:00:00.000Z' });
    if (done.kind === 'tracking')
      expect(done.steps.map((s) => s.time)).toEqual(['c', times.outForDelivery, times.delivered]);
  });

  it('Cancelled and Delivery failed replace the tracker with the state and reason, and ask for no payment', () => {
    const cancelled = view({
      status: 'Cancelled',
      statusReason: 'Out of stock',
      times: { ...live.times, cancelled: 'x' },
    });
    expect(cancelled).toMatchObject({ kind: 'stopped', title: 'Order Cancelled', reason: 'Out of stock', at: 'x' });
    expect(JSON.stringify(cancelled)).not.toMatch(/Pay Rs/);
    expect(view({ status: 'Delivery failed', statusReason: 'Nobody home' })).toMatchObject({
      kind: 'stopped',
      title: 'Delivery Failed',
      reason: 'Nobody home',
    });
  });
});
