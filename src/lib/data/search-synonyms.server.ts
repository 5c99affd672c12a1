// The search_synonyms collection (docs/operators.md "Search synonyms"). Public read rule: read anonymously.
import { ClientResponseError } from 'pocketbase';
import { publicClient } from '../pocketbase';
import type { SearchSynonymsResponse } from './pocketbase-types';

/** Every synonym group's `words`. A collection PocketBase does not know yet (older database) reads as none. */
export async function readSynonymRecords(): Promise<Pick<SearchSynonymsResponse, 'words'>[]> {
  try {
    return await publicClient()
      .collection('search_synonyms')
      .getFullList<Pick<SearchSynonymsResponse, 'words'>>({ batch: 500, fields: 'words' });
  } catch (err) {
    if (err instanceof ClientResponseError && err.status === 404) return [];
    throw err;
  }
}
