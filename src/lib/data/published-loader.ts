// The build's content loader (src/content.config.ts): an Astro loader for what
// the build publishes of a collection (the PUBLISHED_<THINGS> of
// src/lib/data/<collection>.ts), each record parsed by the caller's `transform`
// (the collection's parser: products.parse.ts, ...). Incremental: after
// the first load it fetches only records whose `updated` is newer than the
// newest one it has, plus the list of ids (the `id` field only) to drop deleted
// or hidden ones.
// No record can stop the build: one nested too deep, or one whose parsing
// throws, is left out and named in the build record. Every build reports every
// record that currently has a problem, also those it did not fetch again: the
// problems are kept in the loader's meta between builds.
import type { Loader } from 'astro/loaders';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { pocketbaseUrl, publicClient } from '../pocketbase';
import { type BuildIssue, isUnbuildable, reportIssue, type Unbuildable } from '../build-report';
import { recordDepthProblem } from '../record-guard';
import { serverSetting } from '../env.server';
import { signInAsService } from './shop-service.mjs';
import { placeholderColours, readKnownColours } from '../images/placeholder-colours.server';

/** What the build publishes of a collection (PUBLISHED_<THINGS> of src/lib/data/<collection>.ts). */
export interface Published {
  collection: string;
  /** PocketBase filter ("" for every record); the API rules apply on top of it. */
  filter: string;
  sort: string;
}

interface PublishedLoaderOptions<T> extends Published {
  /**
   * Turns a raw record into the entry's data. `warn` notes a part that was dropped (the record is still published);
   * returning `unbuildable(reason)` leaves the record out. Both go to the build record (src/lib/build-report.ts).
   */
  transform: (record: RecordModel, warn: (message: string) => void) => T | Unbuildable;
  /**
   * The URL of the entry's main picture ("" for none): its dominant colour is added to the entry as `tint`, the
   * background its box shows until the picture arrives (src/lib/images/placeholder-colours.server.ts).
   */
  picture?: (data: T) => string;
}

/** Changed when the entries' shape changes, so a cached store from an older build is loaded again. */
const ENTRY_FORMAT = 'tint-1';

/** An entry's `tint` (published-loader's `picture` option): its main picture's dominant colour, when known. */
export interface Tinted {
  tint?: string;
}

/** The problems each record had when last parsed, by id (kept in the loader's meta). */
type KnownIssues = Record<string, BuildIssue[]>;

function readKnownIssues(text: string | undefined): KnownIssues {
  try {
    const value = JSON.parse(text ?? '{}') as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as KnownIssues) : {};
  } catch {
    return {};
  }
}

let signedIn: Promise<string | null> | null = null;

/**
 * The shop's service account when the build has it (the publisher's builds do), so a build never spends the guest
 * budget PocketBase gives the shop's address; one sign-in shared by every collection (sign-ins are limited to 2 per
 * 3 s). Anonymous when the account is not set or the sign-in fails. The account may read hidden records: every
 * collection's `filter` names its visibility rule itself, so both read the same records.
 */
async function loaderClient(): Promise<PocketBase> {
  const pb = publicClient();
  const email = serverSetting('SHOP_SERVICE_EMAIL');
  const password = serverSetting('SHOP_SERVICE_PASSWORD');
  if (!email || !password) return pb;
  signedIn ??= signInAsService(publicClient(), email, password)
    .then((auth) => auth.token)
    .catch(() => null);
  const token = await signedIn;
  if (token) pb.authStore.save(token, null);
  return pb;
}

