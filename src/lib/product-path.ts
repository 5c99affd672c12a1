/** docs/rules.md §2/§4: a product's page is /products/{slug}, or /products/{id} when it has no slug. */
export function productPath(p: { id: string; slug?: string | null }): string {
  const slug = p.slug?.trim();
  return `/products/${encodeURIComponent(slug ? slug : p.id)}`;
}
