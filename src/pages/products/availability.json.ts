// GET /products/availability.json?id=<product id>: whether a product on a
// prebuilt page is still for sale (hidden, deleted or unavailable since the
// build → false). A plain GET keeps the actions client out of product pages.
import type { APIRoute } from 'astro';
import { recordIdSchema } from '../../features/checkout/contract';
import { checkStock } from '../../features/checkout/quote.server';
import { jsonResponse } from '../../lib/json-response';

export const prerender = false;

export const GET: APIRoute = async ({ url }) => {
  const id = recordIdSchema.safeParse(url.searchParams.get('id'));
  if (!id.success) return jsonResponse({ error: 'Invalid id: must be a product record id.' }, 400);
  try {
    const { unavailable } = await checkStock({ items: [{ id: id.data }] });
    return jsonResponse({ available: unavailable.length === 0 });
  } catch (err) {
    console.error('[availability]', err);
    return jsonResponse({ error: 'Failed to verify product availability. Please try again.' }, 503);
  }
};
