/**
 * Spec §3 "Last order": after placeOrder the checkout saves the server's `order` in sessionStorage under
 * `lastOrder`, together with the `accessToken` (so this tab may see its own delivery details). The confirmation
 * page reads it back. Agreed shape: the LastOrder JSON plus a field `accessToken`.
 */
import { z } from 'zod';
import { ORDER_NUMBER_PATTERN } from './order-number';
import type { LastOrder } from './view';

/** Spec §3: the browser session key (verbatim). */
export const LAST_ORDER_KEY = 'lastOrder';

/** What sessionStorage holds: the spec's last order plus the order's access token. */
export type StoredLastOrder = LastOrder & { accessToken?: string };

const num = z.unknown().optional().transform((v) => (typeof v === 'number' && Number.isFinite(v) ? v : 0));
const str = z.unknown().optional().transform((v) => (typeof v === 'string' ? v : ''));
/** A list whose unreadable entries are dropped (one bad line must not hide the order). */
function listOf<T extends z.ZodType>(item: T) {
  return z.unknown().optional().transform((value): z.output<T>[] => {
    if (!Array.isArray(value)) return [];
    return value.flatMap((entry) => {
      const r = item.safeParse(entry);
      return r.success ? [r.data] : [];
    });
  });
}

/** Lenient on purpose: a field this page does not know about, or a missing one, must not hide the order. */
const storedSchema = z.object({
  orderNumber: z.string().regex(ORDER_NUMBER_PATTERN),
  orderDate: str,
  customerDetails: z
    .object({
      name: str,
      phone: str,
      district: str,
      districtName: str,
      city: str,
      cityName: str,
      landmark: str,
      notes: str,
      deliveryCharge: num,
    })
    .nullish()
    .transform((c) => c ?? { name: '', phone: '', district: '', districtName: '', city: '', cityName: '', landmark: '', notes: '', deliveryCharge: 0 }),
  items: listOf(
    z.object({
      id: str,
      name: str,
      image: str,
      price: num,
      quantity: num,
      unit: z.string().optional(),
    }),
  ),
  subtotal: num,
  deliveryCharge: num,
  discount_amount: num,
  delivery_discount_amount: num,
  coupon_used: z.unknown().optional().transform((v) => (typeof v === 'string' && v !== '' ? v : null)),
  couponCode: z.unknown().optional().transform((v) => (typeof v === 'string' && v !== '' ? v : null)),
  total: num,
  status: z.unknown().optional().transform(() => 'confirmed' as const),
  estimatedDelivery: str,
  notes: str,
  accessToken: z.string().max(200).optional().catch(undefined),
});

/** Parses a stored value (a JSON string); null when absent or unusable. */
export function parseStoredLastOrder(raw: string | null): StoredLastOrder | null {
  if (!raw) return null;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The last order of this browser session, or null (no storage, nothing saved, or unreadable). */
export function readLastOrder(): StoredLastOrder | null {
  try {
    return parseStoredLastOrder(sessionStorage.getItem(LAST_ORDER_KEY));
  } catch {
    return null; // storage blocked (privacy mode)
  }
}

/** Saves placeOrder's answer for the confirmation page (spec §4 Checkout flow step 2). */
export function saveLastOrder(order: LastOrder, accessToken: string): void {
  try {
    sessionStorage.setItem(LAST_ORDER_KEY, JSON.stringify({ ...order, accessToken }));
  } catch {
    // storage blocked or full: the confirmation page still finds the order by its number
  }
}
