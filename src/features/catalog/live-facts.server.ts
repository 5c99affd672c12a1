// What a prebuilt page needs to agree with checkout: whether each product can
// be ordered now, at what price and, for a stock-tracked product, how many
// units are left (the same facts checkout prices and checks stock with).
import type { Locale } from '../../lib/i18n';
import { shipsFromLabel } from '../stock/ships';
import { isOrderable } from './product-facts';
import { loadProducts } from './product-facts.server';
import type { LiveFacts } from './live-facts-shape';

export { MAX_LIVE_IDS, type LiveFacts } from './live-facts-shape';

/** The facts of each product; `locale` is the language of the page asking (its pre-order date is words). */
export async function liveFactsOf(ids: readonly string[], locale: Locale = 'en'): Promise<Record<string, LiveFacts>> {
  const products = await loadProducts(ids);
  const out: Record<string, LiveFacts> = {};
  for (const id of ids) {
    const p = products.get(id);
    const facts: LiveFacts = { available: isOrderable(p), price: p ? p.price : null };
    if (p?.stock) {
      facts.left = p.stock.left;
      if (p.stock.shipsFrom) {
        facts.ships = shipsFromLabel(p.stock.shipsFrom, locale);
        facts.shipsFrom = p.stock.shipsFrom;
      }
    }
    out[id] = facts;
  }
  return out;
}
