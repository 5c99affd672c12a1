// The order status migration (pb_migrations/1732001200_order_status.js) on a copy of a shop holding the free-text
// statuses operators used to type: every order survives, each status maps into the fixed set, the old word is kept
// in legacy_status, and the down step puts the old words back. Runs PocketBase's own CLI on a temp data folder
// (nothing else has it open), then serves it on a free port to read the records.
import { spawnSync } from 'node:child_process';
import { copyMigrations, libOnlyHooksDir } from '@tests/harness/migration-hooks';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, describe, expect, it } from 'vitest';
import { ensurePocketBaseBinary } from '../../../server/pocketbase-binary.ts';
import { freePort, stopChild } from '../../../server/pocketbase-process.ts';

const root = mkdtempSync(join(tmpdir(), 'shop-status-migration-'));
const dataDir = join(root, 'pb_data');
const migrations = join(root, 'migrations');
mkdirSync(join(root, 'no-hooks'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const FIRST_OF_MINE = '1732001200';

/** Old statuses as operators typed them, and what each must become. */
const OLD: [string, string][] = [
  ['Open', 'Open'],
  ['', 'Open'],
  ['   ', 'Open'],
  ['open', 'Open'],
  ['confirmed', 'Confirmed'],
  ['Conformed', 'Confirmed'],
  ['delivering', 'Out for Delivery'],
  ['Shipped', 'Out for Delivery'],
  ['out for delivery', 'Out for Delivery'],
  ['Dispatched', 'Out for Delivery'],
  ['delivered', 'Delivered'],
  ['Deliverd', 'Delivered'],
  ['DELIVERED ', 'Delivered'],
  ['Completed', 'Delivered'],
  ['cancelled', 'Cancelled'],
  ['Canceled', 'Cancelled'],
  ['cancel', 'Cancelled'],
  ['failed', 'Delivery failed'],
  ['Returned', 'Delivery failed'],
  ['delivery failed', 'Delivery failed'],
  ['asdf qwerty', 'Open'],
];

async function cli(...args: string[]) {
  const binary = await ensurePocketBaseBinary();
  const hooks = args[0] === 'migrate' ? ['--hooksDir', libOnlyHooksDir()] : [];
  const out = spawnSync(binary, [...args, '--dir', dataDir, '--migrationsDir', migrations, ...hooks], {
    input: 'y\n',
    encoding: 'utf8',
    // PocketBase logs every statement of a migration (in dev mode, which a binary under the temp folder starts in);
    // with all the shop's migrations that passes spawnSync's 1 MB default, and the cut-off run counts as failed.
    maxBuffer: 256 * 1024 * 1024,
  });
  if (out.status !== 0) throw new Error(`pocketbase ${args.join(' ')}: ${out.stdout}${out.stderr}`);
  return `${out.stdout}${out.stderr}`;
}

async function readOrders(): Promise<{ orderNumber: string; status: string; legacy_status?: string }[]> {
  const email = 'migration@krishibazaar.test';
  const password = 'migration-test-password';
  await cli('superuser', 'upsert', email, password);
  // Served with this copy's migrations (all applied, or the reverted ones removed) and no hooks.
  const port = await freePort();
  const child = spawn(
    await ensurePocketBaseBinary(),
    [
      'serve',
      `--http=127.0.0.1:${port}`,
      `--dir=${dataDir}`,
      `--migrationsDir=${migrations}`,
      `--hooksDir=${join(root, 'no-hooks')}`,
    ],
    { stdio: 'ignore' },
  );
  try {
    const pb = new PocketBase(`http://127.0.0.1:${port}`);
    for (let i = 0; ; i++) {
      try {
        await pb.health.check();
        break;
      } catch (err) {
        if (i > 100) throw err;
        await new Promise((r) => setTimeout(r, 150));
      }
    }
    await pb.collection('_superusers').authWithPassword(email, password);
    return (await pb.collection('orders').getFullList({ sort: 'orderNumber' })) as never;
  } finally {
    await stopChild(child);
  }
}

describe('order status migration', () => {
  it('maps every old status into the set without losing an order, and the down step restores them', async () => {
    mkdirSync(migrations);
    copyMigrations(migrations, FIRST_OF_MINE);
    // A shop as it was: orders with free-text statuses (written the way the dashboard did, as records).
    writeFileSync(
      join(migrations, '1732001199_old_orders.js'),
      `migrate((app) => {
        const orders = app.findCollectionByNameOrId("orders");
        ${JSON.stringify(OLD)}.forEach(([status], i) => {
          const r = new Record(orders);
          r.set("orderNumber", "ORD-" + String(100000 + i));
          r.set("customerName", "Old customer " + i);
          r.set("status", status);
          app.save(r);
        });
      }, () => {});`,
    );
    await cli('migrate', 'up');

    // Now the shop's later migrations arrive.
    const later = copyMigrations(migrations, FIRST_OF_MINE, true);
    const applied = await cli('migrate', 'up');
    expect(applied).toContain(`Applied ${FIRST_OF_MINE}_order_status.js`);

    const migrated = await readOrders();
    expect(migrated).toHaveLength(OLD.length);
    OLD.forEach(([old, expected], i) => {
      const order = migrated.find((o) => o.orderNumber === `ORD-${100000 + i}`)!;
      expect(order.status, JSON.stringify(old)).toBe(expected);
      expect(order.legacy_status, JSON.stringify(old)).toBe(old === expected ? '' : old);
    });

    await cli('migrate', 'down', String(later.length));
    for (const name of later) unlinkSync(join(migrations, name));
    const reverted = await readOrders();
    expect(reverted).toHaveLength(OLD.length);
    OLD.forEach(([old], i) => {
      // an empty status was Open all along; every other word comes back as it was typed
      expect(reverted.find((o) => o.orderNumber === `ORD-${100000 + i}`)!.status).toBe(old === '' ? 'Open' : old);
    });
  }, 120_000);
});
