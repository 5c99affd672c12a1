// Products newer than the last build, looked up in PocketBase at request time
// as the shop's service account (src/lib/pocketbase.server.ts, catalogReader:
// never spending a guest budget), so hidden products are filtered here,
// explicitly, by slug and by id. docs/rules.md §7: by slug, then, for parameters of at
// least 15 characters, by id.
import type { default as PocketBase, RecordModel } from 'pocketbase';
import { fileUrl } from '../../lib/pocketbase';
import { withCatalogReader } from '../../lib/pocketbase.server';
import { parseProductRecord, type Product } from './product-parse';

const SLUG_OR_ID = /^[\p{L}\p{N}_-]{1,200}$/u;
const ID_LOOKUP_MIN_LENGTH = 15;

export async function findLiveProduct(param: string): Promise<Product | null> {
  if (!SLUG_OR_ID.test(param)) return null;
  // A token PocketBase no longer accepts (it restarted with other accounts) signs in again, once (withCatalogReader).
  return withCatalogReader((pb) => lookUp(pb, param)).catch(() => null);
}

async function lookUp(pb: PocketBase, param: string): Promise<Product | null> {
  const records = pb.collection('web_products');
  const quiet404 = (err: { status?: number }) => {
    if (err?.status === 404) return null;
    throw err;
  };
  let record: RecordModel | null = await records
    .getFirstListItem(pb.filter('slug = {:slug} && isVisible = true', { slug: param }))
    .catch(quiet404);
  if (!record && param.length >= ID_LOOKUP_MIN_LENGTH) record = await records.getOne(param).catch(quiet404);
  if (record?.isVisible !== true) return null;
  return parseProductRecord(record, { fileUrl: (id, file) => fileUrl('web_products', id, file) });
}
