// What /products/availability.json answers for each product, shared by the server that writes it
// (live-facts.server.ts) and the pages that ask (live-facts.ts). Nothing else here: the page's bundle takes it.

/** Cards a page may ask about in one request (a products page shows 24 at a time). */
export const MAX_LIVE_IDS = 48;

export interface LiveFacts {
  available: boolean;
  /** Whole rupees; null when the product is gone (then available is false). */
  price: number | null;
  /** Units left, only for a stock-tracked product (src/features/stock/stock.ts). */
  left?: number;
  /** "Ships from {AD} · {BS}": the units left are a pre-order (src/features/stock/ships.ts). */
  ships?: string;
  /** The pre-order's ships-from day, YYYY-MM-DD: the product page's "would arrive" line counts from it. */
  shipsFrom?: string;
}
