// The live facts of a product (live-facts.ts) in React: a card's or purchase box's product as it is now, and the
// "Only N left" / "Ships from" note under its price.
import { createElement, Fragment, useEffect, useState } from 'react';
import { ONLY_LEFT_BELOW } from '../cart/rules';
import { formatNumber } from '../../lib/money';
import { useLocale } from '../../components/ui/locale';
import * as m from '../../paraglide/messages.js';
import { liveFacts, type LiveFacts } from './live-facts';

/**
 * The attributes that tell the page's live check (live-check.ts) which product an element shows and what it was built
 * with: the built values, never the live ones, so hydration renders them as the server did.
 */
export function builtFacts(product: { id: string; price: number; is_available: boolean }) {
  return {
    'data-live-product': product.id,
    'data-built-price': product.price,
    'data-built-available': String(product.is_available),
  };
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
 * "Only N left" (below ONLY_LEFT_BELOW) and a pre-order's "Pre-order" badge and "Ships from {AD} · {BS}" under a product's price, from the
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
    ships
      ? createElement(
          'p',
          { className: 'text-xs font-semibold text-amber-800', 'data-ships': '' },
          // The word says why it ships later (docs/rules.md §5 Pre-orders).
          createElement(
            'span',
            { className: 'mr-1.5 rounded bg-amber-100 px-1.5 py-0.5 text-amber-900', 'data-preorder-badge': '' },
            m.stock_preorder_badge({}, { locale }),
          ),
          ships,
        )
      : null,
  );
}
