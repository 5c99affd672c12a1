// The order outbox as a browser test sees it (docs/offline.md): the orders waiting on the phone, and the orders
// PocketBase stored under a waiting order's key (sent exactly once). Shared by tests/e2e/offline.spec.ts and
// tests/e2e/offline-first-visit.spec.ts.
import type { Page } from '@playwright/test';
import { adminPb } from './stack';

/** The keys of the orders waiting on this phone (IndexedDB, src/features/checkout/outbox.ts). */
export function waitingKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('krishi-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('orders')) return resolve([]);
          const keys = db.transaction('orders').objectStore('orders').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}

/** The orders PocketBase holds with this idempotency key. */
export async function ordersWithKey(key: string) {
  const pb = await adminPb();
  return pb.collection('orders').getFullList({ filter: pb.filter('idempotencyKey = {:key}', { key }) });
}
