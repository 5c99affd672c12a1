// The live check of a prebuilt list or product page, before any island has loaded: asks the server for the facts of
// the products the page shows (live-facts.ts, one request) and, when one of them changed since the build (price,
// availability, few or none left, a pre-order), hydrates the page's islands so they show it (src/lib/hydrate-now.ts).
// Otherwise nothing more loads until the shopper interacts: a first view costs one small JSON answer, not React.
// Products carry what they were built with: data-live-product (id), data-built-price, data-built-available.
import { afterLoadWhenIdle, hydrateNow } from '../../lib/hydrate-now';
import { changedSinceBuild, liveFacts } from './live-facts';

/** The products the page shows, with the facts each was built with. */
function builtProducts(root: ParentNode): { id: string; price: number; available: boolean }[] {
  return [...root.querySelectorAll<HTMLElement>('[data-live-product]')].map((el) => ({
    id: el.dataset.liveProduct ?? '',
    price: Number(el.dataset.builtPrice),
    available: el.dataset.builtAvailable === 'true',
  }));
}

/** Resolves true (and hydrates the islands) when a product on the page changed since the build. */
export async function checkLiveProducts(root: ParentNode = document): Promise<boolean> {
  const products = builtProducts(root).filter((p) => p.id);
  const answers = await Promise.all(products.map((p) => liveFacts(p.id)));
  const changed = products.some((p, i) => changedSinceBuild(p, answers[i] ?? null));
  if (changed) hydrateNow();
  return changed;
}

/** Runs the check once the page has loaded and the browser is idle: the page's main image comes first. */
export function checkWhenLoaded(): void {
  afterLoadWhenIdle(() => void checkLiveProducts());
}
