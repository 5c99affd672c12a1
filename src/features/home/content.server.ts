// The content records, read once per build (the home, about, shipping and refund pages are rendered on every build:
// docs/publishing.md "Incremental builds"). Public read rules: no sign-in needed. A collection PocketBase does not
// know yet (a database older than the migration) counts as empty, so the built-in texts are shown.
import { ClientResponseError } from 'pocketbase';
import { publicClient } from '../../lib/pocketbase';
import { CONTENT_COLLECTIONS, homeContentFromRecords, type ContentRecords, type HomeContent } from './content';

let loaded: Promise<HomeContent> | null = null;

async function fetchContent(): Promise<HomeContent> {
  const pb = publicClient();
  const lists = await Promise.all(
    CONTENT_COLLECTIONS.map((name) =>
      pb
        .collection(name)
        .getFullList({ batch: 200 })
        .catch((err: unknown) => {
          if (err instanceof ClientResponseError && err.status === 404) return [];
          throw err;
        }),
    ),
  );
  const records = Object.fromEntries(
    CONTENT_COLLECTIONS.map((name, i) => [name, lists[i]]),
  ) as unknown as ContentRecords;
  return homeContentFromRecords(records);
}

/** The home and page texts (memoised for the build). */
export function loadHomeContent(): Promise<HomeContent> {
  loaded ??= fetchContent().catch((err) => {
    loaded = null;
    throw err;
  });
  return loaded;
}
