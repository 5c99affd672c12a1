import { existsSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureLitestreamBinary } from '../../../server/litestream-binary.ts';
import { replicaOf, startReplication } from '../../../server/replication.ts';
import { reportRestore } from '../../../server/restore-report.ts';
import { callAction } from '@tests/harness/actions-client';
import { customer, newKey } from '@tests/harness/orders';
import { startFakeS3 } from '@tests/harness/fake-s3';
import { startOtherShop, type OwnShop } from '@tests/harness/other-shop';
import { runRestoreScript } from '@tests/harness/restore';
import { place, type SeedPlace } from '@tests/harness/seed';
import { cartTemplates, placeInTurn, type CartTemplate } from './storm';
import type { PlaceOrderResult } from '@/features/checkout/contract';

const CLIENTS = 6;
const STORM_MS = 4_000;

let shop: OwnShop;
let kathmandu: SeedPlace;
let templates: CartTemplate[];
let binary: string;
let replicaDir: string;
let litestream: Awaited<ReturnType<typeof startReplication>> | null = null;
let litestreamLog = '';

beforeAll(async () => {
  binary = ensureLitestreamBinary();
  shop = await startOtherShop({ pocketbase: 'own' });
  replicaDir = join(shop.root, 'replica');
  kathmandu = await place('Kathmandu', 'Baneshwor', shop.anonymous());
  // No coupons: a campaign budget running out would refuse orders, which is not what this file is about.
  templates = (await cartTemplates(shop.shopUrl, shop.anonymous(), kathmandu)).filter((t) => !t.couponCode);
  await replicate();
}, 240_000);

afterAll(async () => {
  await litestream?.stop();
  await shop?.stop();
});

async function replicate(replicaEnv?: Record<string, string>) {
  await litestream?.stop();
  const env = { ...process.env, ...replicaEnv };
  litestream = await startReplication({
    binary,
    dataDir: shop.dataDir,
    replica: replicaEnv ? replicaOf(replicaEnv.REPLICA_URL!, env) : { kind: 'file', path: replicaDir },
    env,
    onOutput: (line) => {
      litestreamLog = `${litestreamLog}${line}\n`.slice(-5000);
    },
  });
}

interface Ack {
  orderNumber: string;
  at: number;
}

