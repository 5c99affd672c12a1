// Fresh product facts for pricing and stock checks. The service account reads
// hidden products too, so a hidden product is reported as unavailable by name
// instead of looking like an unknown id.
import { idFilter, withService } from './service.server';
import { PRODUCT_FACT_FIELDS, parseProductFacts, type ProductFacts } from './order';

/** Ids per lookup: keeps each filter well under PocketBase's filter length limit. */
const CHUNK = 40;

/** The current facts of these products, by id; ids that do not exist (or cannot be parsed) are simply absent. */
export async function loadProducts(ids: readonly string[]): Promise<Map<string, ProductFacts>> {
  const unique = [...new Set(ids)];
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += CHUNK) chunks.push(unique.slice(i, i + CHUNK));
  const records = await withService((pb) =>
    Promise.all(
      chunks.map((chunk) =>
        pb.collection('web_products').getList(1, chunk.length, {
          filter: idFilter(pb, chunk),
          fields: PRODUCT_FACT_FIELDS,
          skipTotal: true,
        }),
      ),
    ),
  );
  const facts = new Map<string, ProductFacts>();
  for (const page of records) {
    for (const raw of page.items) {
      const product = parseProductFacts(raw);
      if (product) facts.set(product.id, product);
    }
  }
  return facts;
}
