/**
 * Stock as shoppers and checkout see it (docs/rules.md §5 Stock allocation): a product's stock summary, kept on the
 * product by the hooks (pocketbase/pb_hooks/lib/stock.js), read into one small value. Pure, shared by the server and
 * the islands, so the card, the product page, the cart and the checks before review use the same numbers.
 */
import { ONLY_LEFT_BELOW } from '../cart/rules';

// Kept in cart/rules.ts, which every island loads already (a module of its own would be one more request on
// /products, docs/architecture.md's JS budget); re-exported here where the stock rules are read.
export { ONLY_LEFT_BELOW, stepperMax } from '../cart/rules';

/** What a stock-tracked product has left: on sale, or (when nothing is) to pre-order, shipping from `shipsFrom`. */
export interface Stock {
  left: number;
  /** YYYY-MM-DD, the expected harvest of the pre-order lot; "" when the units are on sale now. */
  shipsFrom: string;
}

const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0);

/** The product record's stock fields → its stock; null when the product is not stock-tracked (it sells as before). */
export function stockOf(raw: {
  stock_tracked?: unknown;
  stock_left?: unknown;
  preorder_left?: unknown;
  preorder_ships?: unknown;
}): Stock | null {
  if (raw.stock_tracked !== true) return null;
  const left = count(raw.stock_left);
  if (left > 0) return { left, shipsFrom: '' };
  const preorder = count(raw.preorder_left);
  const ships = typeof raw.preorder_ships === 'string' ? raw.preorder_ships.slice(0, 10) : '';
  return preorder > 0 && /^\d{4}-\d{2}-\d{2}$/.test(ships)
    ? { left: preorder, shipsFrom: ships }
    : { left: 0, shipsFrom: '' };
}

/** docs/rules.md §2 Product card / detail: "Only N left" below the threshold, "Out of Stock" at 0, else nothing. */
export function stockNote(stock: Stock | null | undefined): string {
  if (!stock) return '';
  if (stock.left <= 0) return 'Out of Stock';
  return stock.left < ONLY_LEFT_BELOW ? `Only ${stock.left} left` : '';
}