/** Clients placing orders until `until()` says stop; each acknowledged order with the time its answer came. */
async function storm(until: () => boolean, label: string): Promise<{ acks: Ack[]; refusedOrUnanswered: number }> {
  const acks: Ack[] = [];
  let refusedOrUnanswered = 0;
  const client = async (c: number) => {
    for (let n = 0; !until(); n++) {
      const template = templates[(c * 5 + n) % templates.length]!;
      try {
        const answer = await callAction<PlaceOrderResult>(
          'placeOrder',
          {
            idempotencyKey: newKey(),
            customer: customer(kathmandu, { name: `${label} ${c}-${n}` }),
            items: template.items,
            expectedTotal: template.expectedTotal,
          },
          { shopUrl: shop.shopUrl, timeoutMs: 15_000 },
        );
        if (answer.data) acks.push({ orderNumber: answer.data.orderNumber, at: Date.now() });
        else refusedOrUnanswered++;
      } catch {
        refusedOrUnanswered++;
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
  return { acks, refusedOrUnanswered };
}

/** The newest modification time of any file in the replica (Litestream writes one WAL segment file per sync). */
function newestReplicaWrite(): number {
  let newest = 0;
  if (!existsSync(replicaDir)) return 0;
  for (const entry of readdirSync(replicaDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** The machine is gone: PocketBase and Litestream killed at once (SIGKILL), then the data folder deleted. */
async function loseTheDisk() {
  const ls = litestream!.child;
  const gone = new Promise((r) => (ls.exitCode !== null || ls.signalCode !== null ? r(null) : ls.once('exit', r)));
  ls.kill('SIGKILL');
  await Promise.all([shop.killPocketBase(), gone]);
  litestream = null;
  rmSync(shop.dataDir, { recursive: true, force: true });
}

/** `npm run restore` into the (deleted) data folder from the replica. */
function runRestore(replicaEnv: Record<string, string> = { REPLICA_URL: replicaDir }) {
  return runRestoreScript({ PB_DATA_DIR: shop.dataDir, ...replicaEnv });
}

/** Which of the order numbers exist now. */
async function found(numbers: string[]): Promise<Set<string>> {
  const all = await shop.admin.collection('orders').getFullList({ fields: 'orderNumber', batch: 1000 });
  const have = new Set(all.map((o) => o.orderNumber as string));
  return new Set(numbers.filter((n) => have.has(n)));
}

/** Restores, starts PocketBase on the restored folder, checks what the restore printed against the database. */
async function restoreAndStart(replicaEnv?: Record<string, string>) {
  const restore = await runRestore(replicaEnv);
  expect(restore.code, restore.out).toBe(0);
  const printed = /Orders: (\d+); the last one is (ORD-\d{6}), placed (\S+ \S+)\./.exec(restore.out);
  expect(printed, restore.out).not.toBeNull();
  expect(restore.out).toMatch(/The data dates from \d{4}-\d\d-\d\dT/);
  await shop.startPocketBase();
  const total = await shop.admin
    .collection('orders')
    // Orders placed in the same millisecond: the later row first, as the restore's report orders them
    // (server/restore-report.ts: ORDER BY created DESC, rowid DESC).
    .getList(1, 1, { sort: '-created,-@rowid', fields: 'orderNumber,created' });
  expect(Number(printed![1])).toBe(total.totalItems);
  expect(printed![2]).toBe(total.items[0]!.orderNumber);
  return { out: restore.out, count: Number(printed![1]), last: printed![2]! };
}

describe('replication and restore after a lost disk', () => {
  it('storm stops 2 s before the loss: every acknowledged order is restored; the lag is measured', async () => {
    const stopAt = Date.now() + STORM_MS;
    const { acks, refusedOrUnanswered } = await storm(() => Date.now() >= stopAt, 'Replicated shopper');
    // What this test is about is acknowledged orders. Under a loaded test run the shop now and then answers one
    // placement "Failed to place order. Please try again." (a 500, never acknowledged, so the shopper retries with
    // the same idempotency key); seen in about one storm in three, at most one order of ~100. Counted and bounded.
    console.log(`[replication] storm: ${acks.length} acknowledged, ${refusedOrUnanswered} refused or unanswered`);
    expect(refusedOrUnanswered).toBeLessThanOrEqual(Math.max(1, Math.floor(acks.length * 0.02)));
    expect(acks.length).toBeGreaterThan(10);
    const lastAck = Math.max(...acks.map((a) => a.at));
    // The lag: from the last acknowledgement to the first replica write after it, watched until the loss.
    let caughtUp = 0;
    while (Date.now() < lastAck + 2_000) {
      if (!caughtUp && newestReplicaWrite() >= lastAck) caughtUp = Date.now();
      await new Promise((r) => setTimeout(r, 20));
    }
    await loseTheDisk();
    const restored = await restoreAndStart();
    const have = await found(acks.map((a) => a.orderNumber));
    const lost = acks.filter((a) => !have.has(a.orderNumber));
    console.log(
      `[replication] storm stopped 2 s before the loss: ${acks.length} orders acknowledged, ${have.size} restored, ` +
        `${lost.length} lost; replication lag after the last order ${caughtUp ? `${caughtUp - lastAck} ms` : 'over 2 s'}; ` +
        `restore printed ${restored.count} orders, last ${restored.last}`,
    );
    console.log(restored.out);
    expect(lost, litestreamLog).toEqual([]);

    // The first start after the restore: a log line and a data_restores record saying from when the data dates.
    const lines: string[] = [];
    const summary = await reportRestore({ dataDir: shop.dataDir, adminPb: shop.admin, log: (l) => lines.push(l) });
    expect(summary?.orderCount).toBe(restored.count);
    expect(lines.join('\n')).toMatch(/FIRST START AFTER A RESTORE[\s\S]*The data dates from \d{4}-/);
    const record = await shop.admin.collection('data_restores').getFirstListItem('', { sort: '-created' });
    expect(record.last_order_number).toBe(restored.last);
    expect(record.order_count).toBe(restored.count);
    expect(record.data_as_of).toMatch(/^\d{4}-\d\d-\d\d /);
    // reported once: the next start says nothing
    expect(await reportRestore({ dataDir: shop.dataDir, adminPb: shop.admin, log: () => {} })).toBeNull();
  }, 180_000);

  it('loss in the middle of the storm: the restore brings back the orders up to the last copy, the loss is counted', async () => {
    await replicate();
    let lostAt = 0;
    const killer = new Promise<void>((done) => {
      setTimeout(async () => {
        lostAt = Date.now();
        await loseTheDisk();
        done();
      }, STORM_MS);
    });
    const { acks } = await storm(() => lostAt > 0, 'Mid-storm shopper');
    await killer;
    const before = acks.filter((a) => a.at <= lostAt);
    await restoreAndStart();
    const have = await found(before.map((a) => a.orderNumber));
    const lost = before.filter((a) => !have.has(a.orderNumber));
    const oldestLost = lost.length ? lostAt - Math.min(...lost.map((a) => a.at)) : 0;
    console.log(
      `[replication] loss mid-storm: ${before.length} orders acknowledged before the loss, ${have.size} restored, ` +
        `${lost.length} lost${lost.length ? ` (acknowledged in the last ${oldestLost} ms before it)` : ''}`,
    );
    expect(before.length).toBeGreaterThan(10);
    // The replica brought back the storm up to its last copy (how far before the loss is the figure above).
    expect(have.size).toBeGreaterThan(0);
  }, 180_000);

  it('a backup through the API while Litestream replicates, Litestream restarted, SIGKILL: nothing lost', async () => {
    await replicate();
    const place = (n: number, label: string) => placeInTurn(shop.shopUrl, templates, kathmandu, n, label);
    const acknowledged = await place(10, 'Before backup');
    await shop.admin.backups.create(`replicated-${Date.now()}.zip`);
    acknowledged.push(...(await place(10, 'After backup')));
    // Litestream closes its connection to data.db and opens a new one.
    await litestream!.stop();
    await replicate();
    acknowledged.push(...(await place(20, 'After restart')));

    // PocketBase still writes into the WAL file that is on disk (a deleted one would vanish at the crash).
    const pid = pocketbasePid();
    const walFds = readdirSync(`/proc/${pid}/fd`)
      .map((fd) => {
        try {
          return readlinkSync(`/proc/${pid}/fd/${fd}`);
        } catch {
          return '';
        }
      })
      .filter((target) => target.includes('data.db-wal'));
    expect(walFds.length).toBeGreaterThan(0);
    expect(walFds.filter((t) => t.endsWith('(deleted)'))).toEqual([]);

    await shop.killPocketBase();
    await shop.startPocketBase();
    const have = await found(acknowledged);
    console.log(
      `[replication] backup + Litestream restart + SIGKILL: ${acknowledged.length} orders acknowledged, ${have.size} found`,
    );
    expect(acknowledged.filter((n) => !have.has(n))).toEqual([]);
  }, 180_000);

  it('the S3 recipe of docs/hosting.md: replicate to an S3-compatible bucket, lose the disk, restore from the bucket', async () => {
    const s3 = await startFakeS3('shop-replica');
    try {
      // docs/hosting.md, "An S3-compatible bucket": the same variables for npm start and npm run restore.
      const recipe = {
        REPLICA_URL: 's3://shop-replica/krishi-bazaar',
        REPLICA_S3_ENDPOINT: s3.endpoint,
        REPLICA_S3_REGION: 'us-east-1',
        LITESTREAM_ACCESS_KEY_ID: 'test-key-id',
        LITESTREAM_SECRET_ACCESS_KEY: 'test-secret-key',
      };
      await replicate(recipe);
      const stopAt = Date.now() + STORM_MS / 2;
      const { acks } = await storm(() => Date.now() >= stopAt, 'Bucket shopper');
      expect(acks.length).toBeGreaterThan(5);
      const lastAck = Math.max(...acks.map((a) => a.at));
      while (Date.now() < lastAck + 2_000) await new Promise((r) => setTimeout(r, 50));
      await loseTheDisk();
      const restored = await restoreAndStart(recipe);
      expect(restored.out).toContain('s3://shop-replica/krishi-bazaar');
      expect(restored.out).not.toContain('test-secret-key');
      const have = await found(acks.map((a) => a.orderNumber));
      console.log(
        `[replication] S3-compatible bucket (gofakes3): ${acks.length} orders acknowledged, ${have.size} restored from the bucket`,
      );
      expect(acks.filter((a) => !have.has(a.orderNumber))).toEqual([]);
    } finally {
      await litestream?.stop();
      litestream = null;
      await s3.stop();
    }
  }, 240_000);
});

/** The pid of this shop's PocketBase (from /proc: the `serve` process on its data folder). */
function pocketbasePid(): number {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (args.includes('serve') && args.includes(`--dir=${shop.dataDir}`)) return Number(pid);
    } catch {
      // gone meanwhile
    }
  }
  throw new Error('no PocketBase on the shop data folder');
}
