// "Order again" on the shop's server (docs/notifications.md "Order again"): the order (only with the phone number it
// was placed with, or its access token: the same lookup as the order page, SECURITY.md "Order numbers and lookups"),
// its products as they are now, and againLines (order-again.ts). Prices come from PocketBase, never the browser.
import { ActionError } from 'astro:actions';
import type { ProductFacts } from '../../lib/data/products.parse';
import { findProduct, readProductFacts } from '../../lib/data/products.server';
import { isShopperVisible } from '../../lib/visibility.mjs';
import { toCardData, toCartProduct } from '../catalog/card-data';
import type { CartProduct } from '../cart/rules';
import { againLines, type OrderAgain } from './order-again';
import { lookupOrder } from './orders.server';

export async function orderAgain(
  orderNumber: string,
  token: string,
  phone: string,
  notFound: string,
): Promise<OrderAgain> {
  const order = await lookupOrder(orderNumber, token, phone);
  // Without the phone or the token the lookup holds no lines: the same answer as no order at all.
  if (!order || order.details === false || order.items.length === 0) {
    throw new ActionError({ code: 'NOT_FOUND', message: notFound });
  }
  const ids = [...new Set(order.items.map((line) => line.id).filter(Boolean))];
  const facts = new Map<string, ProductFacts>();
  for (const { facts: f } of await readProductFacts(ids)) facts.set(f.id, f);
  const cart = new Map<string, CartProduct>();
  await Promise.all(
    [...facts.values()]
      .filter((f) => isShopperVisible(f))
      .map(async (f) => {
        const product = await findProduct(f.slug, f.id);
        if (product && product.id === f.id && isShopperVisible(product))
          cart.set(f.id, toCartProduct(toCardData(product)));
      }),
  );
  return againLines(order.items, facts, cart);
}
