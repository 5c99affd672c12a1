/**
 * The order status lifecycle as the shop's server and pages read it: the rules PocketBase's hooks enforce, from
 * their one copy (pocketbase/pb_hooks/lib/lifecycle.js, CommonJS so PocketBase can require it). docs/order-desk.md
 * describes the lifecycle.
 */
import lifecycle, { type OrderStatus } from '../../../pocketbase/pb_hooks/lib/lifecycle.js';

export type { OrderStatus };

export const ORDER_STATUSES: readonly OrderStatus[] = lifecycle.STATUSES;
export const REASON_MAX_LENGTH: number = lifecycle.REASON_MAX;

/** The timestamp field each status sets when an order enters it (Open has none: `created` is its time). */
export const STATUS_TIME_FIELDS = lifecycle.TIME_FIELDS;

export const isOrderStatus = lifecycle.isStatus;
/** The statuses an order may move to next along the lifecycle (what the desk offers). */
export const nextStatuses = lifecycle.nextStatuses;
export const canChange = lifecycle.canChange;
/** Cancelled and Delivery failed need a reason, shown to the shopper. */
export const needsReason = lifecycle.needsReason;
/** Nothing follows (Delivered, Cancelled). */
export const isFinalStatus = lifecycle.isFinal;

/** Cancelled or Delivery failed: the shopper's tracker is replaced by the state and its reason. */
export function isStoppedStatus(status: string): boolean {
  return status === 'Cancelled' || status === 'Delivery failed';
}
