// Every district and delivery branch with its base rate, written as a static file at build time and precached by the
// service worker (src/features/offline/service-worker-build.mjs), so the checkout can choose a delivery place offline
// (src/features/checkout/delivery-areas.ts). Public facts: the collections' read rules are open. A change to either
// collection rebuilds the site (src/lib/data/page-collections.mjs).
import type { APIRoute } from 'astro';
import { deliveryAreasFile } from '../features/checkout/delivery.server';

export const prerender = true;

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(await deliveryAreasFile()), { headers: { 'Content-Type': 'application/json' } });
