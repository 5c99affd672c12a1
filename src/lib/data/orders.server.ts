// The orders collection. Shoppers' orders are never written through the generic records API: the shop server calls
// the order routes of pocketbase/pb_hooks/orders.pb.js as the service account. The desk reads orders with the staff
// member's client (PocketBase's rules decide) and changes their status through pocketbase/pb_hooks/desk.pb.js.
// Orders are handed out parsed (orders.parse.ts: ShopOrder, Order, DeskListOrder, OrderToDeliver, each with typed
// OrderLine items); a refusal is thrown as PocketBase sent it, for the caller to read.
import { withService } from '../pocketbase.server';
import { VISIBLE_FILTER } from '../visibility.mjs';
import {
  parseDeskListOrder,
  parseDayOrder,
  parseOrder,
  parseShopOrder,
  parseStatusChange,
  type DayOrder,
  type DeskListOrder,
  type Order,
  type ShopOrder,
} from './orders.parse';
import type { OrdersResponse, WebProductsResponse } from './pocketbase-types';
import type { StaffClient } from './staff.server';

/** POST /api/shop/orders: places the order (or answers the one already placed with its idempotency key). */
export async function postOrder(placement: object): Promise<ShopOrder> {
  return parseShopOrder(await withService((pb) => pb.send('/api/shop/orders', { method: 'POST', body: placement })));
}

/** POST /api/shop/orders/by-key: the order placed with this idempotency key and request. */
export async function postOrderByKey(idempotencyKey: string, requestHash: string): Promise<ShopOrder> {
  return parseShopOrder(
    await withService((pb) =>
      pb.send('/api/shop/orders/by-key', { method: 'POST', body: { idempotencyKey, requestHash } }),
    ),
  );
}

/** POST /api/shop/order-lookup: the order with this number, as much of it as `token` and `phone` unlock. */
export async function postOrderLookup(orderNumber: string, token: string, phone: string): Promise<ShopOrder> {
  return parseShopOrder(
    await withService((pb) =>
      pb.send('/api/shop/order-lookup', { method: 'POST', body: { orderNumber, token, phone } }),
    ),
  );
}

const DESK_LIST_FIELDS =
  'id,orderNumber,status,customerName,phone,city,district,total,created,payment_method,payment_state';

/** The record of an order as the desk's list reads it (DESK_LIST_FIELDS). */
type DeskListRecord = Pick<
  OrdersResponse,
  | 'id'
  | 'orderNumber'
  | 'status'
  | 'customerName'
  | 'phone'
  | 'city'
  | 'district'
  | 'total'
  | 'created'
  | 'payment_method'
  | 'payment_state'
>;

const DAY_FIELDS = `${DESK_LIST_FIELDS},landmark,items,delivery_day,route,pickup_point`;

/** The record of an order as the packing list and route sheet read it (DAY_FIELDS). */
type DayRecord = DeskListRecord &
  Pick<OrdersResponse, 'landmark' | 'items' | 'delivery_day' | 'route' | 'pickup_point'>;

/** Where a day's orders go: a route or a pickup point (ids), or everywhere when neither is given. */
export interface OrderPlace {
  route?: string;
  pickupPoint?: string;
}

/** The filter text and its values for orders on `place` (empty text for everywhere). */
function placeFilter(pb: StaffClient, place: OrderPlace): string {
  if (place.route) return pb.filter(' && route = {:route}', { route: place.route });
  if (place.pickupPoint) return pb.filter(' && pickup_point = {:point}', { point: place.pickupPoint });
  return '';
}

/**
 * The desk's list: orders placed since `since` (a PocketBase date) or not yet Delivered or Cancelled, newest first;
 * with `day` (a Nepal date), the orders of that delivery day instead, whatever their status; either narrowed to one
 * route or pickup point (docs/order-desk.md "Delivery days").
 */
export async function readDeskListOrders(
  pb: StaffClient,
  since: string,
  day = '',
  place: OrderPlace = {},
): Promise<DeskListOrder[]> {
  const base = day
    ? pb.filter('delivery_day = {:day}', { day })
    : pb.filter('(created >= {:since} || (status != "Delivered" && status != "Cancelled"))', { since });
  const filter = `${base}${placeFilter(pb, place)}`;
  const page = await pb
    .collection('orders')
    .getList<DeskListRecord>(1, 200, { filter, sort: '-created,-id', fields: DESK_LIST_FIELDS });
  return page.items.map(parseDeskListOrder);
}

