/**
 * Order money arithmetic, docs/rules.md §9 "Order": Total = subtotal + delivery charge − coupon discount − coupon delivery
 * discount. Money is whole rupees (docs/architecture.md). A line's total is the cart's rule
 * (src/features/cart/rules.ts).
 */

export { lineTotal } from '../cart/rules';

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
