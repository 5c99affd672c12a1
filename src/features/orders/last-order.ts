/**
 * docs/rules.md §3 "Last order": after placeOrder the checkout saves the server's `order` in sessionStorage under
 * `lastOrder`, together with the `accessToken` (so this tab may see its own delivery details). The confirmation
 * page reads it back. Agreed shape: the LastOrder JSON plus a field `accessToken`.
 */
import { finiteNumber, isRecord, listOf, nonEmptyTextOrNull, parseJson, text } from '../../lib/read';
import { sessionRead, sessionWrite } from '../../lib/session-store';
import { lineNepaliName } from '../../lib/data/orders';
import { ORDER_NUMBER_PATTERN } from './order-number';
import type { LastOrder } from './view';
import type { PickupPlace } from '../../lib/data/delivery-days.parse';

/** docs/rules.md §3: the browser session key (verbatim). */
export const LAST_ORDER_KEY = 'lastOrder';

/** What sessionStorage holds: the docs/rules.md last order plus the order's access token. */
export type StoredLastOrder = LastOrder & { accessToken?: string };

type StoredCustomer = LastOrder['customerDetails'];
type StoredLine = LastOrder['items'][number];

/** Details that are missing or null read as empty; a value that is not an object makes the order unusable. */
function readCustomer(v: unknown): StoredCustomer | null {
  if (v === undefined || v === null) v = {};
  if (!isRecord(v)) return null;
  return {
    name: text(v.name),
    phone: text(v.phone),
    district: text(v.district),
    districtName: text(v.districtName),
    ...(typeof v.districtNameNe === 'string' && v.districtNameNe ? { districtNameNe: v.districtNameNe } : {}),
    city: text(v.city),
    cityName: text(v.cityName),
    ...(typeof v.cityNameNe === 'string' && v.cityNameNe ? { cityNameNe: v.cityNameNe } : {}),
    landmark: text(v.landmark),
    notes: text(v.notes),
    deliveryCharge: finiteNumber(v.deliveryCharge),
  };
}

/** One order line; null (the line is dropped) when it is not an object or has a unit that is not text. */
function readLine(v: unknown): StoredLine | null {
  if (!isRecord(v)) return null;
  const { unit } = v;
  if (unit !== undefined && typeof unit !== 'string') return null;
  const nameNe = lineNepaliName(v.nameNe);
  return {
    id: text(v.id),
    name: text(v.name),
    ...(nameNe ? { nameNe } : {}),
    image: text(v.image),
    price: finiteNumber(v.price),
    quantity: finiteNumber(v.quantity),
    ...(unit !== undefined ? { unit } : {}),
  };
}

/** Where a pickup order is collected (its text parts; absent when it was delivered). */
function readPickupPlace(v: unknown): PickupPlace | undefined {
  if (!isRecord(v)) return undefined;
  return {
    name: text(v.name),
    name_ne: text(v.name_ne),
    address: text(v.address),
    address_ne: text(v.address_ne),
    opensAt: text(v.opensAt),
    closesAt: text(v.closesAt),
  };
}

/** A token longer than any real one is ignored rather than trusted (the order still shows). */
const MAX_ACCESS_TOKEN = 200;
const readAccessToken = (v: unknown): string | undefined =>
  typeof v === 'string' && v.length <= MAX_ACCESS_TOKEN ? v : undefined;

/**
 * Lenient on purpose: a field this page does not know about, or a missing one, must not hide the order. Only a
 * missing or malformed order number, or customer details that are not an object, make the value unusable.
 */
function readStoredLastOrder(v: unknown): StoredLastOrder | null {
  if (!isRecord(v)) return null;
  const { orderNumber, accessToken } = v;
  if (typeof orderNumber !== 'string' || !ORDER_NUMBER_PATTERN.test(orderNumber)) return null;
  const customerDetails = readCustomer(v.customerDetails);
  if (!customerDetails) return null;
  const pickupPoint = readPickupPlace(v.pickupPoint);
  return {
    orderNumber,
    orderDate: text(v.orderDate),
    customerDetails,
    items: listOf(v.items, readLine),
    subtotal: finiteNumber(v.subtotal),
    deliveryCharge: finiteNumber(v.deliveryCharge),
    discount_amount: finiteNumber(v.discount_amount),
    delivery_discount_amount: finiteNumber(v.delivery_discount_amount),
    coupon_used: nonEmptyTextOrNull(v.coupon_used),
    couponCode: nonEmptyTextOrNull(v.couponCode),
    total: finiteNumber(v.total),
    status: 'confirmed',
    estimatedDelivery: text(v.estimatedDelivery),
    notes: text(v.notes),
    ...(pickupPoint ? { pickupPoint } : {}),
    ...(accessToken !== undefined ? { accessToken: readAccessToken(accessToken) } : {}),
  };
}

/** Parses a stored value (a JSON string); null when absent or unusable. */
export function parseStoredLastOrder(raw: string | null): StoredLastOrder | null {
  if (!raw) return null;
  return readStoredLastOrder(parseJson(raw));
}