/** One order in full; throws PocketBase's 404 when there is none (or staff may not see it). */
export async function readOrder(pb: StaffClient, id: string): Promise<Order> {
  return parseOrder(await pb.collection('orders').getOne<OrdersResponse>(id));
}

/** Every order placed in [start, end) (PocketBase dates) in full, oldest first. */
export async function readOrdersPlaced(pb: StaffClient, start: string, end: string): Promise<Order[]> {
  const filter = pb.filter('created >= {:start} && created < {:end}', { start, end });
  const records = await pb.collection('orders').getFullList<OrdersResponse>({ filter, sort: 'created,id', batch: 500 });
  return records.map(parseOrder);
}

/**
 * The orders of a delivery day (a Nepal date) that are not cancelled, on one route or pickup point or everywhere,
 * by order number (docs/order-desk.md "Delivery days": the packing list and the route sheet).
 */
export async function readOrdersOfDay(pb: StaffClient, day: string, place: OrderPlace = {}): Promise<DayOrder[]> {
  const filter = `${pb.filter('delivery_day = {:day} && status != "Cancelled"', { day })}${placeFilter(pb, place)}`;
  const records = await pb
    .collection('orders')
    .getFullList<DayRecord>({ filter, sort: 'orderNumber,id', fields: DAY_FIELDS, batch: 500 });
  return records.map(parseDayOrder);
}

/**
 * POST /api/desk/orders/{id}/status: compare-and-set of the order's status; the order's status now. Throws
 * PocketBase's refusal as it came (its answer names the order's status then: the caller reads it).
 */
/** POST /api/desk/orders/{id}/delivery-day: moves an order to another delivery day, with the staff member's reason. */
export async function postDeliveryDayMove(
  pb: StaffClient,
  id: string,
  move: { day: string; reason: string; seenDay: string; seenUpdated: string },
) {
  await pb.send(`/api/desk/orders/${encodeURIComponent(id)}/delivery-day`, { method: 'POST', body: move });
}

/** A packing change of one line (pocketbase/pb_hooks/packing.pb.js): weigh, short or substitute. */
export async function postLinePacking(pb: StaffClient, id: string, line: number, change: Record<string, unknown>) {
  await pb.send(`/api/desk/orders/${encodeURIComponent(id)}/lines/${line}`, { method: 'POST', body: change });
}

/** The packing of an order marked done (pocketbase/pb_hooks/packing.pb.js). */
export async function postPacked(pb: StaffClient, id: string) {
  await pb.send(`/api/desk/orders/${encodeURIComponent(id)}/packed`, { method: 'POST' });
}

export async function postStatusChange(
  pb: StaffClient,
  id: string,
  change: { from: string; seenUpdated?: string; to: string; reason: string },
): Promise<{ status: string }> {
  return parseStatusChange(
    await pb.send(`/api/desk/orders/${encodeURIComponent(id)}/status`, { method: 'POST', body: change }),
  );
}

/** A product staff may pack as a substitute: available, with its price and unit (docs/rules.md "Packing"). */
export interface SubstituteOption {
  id: string;
  name: string;
  nameNe: string;
  price: number;
  unit: string;
}

/**
 * The available products, by name, for the desk's substitute choice (web_products is readable by staff): a product
 * on lots only while units are on sale (`stock_left`, kept by the lots' hooks), since a substitute is packed now and
 * PocketBase refuses one drawn from a pre-order (pocketbase/pb_hooks/lib/packing.js drawSubstitute).
 */
export async function readSubstituteOptions(pb: StaffClient): Promise<SubstituteOption[]> {
  const records = await pb.collection('web_products').getFullList<WebProductsResponse>({
    filter: `${VISIBLE_FILTER} && is_available = true && (stock_tracked = false || stock_left > 0)`,
    sort: 'name',
    fields: 'id,name,nepaliName,price,unit',
    batch: 500,
  });
  return records.map((r) => ({
    id: r.id,
    name: String(r.name ?? ''),
    nameNe: String(r.nepaliName ?? ''),
    price: Number(r.price) || 0,
    unit: String(r.unit ?? ''),
  }));
}
