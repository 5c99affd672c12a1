// Asks the server whether products on a prebuilt page are still for sale and
// at what price, so a page built minutes ago never shows another price or
// availability than checkout would charge. Cards asking in the same moment
// share one request; each product is asked once per page view. No React here:
// the page's live check (live-check.ts) runs it before any island has loaded.
import { ONLY_LEFT_BELOW } from '../cart/only-left';
import { MAX_LIVE_IDS, type LiveFacts } from './live-facts-shape';

export type { LiveFacts };

type Waiting = { id: string; resolve: (facts: LiveFacts | null) => void };
// On the window rather than in this module: the page's live check and the islands are separate bundles, and an
// island hydrating after the check must find the answer the check already has, not ask again.
const shared = globalThis as typeof globalThis & { __shopLiveFacts?: Map<string, Promise<LiveFacts | null>> };
shared.__shopLiveFacts ??= new Map();
const known = shared.__shopLiveFacts;
let waiting: Waiting[] = [];

async function ask(batch: Waiting[]) {
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
  // As many to a request as the server takes.
  for (let i = 0; i < all.length; i += MAX_LIVE_IDS) void ask(all.slice(i, i + MAX_LIVE_IDS));
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

/** What a card or purchase box was built with (the page carries it: data-live-product and its siblings). */
export interface BuiltFacts {
  price: number;
  available: boolean;
}

/**
 * Whether the live answer shows something the built page does not: another price, availability, "Only N left" (below
 * ONLY_LEFT_BELOW, or none left) or a pre-order's "Ships from". Plenty left shows nothing, as when built. No answer:
 * nothing to change.
 */
export function changedSinceBuild(built: BuiltFacts, facts: LiveFacts | null): boolean {
  if (!facts) return false;
  if (facts.available !== built.available) return true;
  if (facts.price !== null && facts.price !== built.price) return true;
  if (facts.left !== undefined && facts.left < ONLY_LEFT_BELOW) return true;
  return Boolean(facts.ships);
}
