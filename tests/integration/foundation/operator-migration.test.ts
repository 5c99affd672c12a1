// An existing shop's database, made with the schema as it was before the
// operator rules (pocketbase/pb_migrations/1732001000_operator_schema.js) and
// holding the free-text and decimal values operators typed, migrates without
// losing a record: every record is still there, decimals are whole rupees
// rounded the safe way, free-text discount types are select values, lowercase
// codes are upper-case (a clash gets a suffix), bad slugs follow the rule.
// Its own PocketBase in a temp folder; nothing else opens that folder.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyMigrations, libOnlyHooksDir } from '@tests/harness/migration-hooks';
import { ensurePocketBaseBinary } from '../../../server/pocketbase-binary.ts';
import { hooksDir, migrationsDir } from '../../../server/paths.ts';
import { freePort, stopChild } from '../../../server/pocketbase-process.ts';

const FIRST_NEW = '1732001000';
const root = mkdtempSync(join(tmpdir(), 'shop-old-data-'));
const dataDir = join(root, 'pb_data');
const oldMigrations = join(root, 'old_migrations');
const noHooks = join(root, 'no_hooks');
const EMAIL = 'operator@old-shop.test';
const PASSWORD = 'old-shop-password-123';
let binary = '';
let child: ChildProcess | null = null;

afterAll(async () => {
  if (child) await stopChild(child);
  rmSync(root, { recursive: true, force: true });
});

