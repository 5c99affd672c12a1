// What a placement asked for, as one SHA-256 value stored with the order
// (orders.requestHash). A retried submission (same idempotency key) gets the
// stored order back only when its fingerprint is the same: the key alone is
// not a password to someone else's order (see SECURITY.md, "Idempotency keys").
import { createHash } from 'node:crypto';
import type { OrderCustomer } from './order';

export interface FingerprintInput {
  items: readonly { id: string; quantity: number }[];
  customer: Omit<OrderCustomer, 'districtName' | 'cityName' | 'email'> & { email?: string };
  couponCode: string | null;
  /** The delivery day and pickup point asked for (docs/rules.md "Delivery days"), when the page sent them. */
  delivery?: { day?: string; pickupPoint?: string };
  /** A wallet (docs/payments.md); cash on delivery leaves it out. */
  paymentMethod?: string;
}

/**
 * Lines (id and quantity, in id order), the customer's details as the server normalised them and the coupon code.
 * Prices and totals are left out on purpose: a retry after a price change must still find its order. The optional
 * email counts only when given, so an order placed without one keeps the fingerprint it had before the field existed.
 */
export function requestFingerprint({ items, customer, couponCode, delivery, paymentMethod }: FingerprintInput): string {
  const lines = [...items].map((i) => [i.id, i.quantity] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const who = [customer.name, customer.phone, customer.districtId, customer.cityId, customer.landmark, customer.notes];
  if (customer.email) who.push(customer.email);
  const request: unknown[] = ['order-request-v1', lines, who, couponCode ?? ''];
  // Only when asked for, so a request without them keeps the fingerprint it always had.
  if (delivery?.day || delivery?.pickupPoint) request.push([delivery.day ?? '', delivery.pickupPoint ?? '']);
  if (paymentMethod) request.push(['pay', paymentMethod]);
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}
