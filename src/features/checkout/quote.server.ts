// Server-side pricing for the cart drawer and checkout form: everything is
// recomputed from PocketBase (prices, availability, the branch's delivery rate,
// the coupon), so what the shopper sees is what an order would store.
import { ActionError } from 'astro:actions';
import type { z } from 'zod';
import type { Locale } from '../../lib/i18n';
import { couponNotValid, normalizeCode, type CouponResult } from './coupon';
import { checkCoupon, couponLookupError } from './coupons.server';
import { getBranch } from './delivery.server';
import { branchUnavailable } from './messages';
import {
  cartTotals,
  linesDeliveryCharge,
  linesSubtotal,
  priceLines,
  stockLinesMessage,
  unavailableLines,
} from './order';
import { loadProducts } from '../catalog/product-facts.server';
import { walletsOffered } from '../payments/flow.server';
import type { checkStockInput, CouponCheck, Quote, quoteInput, StockCheck, validateCouponInput } from './contract';

/** docs/rules.md §5 coupon outcome as the client sees it (never the coupon record itself). */
function couponAnswer(result: CouponResult): CouponCheck {
  return result.ok
    ? {
        ok: true,
        code: result.code,
        couponId: result.couponId,
        discount: result.discount,
        deliveryDiscount: result.deliveryDiscount,
        message: result.message,
      }
    : { ok: false, message: result.message };
}

/**
 * docs/rules.md §5 coupon check with the server's subtotal; lookup failures throw docs/rules.md §8's messages. Every
 * message is in `locale`, the language of the page that asked.
 */
export async function validateCoupon(
  input: z.output<typeof validateCouponInput>,
  locale: Locale = 'en',
): Promise<CouponCheck> {
  if (normalizeCode(input.code) === '') return { ok: false, message: couponNotValid(locale) };
  const lines = priceLines(input.items, await loadProducts(input.items.map((i) => i.id)), locale);
  try {
    const { result } = await checkCoupon(input.code, linesSubtotal(lines), new Date(), locale);
    return couponAnswer(result);
  } catch (err) {
    throw couponLookupError(err, locale);
  }
}

/** Current prices, delivery charge, coupon and totals for a cart (no branch: delivery 0); messages in `locale`. */
export async function quote(input: z.output<typeof quoteInput>, locale: Locale = 'en'): Promise<Quote> {
  const [products, branch] = await Promise.all([
    loadProducts(input.items.map((i) => i.id)),
    input.branchId ? getBranch(input.branchId) : Promise.resolve(null),
  ]);
  if (input.branchId && !branch) throw new ActionError({ code: 'BAD_REQUEST', message: branchUnavailable(locale) });
  const lines = priceLines(input.items, products, locale);
  const delivery = linesDeliveryCharge(lines, branch ? branch.amount : null);

  let coupon: CouponResult | null = null;
  let couponError: string | null = null;
  if (normalizeCode(input.couponCode) !== '') {
    try {
      coupon = (await checkCoupon(input.couponCode ?? '', linesSubtotal(lines), new Date(), locale)).result;
      if (!coupon.ok) couponError = coupon.message;
    } catch (err) {
      // A quote is still useful without the coupon; the reason is shown instead.
      couponError = couponLookupError(err, locale).message;
    }
  }
  const totals = cartTotals(lines, delivery, coupon);
  return {
    lines,
    subtotal: totals.subtotal,
    deliveryCharge: totals.deliveryCharge,
    discount: totals.discount,
    deliveryDiscount: totals.deliveryDiscount,
    total: totals.total,
    coupon: coupon?.ok
      ? {
          code: coupon.code,
          couponId: coupon.couponId,
          discount: coupon.discount,
          deliveryDiscount: coupon.deliveryDiscount,
          message: coupon.message,
        }
      : null,
    couponError,
  };
}

/**
 * docs/rules.md §5 Stock check: unavailable, hidden or deleted products block ordering (docs/rules.md §8 message, in
 * `locale`).
 */
/** The wallets on now; when they cannot be read, cash on delivery alone (the order is never held up by wallets). */
async function offeredOrNone(): Promise<('esewa' | 'khalti')[]> {
  try {
    return await walletsOffered();
  } catch {
    return [];
  }
}

export async function checkStock(input: z.output<typeof checkStockInput>, locale: Locale = 'en'): Promise<StockCheck> {
  const unavailable = unavailableLines(input.items, await loadProducts(input.items.map((i) => i.id)), locale);
  const wallets = await offeredOrNone();
  return {
    unavailable,
    message: unavailable.length > 0 ? stockLinesMessage(unavailable, locale) : null,
    // Only when a wallet is on: with none, the answer is as it always was.
    ...(wallets.length > 0 ? { wallets } : {}),
  };
}
