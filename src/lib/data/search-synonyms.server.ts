// The search_synonyms collection (docs/operators.md "Search synonyms"). Public read rule: read anonymously.
import { ClientResponseError } from 'pocketbase';
import { publicClient } from '../pocketbase';
import type { PocketRecord } from './record';

/** Every synonym group's `words`. A collection PocketBase does not know yet (older database) reads as none. */
export async function readSynonymRecords(): Promise<PocketRecord[]> {
  try {
    return await publicClient().collection('search_synonyms').getFullList({ batch: 500, fields: 'words' });
  } catch (err) {
    if (err instanceof ClientResponseError && err.status === 404) return [];
    throw err;
  }
}
