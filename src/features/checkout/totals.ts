/**
 * Order money arithmetic, docs/rules.md §9 "Order": Total = subtotal + delivery charge − coupon discount − coupon delivery
 * discount. Money is whole rupees (docs/architecture.md).
 */

/** Anything priced per unit with a quantity (cart items, order lines). */
export interface PricedLine {
  price: number;
  quantity: number;
}

/** docs/rules.md §2 cart view "line total": price × quantity (0 for non-finite or negative input). */
export function lineTotal(price: number, qty: number): number {
  if (!Number.isFinite(price) || !Number.isFinite(qty) || price < 0 || qty < 0) return 0;
  return price * qty;
}

/** docs/rules.md §2 cart view "subtotal": the sum of line totals. */
export function subtotal(items: readonly PricedLine[]): number {
  return items.reduce((sum, item) => sum + lineTotal(item.price, item.quantity), 0);
}

export interface TotalsInput {
  subtotal: number;
  deliveryCharge: number;
  discount: number;
  deliveryDiscount: number;
}

export interface OrderTotals {
  subtotal: number;
  deliveryCharge: number;
  /** Item discount actually applied (≤ subtotal). */
  discount: number;
  /** Delivery discount actually applied (≤ delivery charge). */
  deliveryDiscount: number;
  total: number;
}

const clampNonNegative = (n: number): number => (Number.isFinite(n) && n > 0 ? n : 0);

/**
 * docs/rules.md §9 total formula, applied literally after capping each discount to what it discounts: the item discount to
 * the subtotal and the delivery discount to the delivery charge (e.g. a percent delivery discount computed on the
 * assumed 350 cannot exceed a real charge of 100). So the total is never below 0, and the returned discount figures
 * are the ones to store on the order (discount_amount, delivery_discount_amount, docs/rules.md §3).
 */
export function orderTotals(input: TotalsInput): OrderTotals {
  const sub = clampNonNegative(input.subtotal);
  const delivery = clampNonNegative(input.deliveryCharge);
  const discount = Math.min(clampNonNegative(input.discount), sub);
  const deliveryDiscount = Math.min(clampNonNegative(input.deliveryDiscount), delivery);
  return {
    subtotal: sub,
    deliveryCharge: delivery,
    discount,
    deliveryDiscount,
    total: sub + delivery - discount - deliveryDiscount,
  };
}
