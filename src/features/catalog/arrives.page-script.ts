// The product page's "would arrive" line (docs/rules.md "Delivery days", "Would arrive"; Arrives.astro): once the page
// has loaded, the first open day of the shopper's saved branch, asked live (the prebuilt page never promises a day
// whose cut-off has passed), worded by the shop server (src/features/delivery/arrives.ts; catalog imports nothing of delivery, which reads the
// catalogue's live facts). No saved area: "choose
// your area". A pre-order's days start at its ships-from day, from the product's live facts (the same answer the
// page's live check reads: live-facts.ts shares it, one request). Bundled into the page
// (src/lib/page-script-bundle.mjs): no request of its own, no React, no calendar here.
import { afterLoadWhenIdle } from '../../lib/hydrate-now';
import { liveFacts } from './live-facts';

/** Where the checkout keeps the shopper's district and branch (src/features/cart/store.ts CUSTOMER_STORAGE_KEY). */
const CUSTOMER_KEY = 'krishi-customer';

function saved(): { district: string; branch: string } {
  try {
    const c = JSON.parse(localStorage.getItem(CUSTOMER_KEY) ?? '{}') as { district?: unknown; city?: unknown };
    return {
      district: typeof c.district === 'string' ? c.district : '',
      branch: typeof c.city === 'string' ? c.city : '',
    };
  } catch {
    return { district: '', branch: '' };
  }
}

async function show(box: HTMLElement) {
  const { district, branch } = saved();
  const none = box.querySelector<HTMLElement>('[data-arrives-none]');
  const line = box.querySelector<HTMLElement>('[data-arrives-day]');
  if (!none || !line) return;
  if (!branch) {
    none.hidden = false;
    return;
  }
  const query = new URLSearchParams({ district, branch, lang: box.dataset.lang ?? 'en' });
  try {
    const from = box.dataset.product ? (await liveFacts(box.dataset.product))?.shipsFrom : '';
    if (from) query.set('from', from);
    const res = await fetch(`/delivery-days.json?${query}`);
    // A branch no route serves, an old saved id, offline: no line (the checkout says the rest).
    if (!res.ok) return;
    const body = (await res.json()) as { route?: { days?: { full?: boolean; label?: string }[] } | null };
    const day = body.route?.days?.find((d) => !d.full && d.label);
    if (!day?.label) return;
    line.textContent = (box.dataset.template ?? '').replace('{day}', day.label);
    line.hidden = false;
  } catch {
    // Offline: the page says nothing rather than a day it cannot vouch for.
  }
}

const box = document.querySelector<HTMLElement>('[data-arrives]');
if (box) afterLoadWhenIdle(() => void show(box));
