/**
 * Decoders for what the cart keeps in localStorage (cart lines, customer info) and sessionStorage (the applied coupon). Anything can be in localStorage (an
 * older version of the shop, another site on the same origin, a shopper's experiments), so every value is checked
 * field by field; a damaged value gives the empty default instead of a crash.
 *
 * Hand-written type guards rather than zod: this module is in every page's first JavaScript (the header badge), and
 * zod would add more weight than the whole cart.
 */
import { allOf, isFiniteNumber, isRecord, parseJson } from '../../lib/read';
import { MAX_QUANTITY, shouldDiscardCoupon, type AppliedCoupon, type CartItem } from './rules';

const isString = (v: unknown): v is string => typeof v === 'string';

/** One stored cart line, or null when any field has the wrong type (docs/rules.md §3 Cart item). */
export function toCartItem(v: unknown): CartItem | null {
  if (!isRecord(v)) return null;
  const { id, slug, name, nepaliName, price, unit, image, category, badges, farmerName, location } = v;
  const { hasTraceability, is_available, quantity, minOf, maxQuantity, ships, weight } = v;
  const strings = [id, slug, name, unit, image, category, farmerName, location];
  if (!strings.every(isString)) return null;
  if (nepaliName !== undefined && !isString(nepaliName)) return null;
  if (!isFiniteNumber(price) || price < 0) return null;
  if (!Array.isArray(badges) || !badges.every(isString)) return null;
  if (typeof hasTraceability !== 'boolean' || typeof is_available !== 'boolean') return null;
  if (!Number.isInteger(quantity) || (quantity as number) < 1 || (quantity as number) > MAX_QUANTITY) return null;
  if (minOf !== undefined && !isFiniteNumber(minOf)) return null;
  return {
    id: id as string,
    slug: slug as string,
    name: name as string,
    ...(nepaliName !== undefined ? { nepaliName } : {}),
    price,
    unit: unit as string,
    image: image as string,
    category: category as string,
    badges: [...badges],
    farmerName: farmerName as string,
    location: location as string,
    hasTraceability,
    is_available,
    quantity: quantity as number,
    ...(minOf !== undefined ? { minOf } : {}),
    // Stock hints (docs/rules.md §5 Stock allocation): kept when well-formed, dropped otherwise (the server checks anyway).
    ...(Number.isInteger(maxQuantity) && (maxQuantity as number) >= 0 ? { maxQuantity: maxQuantity as number } : {}),
    ...(isString(ships) && ships.length <= 120 ? { ships } : {}),
    ...weightOf(weight),
  };
}

/** A stored line's sold-by-weight facts, when well-formed (only the hint reads them: the server prices the line). */
function weightOf(v: unknown): Pick<CartItem, 'weight'> {
  if (!isRecord(v)) return {};
  const { nominalKg, weightPrice, per } = v;
  if (!isFiniteNumber(nominalKg) || nominalKg <= 0 || !isFiniteNumber(weightPrice) || weightPrice <= 0) return {};
  if (per !== 'kg' && per !== '100 g') return {};
  return { weight: { nominalKg, weightPrice, per } };
}

/** The stored cart: a JSON list of cart lines. A damaged list, or one with a damaged line, yields an empty cart. */
export function decodeCart(raw: string): CartItem[] {
  return allOf(parseJson(raw), toCartItem) ?? [];
}

/** docs/rules.md §3 Customer info: saved in the browser and reused for the next order. district and city are record ids. */
export interface CustomerInfo {
  name: string;
  phone: string;
  /** Optional: '' when the shopper gives none. */
  email: string;
  district: string;
  districtName: string;
  city: string;
  cityName: string;
  /** The delivery charge last computed for this city and cart (docs/rules.md §3); the checkout recomputes it. */
  deliveryCharge: number;
  landmark: string;
  notes: string;
}

export const EMPTY_CUSTOMER: CustomerInfo = {
  name: '',
  phone: '',
  email: '',
  district: '',
  districtName: '',
  city: '',
  cityName: '',
  deliveryCharge: 0,
  landmark: '',
  notes: '',
};

const TEXT_FIELDS = [
  'name',
  'phone',
  'email',
  'district',
  'districtName',
  'city',
  'cityName',
  'landmark',
  'notes',
] as const;

/** Stored customer info; fields with the wrong type fall back to empty one by one (a typed name survives). */
export function decodeCustomer(raw: string): CustomerInfo {
  const v = parseJson(raw);
  if (!isRecord(v)) return { ...EMPTY_CUSTOMER };
  const out: CustomerInfo = { ...EMPTY_CUSTOMER };
  for (const key of TEXT_FIELDS) {
    const field = v[key];
    if (isString(field)) out[key] = field;
  }
  if (isFiniteNumber(v.deliveryCharge) && v.deliveryCharge >= 0) out.deliveryCharge = v.deliveryCharge;
  return out;
}

/** docs/rules.md §4 Checkout flow: choosing a district clears city, city name and sets deliveryCharge to 0. */
export function withDistrict(customer: CustomerInfo, district: { id: string; name: string }): CustomerInfo {
  return { ...customer, district: district.id, districtName: district.name, city: '', cityName: '', deliveryCharge: 0 };
}

/** docs/rules.md §4 Checkout flow: choosing a city stores it with the delivery charge computed for it. */
export function withCity(
  customer: CustomerInfo,
  city: { id: string; name: string },
  deliveryCharge: number,
): CustomerInfo {
  return { ...customer, city: city.id, cityName: city.name, deliveryCharge };
}

/**
 * The applied coupon as this tab keeps it, with the prices and quantities of the cart it was applied to: a reload or a
 * switch of language keeps the coupon for that same cart only (docs/rules.md §4: any other cart discards it).
 */
export function encodeKeptCoupon(coupon: AppliedCoupon, cart: readonly CartItem[]): string {
  return JSON.stringify({ coupon, lines: cart.map(({ price, quantity }) => ({ price, quantity })) });
}

/** The kept coupon when it was applied to a cart like this one (same lines, quantity and subtotal); null otherwise. */
export function decodeKeptCoupon(raw: string | null, cart: readonly CartItem[]): AppliedCoupon | null {
  const v = parseJson(raw ?? '');
  if (!isRecord(v) || !isRecord(v.coupon)) return null;
  const lines = allOf(v.lines, (l) =>
    isRecord(l) && isFiniteNumber(l.price) && isFiniteNumber(l.quantity)
      ? { price: l.price, quantity: l.quantity }
      : null,
  );
  if (!lines || lines.length === 0 || shouldDiscardCoupon(lines, cart)) return null;
  const { code, couponId, discount, deliveryDiscount } = v.coupon;
  if (!isString(code) || code === '' || !isString(couponId) || couponId === '') return null;
  if (!isFiniteNumber(discount) || discount < 0 || !isFiniteNumber(deliveryDiscount) || deliveryDiscount < 0)
    return null;
  return { code, couponId, discount, deliveryDiscount };
}