async function serve(migrations: string, hooks: string): Promise<PocketBase> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  child = spawn(
    binary,
    [
      'serve',
      `--http=127.0.0.1:${port}`,
      `--dir=${dataDir}`,
      `--migrationsDir=${migrations}`,
      `--hooksDir=${hooks}`,
      '--hooksWatch=false',
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  child.stdout?.on('data', (chunk) => (stderr += chunk));
  for (let i = 0; ; i++) {
    if ((await fetch(`${url}/api/health`).catch(() => null))?.ok) break;
    if (i > 200 || child.exitCode !== null)
      throw new Error(`PocketBase did not start (exit ${child.exitCode}): ${stderr}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  await pb.collection('_superusers').authWithPassword(EMAIL, PASSWORD);
  return pb;
}

async function stop() {
  if (child) await stopChild(child);
  child = null;
}

function cli(...args: string[]) {
  // PocketBase logs every statement of a migration; with all the shop's migrations that passes spawnSync's 1 MB default.
  const out = spawnSync(binary, [...args, `--dir=${dataDir}`], {
    input: 'y\n',
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  expect(out.status, `${out.stdout}${out.stderr}`).toBe(0);
  return `${out.stdout}${out.stderr}`;
}

const ids: Record<string, string> = {};
let migrationLog = '';

beforeAll(async () => {
  binary = await ensurePocketBaseBinary();
  mkdirSync(oldMigrations);
  mkdirSync(noHooks);
  copyMigrations(oldMigrations, FIRST_NEW);

  // The old shop: only the earlier migrations, no hooks, data as operators typed it.
  cli('migrate', 'up', `--migrationsDir=${oldMigrations}`);
  cli('superuser', 'upsert', EMAIL, PASSWORD, `--migrationsDir=${oldMigrations}`);
  const pb = await serve(oldMigrations, noHooks);
  const add = async (key: string, collection: string, data: Record<string, unknown>) => {
    ids[key] = (await pb.collection(collection).create(data)).id;
  };
  await add('campaign', 'campaigns', { name: 'Old campaign', is_active: true, remaining_budget: 1000.9 });
  await add('mango', 'web_products', {
    slug: 'fruits/mango',
    name: 'Mango',
    price: 99.5,
    compareAtPrice: 120.4,
    minOf: 1.2,
    category: 'fruits',
    isVisible: true,
  });
  await add('mango2', 'web_products', { slug: 'fruits-mango', name: 'Mango too', price: 100, category: 'Dried Fruit' });
  await add('honey', 'web_products', { slug: 'Wild Honey?', name: 'Wild honey', price: 950, category: 'Honey' });
  await add('fixed', 'coupon', {
    code: 'audit50',
    campaign: ids.campaign,
    discount_type: 'fixed',
    discount_value: 100.7,
    min_order_amount: 499.2,
    delivery_discount_type: '',
    discount_discount_value: 0,
  });
  await add('upper', 'coupon', {
    code: 'AUDIT50',
    campaign: ids.campaign,
    discount_type: 'percentage',
    discount_value: 10,
    delivery_discount_type: 'Flat',
    discount_discount_value: 50.5,
  });
  await add('weird', 'coupon', {
    code: 'WEIRD',
    campaign: ids.campaign,
    discount_type: 'half off',
    discount_value: 50,
    delivery_discount_type: 'percent',
    discount_discount_value: 20,
  });
  await add('branch', 'delivery_branch', { branchName: 'Old branch', districtName: 'Kathmandu', amount: 99.5 });
  await add('post', 'posts', { title: 'News Today', slug: 'News Today', reading_time: 4.5 });
  await stop();

  // The new release: every migration, then the shop as it runs.
  migrationLog = cli('migrate', 'up', `--migrationsDir=${migrationsDir}`, `--hooksDir=${libOnlyHooksDir()}`);
  expect(migrationLog).toContain('Applied 1732001000_operator_schema.js');
}, 120_000);

describe('an old database migrates without losing a record', () => {
  let pb: PocketBase;
  beforeAll(async () => {
    pb = await serve(migrationsDir, hooksDir);
  });

  it('every record is still there', async () => {
    for (const [key, id] of Object.entries(ids)) {
      const collection =
        { campaign: 'campaigns', branch: 'delivery_branch', post: 'posts' }[key] ??
        (['fixed', 'upper', 'weird'].includes(key) ? 'coupon' : 'web_products');
      await expect(pb.collection(collection).getOne(id), key).resolves.toMatchObject({ id });
    }
  });

  it('money is whole rupees: prices and rates to the nearest rupee, discounts and budgets down, minimums up', async () => {
    expect(await pb.collection('web_products').getOne(ids.mango!)).toMatchObject({
      price: 100,
      compareAtPrice: 120,
      minOf: 2,
    });
    expect(await pb.collection('delivery_branch').getOne(ids.branch!)).toMatchObject({ amount: 100 });
    expect(await pb.collection('coupon').getOne(ids.fixed!)).toMatchObject({
      discount_value: 100,
      min_order_amount: 500,
    });
    expect(await pb.collection('coupon').getOne(ids.upper!)).toMatchObject({ discount_discount_value: 50 });
    expect(await pb.collection('campaigns').getOne(ids.campaign!)).toMatchObject({ remaining_budget: 1000 });
    expect(await pb.collection('posts').getOne(ids.post!)).toMatchObject({ reading_time: 5 });
  });

  it('free-text discount types become flat, percent or none; an unknown one gives no discount', async () => {
    expect(await pb.collection('coupon').getOne(ids.fixed!)).toMatchObject({
      discount_type: 'flat',
      delivery_discount_type: 'none',
    });
    expect(await pb.collection('coupon').getOne(ids.upper!)).toMatchObject({
      discount_type: 'percent',
      delivery_discount_type: 'flat',
    });
    expect(await pb.collection('coupon').getOne(ids.weird!)).toMatchObject({
      discount_type: 'none',
      delivery_discount_type: 'percent',
    });
    expect(migrationLog).toContain('unknown discount type "half off" → none');
  });

  it('codes are upper-case and unique: the lowercase twin gets a suffix', async () => {
    expect((await pb.collection('coupon').getOne(ids.upper!)).code).toBe('AUDIT50');
    expect((await pb.collection('coupon').getOne(ids.fixed!)).code).toBe('AUDIT50-2');
  });

  it('bad slugs are rewritten to the rule without clashing', async () => {
    expect((await pb.collection('web_products').getOne(ids.mango2!)).slug).toBe('fruits-mango');
    expect((await pb.collection('web_products').getOne(ids.mango!)).slug).toBe('fruits-mango-2');
    expect((await pb.collection('web_products').getOne(ids.honey!)).slug).toBe('wild-honey');
    expect((await pb.collection('posts').getOne(ids.post!)).slug).toBe('news-today');
  });

  it('categories in use join the list, and products keep them', async () => {
    const names = (await pb.collection('categories').getFullList({ sort: 'sort' })).map((c) => c.name);
    expect(names.slice(0, 4)).toEqual(['Fruits', 'Vegetables', 'Herbs & Shurbs', 'Honey']);
    expect(names).toContain('Dried Fruit');
    expect(names.filter((n) => n.toLowerCase() === 'fruits')).toHaveLength(1);
    expect((await pb.collection('web_products').getOne(ids.mango2!)).category).toBe('Dried Fruit');
    expect((await pb.collection('web_products').getOne(ids.mango!)).category).toBe('Fruits');
  });

  it('a migrated record saves again in the dashboard (it passes the new rules)', async () => {
    const saved = await pb.collection('web_products').update(ids.mango!, { name: 'Mango (edited)' });
    expect(saved).toMatchObject({ price: 100, category: 'Fruits' });
    const coupon = await pb.collection('coupon').update(ids.fixed!, { discount_value: 100 });
    expect(coupon.code).toBe('AUDIT50-2');
  });
});
