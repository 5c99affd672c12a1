/**
 * "My orders on this phone" (/orders; docs/notifications.md "Order again"): what the list says of an order's status.
 * Pure; the list itself is kept by last-order.ts (one home for what the phone keeps about its orders).
 */
import type { Locale } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';
import { ORDER_STEP_KEYS, orderStepLabel, statusStep } from './status';

/** How many orders the page asks the server about (one getOrder each); older ones show their last known status. */
export const MY_ORDERS_LIVE = 10;

/** A status as the order page's tracker names it; Cancelled and Delivery failed by their own titles. */
export function myOrderStatusLabel(status: string, locale: Locale): string {
  if (!status) return m.myorders_status_unknown({}, { locale });
  if (status === 'Cancelled') return m.order_cancelled_title({}, { locale });
  if (status === 'Delivery failed') return m.order_failed_title({}, { locale });
  return orderStepLabel(ORDER_STEP_KEYS[statusStep(status)] ?? 'confirmed', locale);
}
