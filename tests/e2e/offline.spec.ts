// Works when the connection drops (docs/offline.md): pages read offline from the service worker's cache, the offline
// page, and the order outbox (kept on the phone with its key, sent once when the connection is back). Real Chromium,
// the stack's real shop server and PocketBase; "offline" is the browser context's own offline switch.
import type { BrowserContext, Page } from '@playwright/test';
import { controlled, test, expect } from '@tests/harness/browser';
import { cartLine, openCheckout, savedCustomer, seedBrowser } from '@tests/harness/browser-cart';
import { adminPb } from '@tests/harness/stack';
import { ordersWithKey, waitingKeys } from '@tests/harness/outbox';
import { expectedDeliveryCharge } from '@tests/harness/delivery-table';
import { place } from '@tests/harness/seed';
import {
  IMAGES_CACHE,
  MAX_IMAGES,
  NEPALI_OFFLINE_PATH,
  OFFLINE_CACHE,
  PAGES_CACHE,
} from '@/features/offline/cache-names';
import { expectNoAxeViolations } from '@tests/harness/axe';

test.use({ serviceWorkers: 'allow' });
// Each test walks a whole checkout, offline and online again, with a service worker installing: minutes on a busy
// machine, never a timed assertion.
test.describe.configure({ timeout: 180_000 });

/** Waits until the worker has saved this page. */
async function saved(page: Page, path: string): Promise<void> {
  await page.waitForFunction(
    async ([cacheName, url]) => Boolean(await (await caches.open(cacheName!)).match(url!)),
    [PAGES_CACHE, path],
  );
}

/**
 * Opens a page online as a first visitor does and waits until the worker has saved it: the first view comes before
 * the worker, the second is saved by it. Nothing on the page is touched. Answers the page's heading.
 */
async function visitOnline(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await controlled(page);
  await page.goto(path);
  await saved(page, path);
  return (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
}

/** A shop page controlled by the worker, with this cart and customer saved. */
async function shopperWithCart(page: Page, slug: string, price?: number) {
  const line = await cartLine(slug, 1);
  const customer = await savedCustomer('Kathmandu', 'Baneshwor');
  // The delivery charge the checkout showed when it was last online (offline it cannot load the city's rate).
  const { amount } = await place('Kathmandu', 'Baneshwor');
  await seedBrowser(page, [price === undefined ? line : { ...line, price }], {
    ...customer,
    deliveryCharge: expectedDeliveryCharge([line], amount),
  });
  await controlled(page);
  return line;
}

/** Places the cart's order through the quick checkout; returns the dialog-free page once the shop has answered. */
async function placeThroughCheckout(page: Page) {
  const checkout = await openCheckout(page);
  await checkout.getByRole('button', { name: 'Review Order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Your Order' });
  await confirm.getByRole('button', { name: 'Place Order' }).click();
}

/** Places an order with the context offline; returns its idempotency key once it is kept on the phone. */
async function placeOffline(page: Page, context: BrowserContext): Promise<string> {
  await context.setOffline(true);
  await placeThroughCheckout(page);
  const drawer = page.getByRole('dialog', { name: /^Your Cart/ });
  await expect(drawer.getByText('Saved on this phone, not sent yet')).toBeVisible();
  const keys = await waitingKeys(page);
  expect(keys).toHaveLength(1);
  return keys[0]!;
}

test('a page visited is shown offline with when it was saved; a page never visited shows the offline page', async ({
  page,
  context,
}) => {
  const name = await visitOnline(page, '/products/ginger-powder');

  await context.setOffline(true);
  await page.goto('/products/ginger-powder');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const note = page.locator('[data-saved-note]');
  await expect(note).toContainText(/Saved (just now|\d+ minutes? ago) — prices may have changed/);
  // In the page's language only (a Nepali page's note is all Nepali: tests/e2e/offline-first-visit.spec.ts).
  await expect(note).not.toContainText(/[\u0900-\u097f]/);

  await page.goto('/products/sisno-nettle-powder');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('तपाईं अफलाइन हुनुहुन्छ')).toBeVisible();
  const savedLinks = page.locator('[data-saved-products] a');
  await expect(savedLinks.filter({ hasText: name })).toHaveAttribute('href', '/products/ginger-powder');
  // The cart opens from the offline page.
  await page.getByRole('button', { name: /Open your cart/ }).click();
  await expect(page.getByRole('dialog', { name: /^Your Cart/ })).toBeVisible();

  // Orders, the desk and the API are never answered from a cache: offline they get the offline page too.
  await page.goto('/desk');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
});