/** The Astro loader of what the build publishes of `options.collection`, each record parsed by `options.transform`. */
export function publishedLoader<T extends Record<string, unknown>>(options: PublishedLoaderOptions<T>): Loader {
  return {
    name: `pocketbase:${options.collection}`,
    async load({ store, meta, logger, parseData, generateDigest }) {
      const pb = await loaderClient();
      // What the stored entries were made from and how: a build of an older loader (without `tint`) loads all again.
      const source = `${pocketbaseUrl()}|${options.filter}${options.picture ? `|${ENTRY_FORMAT}` : ''}`;
      if (meta.get('source') !== source) {
        store.clear();
        meta.delete('lastUpdated');
        meta.delete('issues');
        meta.delete('colours');
      }
      const records = pb.collection(options.collection);
      const lastUpdated = meta.get('lastUpdated');
      const changedFilter = [options.filter, lastUpdated ? pb.filter('updated > {:t}', { t: lastUpdated }) : '']
        .filter(Boolean)
        .map((f) => `(${f})`)
        .join(' && ');
      // The two lists do not depend on each other, so they are asked for together.
      const [ids, changed] = await Promise.all([
        records.getFullList<RecordModel>({ fields: 'id', filter: options.filter, batch: 1000 }),
        records.getFullList<RecordModel>({ filter: changedFilter || undefined, sort: options.sort, batch: 500 }),
      ]);
      const live = new Set(ids.map((r) => r.id));
      for (const key of store.keys()) if (!live.has(key)) store.delete(key);
      const issues = readKnownIssues(meta.get('issues'));
      for (const id of Object.keys(issues)) if (!live.has(id)) delete issues[id];

      // Records not yet in the store (e.g. made visible again) are fetched too.
      const fetched = new Set(changed.map((record) => record.id));
      const missing = [...live].filter((id) => !store.has(id) && !fetched.has(id));
      const refetched = missing.length
        ? await records.getFullList<RecordModel>({
            filter: missing.map((id) => pb.filter('id = {:id}', { id })).join(' || '),
            batch: 500,
          })
        : [];

      let newest = lastUpdated ?? '';
      /** Entries parsed in this build, stored once their pictures' colours are known. */
      const ready: { record: RecordModel; data: T; leaveOut: (reason: string) => void; found: BuildIssue[] }[] = [];
      for (const record of [...changed, ...refetched]) {
        if (record.updated > newest) newest = record.updated;
        const title = String(record.name || record.title || record.headline || record.slug || record.id);
        const issue = { collection: options.collection, id: record.id, title };
        const found: BuildIssue[] = [];
        issues[record.id] = found;
        const leaveOut = (reason: string) => {
          // Dropped from the store, so the next build fetches it again (fixed or not).
          store.delete(record.id);
          logger.warn(`${options.collection}/${record.id}: left out: ${reason}`);
          found.push({ ...issue, outcome: 'left out', reason });
        };
        const tooDeep = recordDepthProblem(record);
        if (tooDeep) {
          leaveOut(tooDeep);
          continue;
        }
        try {
          const data = options.transform(record, (message) => {
            logger.warn(`${options.collection}/${record.id}: ${message}`);
            found.push({ ...issue, outcome: 'published', reason: message });
          });
          if (isUnbuildable(data)) {
            leaveOut(data.unbuildable);
            continue;
          }
          ready.push({ record, data, leaveOut, found });
        } catch (err) {
          // Whatever a record holds, the build goes on without it.
          found.length = 0;
          leaveOut(`it could not be read (${String((err as Error)?.message ?? err).slice(0, 200)})`);
        }
      }
      const colours = readKnownColours(meta.get('colours'));
      for (const id of Object.keys(colours)) if (!live.has(id)) delete colours[id];
      const tints = options.picture
        ? await placeholderColours(
            new Map(
              ready
                .map(({ record, data }) => [record.id, options.picture?.(data) ?? ''] as const)
                .filter(([, url]) => url.startsWith(`${pocketbaseUrl()}/api/files/`)),
            ),
            colours,
            pb.authStore.token || null,
          )
        : new Map<string, string>();
      for (const { record, data, leaveOut, found } of ready) {
        try {
          const tint = tints.get(record.id);
          const parsed = await parseData({ id: record.id, data: tint ? { ...data, tint } : data });
          store.set({
            id: record.id,
            data: parsed,
            digest: generateDigest(record as unknown as Record<string, unknown>),
          });
        } catch (err) {
          found.length = 0;
          leaveOut(`it could not be read (${String((err as Error)?.message ?? err).slice(0, 200)})`);
        }
      }
      if (options.picture) {
        meta.set('colours', JSON.stringify(colours));
        logger.info(
          `${options.collection}: ${tints.size} of ${ready.length} pictures fetched have a placeholder colour`,
        );
      }
      for (const [id, list] of Object.entries(issues)) if (list.length === 0) delete issues[id];
      // Every record with a problem now, whether fetched in this build or an earlier one.
      for (const list of Object.values(issues)) for (const found of list) reportIssue(found);
      meta.set('issues', JSON.stringify(issues));
      meta.set('source', source);
      if (newest) meta.set('lastUpdated', newest);
      logger.info(`${options.collection}: ${live.size} entries (${changed.length + refetched.length} fetched)`);
    },
  };
}
