// The five pages every page-level section measures, resolved from PocketBase:
// the first visible product as the product list orders it (newest first,
// docs/rules.md §7) and the latest published blog post; then the same five in
// Nepali (/ne/...), each naming its English twin, which the weight and
// lighthouse sections compare it with (docs/i18n.md "What Nepali costs").

import { findNewestPublishedPost } from '../../server/data/posts.ts';
import { listNewestVisibleProducts } from '../../server/data/products.ts';
import { postPath, productPath } from '../../src/lib/paths.ts';

export async function benchPages(adminPb) {
  const productSlug = (await listNewestVisibleProducts(adminPb, 1))[0]?.slug ?? null;
  const postSlug = (await findNewestPublishedPost(adminPb))?.slug ?? null;
  const english = [
    { name: 'home', path: '/' },
    { name: 'products', path: '/products' },
    { name: 'product', path: productSlug ? productPath({ id: '', slug: productSlug }) : null },
    { name: 'blog', path: '/blog' },
    { name: 'article', path: postSlug ? postPath(postSlug) : null },
  ];
  const nepali = english.map(({ name, path }) => ({
    name: `${name} (ne)`,
    path: path && nepaliPath(path),
    twin: path,
  }));
  return [...english, ...nepali];
}

/** The Nepali address of an English page: `/ne` before its path (src/lib/i18n.ts, localizedPath). */
export function nepaliPath(path) {
  return path === '/' ? '/ne' : `/ne${path}`;
}

/**
 * Why a page cannot be measured, or null when it answers 200 with HTML. Pages
 * that other branches are still building answer 404 here until they land.
 */
export async function pageProblem(shopUrl, path) {
  if (!path) return 'no record to take the slug from';
  try {
    const res = await fetch(new URL(path, shopUrl), { redirect: 'manual', headers: { 'Accept-Encoding': 'br' } });
    await res.arrayBuffer();
    if (res.status !== 200) return `HTTP ${res.status}: page not built yet`;
    if (!String(res.headers.get('content-type')).includes('text/html'))
      return `not HTML (${res.headers.get('content-type')})`;
    return null;
  } catch (err) {
    return `unreachable: ${err.message}`;
  }
}