test('a Nepali page never saved shows the offline page with the shop around it in Nepali; an English one in English', async ({
  page,
  context,
}, testInfo) => {
  await visitOnline(page, '/ne/products/ginger-powder');
  // Kept once a Nepali page was opened (sw.ts keepNepaliOffline), in its own cache.
  await page.waitForFunction(
    async ([cacheName, path]) => Boolean(await (await caches.open(cacheName!)).match(path!)),
    [OFFLINE_CACHE, NEPALI_OFFLINE_PATH],
  );
  await context.setOffline(true);
  await page.goto('/ne/products/sisno-nettle-powder');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.getByRole('link', { name: 'मुख्य भागमा जानुहोस्' })).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('तपाईं अफलाइन हुनुहुन्छ');
  await expectNoAxeViolations(page, 'a Nepali page offline, never saved', testInfo);
  await page.goto('/products/sisno-nettle-powder');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
});

test('a product page saved without a single tap still adds to the cart offline: its island script is on the phone', async ({
  page,
  context,
}) => {
  // Nothing on the page is touched online, so its islands (they hydrate at the first tap) fetched none of their scripts.
  const name = await visitOnline(page, '/products/ginger-powder');

  await context.setOffline(true);
  await page.goto('/products/ginger-powder');
  await page.getByRole('button', { name: 'Add 1 to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: /^Your Cart/ });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name })).toBeVisible();
  await context.setOffline(false);
});

test('the image cache keeps its bound: the oldest images go, though each answer varies with the Accept header', async ({
  page,
}) => {
  await page.goto('/products/ginger-powder');
  await controlled(page);
  const main = await page.locator('[aria-roledescription="slide"] img').first().getAttribute('src');
  expect(main).toMatch(/^\/_image\?.+&f=auto&/);
  // More distinct images than the bound (one file at other widths), each fetched through the worker; the endpoint
  // answers every one with `Vary: Accept` (docs/images.md).
  const urls = Array.from({ length: MAX_IMAGES + 10 }, (_, i) => main!.replace(/&w=\d+&h=\d+/, `&w=${i + 1}`));
  const varies = await page.evaluate(async (all) => {
    const seen = new Set<string | null>();
    for (const url of all) seen.add((await fetch(url)).headers.get('vary'));
    return [...seen];
  }, urls);
  expect(varies).toEqual(['Accept']);
  const cached = () =>
    page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url), IMAGES_CACHE);
  await expect.poll(async () => (await cached()).length, { timeout: 30_000 }).toBeLessThanOrEqual(MAX_IMAGES);
  const kept = await cached();
  expect(kept.some((u) => u.endsWith(urls.at(-1)!))).toBe(true);
  expect(kept.some((u) => u.endsWith(urls[0]))).toBe(false);
});

test('an order placed offline is kept on the phone, sent once when the connection is back, and lands on its page', async ({
  page,
  context,
}) => {
  await shopperWithCart(page, 'cinnamon-dalchini');
  const key = await placeOffline(page, context);
  expect(await ordersWithKey(key)).toHaveLength(0);
  // Still there after the tab is reloaded (offline: the worker serves the saved page).
  await page.reload();
  expect(await waitingKeys(page)).toEqual([key]);

  await context.setOffline(false);
  await expect(page).toHaveURL(/\/order\/[^/]+$/, { timeout: 30_000 });
  const orders = await ordersWithKey(key);
  expect(orders).toHaveLength(1);
  expect(new URL(page.url()).pathname).toBe(`/order/${orders[0]!.orderNumber}`);
  expect(await waitingKeys(page)).toEqual([]);
});

test('my orders says an order is waiting on the phone, not that none was placed, in English and Nepali', async ({
  page,
  context,
}, testInfo) => {
  await visitOnline(page, '/orders');
  await visitOnline(page, '/ne/orders');
  await shopperWithCart(page, 'cinnamon-dalchini');
  await placeOffline(page, context);
  await page.goto('/orders');
  const waiting = page.getByTestId('my-orders-waiting');
  await expect(waiting).toContainText('An order placed on this phone is waiting to be sent.');
  await expect(page.getByTestId('my-orders-empty')).toHaveCount(0);
  await expectNoAxeViolations(page, 'my orders, an order waiting offline', testInfo);
  await waiting.getByRole('button', { name: 'See it in the cart' }).click();
  await expect(
    page.getByRole('dialog', { name: /^Your Cart/ }).getByText('Saved on this phone, not sent yet'),
  ).toBeVisible();
  await page.goto('/ne/orders');
  await expect(page.getByTestId('my-orders-waiting')).toContainText('यो फोनबाट गरिएको एउटा अर्डर पठाउन बाँकी छ।');
  await expectNoAxeViolations(page, 'my orders in Nepali, an order waiting offline', testInfo);
});

