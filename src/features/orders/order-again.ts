/**
 * "Order again" (docs/notifications.md "Order again"): an order's lines, priced and stocked as today. Pure: the
 * server (order-again.server.ts) reads the products and the order and calls againLines; the island fills the cart
 * with `items` and says what changed. The server's prices are the ones the cart gets, never the order's.
 */
import type { OrderLine } from '../../lib/data/orders.parse';
import type { ProductFacts } from '../../lib/data/products.parse';
import { isOrderable } from '../catalog/product-facts';
import { clampQuantity, type CartItem, type CartProduct } from '../cart/rules';

/** A product named as the order named it (its Nepali name when it had one). */
export interface AgainName {
  name: string;
  nameNe?: string;
}

/** What "order again" answers. */
export interface OrderAgain {
  /** The lines still sold, at today's price, at most what is left. */
  items: CartItem[];
  /** No longer sold: hidden, deleted, made unavailable, or nothing left. */
  gone: AgainName[];
  /** Sold at another price than the order's. */
  priceChanged: (AgainName & { was: number; now: number })[];
  /** Fewer left than the order had: the cart gets what is left. */
  reduced: (AgainName & { was: number; now: number })[];
}

const named = (line: OrderLine): AgainName =>
  line.nameNe ? { name: line.name, nameNe: line.nameNe } : { name: line.name };

/**
 * The order's lines as they can be ordered today. `facts` are the products' live facts (by id; absent when deleted),
 * `cart` the cart products of those still shown in the shop (by id, with today's price and picture).
 */
export function againLines(
  lines: readonly OrderLine[],
  facts: ReadonlyMap<string, ProductFacts>,
  cart: ReadonlyMap<string, CartProduct>,
): OrderAgain {
  const answer: OrderAgain = { items: [], gone: [], priceChanged: [], reduced: [] };
  const seen = new Set<string>();
  for (const line of lines) {
    if (seen.has(line.id)) continue;
    seen.add(line.id);
    const product = facts.get(line.id);
    const card = cart.get(line.id);
    const left = product?.stock ? product.stock.left : undefined;
    if (!isOrderable(product) || !card || (left !== undefined && left < Math.max(1, product.minOf || 1))) {
      answer.gone.push(named(line));
      continue;
    }
    const wanted = Math.max(1, Math.floor(line.quantity));
    const quantity = clampQuantity(wanted, product.minOf, left);
    if (left !== undefined && quantity < wanted) answer.reduced.push({ ...named(line), was: wanted, now: quantity });
    if (product.price !== line.price) answer.priceChanged.push({ ...named(line), was: line.price, now: product.price });
    answer.items.push({
      ...card,
      price: product.price,
      is_available: true,
      quantity,
      ...(left !== undefined ? { maxQuantity: left } : {}),
    });
  }
  return answer;
}

/** The cart with the order's lines in it: a line already there takes the order's, at today's price. */
export function withAgainLines(cart: readonly CartItem[], lines: readonly CartItem[]): CartItem[] {
  const ids = new Set(lines.map((l) => l.id));
  return [...cart.filter((i) => !ids.has(i.id)), ...lines];
}