/** The last order of this browser session, or null (no storage, nothing saved, or unreadable). */
export function readLastOrder(): StoredLastOrder | null {
  return parseStoredLastOrder(sessionRead(LAST_ORDER_KEY));
}

/** The value saved under LAST_ORDER_KEY: placeOrder's order plus the private access token. */
export function lastOrderForSession(order: object, accessToken: string): string {
  return JSON.stringify({ ...order, accessToken });
}

/** Saves placeOrder's answer for the confirmation page (docs/rules.md §4 Checkout flow step 2). */
export function saveLastOrder(order: LastOrder, accessToken: string): void {
  // Without storage the confirmation page still finds the order by its number.
  sessionWrite(LAST_ORDER_KEY, lastOrderForSession(order, accessToken));
  writeMyOrders(
    withMyOrder(readMyOrders(), {
      orderNumber: order.orderNumber,
      ...(accessToken ? { accessToken } : {}),
      orderDate: order.orderDate || new Date().toISOString(),
      total: order.total,
      locale: currentLocale(),
      status: '',
    }),
  );
}

/**
 * "My orders on this phone" (docs/notifications.md "Order again"): besides the tab's last order, localStorage keeps a
 * short list of the orders placed on this phone, newest first, for the /orders page. Only what that page needs: the
 * number, the access token (shows the order's lines and lets "order again" read them), when it was placed, its total
 * and the language it was placed in. Saved with the last order (saveLastOrder), so an outbox order joins it once sent.
 */
export const MY_ORDERS_KEY = 'myOrders';
/** The newest this many are kept; older ones fall off. */
export const MY_ORDERS_CAP = 20;

export interface MyOrder {
  orderNumber: string;
  accessToken?: string;
  orderDate: string;
  total: number;
  locale: 'en' | 'ne';
  /** The last status the server told this phone ("" until one was fetched); shown as last known when offline. */
  status: string;
}

function readMyOrder(v: unknown): MyOrder | null {
  if (!isRecord(v)) return null;
  const { orderNumber, accessToken } = v;
  if (typeof orderNumber !== 'string' || !ORDER_NUMBER_PATTERN.test(orderNumber)) return null;
  const token = readAccessToken(accessToken);
  return {
    orderNumber,
    ...(token ? { accessToken: token } : {}),
    orderDate: text(v.orderDate),
    total: finiteNumber(v.total),
    locale: v.locale === 'ne' ? 'ne' : 'en',
    status: text(v.status).slice(0, 40),
  };
}

/** Parses the stored list (a JSON string): unreadable entries are dropped, duplicates keep the first, capped. */
export function parseMyOrders(raw: string | null): MyOrder[] {
  if (!raw) return [];
  const seen = new Set<string>();
  const list: MyOrder[] = [];
  for (const order of listOf(parseJson(raw), readMyOrder)) {
    if (seen.has(order.orderNumber)) continue;
    seen.add(order.orderNumber);
    list.push(order);
  }
  return list.slice(0, MY_ORDERS_CAP);
}

/** The list with `order` first (replacing an older entry for the same number), capped to the newest MY_ORDERS_CAP. */
export function withMyOrder(list: readonly MyOrder[], order: MyOrder): MyOrder[] {
  return [order, ...list.filter((o) => o.orderNumber !== order.orderNumber)].slice(0, MY_ORDERS_CAP);
}

/** What the server just said of an order: its status, and its total when it sent the details (packing changes it). */
export interface LiveOrderFacts {
  status: string;
  total?: number;
}

/** The list with the facts just fetched (by order number) kept as the last known ones. */
export function withStatuses(list: readonly MyOrder[], facts: ReadonlyMap<string, LiveOrderFacts>): MyOrder[] {
  return list.map((o) => {
    const live = facts.get(o.orderNumber);
    if (live === undefined) return o;
    return { ...o, status: live.status, ...(live.total === undefined ? {} : { total: live.total }) };
  });
}

/** The orders placed on this phone, newest first ([] when storage is blocked or empty). */
export function readMyOrders(): MyOrder[] {
  try {
    return parseMyOrders(localStorage.getItem(MY_ORDERS_KEY));
  } catch {
    return [];
  }
}

export function writeMyOrders(list: readonly MyOrder[]): void {
  try {
    localStorage.setItem(MY_ORDERS_KEY, JSON.stringify(list));
  } catch {
    // storage blocked or full: the list is a convenience, the order page still finds each order by its number
  }
}

/** "Forget these orders on this phone" (a shared phone). */
export function forgetMyOrders(): void {
  try {
    localStorage.removeItem(MY_ORDERS_KEY);
  } catch {
    // storage blocked: nothing was kept
  }
}

function currentLocale(): 'en' | 'ne' {
  try {
    return document.documentElement.lang === 'ne' ? 'ne' : 'en';
  } catch {
    return 'en';
  }
}
