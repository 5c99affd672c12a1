// Products newer than the last build, looked up in PocketBase at request time
// with the public rules (so hidden products stay hidden). Spec §7: by slug,
// then, for parameters of at least 15 characters, by id.
import type { RecordModel } from 'pocketbase';
import { fileUrl, publicClient, withRequestTimeout } from '../../lib/pocketbase';
import { parseProductRecord, type Product } from './product-parse';

const SLUG_OR_ID = /^[\p{L}\p{N}_-]{1,200}$/u;
const ID_LOOKUP_MIN_LENGTH = 15;

export async function findLiveProduct(param: string): Promise<Product | null> {
  if (!SLUG_OR_ID.test(param)) return null;
  const pb = withRequestTimeout(publicClient());
  const records = pb.collection('web_products');
  try {
    let record: RecordModel | null = await records
      .getFirstListItem(pb.filter('slug = {:slug} && isVisible = true', { slug: param }))
      .catch(() => null);
    if (!record && param.length >= ID_LOOKUP_MIN_LENGTH) record = await records.getOne(param).catch(() => null);
    if (!record || record.isVisible !== true) return null;
    return parseProductRecord(record, { fileUrl: (id, file) => fileUrl('web_products', id, file) });
  } catch {
    return null;
  }
}
