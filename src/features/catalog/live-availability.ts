// Asks the server whether products on a prebuilt page are still for sale and
// at what price, so a page built minutes ago never shows another price or
// availability than checkout would charge. Cards asking in the same moment
// share one request; each product is asked once per page view.
import { createElement, Fragment, useEffect, useState } from 'react';
import { ONLY_LEFT_BELOW } from '../cart/rules';
import { formatNumber } from '../../lib/money';
import { useLocale } from '../ui/locale';
import * as m from '../../paraglide/messages.js';

export interface LiveFacts {
  available: boolean;
  /** Whole rupees; null when the product is gone. */
  price: number | null;
  /** Units left of a stock-tracked product (live-facts.server.ts). */
  left?: number;
  /** "Ships from {AD} · {BS}" when those units are a pre-order. */
  ships?: string;
}

/** Matches MAX_LIVE_IDS in live-facts.server.ts. */
const BATCH = 48;
const known = new Map<string, Promise<LiveFacts | null>>();
let waiting: { id: string; resolve: (facts: LiveFacts | null) => void }[] = [];

async function ask(batch: typeof waiting) {
  try {
    const ids = batch.map((w) => w.id).join(',');
    const res = await fetch(`/products/availability.json?ids=${encodeURIComponent(ids)}`);
    const body = res.ok ? ((await res.json()) as { products?: Record<string, LiveFacts> }) : {};
    for (const w of batch) w.resolve(body.products?.[w.id] ?? null);
  } catch {
    for (const w of batch) w.resolve(null);
  }
}

function flush() {
  const all = waiting;
  waiting = [];
  for (let i = 0; i < all.length; i += BATCH) void ask(all.slice(i, i + BATCH));
}

/** The product's facts now, or null when the server could not say (the page then keeps what it was built with). */
export function liveFacts(id: string): Promise<LiveFacts | null> {
  let facts = known.get(id);
  if (!facts) {
    facts = new Promise((resolve) => {
      if (waiting.length === 0) setTimeout(flush, 0);
      waiting.push({ id, resolve });
    });
    known.set(id, facts);
  }
  return facts;
}

/** False when the product was hidden, deleted or marked unavailable since the build; true on any doubt. */
export async function stillAvailable(id: string): Promise<boolean> {
  return (await liveFacts(id))?.available !== false;
}

/** A card's product with the live price, availability and stock once known (the built values until then). */
export function useLiveProduct<T extends { id: string; price: number; is_available: boolean }>(
  product: T,
): T & Pick<LiveFacts, 'left' | 'ships'> {
  const [live, setLive] = useState<{ id: string; facts: LiveFacts } | null>(null);
  useEffect(() => {
    let current = true;
    liveFacts(product.id)
      .then((facts) => {
        if (current && facts) setLive({ id: product.id, facts });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [product.id]);
  if (!live || live.id !== product.id) return product;
  const { available, price, left, ships } = live.facts;
  return { ...product, is_available: available, price: price ?? product.price, left, ships };
}

/**
 * "Only N left" (below ONLY_LEFT_BELOW) and a pre-order's "Ships from {AD} · {BS}" under a product's price, from the
 * live facts ("Out of Stock" at 0 is the card's and page's own badge). Here rather than in its own .tsx module: the
 * card and the product page share this chunk already, and one more shared chunk is one more request on /products
 * (its JS budget, docs/architecture.md). createElement instead of JSX because this is a .ts module.
 */
export function StockNote({ left, ships }: Pick<LiveFacts, 'left' | 'ships'>) {
  const locale = useLocale();
  return createElement(
    Fragment,
    null,
    left !== undefined && left > 0 && left < ONLY_LEFT_BELOW
      ? createElement(
          'p',
          { className: 'text-xs font-semibold text-red-700', 'data-stock-left': left },
          m.cart_only_left({ count: formatNumber(left, locale) }, { locale }),
        )
      : null,
    ships ? createElement('p', { className: 'text-xs font-semibold text-amber-800', 'data-ships': '' }, ships) : null,
  );
}
