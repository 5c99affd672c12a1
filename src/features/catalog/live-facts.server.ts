// What a prebuilt page needs to agree with checkout: whether each product can
// be ordered now and at what price (the same facts checkout prices with).
import { isOrderable } from '../checkout/order';
import { loadProducts } from '../checkout/products.server';

/** Cards a page may ask about in one request (a products page shows 24 at a time). */
export const MAX_LIVE_IDS = 48;

export interface LiveFacts {
  available: boolean;
  /** Whole rupees; null when the product is gone (then available is false). */
  price: number | null;
}

export async function liveFactsOf(ids: readonly string[]): Promise<Record<string, LiveFacts>> {
  const products = await loadProducts(ids);
  const out: Record<string, LiveFacts> = {};
  for (const id of ids) {
    const p = products.get(id);
    out[id] = { available: isOrderable(p), price: p ? p.price : null };
  }
  return out;
}
