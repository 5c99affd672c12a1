// Collections named by the caller, for what treats them all alike: the publisher's change watch
// (server/publish/change-watch.ts, publisher.ts) over the collections pages print (src/lib/data/page-collections.mjs),
// the bench's synthetic catalogue (scripts/bench/build-scale.mjs), and the demo seed (scripts/seed/), which writes
// the demo's records of every collection, as a superuser, the same way. A read of one collection's records is in that
// collection's module.
import type PocketBase from 'pocketbase';

type Stamped = { updated: string };

/** How many records `name` holds and when the newest change was ('' when none): a cheap fingerprint of it. */
export async function readNewestChange(pb: PocketBase, name: string): Promise<{ count: number; updated: string }> {
  const page = await pb.collection(name).getList<Stamped>(1, 1, { sort: '-updated', fields: 'updated' });
  return { count: page.totalItems, updated: page.items[0]?.updated ?? '' };
}

/** How many records of `name` match `filter` (all when empty). */
export async function readRecordCount(pb: PocketBase, name: string, filter = ''): Promise<number> {
  const page = await pb.collection(name).getList<{ id: string }>(1, 1, { fields: 'id', ...(filter ? { filter } : {}) });
  return page.totalItems;
}

/** Creates `records` in `name` in one batch request (PocketBase's batch API, as a superuser). */
export async function createRecordsInBatch(pb: PocketBase, name: string, records: readonly object[]): Promise<void> {
  const batch = pb.createBatch();
  for (const record of records) batch.collection(name).create(record);
  await batch.send();
}

/**
 * Subscribes `pb` to every record event of `names`; `onEvent` gets the collection's name. Resolves once every
 * subscription is made; rejects when one cannot be.
 */
export async function subscribeToCollections(
  pb: PocketBase,
  names: readonly string[],
  onEvent: (name: string) => void,
): Promise<void> {
  await Promise.all(names.map((name) => pb.collection(name).subscribe('*', () => onEvent(name))));
}

/** Record fields as the seed reads them back: the id and the fields it names. */
export type SeedRecord = { id: string } & Record<string, unknown>;

/** Every record of `name` matching `filter` (all when empty), with the named `fields`, sorted by `sort` when given. */
export function readAllRecords(
  pb: PocketBase,
  name: string,
  { fields, filter = '', sort = '' }: { fields?: string; filter?: string; sort?: string } = {},
): Promise<SeedRecord[]> {
  return pb.collection(name).getFullList<SeedRecord>({
    batch: 500,
    ...(fields ? { fields } : {}),
    ...(filter ? { filter } : {}),
    ...(sort ? { sort } : {}),
  });
}

/** Creates one record of `name` (a FormData when it carries files); resolves to the stored record. */
export function createRecord(pb: PocketBase, name: string, record: object): Promise<SeedRecord> {
  return pb.collection(name).create<SeedRecord>(record);
}

/** Changes the given fields of one record of `name`. */
export function updateRecord(pb: PocketBase, name: string, id: string, fields: object): Promise<SeedRecord> {
  return pb.collection(name).update<SeedRecord>(id, fields);
}
