/**
 * The order status lifecycle as the shop's server and pages read it. The table (statuses, allowed changes, which
 * need a reason, which timestamp each sets) is `pocketbase/pb_hooks/lib/order-lifecycle.json`, the same file the
 * PocketBase hook enforces (`pocketbase/pb_hooks/lib/lifecycle.js`); `tests/unit/orders/lifecycle.test.ts` checks
 * that both readings agree. docs/order-desk.md describes the lifecycle.
 */
import table from '../../../pocketbase/pb_hooks/lib/order-lifecycle.json';

export type OrderStatus = 'Open' | 'Confirmed' | 'Out for Delivery' | 'Delivered' | 'Cancelled' | 'Delivery failed';

export const ORDER_STATUSES = table.statuses as readonly OrderStatus[];
export const REASON_MAX_LENGTH: number = table.reasonMaxLength;

/** The timestamp field each status sets when an order enters it (Open has none: `created` is its time). */
export const STATUS_TIME_FIELDS = table.timeFields as Record<Exclude<OrderStatus, 'Open'>, string>;

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The statuses an order may move to next along the lifecycle (what the desk offers). */
export function nextStatuses(from: string): OrderStatus[] {
  return isOrderStatus(from) ? [...(table.transitions[from] as OrderStatus[])] : [];
}

export function canChange(from: string, to: string, superuser = false): boolean {
  if (!isOrderStatus(from) || !isOrderStatus(to) || from === to) return false;
  if ((table.transitions[from] as string[]).includes(to)) return true;
  return superuser && ((table.corrections as Record<string, string[]>)[from] ?? []).includes(to);
}

/** Cancelled and Delivery failed need a reason, shown to the shopper. */
export function needsReason(status: string): boolean {
  return (table.reasonRequired as string[]).includes(status);
}

/** Nothing follows (Delivered, Cancelled). */
export function isFinalStatus(status: string): boolean {
  return isOrderStatus(status) && table.transitions[status].length === 0;
}

/** Cancelled or Delivery failed: the shopper's tracker is replaced by the state and its reason. */
export function isStoppedStatus(status: string): boolean {
  return status === 'Cancelled' || status === 'Delivery failed';
}
