import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureLitestreamBinary } from '../../../server/litestream-binary.ts';
import { freePort, startPocketBase } from '../../../server/pocketbase-process.ts';
import { startReplication } from '../../../server/replication.ts';
import { replicaHealthRecorder } from '../../../server/shop-health.ts';
import { reportRestore } from '../../../server/restore-report.ts';
import { supervise } from '../../../server/supervise.ts';
import { startOtherShop, type OwnShop } from '@tests/harness/other-shop';
import { runRestoreScript } from '@tests/harness/restore';
import { place, type SeedPlace } from '@tests/harness/seed';
import { cartTemplates, placeInTurn, type CartTemplate } from './storm';

let shop: OwnShop;
let kathmandu: SeedPlace;
let templates: CartTemplate[];
let replicaDir: string;
let restores: string;
let replication: ReturnType<typeof supervise<Awaited<ReturnType<typeof startReplication>>>> | null = null;
const shopLog: string[] = [];

beforeAll(async () => {
  const binary = ensureLitestreamBinary();
  shop = await startOtherShop({ pocketbase: 'own' });
  replicaDir = join(shop.root, 'replica');
  restores = mkdtempSync(join(shop.root, 'restores-'));
  kathmandu = await place('Kathmandu', 'Baneshwor', shop.anonymous());
  templates = (await cartTemplates(shop.shopUrl, shop.anonymous(), kathmandu)).filter((t) => !t.couponCode);
  const log = (line: string) => shopLog.push(`${new Date().toISOString()} ${line}`);
  // As scripts/start.mjs runs it: supervised, the replica watched at its default pace, its state recorded for
  // operators in the dashboard (shop_health).
  const report = replicaHealthRecorder(shop.admin, log);
  const start = () =>
    startReplication({ binary, dataDir: shop.dataDir, replica: { kind: 'file', path: replicaDir }, log, report });
  replication = supervise({ name: 'Litestream', first: await start(), start, log });
}, 240_000);