test('an order sent from the outbox by a page in the other language keeps the language it was placed in', async ({
  page,
  context,
}) => {
  // The Nepali home page, saved while online: the page the phone is on when the connection comes back.
  await visitOnline(page, '/ne/');
  await shopperWithCart(page, 'cinnamon-dalchini');
  const key = await placeOffline(page, context);
  await page.goto('/ne/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/order\/[^/]+$/, { timeout: 30_000 });
  const [order] = await ordersWithKey(key);
  // Placed on the English checkout: its page, its messages and the order itself are English.
  expect(order?.language).toBe('en');
  expect(new URL(page.url()).pathname).toBe(`/order/${order!.orderNumber}`);
});

test('an order whose answer is lost mid-response is kept, and sending it again makes no second order', async ({
  page,
}) => {
  await shopperWithCart(page, 'cinnamon-dalchini');
  let lost = 0;
  await page.route(/\/_actions\/placeOrder\/?$/, async (route) => {
    if (lost === 0) {
      lost++;
      await route.fetch(); // the server places the order...
      await route.abort('connectionreset'); // ...and the connection drops before its answer arrives
      return;
    }
    await route.continue();
  });
  await placeThroughCheckout(page);
  const drawer = page.getByRole('dialog', { name: /^Your Cart/ });
  await expect(drawer.getByText('Saved on this phone, not sent yet')).toBeVisible();
  const [key] = await waitingKeys(page);
  expect(await ordersWithKey(key!)).toHaveLength(1); // it did arrive

  await drawer.getByRole('button', { name: 'Send now' }).click();
  await expect(page).toHaveURL(/\/order\/[^/]+$/, { timeout: 30_000 });
  const orders = await ordersWithKey(key!);
  expect(orders).toHaveLength(1);
  expect(new URL(page.url()).pathname).toBe(`/order/${orders[0]!.orderNumber}`);
});

test('two tabs with the same waiting order make exactly one order', async ({ page, context }) => {
  await shopperWithCart(page, 'ginger-powder');
  const key = await placeOffline(page, context);
  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByRole('heading', { level: 1 })).toBeVisible();

  // Both tabs see the connection come back and both try to send.
  await context.setOffline(false);
  await expect.poll(async () => (await ordersWithKey(key)).length, { message: 'the order reaches the shop' }).toBe(1);
  await expect.poll(() => [page.url(), second.url()].filter((u) => /\/order\//.test(u)).length).toBeGreaterThan(0);
  // Both tabs asked; the lock let one send, and nothing is left to send.
  await Promise.all([page, second].map((p) => p.evaluate(() => dispatchEvent(new Event('online')))));
  await expect.poll(() => waitingKeys(second)).toEqual([]);
  expect(await ordersWithKey(key)).toHaveLength(1);
});

test('a price that changed while the order waited is shown, and the shopper confirms again', async ({
  page,
  context,
}) => {
  // The cart holds the price the shopper saw before the shop raised it.
  const line = await cartLine('cinnamon-dalchini', 1);
  await shopperWithCart(page, 'cinnamon-dalchini', line.price - 15);
  const key = await placeOffline(page, context);

  await context.setOffline(false);
  const drawer = page.getByRole('dialog', { name: /^Your Cart/ });
  await expect(drawer.getByRole('alert')).toContainText(line.name);
  await expect(drawer.getByTestId('cart-subtotal')).toHaveText(`Rs. ${line.price}`);
  expect(await ordersWithKey(key)).toHaveLength(0);
  expect(await waitingKeys(page)).toEqual([]);

  // Confirming again places it at the new price.
  await drawer.getByRole('button', { name: 'Continue to Quick Checkout' }).click();
  const checkout = page.getByRole('dialog', { name: 'Quick Checkout' });
  await checkout.getByRole('button', { name: 'Review Order' }).click();
  await page.getByRole('dialog', { name: 'Confirm Your Order' }).getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/[^/]+$/, { timeout: 30_000 });
  const pb = await adminPb();
  const order = await pb
    .collection('orders')
    .getFirstListItem(pb.filter('orderNumber = {:n}', { n: new URL(page.url()).pathname.split('/').pop() }));
  expect(order.subtotal).toBe(line.price);
});
