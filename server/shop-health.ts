// Writes what the running shop watches, where operators see it without a terminal: the shop_health collection
// (pocketbase/pb_migrations/1732002510_shop_health.js), one record per concern, kept up to date with the operator's
// login. The log says the same; a write that fails is logged and tried again at the next change, never fatal.
import type PocketBase from 'pocketbase';
import { resolve } from 'node:path';
import { cacheUsage } from '../src/lib/images/cache-usage.ts';
import type { ShopHealthConcernOptions } from '../src/lib/data/pocketbase-types.ts';
import { setting } from '../src/lib/settings.mjs';
import { createShopHealth, findShopHealth, type ShopHealthFields, updateShopHealth } from './data/shop-health.ts';
import type { ReplicaHealth } from './replica-watch.ts';
import { readWalletSwitchesAsOperator } from './data/site-settings.ts';
import { walletKeyProblems } from '../src/features/payments/config.server.ts';

/** Writes `fields` to the record of their concern (made on the first write), one write at a time per recorder. */
function healthWriter(adminPb: PocketBase, log: (line: string) => void) {
  let writing = Promise.resolve();
  return (fields: ShopHealthFields & { concern: ShopHealthConcernOptions }) => {
    writing = writing.then(async () => {
      try {
        const record = await findShopHealth(adminPb, fields.concern);
        if (record) await updateShopHealth(adminPb, record.id, fields);
        else await createShopHealth(adminPb, fields);
      } catch (err) {
        log(
          `Could not record the ${fields.concern} state in the dashboard (shop_health): ${err instanceof Error ? err.message : err}`,
        );
      }
    });
    return writing;
  };
}

/** A `report` for startReplication (server/replication.ts): the replica's record follows what its watch finds. */
export function replicaHealthRecorder(adminPb: PocketBase, log: (line: string) => void) {
  const write = healthWriter(adminPb, log);
  return (found: ReplicaHealth) => {
    // In the order the watch reported.
    void write({
      concern: 'replica',
      state: found.state,
      message: found.message.slice(0, 2000),
      failing_since: found.failingSince === null ? '' : new Date(found.failingSince).toISOString(),
      checked_at: new Date().toISOString(),
    });
  };
}

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toLocaleString('en', { maximumFractionDigits: 1 })} MB`;

/**
 * The image cache's state from what it holds: ok within its bound; failing when over it by more than a tenth (the
 * server deletes the least recently used files past the bound, src/lib/images/transform-cache.server.ts, so being
 * over it for long means that fails, e.g. files it may not delete).
 */
export function imageCacheHealth(usage: { files: number; bytes: number }, maxBytes: number, dir: string) {
  const over = usage.bytes > maxBytes * 1.1;
  const message =
    `${usage.files.toLocaleString('en')} resized images, ${mb(usage.bytes)} of at most ${mb(maxBytes)} (IMAGE_CACHE_MAX_MB) in ${dir}.` +
    (over
      ? ' Over its bound: the shop deletes the least recently used images past it, and could not. Check that the folder is writable by the shop, or delete it (docs/images.md, "The cache folder").'
      : '');
  return { state: over ? ('failing' as const) : ('ok' as const), message };
}

/** How often the image cache is measured and reported. */
export const IMAGE_CACHE_REPORT_MS = 60 * 60 * 1000;

/**
 * Measures the image endpoint's cache folder now and every hour, and writes the result to shop_health (concern
 * image_cache) and the log. Returns a stop function.
 */
export function watchImageCache(
  adminPb: PocketBase,
  log: (line: string) => void,
  {
    dir = resolve(setting('IMAGE_CACHE_DIR')),
    maxBytes = setting('IMAGE_CACHE_MAX_MB') * MB,
    everyMs = IMAGE_CACHE_REPORT_MS,
  } = {},
) {
  return watchConcern(adminPb, log, 'image_cache', everyMs, async () => {
    const found = imageCacheHealth(await cacheUsage(dir), maxBytes, dir);
    log(`Image cache: ${found.message}`);
    return found;
  });
}

type Found = { state: 'ok' | 'failing'; message: string };

/**
 * Measures one concern now and every `everyMs`, and writes what `measure` found to its shop_health record, with since
 * when it fails. `measure` answers null when it could not look (it said why): nothing is written then. With
 * `onlyChanges`, a round that found the same as the last writes nothing.
 */
function watchConcern(
  adminPb: PocketBase,
  log: (line: string) => void,
  concern: ShopHealthConcernOptions,
  everyMs: number,
  measure: () => Promise<Found | null>,
  { onlyChanges = false } = {},
) {
  const write = healthWriter(adminPb, log);
  let failingSince = '';
  let last = '';
  const check = async () => {
    const found = await measure();
    if (!found) return;
    const seen = `${found.state} ${found.message}`;
    if (onlyChanges && seen === last) return;
    last = seen;
    const now = new Date().toISOString();
    failingSince = found.state === 'failing' ? failingSince || now : '';
    await write({ concern, ...found, failing_since: failingSince, checked_at: now });
  };
  const first = check();
  const timer = setInterval(() => void check(), everyMs);
  timer.unref();
  return { first, stop: () => clearInterval(timer) };
}

/**
 * The wallets' state: failing, with what to do, while a wallet is on in the site settings without the keys the shop
 * needs to offer it (the checkout leaves it out, src/features/payments/flow.server.ts walletsOffered); ok otherwise.
 */
export function walletsHealth(on: { esewa: boolean; khalti: boolean }, env: Record<string, string | undefined>) {
  const problems = walletKeyProblems(on, env);
  if (problems.length)
    return {
      state: 'failing' as const,
      message: `${problems.join(' ')} Shoppers are not offered a wallet until its keys are set.`,
    };
  const named = [on.esewa && 'eSewa', on.khalti && 'Khalti'].filter(Boolean);
  return {
    state: 'ok' as const,
    message: named.length
      ? `${named.join(' and ')} offered at checkout, beside cash on delivery.`
      : 'No wallet is on in the site settings: cash on delivery only.',
  };
}

/** How often the wallets' switches are read again: an operator who turns one on sees its state within this. */
export const WALLETS_REPORT_MS = 60 * 1000;

/**
 * Reads the wallets' switches now and every minute and writes their state to shop_health (concern wallets) when it
 * changes, and to the log when it fails. Returns a stop function.
 */
export function watchWallets(
  adminPb: PocketBase,
  log: (line: string) => void,
  { env = process.env as Record<string, string | undefined>, everyMs = WALLETS_REPORT_MS } = {},
) {
  // The first round's problem is said by the shop server's own start-up check (server/shop-server.ts checkPayments);
  // this says a later one once, when it appears or changes, not every minute it lasts.
  let said: string | null = null;
  const measure = async () => {
    let on: { esewa: boolean; khalti: boolean };
    try {
      on = await readWalletSwitchesAsOperator(adminPb);
    } catch (err) {
      log(`Could not read the wallets' switches (site_settings): ${err instanceof Error ? err.message : err}`);
      return null;
    }
    const found = walletsHealth(on, env);
    const now = found.state === 'failing' ? found.message : '';
    if (now && said !== null && now !== said) log(`Wallets: ${now}`);
    said = now;
    return found;
  };
  return watchConcern(adminPb, log, 'wallets', everyMs, measure, { onlyChanges: true });
}
