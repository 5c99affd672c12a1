/**
 * The order outbox (docs/offline.md "Order outbox"): an order is written here, in IndexedDB, with its idempotency key
 * before its first try, and stays until the server has answered for it. So an order placed without a signal, or
 * whose answer never came, survives a closed tab and is sent again with the same key (the server gives back the
 * order that key placed: never a second one). outbox-sender.ts sends; WaitingOrders.tsx shows what waits.
 */
import { createStore, del, get, set, values } from 'idb-keyval';
import { atom } from 'nanostores';
import { isFiniteNumber, isRecord } from '../../lib/read';
import { toCartItem } from '../cart/stored';
import type { CartItem } from '../cart/rules';
import type { PlaceOrderInput } from './contract';
import { OUTBOX_FLAG } from '../offline/outbox-flag';

export interface WaitingOrder {
  /** The idempotency key, made on the phone before the first try; also the entry's key. */
  key: string;
  /** Exactly what is sent, the same on every try. */
  input: PlaceOrderInput;
  /** The cart lines as the shopper confirmed them: shown while the order waits, given back if it is cancelled. */
  items: CartItem[];
  /** The total the shopper confirmed (rupees). */
  total: number;
  savedAt: number;
  /** The cart was emptied when the order began to wait (so a refused order gives its lines back). */
  cartCleared: boolean;
  tries: number;
  lastTriedAt?: number;
  /** What happened at the last try, in the shopper's words. */
  lastProblem?: string;
}

let store: ReturnType<typeof createStore> | null = null;
const orders = () => {
  store ??= createStore('krishi-outbox', 'orders');
  return store;
};

/** What IndexedDB holds is browser data like any other: a damaged entry is skipped, never sent. */
export function toWaitingOrder(v: unknown): WaitingOrder | null {
  if (!isRecord(v) || typeof v.key !== 'string' || !isRecord(v.input) || v.input.idempotencyKey !== v.key) return null;
  if (!Array.isArray(v.items) || !isFiniteNumber(v.total) || !isFiniteNumber(v.savedAt)) return null;
  const items = v.items.map(toCartItem);
  if (items.some((i) => i === null)) return null;
  return {
    key: v.key,
    input: v.input as unknown as PlaceOrderInput,
    items: items as CartItem[],
    total: v.total,
    savedAt: v.savedAt,
    cartCleared: v.cartCleared === true,
    tries: isFiniteNumber(v.tries) ? v.tries : 0,
    ...(isFiniteNumber(v.lastTriedAt) ? { lastTriedAt: v.lastTriedAt } : {}),
    ...(typeof v.lastProblem === 'string' ? { lastProblem: v.lastProblem } : {}),
  };
}

/** The orders waiting on this phone, oldest first; kept in step across tabs. */
export const $waitingOrders = atom<WaitingOrder[]>([]);

/** Tells the shop's other tabs the outbox changed (made on first use, so merely importing this opens nothing). */
let channel: BroadcastChannel | null = null;
function tabs(): BroadcastChannel | null {
  if (!channel && typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel('krishi-outbox');
    channel.addEventListener('message', () => void refreshWaitingOrders());
  }
  return channel;
}

/** The cart lines of a refused or cancelled order back in the cart (a line already there keeps the cart's quantity). */
export function mergeLines(cart: readonly CartItem[], lines: readonly CartItem[]): CartItem[] {
  const have = new Set(cart.map((i) => i.id));
  return [...cart, ...lines.filter((l) => !have.has(l.id))];
}

export async function listWaitingOrders(): Promise<WaitingOrder[]> {
  const all = (await values(orders())).map(toWaitingOrder).filter((o): o is WaitingOrder => o !== null);
  return all.sort((a, b) => a.savedAt - b.savedAt);
}

export async function getWaitingOrder(key: string): Promise<WaitingOrder | null> {
  return toWaitingOrder(await get(key, orders()));
}

/** Reads the outbox into $waitingOrders and keeps the start-up flag (outbox-flag.ts) in step. */
export async function refreshWaitingOrders(): Promise<WaitingOrder[]> {
  tabs();
  const list = await listWaitingOrders();
  $waitingOrders.set(list);
  try {
    if (list.length > 0) localStorage.setItem(OUTBOX_FLAG, '1');
    else localStorage.removeItem(OUTBOX_FLAG);
  } catch {
    // Blocked storage: the outbox is still sent from the cart and on `online`.
  }
  return list;
}

async function changed(): Promise<void> {
  await refreshWaitingOrders();
  tabs()?.postMessage('changed');
}

export async function putWaitingOrder(order: WaitingOrder): Promise<void> {
  await set(order.key, order, orders());
  await changed();
}

export async function removeWaitingOrder(key: string): Promise<void> {
  await del(key, orders());
  await changed();
}

/**
 * Runs `work` while this tab alone holds the order's lock (Web Locks: across tabs of the shop), or returns null at
 * once when another tab holds it (it is sending that order). `wait` waits for the lock instead (cancelling).
 */
export async function withOrderLock<T>(key: string, work: () => Promise<T>, wait = false): Promise<T | null> {
  if (!navigator.locks) return work(); // browsers without Web Locks (before 2022): one tab, the server's key still holds
  return navigator.locks.request(`krishi-outbox:${key}`, { ifAvailable: !wait }, (lock) => (lock ? work() : null));
}
