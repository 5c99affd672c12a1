/**
 * The order desk's view of orders, as the shop's server builds it from PocketBase records and the list page's
 * script reads it from /desk/orders.json. Pure, and free of zod (the script imports the types).
 */
import { isFinalStatus, nextStatuses, needsReason, type OrderStatus } from '../orders/lifecycle';

/** One line of the desk's order list. */
export interface DeskOrderRow {
  id: string;
  orderNumber: string;
  status: string;
  /** The status in the desk's language (words.ts), so the list's script needs no table of names. */
  statusText: string;
  customerName: string;
  phone: string;
  /** "City, District". */
  place: string;
  total: number;
  /** The total as the shop shows money in the desk's language (src/lib/money.ts), so the list's script needs no formatting code. */
  totalText: string;
  /** ISO instant the order was placed. */
  created: string;
  /** When it was placed, "HH:MM" Nepal time (Devanagari digits on the Nepali desk). */
  timeText: string;
  /** How a wallet pays it and where that stands ("eSewa · Awaiting payment"); "" for cash on delivery. */
  paymentText: string;
}

export interface DeskListAnswer {
  orders: DeskOrderRow[];
}

/** The buttons the desk offers for an order in `status`, in lifecycle order. */
export function deskActions(status: string): { to: OrderStatus; needsReason: boolean }[] {
  return nextStatuses(status).map((to) => ({ to, needsReason: needsReason(to) }));
}

/** Whether an order still needs handling (shown among the open ones). */
export function isOpenOrder(status: string): boolean {
  return !isFinalStatus(status);
}

/** Tel link target for a phone number as typed ("98-4123 4567" → "tel:9841234567"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The colour of a status in the desk's list and order view: Delivered green, Cancelled red, Delivery failed orange,
 * the open ones the brand colour (so a failed or cancelled order never reads as done).
 */
export function statusTone(status: string): string {
  switch (status) {
    case 'Delivered':
      return 'text-green-700';
    case 'Cancelled':
      return 'text-red-700';
    case 'Delivery failed':
      return 'text-orange-700';
    default:
      return 'text-brand';
  }
}
