// Backups: the migrations schedule PocketBase's nightly backups, and a backup
// restores the way docs/hosting.md says (unzip into a fresh data dir, start
// PocketBase on it): the orders placed before it are there, those after it
// are not, budgets as they were. Own PocketBase and server.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startPocketBase } from '../../../server/pocketbase-process.ts';
import { callAction } from '@tests/harness/actions-client';
import { customer, newKey } from '@tests/harness/orders';
import { startOtherShop, type OwnShop } from '@tests/harness/other-shop';
import { place, type SeedPlace } from '@tests/harness/seed';
import { campaignBudgets, cartTemplates, type CartTemplate } from './storm';
import type { PlaceOrderResult } from '@/features/checkout/contract';

let shop: OwnShop;
let kathmandu: SeedPlace;
let templates: CartTemplate[];

beforeAll(async () => {
  shop = await startOtherShop({ pocketbase: 'own' });
  kathmandu = await place('Kathmandu', 'Baneshwor', shop.anonymous());
  templates = await cartTemplates(shop.shopUrl, shop.anonymous(), kathmandu);
});

afterAll(async () => {
  await shop?.stop();
});

async function placeOrder(template: CartTemplate): Promise<string> {
  const answer = await callAction<PlaceOrderResult>(
    'placeOrder',
    {
      idempotencyKey: newKey(),
      customer: customer(kathmandu, { name: 'Backup Shopper' }),
      items: template.items,
      ...(template.couponCode ? { couponCode: template.couponCode } : {}),
      expectedTotal: template.expectedTotal,
    },
    { shopUrl: shop.shopUrl },
  );
  if (!answer.data) throw new Error(`placeOrder failed: ${answer.raw}`);
  return answer.data.orderNumber;
}

const comparable = (o: Record<string, unknown>) => {
  const { collectionId, collectionName, ...fields } = o;
  return fields;
};

describe('backups', () => {
  it('the migrations schedule automatic backups, and PocketBase runs them on that schedule', async () => {
    const settings = await shop.admin.settings.getAll();
    expect(settings.backups.cron).toMatch(/^\S+(\s+\S+){4}$/);
    expect(settings.backups.cronMaxKeep).toBeGreaterThan(0);
    const crons = await shop.admin.crons.getFullList();
    expect(crons).toContainEqual({ id: '__pbAutoBackup__', expression: settings.backups.cron });
  });

  it('a backup restores into a fresh data dir: orders placed before it present, later ones absent', async () => {
    const before = [];
    for (const template of templates.slice(0, 6)) before.push(await placeOrder(template));
    const budgetsAtBackup = await campaignBudgets(shop.admin);
    const ordersAtBackup = await shop.admin.collection('orders').getFullList({ sort: 'orderNumber' });
    expect(ordersAtBackup.map((o) => o.orderNumber).sort()).toEqual([...before].sort());
    expect(ordersAtBackup.some((o) => o.coupon_used)).toBe(true);

    // POST /api/backups (superuser): a zip of pb_data, written to pb_data/backups
    await shop.admin.backups.create('restore-test.zip');
    const listed = await shop.admin.backups.getFullList();
    expect(listed.map((b) => b.key)).toContain('restore-test.zip');
    const archive = join(shop.dataDir, 'backups', 'restore-test.zip');
    expect(existsSync(archive)).toBe(true);
    const after = await placeOrder(templates[0]!);

    // docs/hosting.md "Backups and restore": unzip into an empty data dir and start PocketBase on it
    const restoredDir = join(shop.root, 'restored', 'pb_data');
    mkdirSync(restoredDir, { recursive: true });
    execFileSync('unzip', ['-q', archive, '-d', restoredDir]);
    expect(readdirSync(restoredDir)).toContain('data.db');
    const restored = await startPocketBase({ binary: shop.binary, dataDir: restoredDir, port: await freePort() });
    try {
      // the operator's token is valid there too: the restored database has the same accounts
      const pb = new PocketBase(restored.url);
      pb.autoCancellation(false);
      pb.authStore.save(shop.admin.authStore.token, shop.admin.authStore.record);

      const orders = await pb.collection('orders').getFullList({ sort: 'orderNumber' });
      expect(orders.map(comparable)).toEqual(ordersAtBackup.map(comparable));
      expect(orders.map((o) => o.orderNumber)).not.toContain(after);
      expect(await campaignBudgets(pb)).toEqual(budgetsAtBackup);
      const products = await pb.collection('web_products').getList(1, 1, { fields: 'id' });
      expect(products.totalItems).toBeGreaterThan(0);
      console.log(
        `[faults] backup restore: ${orders.length} orders and ${budgetsAtBackup.size} campaign budgets restored exactly ` +
          `from ${archive.split('/').pop()}; the order placed after the backup is absent`,
      );
    } finally {
      await restored.stop();
    }
  }, 120_000);
});