afterAll(async () => {
  await replication?.stop();
  await shop?.stop();
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

function placeOrders(n: number, label: string): Promise<string[]> {
  return placeInTurn(shop.shopUrl, templates, kathmandu, n, label);
}

let restoreCount = 0;
/** A fresh folder to restore into (not created: the restore creates it). */
const freshDir = () => join(restores, `pb_data_${++restoreCount}`);

/** The real `npm run restore` into `dataDir` from `replica`, with `args`. */
function runRestore(dataDir: string, replica: string, args: string[] = []) {
  return runRestoreScript({ PB_DATA_DIR: dataDir, REPLICA_URL: replica }, args);
}

/** The order numbers in a restored folder, and SQLite's verdict on it. */
function restoredOrders(dataDir: string): { numbers: Set<string>; integrity: string } {
  const db = new DatabaseSync(join(dataDir, 'data.db'), { readOnly: true });
  try {
    const rows = db.prepare('SELECT orderNumber FROM orders').all();
    const integrity = String(Object.values(db.prepare('PRAGMA integrity_check').get() ?? {})[0]);
    return { numbers: new Set(rows.map((r) => String(r.orderNumber))), integrity };
  } finally {
    db.close();
  }
}

/** Nothing of a refused restore is left: no data folder, no staging folder beside it. */
function leftNothing(dataDir: string) {
  expect(existsSync(dataDir)).toBe(false);
  expect(existsSync(`${dataDir}.restoring`)).toBe(false);
}

/** A copy of the replica as it is now (file times kept: they are the replica's own times). */
function copyOfReplica(): string {
  const copy = join(restores, `replica-copy-${++restoreCount}`);
  cpSync(replicaDir, copy, { recursive: true, preserveTimestamps: true });
  return copy;
}

function filesUnder(dir: string, sub: 'wal' | 'snapshots') {
  const out: { file: string; mtimeMs: number; size: number }[] = [];
  for (const gen of readdirSync(join(dir, 'generations'))) {
    const d = join(dir, 'generations', gen, sub);
    if (!existsSync(d)) continue;
    for (const f of readdirSync(d)) {
      const st = statSync(join(d, f));
      out.push({ file: join(d, f), mtimeMs: st.mtimeMs, size: st.size });
    }
  }
  return out.sort((a, b) => a.mtimeMs - b.mtimeMs);
}

describe('restoring from a replica: point in time, damaged replicas, an emptied one', () => {
  it('--timestamp restores exactly the orders placed before that time; bad times are refused, nothing written', async () => {
    const before = await placeOrders(4, 'Before the moment');
    await pause(2_500);
    const moment = new Date();
    await pause(1_500);
    const after = await placeOrders(4, 'After the moment');
    await pause(2_500);
    const expected = (
      await shop.admin
        .collection('orders')
        .getFullList({ filter: `created <= "${moment.toISOString().replace('T', ' ')}"`, fields: 'orderNumber' })
    ).map((o) => o.orderNumber as string);
    expect(expected).toEqual(expect.arrayContaining(before));

    const target = freshDir();
    const run = await runRestore(target, replicaDir, ['--timestamp', moment.toISOString()]);
    expect(run.code, run.out).toBe(0);
    expect(run.out).toContain(`as it was at ${moment.toISOString()}`);
    const restored = restoredOrders(target);
    expect(restored.integrity).toBe('ok');
    expect([...restored.numbers].sort()).toEqual([...expected].sort());
    for (const n of after) expect(restored.numbers.has(n)).toBe(false);

    // The first start on it records the time asked for.
    const pb = await startPocketBase({ binary: shop.binary, dataDir: target, port: await freePort() });
    try {
      const admin = new PocketBase(pb.url);
      admin.autoCancellation(false);
      admin.authStore.save(shop.admin.authStore.token, shop.admin.authStore.record);
      const lines: string[] = [];
      const summary = await reportRestore({ dataDir: target, adminPb: admin, log: (l) => lines.push(l) });
      expect(summary?.pointInTime).toBe(moment.toISOString());
      const record = await admin.collection('data_restores').getFirstListItem('', { sort: '-created' });
      expect(new Date(String(record.point_in_time).replace(' ', 'T')).toISOString()).toBe(moment.toISOString());
      expect(lines.join('\n')).toContain(`as it was at ${moment.toISOString()}`);
    } finally {
      await pb.stop();
    }

    // A malformed time, a time without its zone, one before the oldest snapshot: refused, nothing written.
    for (const [arg, message] of [
      ['2025-13-01T00:00:00Z', /no such date or time/],
      ['2025-06-01 10:30', /not a time with its zone/],
      ['2000-01-01T00:00:00Z', /before the replica's oldest snapshot/],
    ] as const) {
      const dir = freshDir();
      const refused = await runRestore(dir, replicaDir, ['--timestamp', arg]);
      expect(refused.code, refused.out).not.toBe(0);
      expect(refused.out).toMatch(message);
      leftNothing(dir);
    }
    const dir = freshDir();
    const unknown = await runRestore(dir, replicaDir, ['--timestmp', moment.toISOString()]);
    expect(unknown.code).not.toBe(0);
    expect(unknown.out).toMatch(/unknown argument "--timestmp"/);
    leftNothing(dir);
  }, 180_000);

  it('a WAL segment missing in the middle: refused, the last consistent point named; restoring to it is whole', async () => {
    const early = await placeOrders(3, 'Before the gap');
    await pause(2_500);
    const gapFrom = Date.now();
    const lost = await placeOrders(3, 'In the gap');
    await pause(2_000);
    const gapTo = Date.now();
    const later = await placeOrders(3, 'After the gap');
    await pause(2_500);

    const damaged = copyOfReplica();
    const segments = filesUnder(damaged, 'wal');
    const gone = segments.filter((s) => s.mtimeMs > gapFrom && s.mtimeMs <= gapTo);
    expect(gone.length).toBeGreaterThan(0);
    expect(segments.filter((s) => s.mtimeMs > gapTo).length).toBeGreaterThan(0);
    for (const s of gone) rmSync(s.file);

    const target = freshDir();
    const refused = await runRestore(target, damaged);
    console.log(`[replica] ${gone.length} segment(s) deleted; the restore said:\n${refused.out}`);
    expect(refused.code, refused.out).not.toBe(0);
    expect(refused.out).toMatch(/is incomplete: .*segment at offset \d+ is missing/);
    expect(refused.out).toMatch(/AT RISK: every order acknowledged after /);
    leftNothing(target);
    const point = /The last consistent point is (\S+)\./.exec(refused.out)?.[1];
    expect(point, refused.out).toBeDefined();
    expect(Date.parse(point!)).toBeLessThanOrEqual(gapFrom);
    expect(refused.out).toContain(`npm run restore -- --timestamp ${point}`);

    const run = await runRestore(target, damaged, ['--timestamp', point!]);
    expect(run.code, run.out).toBe(0);
    const restored = restoredOrders(target);
    expect(restored.integrity).toBe('ok');
    for (const n of early) expect(restored.numbers.has(n), n).toBe(true);
    for (const n of [...lost, ...later]) expect(restored.numbers.has(n), n).toBe(false);
    // It says from when the data dates: the last consistent point, not the replica's newest write.
    expect(run.out).toContain(`The data dates from ${point}`);
  }, 180_000);

  it('a snapshot cut short: refused with a clear message, the target folder untouched', async () => {
    const damaged = copyOfReplica();
    const snapshots = filesUnder(damaged, 'snapshots');
    const newest = snapshots.at(-1)!;
    truncateSync(newest.file, Math.floor(newest.size / 2));
    const target = freshDir();
    const refused = await runRestore(target, damaged);
    expect(refused.code, refused.out).not.toBe(0);
    expect(refused.out).toMatch(/snapshot of \S+ \(generation [0-9a-f]{16}\) is damaged: .*cut short/);
    expect(refused.out).toContain(`${target} is unchanged`);
    leftNothing(target);
  }, 120_000);

  it('the replica emptied while the shop runs: noticed within a minute, a new snapshot written, every order restores', async () => {
    const before = await placeOrders(3, 'Before the emptying');
    await pause(2_000);
    // What operators see in the dashboard, as the shop's log says it.
    const replicaHealth = () =>
      shop.admin
        .collection('shop_health')
        .getFirstListItem('concern = "replica"')
        .catch(() => null);
    await vi.waitUntil(async () => (await replicaHealth())?.state === 'ok', { timeout: 40_000, interval: 500 });
    const states: string[] = [];
    const watching = setInterval(async () => {
      const record = await replicaHealth();
      if (record && states.at(-1) !== `${record.state}: ${record.message}`)
        states.push(`${record.state}: ${record.message}`);
    }, 500);
    for (const entry of readdirSync(replicaDir)) rmSync(join(replicaDir, entry), { recursive: true, force: true });
    const emptiedAt = Date.now();
    const during = await placeOrders(3, 'While empty');

    const seen = (pattern: RegExp) => shopLog.find((l) => pattern.test(l));
    while (!seen(/holds a snapshot of the current data again/) && Date.now() - emptiedAt < 90_000) await pause(500);
    console.log(`[replica] the shop's log after the emptying:\n${shopLog.join('\n')}`);
    const alarm = seen(/ERROR: the replica .* holds no snapshot of the current data/);
    expect(alarm, shopLog.join('\n')).toBeDefined();
    expect(Date.parse(alarm!.split(' ')[0]!) - emptiedAt).toBeLessThan(60_000);
    expect(seen(/holds a snapshot of the current data again/), shopLog.join('\n')).toBeDefined();
    expect(filesUnder(replicaDir, 'snapshots').length).toBeGreaterThan(0);
    await vi.waitUntil(() => states.at(-1)?.startsWith('ok: ') && states.length > 1, {
      timeout: 10_000,
      interval: 250,
    });
    clearInterval(watching);
    expect(
      states.some((s) => /^failing: the replica .* holds no snapshot of the current data/.test(s)),
      states.join('\n'),
    ).toBe(true);
    expect(states.at(-1)).toMatch(/^ok: .*holds a snapshot of the current data again/);
    const record = await replicaHealth();
    expect(record).toMatchObject({ state: 'ok', failing_since: '' });

    const after = await placeOrders(3, 'After the new snapshot');
    await pause(2_500);
    const target = freshDir();
    const run = await runRestore(target, replicaDir);
    expect(run.code, run.out).toBe(0);
    const restored = restoredOrders(target);
    expect(restored.integrity).toBe('ok');
    for (const n of [...before, ...during, ...after]) expect(restored.numbers.has(n), n).toBe(true);
  }, 180_000);
});
