// The search_synonyms collection (docs/operators.md "Search synonyms"). Public read rule: read anonymously.
import { ClientResponseError } from 'pocketbase';
import { publicClient } from '../pocketbase';
import type { SearchSynonymsResponse } from './pocketbase-types';

/**
 * Every synonym group's words as the operator wrote them ("potato, aalu, aloo, आलु"; "" when left empty): how they
 * split into words is the search's rule (src/features/search/keys.ts). A collection PocketBase does not know yet
 * (older database) reads as none.
 */
export async function readAllSynonymWords(): Promise<string[]> {
  try {
    const records = await publicClient()
      .collection('search_synonyms')
      .getFullList<Pick<SearchSynonymsResponse, 'words'>>({ batch: 500, fields: 'words' });
    return records.map((r) => (typeof r.words === 'string' ? r.words : ''));
  } catch (err) {
    if (err instanceof ClientResponseError && err.status === 404) return [];
    throw err;
  }
}
