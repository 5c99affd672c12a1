/**
 * Stock as shoppers and checkout see it (docs/rules.md §5 Stock allocation): a product's stock summary, kept on the
 * product by the hooks (pocketbase/pb_hooks/lib/stock.js), read into one small value (Stock, parsed by
 * src/lib/data/products.parse.ts). Pure, shared by the server and the islands, so the card, the product page, the cart
 * and the checks before review use the same numbers.
 */
import type { Stock } from '../../lib/data/products.parse';
import { ONLY_LEFT_BELOW } from '../cart/rules';

// Kept in cart/rules.ts, which every island loads already (a module of its own would be one more request on
// /products, docs/architecture.md's JS budget); re-exported here where the stock rules are read.
export { ONLY_LEFT_BELOW, stepperMax } from '../cart/rules';

/** docs/rules.md §2 Product card / detail: "Only N left" below the threshold, "Out of Stock" at 0, else nothing. */
export function stockNote(stock: Stock | null | undefined): string {
  if (!stock) return '';
  if (stock.left <= 0) return 'Out of Stock';
  return stock.left < ONLY_LEFT_BELOW ? `Only ${stock.left} left` : '';
}
