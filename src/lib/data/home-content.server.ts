// The operators' content collections (home_benefits, home_faq, ... : pocketbase/pb_migrations/1732002110_home_content.js),
// handed out parsed (home-content.parse.ts). Public read rules: read anonymously.
import { ClientResponseError } from 'pocketbase';
import { publicClient } from '../pocketbase';
import { parseHomeTexts, type HomeTexts } from './home-content.parse';
import { CONTENT_COLLECTIONS } from './page-collections.mjs';
import type { CollectionResponses } from './pocketbase-types';

type ContentCollection = (typeof CONTENT_COLLECTIONS)[number];

/**
 * Every record of every content collection, parsed. A collection PocketBase does not know yet (a database older than
 * the migration) reads as empty.
 */
export async function readHomeTexts(): Promise<HomeTexts> {
  const pb = publicClient();
  const lists = await Promise.all(
    CONTENT_COLLECTIONS.map((name) =>
      pb
        .collection(name)
        .getFullList<CollectionResponses[ContentCollection]>({ batch: 200 })
        .catch((err: unknown) => {
          if (err instanceof ClientResponseError && err.status === 404) return [];
          throw err;
        }),
    ),
  );
  const records = Object.fromEntries(CONTENT_COLLECTIONS.map((name, i) => [name, lists[i]])) as {
    [N in ContentCollection]: CollectionResponses[N][];
  };
  return parseHomeTexts(records);
}
