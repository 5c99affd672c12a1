// "My orders on this phone" (/orders; docs/notifications.md "Order again"): two orders placed through the checkout
// are listed with their live status (asked of the real server), "order again" from the list fills the cart, a
// status the server cannot be asked about shows as last known, the list is forgotten on request, the empty state,
// and the Nepali page. Axe in each state.
import type { Page } from '@playwright/test';
import { controlled, test, expect } from '@tests/harness/browser';
import { expectNoAxeViolations } from '@tests/harness/axe';
import { CART_KEY, cartLine, openCheckout, savedCustomer, seedBrowser } from '@tests/harness/browser-cart';
import { adminPb } from '@tests/harness/stack';
import { PAGES_CACHE } from '@/features/offline/cache-names';

/** src/features/orders/last-order.ts MY_ORDERS_KEY (that module cannot be loaded outside the shop's build). */
const MY_ORDERS_KEY = 'myOrders';

// Two placements through the checkout and the list's pages, on a busy machine: never a timed assertion.
test.describe.configure({ timeout: 180_000 });

/** Places this cart through the quick checkout and answers the order number the shop landed on. */
async function placeWith(page: Page, slug: string): Promise<string> {
  await seedBrowser(page, [await cartLine(slug, 1)], await savedCustomer('Kathmandu', 'Baneshwor'));
  const checkout = await openCheckout(page);
  await checkout.getByRole('button', { name: 'Review Order' }).click();
  await page.getByRole('dialog', { name: 'Confirm Your Order' }).getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/ORD-\d{6}$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

const listed = (page: Page, orderNumber: string) =>
  page.locator(`[data-testid="my-order"][data-order-number="${orderNumber}"]`);

test('the orders placed on this phone, with their live status; order again; last known; forget', async ({
  page,
}, info) => {
  const first = await placeWith(page, 'jumla-apple');
  const second = await placeWith(page, 'kalo-maas');
  const pb = await adminPb();
  const byNumber = (n: string) => pb.collection('orders').getFirstListItem(pb.filter('orderNumber = {:n}', { n }));
  const firstRecord = await byNumber(first);
  const secondRecord = await byNumber(second);
  // An operator sends the first one out; the list asks the server, so it says so.
  await pb.collection('orders').update(firstRecord.id, { status: 'Confirmed' });
  await pb.collection('orders').update(firstRecord.id, { status: 'Out for Delivery' });
  // The second one's total changes after it was placed (as packing changes it): the list shows the new one.
  const corrected = await pb
    .collection('order_corrections')
    .create({ order: secondRecord.id, reason: 'Delivery waived', deliveryCharge: 0 });
  expect(corrected.total).toBeLessThan(secondRecord.total);

  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My orders on this phone');
  await expect(page.getByTestId('my-order')).toHaveCount(2);
  // Newest first.
  await expect(page.getByTestId('my-order').first()).toHaveAttribute('data-order-number', second);
  await expect(listed(page, first).getByTestId('my-order-status')).toHaveText('Status: Out for Delivery');
  await expect(listed(page, second).getByTestId('my-order-status')).toHaveText('Status: Order Confirmed');
  await expect(listed(page, first).getByText(`Total Rs. ${firstRecord.total}`)).toBeVisible();
  await expect(listed(page, second).getByText(`Total Rs. ${corrected.total}`)).toBeVisible();
  await expect(listed(page, first).getByRole('link', { name: 'Open the order page' })).toHaveAttribute(
    'href',
    `/order/${first}`,
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoAxeViolations(page, 'my-orders-list', info);

  // Order again from the list: the apple goes back in the (empty) cart at today's price.
  expect(await page.evaluate((key) => localStorage.getItem(key), CART_KEY)).toBe('[]');
  const again = listed(page, first).getByTestId('order-again');
  await again.getByRole('button', { name: 'Order again' }).click();
  await expect(again.getByText("Added to your cart at today's prices.")).toBeVisible();
  const apple = await cartLine('jumla-apple', 1);
  const cart = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), CART_KEY)) ?? '[]') as {
    id: string;
    price: number;
  }[];
  expect(cart.map((l) => [l.id, l.price])).toEqual([[apple.id, apple.price]]);
  await expectNoAxeViolations(page, 'my-orders-order-again', info);

  // The Nepali page: the same orders, in Nepali, money in Devanagari digits.
  await page.goto('/ne/orders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('यो फोनबाट गरेका मेरा अर्डरहरू');
  await expect(listed(page, first).getByTestId('my-order-status')).toHaveText('अवस्था: डेलिभरीका लागि निस्कियो');
  await expect(listed(page, first).getByText(/^जम्मा रु\. [०-९,]+$/)).toBeVisible();
  await expect(listed(page, first).getByRole('button', { name: 'फेरि अर्डर गर्नुहोस्' })).toBeVisible();
  await expectNoAxeViolations(page, 'my-orders-list-ne', info);

  // The server cannot be reached: what this phone was last told, marked as such.
  await page.route('**/_actions/getOrder**', (route) => route.abort());
  await page.goto('/orders');
  await expect(listed(page, first).getByTestId('my-order-status')).toHaveText(
    'Status (last known, offline): Out for Delivery',
  );
  await page.unroute('**/_actions/getOrder**');

  // A shared phone: forget them.
  await page.getByRole('button', { name: 'Forget these orders on this phone' }).click();
  await expect(page.getByTestId('my-orders-forgotten')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), MY_ORDERS_KEY)).toBeNull();
  await page.reload();
  await expect(page.getByTestId('my-orders-empty')).toBeVisible();
});

test('with no orders on this phone: a sentence and the products, in English and Nepali; linked from the footer', async ({
  page,
}, info) => {
  await page.goto('/about');
  await page.locator('footer').getByRole('link', { name: 'My orders', exact: true }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const empty = page.getByTestId('my-orders-empty');
  await expect(empty.getByText('No orders have been placed on this phone yet.')).toBeVisible();
  await expect(empty.getByRole('link', { name: 'See the products' })).toHaveAttribute('href', '/products');
  await expectNoAxeViolations(page, 'my-orders-empty', info);

  await page.goto('/ne/about');
  await page.locator('footer').getByRole('link', { name: 'मेरा अर्डरहरू', exact: true }).click();
  await expect(page).toHaveURL(/\/ne\/orders$/);
  await expect(empty.getByText('यो फोनबाट अहिलेसम्म कुनै अर्डर गरिएको छैन।')).toBeVisible();
  await expect(empty.getByRole('link', { name: 'सामानहरू हेर्नुहोस्' })).toHaveAttribute('href', '/ne/products');
  await expectNoAxeViolations(page, 'my-orders-empty-ne', info);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the saved page shows the kept orders with their last known status', async ({ page, context }, info) => {
    const placed = await placeWith(page, 'jumla-apple');
    // Online, twice: the first view comes before the worker, the second is saved by it (tests/e2e/offline.spec.ts).
    await page.goto('/orders');
    await controlled(page);
    await page.goto('/orders');
    await expect(listed(page, placed).getByTestId('my-order-status')).toHaveText('Status: Order Confirmed');
    await page.waitForFunction(
      async ([cacheName, url]) => Boolean(await (await caches.open(cacheName!)).match(url!)),
      [PAGES_CACHE, '/orders'],
    );

    await context.setOffline(true);
    await page.goto('/orders');
    await expect(listed(page, placed).getByTestId('my-order-status')).toHaveText(
      'Status (last known, offline): Order Confirmed',
    );
    await expectNoAxeViolations(page, 'my-orders-offline', info);
    await context.setOffline(false);
  });
});
