// The operators' content collections (home_benefits, home_faq, ... : pocketbase/pb_migrations/1732002110_home_content.js).
// Public read rules: read anonymously.
import { ClientResponseError } from 'pocketbase';
import { publicClient } from '../pocketbase';
import type { CollectionResponses } from './pocketbase-types';

/**
 * Every record of each named collection, by name. A collection PocketBase does not know yet (a database older than
 * the migration) reads as empty.
 */
export async function readContentRecords<Name extends keyof CollectionResponses>(
  names: readonly Name[],
): Promise<{ [N in Name]: CollectionResponses[N][] }> {
  const pb = publicClient();
  const lists = await Promise.all(
    names.map((name) =>
      pb
        .collection(name)
        .getFullList<CollectionResponses[Name]>({ batch: 200 })
        .catch((err: unknown) => {
          if (err instanceof ClientResponseError && err.status === 404) return [];
          throw err;
        }),
    ),
  );
  return Object.fromEntries(names.map((name, i) => [name, lists[i]])) as { [N in Name]: CollectionResponses[N][] };
}
