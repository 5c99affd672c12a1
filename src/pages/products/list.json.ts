// GET /products/list.json?<filters>&offset=&limit=: one page of the product
// list for the /products island (filter changes and "Show more"). Filters are
// read as leniently as the page's own query string; offset and limit must be
// whole numbers in range, or the answer is 400 with a reason.
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { loadProductCards } from '../../features/catalog/catalog.server';
import { jsonResponse } from '../../lib/json-response';
import { LIST_PAGE_SIZE, MAX_LIST_LIMIT, listPage } from '../../features/catalog/product-list';

export const prerender = false;

const wholeNumber = (max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, { error: 'must be a whole number' })
    .transform(Number)
    .pipe(z.number().max(max));
const pagingSchema = z.object({
  offset: wholeNumber(1_000_000).default(0),
  limit: wholeNumber(MAX_LIST_LIMIT).pipe(z.number().min(1)).default(LIST_PAGE_SIZE),
});

// Shoppers on slow links may go back and forth between the same filters.
const LIST_CACHING = 'public, max-age=60';

export const GET: APIRoute = async ({ url }) => {
  const paging = pagingSchema.safeParse({
    offset: url.searchParams.get('offset') ?? undefined,
    limit: url.searchParams.get('limit') ?? undefined,
  });
  if (!paging.success) {
    const issue = paging.error.issues[0];
    return jsonResponse(
      { error: `Invalid ${String(issue?.path[0] ?? 'paging')}: ${issue?.message ?? 'bad value'}.` },
      400,
    );
  }
  const page = listPage(await loadProductCards(), url.searchParams, paging.data.offset, paging.data.limit);
  return jsonResponse(page, 200, LIST_CACHING);
};
