// Order input for tests that place orders through the shop's actions (tests/harness/actions-client.ts): a
// customer at a seeded place, idempotency keys, the expected delivery charge and total. And orders and routes a test
// makes directly in PocketBase, as an operator would, with their clean-up.
import { randomUUID } from 'node:crypto';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import days from '../../pocketbase/pb_hooks/lib/delivery-days.js';
import { callAction } from './actions-client';
import { expectedDeliveryCharge } from './delivery-table';
import type { SeedPlace, SeedProduct } from './seed';
import { adminPb } from './stack';

export function customer(p: SeedPlace, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Sita Sharma',
    phone: '9812345678',
    districtId: p.districtId,
    districtName: p.districtName,
    cityId: p.cityId,
    cityName: p.cityName,
    landmark: 'Opposite the Shiva temple, blue gate',
    notes: 'Please call before coming',
    ...overrides,
  };
}

/** A fresh idempotency key (16-100 of [A-Za-z0-9_-]). */
export const newKey = () => `test-${randomUUID()}`;

/**
 * Places an order on a shop of a test's own (`shopUrl`, tests/harness/other-shop.ts) as a shopper does, at the total
 * that shop quotes for the lines and branch, and returns the order as stored (read with `admin`, its superuser).
 * Throws with the shop's answer when the quote or the order is refused.
 */
export async function placeQuotedOrder(
  admin: PocketBase,
  shopUrl: string,
  order: { branchId: string; items: { id: string; price: number; quantity: number }[] } & Record<string, unknown>,
): Promise<RecordModel> {
  const { branchId, ...input } = order;
  const items = input.items.map(({ id, quantity }) => ({ id, quantity }));
  const quote = await callAction<{ total: number }>('quote', { items, branchId }, { shopUrl });
  if (quote.error) throw new Error(`quote failed: ${quote.error.status} ${quote.error.message}`);
  const placed = await callAction<{ orderNumber: string }>(
    'placeOrder',
    { idempotencyKey: newKey(), ...input, expectedTotal: quote.data.total },
    { shopUrl },
  );
  if (placed.error) throw new Error(`placeOrder failed: ${placed.error.status} ${placed.error.message}`);
  return admin
    .collection('orders')
    .getFirstListItem(admin.filter('orderNumber = {:n}', { n: placed.data.orderNumber }));
}

/** docs/rules.md §9 delivery charge for these lines at a rate, from the tests' own copy of the rule (delivery-table.ts). */
export function expectedDelivery(lines: { product: SeedProduct; quantity: number }[], rate: number): number {
  return expectedDeliveryCharge(
    lines.map((l) => ({ category: l.product.category, unit: l.product.unit, quantity: l.quantity })),
    rate,
  );
}

/** placeOrder input for lines at their true prices; `expectedTotal` defaults to the true total without coupon. */
export function orderInput(
  p: SeedPlace,
  lines: { product: SeedProduct; quantity: number; price?: number }[],
  extra: {
    couponCode?: string;
    expectedTotal?: number;
    idempotencyKey?: string;
    customer?: Record<string, unknown>;
  } = {},
) {
  const subtotal = lines.reduce((s, l) => s + l.product.price * l.quantity, 0);
  return {
    idempotencyKey: extra.idempotencyKey ?? newKey(),
    customer: extra.customer ?? customer(p),
    items: lines.map((l) => ({ id: l.product.id, quantity: l.quantity, price: l.price ?? l.product.price })),
    ...(extra.couponCode ? { couponCode: extra.couponCode } : {}),
    expectedTotal: extra.expectedTotal ?? subtotal + expectedDelivery(lines, p.amount),
  };
}

export async function orderCount(): Promise<number> {
  return (await (await adminPb()).collection('orders').getList(1, 1, { fields: 'id' })).totalItems;
}

/** An order's history, oldest event first (every event, or those of one `kind`), read as a superuser. */
export async function orderHistory(orderId: string, kind?: string) {
  const admin = await adminPb();
  const filter = kind
    ? admin.filter('order = {:o} && kind = {:k}', { o: orderId, k: kind })
    : admin.filter('order = {:o}', { o: orderId });
  return admin.collection('order_history').getFullList({ filter, sort: 'seq' });
}

/**
 * An order record made directly in PocketBase (as an operator would, not placed): a random order number, drawn again
 * when an order placed meanwhile by another test file took it (the run shares one PocketBase).
 */
export async function createOrderRecord(pb: PocketBase, fields: Record<string, unknown>): Promise<RecordModel> {
  for (let tries = 1; ; tries++) {
    const orderNumber = `ORD-${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
    try {
      return await pb.collection('orders').create({ orderNumber, ...fields });
    } catch (err) {
      const taken = (err as { data?: { data?: { orderNumber?: { code?: string } } } }).data?.data?.orderNumber;
      if (tries >= 5 || taken?.code !== 'validation_not_unique') throw err;
    }
  }
}

/**
 * A delivery branch of a test's own in a seeded district, for a route of its own to serve: a branch or a district is
 * on one route at most (pocketbase/pb_hooks/delivery-days.pb.js), and test files and browser projects run at once.
 * The caller deletes it after its route.
 */
export function ownBranch(pb: PocketBase, label: string, districtName = 'Humla'): Promise<RecordModel> {
  return pb
    .collection('delivery_branch')
    .create({ districtName, branchName: `${label} ${randomUUID().slice(0, 8)}`, amount: 150 });
}

/**
 * The fields of a route of a test's own serving `branches` on every weekday, its orders closing at 18:00 the day
 * before unless `fields` say otherwise. Tests never change the seeded routes (other test files read them).
 */
export function everyDayRouteFields(
  name: string,
  branches: string[],
  fields: Record<string, unknown> = {},
): Record<string, unknown> {
  return { name, branches, weekdays: [...days.WEEKDAYS], cutoff_time: '18:00', cutoff_days_before: 1, ...fields };
}

/** Creates the route `everyDayRouteFields` describes. */
export function everyDayRoute(
  pb: PocketBase,
  name: string,
  branches: string[],
  fields: Record<string, unknown> = {},
): Promise<RecordModel> {
  return pb.collection('routes').create(everyDayRouteFields(name, branches, fields));
}

/**
 * Cancels every order still to be delivered on a route or at a pickup point a test made, so the test can delete it
 * (PocketBase refuses while an order to deliver uses it; an order keeps its route or point: pb_hooks/order-integrity).
 */
export async function cancelOrdersOf(pb: PocketBase, field: 'route' | 'pickup_point', id: string): Promise<void> {
  const open = await pb.collection('orders').getFullList({
    filter: pb.filter(`${field} = {:id} && status != 'Delivered' && status != 'Cancelled'`, { id }),
  });
  for (const order of open) {
    if (order.status === 'Out for Delivery')
      await pb.collection('orders').update(order.id, { status: 'Delivery failed', status_reason: 'Test over' });
    await pb.collection('orders').update(order.id, { status: 'Cancelled', status_reason: 'Test over' });
  }
}
