/**
 * A product's live facts: what the shop must know now to show, price and accept it (docs/rules.md §5 Visibility,
 * Stock check). Pure; the catalogue owns them because a product's orderability is catalogue data. Checkout prices
 * with them (src/features/checkout/order.ts); product-facts.server.ts reads them from PocketBase.
 */
import { isShopperVisible } from '../../lib/visibility.mjs';
import { stockOf, type Stock } from '../stock/stock';
import { productRecordSchema } from './product-parse';

/** What the server needs to know about a product to price and accept it. */
export interface ProductFacts {
  id: string;
  slug: string;
  name: string;
  /** The operator's Nepali name ("" when none): named to Nepali shoppers, stored on order lines as `nameNe`. */
  nepaliName?: string;
  price: number;
  unit: string;
  category: string;
  minOf: number;
  is_available: boolean;
  isVisible: boolean;
  /** The product's main image (file name or URL), stored on order lines for the order page. */
  image?: string;
  /** What its lots have left (docs/rules.md §5 Stock allocation); null or absent when not stock-tracked. */
  stock?: Stock | null;
}

/** The PocketBase fields behind ProductFacts (for `fields=` in lookups). */
export const PRODUCT_FACT_FIELDS =
  'id,slug,name,nepaliName,price,unit,category,minOf,is_available,isVisible,image,stock_tracked,stock_left,preorder_left,preorder_ships';

const productFactsSchema = productRecordSchema.pick({
  id: true,
  slug: true,
  name: true,
  nepaliName: true,
  price: true,
  unit: true,
  category: true,
  minOf: true,
  is_available: true,
  isVisible: true,
  image: true,
});

/** docs/rules.md §3 product record → facts, with the catalogue's own parsing rules; null when unusable (no numeric price). */
export function parseProductFacts(raw: unknown): ProductFacts | null {
  const r = productFactsSchema.safeParse(raw);
  if (!r.success || r.data.price < 0) return null;
  const stock = stockOf(raw && typeof raw === 'object' ? raw : {});
  return stock ? { ...r.data, stock } : r.data;
}

/**
 * docs/rules.md §5 Visibility + Stock check: a product can be ordered when it exists, is visible, not marked
 * unavailable and, when stock-tracked, has units left (on sale or to pre-order).
 */
export function isOrderable(product: ProductFacts | undefined): product is ProductFacts {
  return Boolean(isShopperVisible(product) && product.is_available && (!product.stock || product.stock.left > 0));
}
