/**
 * Whether a product can be ordered now (docs/rules.md §5 Visibility, Stock check), from its live facts
 * (ProductFacts: read and parsed by src/lib/data/products.server.ts). Pure; the catalogue owns the rule because a
 * product's orderability is catalogue data. Checkout prices with the facts (src/features/checkout/order.ts);
 * product-facts.server.ts reads them.
 */
import type { ProductFacts } from '../../lib/data/products.parse';
import { isShopperVisible } from '../../lib/visibility.mjs';

/**
 * docs/rules.md §5 Visibility + Stock check: a product can be ordered when it exists, is visible, not marked
 * unavailable and, when stock-tracked, has units left (on sale or to pre-order).
 */
export function isOrderable(product: ProductFacts | undefined): product is ProductFacts {
  return Boolean(isShopperVisible(product) && product.is_available && (!product.stock || product.stock.left > 0));
}
