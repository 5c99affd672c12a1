// Fresh product facts (product-facts.ts) from PocketBase: for the live facts of
// prebuilt pages (live-facts.server.ts) and for checkout's pricing and stock
// checks, so both read one loader. The service account reads hidden products
// too, so a hidden product is reported as unavailable by name instead of
// looking like an unknown id.
import type { ProductFacts } from '../../lib/data/products.parse';
import { readProductFacts, type StampedProductFacts as StampedFacts } from '../../lib/data/products.server';

/** The current facts of these products with their stamps, by id; ids that do not exist (or cannot be parsed) are absent. */
async function readProducts(ids: readonly string[]): Promise<Map<string, StampedFacts>> {
  const found = new Map<string, StampedFacts>();
  for (const stamped of await readProductFacts([...new Set(ids)])) found.set(stamped.facts.id, stamped);
  return found;
}

/** The current facts of these products, by id; ids that do not exist (or cannot be parsed) are simply absent. */
export async function loadProducts(ids: readonly string[]): Promise<Map<string, ProductFacts>> {
  const facts = new Map<string, ProductFacts>();
  for (const [id, stamped] of await readProducts(ids)) facts.set(id, stamped.facts);
  return facts;
}

/**
 * How long the server prices orders from its own copy of a product. The copy is never trusted alone: the order hook
 * (pocketbase/pb_hooks/orders.pb.js) compares each product's `updated` stamp with the database and refuses the order
 * when one changed, and the server then prices it again from a fresh read. So a price edit reaches the very next
 * order; this only bounds how long an unused copy stays in memory.
 */
export const ORDER_FACTS_TTL_MS = 60_000;
/** At most this many products kept (ids of products that do not exist are never kept). */
const ORDER_FACTS_MAX = 10_000;

const orderFacts = new Map<string, StampedFacts & { expires: number }>();

export interface OrderProducts {
  /** The facts of each product that exists, by id. */
  products: Map<string, ProductFacts>;
  /** Each of those products' `updated` stamp, for the order hook to compare. */
  stamps: Record<string, string>;
}

/**
 * The facts an order is priced from: the server's copy where it has one (one PocketBase request less per order),
 * else read now; `fresh` reads them all now. Pass `stamps` to the order hook.
 */
export async function loadOrderProducts(
  ids: readonly string[],
  { fresh = false }: { fresh?: boolean } = {},
): Promise<OrderProducts> {
  const now = Date.now();
  const unique = [...new Set(ids)];
  const chosen = new Map<string, StampedFacts>();
  const toRead: string[] = [];
  for (const id of unique) {
    const kept = fresh ? undefined : orderFacts.get(id);
    if (kept && kept.expires > now) chosen.set(id, kept);
    else toRead.push(id);
  }
  if (toRead.length > 0) {
    const read = await readProducts(toRead);
    if (orderFacts.size + read.size > ORDER_FACTS_MAX) orderFacts.clear();
    for (const id of toRead) {
      const stamped = read.get(id);
      if (stamped) {
        chosen.set(id, stamped);
        orderFacts.set(id, { ...stamped, expires: now + ORDER_FACTS_TTL_MS });
      } else orderFacts.delete(id);
    }
  }
  const products = new Map<string, ProductFacts>();
  const stamps: Record<string, string> = {};
  for (const [id, { facts, updated }] of chosen) {
    products.set(id, facts);
    stamps[id] = updated;
  }
  return { products, stamps };
}
