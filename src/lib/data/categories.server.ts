// The categories collection, read as the catalogue reader (src/lib/pocketbase.server.ts), handed out parsed
// (categories.parse.ts).
import { pbStatus, withCatalogReader } from '../pocketbase.server';
import { parseCategory, type Category } from './categories.parse';
import type { CategoriesResponse } from './pocketbase-types';

/**
 * Every category's English and Nepali name, in the operators' order. A collection PocketBase does not know (a
 * database older than the migration) reads as none.
 */
export async function readAllCategories(): Promise<Category[]> {
  try {
    const records = await withCatalogReader((pb) =>
      pb.collection('categories').getFullList<Pick<CategoriesResponse, 'name' | 'name_ne'>>({
        fields: 'name,name_ne',
        sort: 'sort,created',
        batch: 500,
      }),
    );
    return records.map(parseCategory);
  } catch (err) {
    if (pbStatus(err) === 404) return [];
    throw err;
  }
}
