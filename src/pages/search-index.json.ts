// The header search's product index, written as a static file at build time
// (/search-index.json). The browser fetches it once, when the shopper first
// uses the search box. Only visible products, only the fields search shows,
// an optimised 80×80 thumbnail instead of the PocketBase image, and the search
// keys (names and operators' synonyms, folded: src/features/search/keys.ts).
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { optimisedImage } from '../lib/images/page-images';
import { THUMBNAIL_SIZE, buildSearchIndex } from '../features/search/index-data';
import { loadSynonyms } from '../features/search/synonyms.server';

export const prerender = true;

export const GET: APIRoute = async () => {
  const products = (await getCollection('products')).map((entry) => entry.data);
  const index = await buildSearchIndex(
    products,
    async (url) => (await optimisedImage(url, THUMBNAIL_SIZE, THUMBNAIL_SIZE)).src,
    await loadSynonyms(),
  );
  return new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json' } });
};
