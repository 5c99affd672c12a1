// The order confirmation page (docs/rules.md §2) against the real server: an order is
// placed through the placeOrder action, then the page is opened the way the
// checkout opens it (the session's "lastOrder" saved) or by its link alone.
import type { Page } from '@playwright/test';
import { expectData } from '@tests/harness/actions-client';
import { test, expect } from '@tests/harness/browser';
import { customer, orderInput } from '@tests/harness/orders';
import { showOrderDetails } from '@tests/harness/order-page';
import { place, product } from '@tests/harness/seed';
import { adminPb } from '@tests/harness/stack';
import type { PlaceOrderResult } from '@/features/checkout/contract';

const SHOPPER = { name: 'Anita Confirmation Tamang', phone: '9841234567', landmark: 'Green house behind the stupa' };

async function placeOrder(): Promise<PlaceOrderResult> {
  const [kathmandu, honey, turmeric] = await Promise.all([
    place('Kathmandu', 'Baneshwor'),
    product('chiuri-honey'),
    product('turmeric-powder'),
  ]);
  return expectData<PlaceOrderResult>(
    'placeOrder',
    orderInput(
      kathmandu,
      [
        { product: honey, quantity: 1 },
        { product: turmeric, quantity: 2 },
      ],
      { customer: customer(kathmandu, SHOPPER) },
    ),
  );
}

/** What the checkout does after placeOrder (docs/rules.md §4): the last order plus its access token in sessionStorage. */
async function saveLastOrder(page: Page, placed: PlaceOrderResult) {
  const value = JSON.stringify({ ...placed.order, accessToken: placed.accessToken });
  await page.addInitScript((stored) => sessionStorage.setItem('lastOrder', stored), value);
}

const currentStep = (page: Page) => page.locator('ol[aria-label="Order status"] [aria-current="step"]');

// The page's content is an island that hydrates and then asks the server; on a busy CI machine that can take a
// while, so the first check of each test waits longer than the default 10 s.
const FIRST_PAINT = { timeout: 30_000 };

test('shows the placed order and follows its live status without a reload', async ({ page }) => {
  test.setTimeout(120_000);
  const placed = await placeOrder();
  await saveLastOrder(page, placed);
  await page.goto(`/order/${placed.orderNumber}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmation' })).toBeVisible();
  await expect(page.getByText(placed.orderNumber)).toBeVisible(FIRST_PAINT);
  await expect(currentStep(page)).toHaveText(/Order Confirmed/);
  await expect(page.getByRole('main').getByText('Cash on Delivery', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('10:00 AM - 5:00 PM')).toBeVisible();
  // The days left until the order's delivery day (the route's first open day: docs/rules.md "Delivery days").
  // Nepal calendar days from today to that day (docs/rules.md §2; src/features/orders/order-number.ts arrivingInDays).
  const admin = await adminPb();
  const stored = await admin
    .collection('orders')
    .getFirstListItem(admin.filter('orderNumber = {:n}', { n: placed.orderNumber }));
  const nepalDay = (ms: number) => Math.floor((ms + 345 * 60_000) / 86_400_000);
  const days = nepalDay(Date.parse(String(stored.estimatedDelivery).replace(' ', 'T'))) - nepalDay(Date.now());
  await expect(page.getByText(`Arriving in ${days} day(s)`)).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(`Rs. ${placed.order.total}`);
  await expect(page.getByText(`Rs. ${placed.order.subtotal}`).first()).toBeVisible();
  await expect(page.getByText('Chiuri Honey', { exact: true })).toBeVisible();
  // this browser placed it: its own delivery details are shown
  await expect(page.getByText(SHOPPER.name)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /5550100|\+977/ })).toHaveAttribute('href', /^tel:/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
    'href',
    '/products',
  );

  // an operator marks it out for delivery in the dashboard; the open page follows
  const pb = await adminPb();
  const record = await pb
    .collection('orders')
    .getFirstListItem(pb.filter('orderNumber = {:n}', { n: placed.orderNumber }));
  await pb.collection('orders').update(record.id, { status: 'Confirmed' });
  await pb.collection('orders').update(record.id, { status: 'Out for Delivery' });
  // the page polls every 10 s while visible
  await expect(currentStep(page)).toHaveText(/Out for Delivery/, { timeout: 40_000 });
  await expect(page.locator('ol[aria-label="Order status"] li[data-state="done"]')).toHaveText(/Order Confirmed/);
});

test('/order-confirmation shows the last order of this session; a photo that fails shows the placeholder', async ({
  page,
}) => {
  const placed = await placeOrder();
  await saveLastOrder(page, placed);
  // Photos that fail to load on a poor connection (docs/rules.md §8): every one but the placeholder is refused.
  await page.route(
    (url) => !url.pathname.endsWith('/placeholder.svg'),
    (route) => (route.request().resourceType() === 'image' ? route.abort() : route.fallback()),
  );
  await page.goto('/order-confirmation');
  await expect(page.getByText(placed.orderNumber)).toBeVisible(FIRST_PAINT);
  await expect(currentStep(page)).toHaveText(/Order Confirmed/);
  await expect(page.getByText(SHOPPER.name)).toBeVisible();
  const photos = page.getByRole('listitem').filter({ hasText: 'Chiuri Honey' }).locator('img');
  await expect(photos).toHaveCount(1);
  await expect(photos).toHaveAttribute('src', /\/placeholder\.svg$/);
  expect(await photos.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('with only the order number (no session) shows the tracker alone; the phone it was placed with shows items and totals, no personal details', async ({
  page,
}) => {
  const placed = await placeOrder();
  await page.goto(`/order/${placed.orderNumber}`);
  await expect(currentStep(page)).toHaveText(/Order Confirmed/, FIRST_PAINT);
  await expect(page.getByTestId('order-phone-form')).toBeVisible();
  const tracker = await page.locator('body').innerText();
  for (const hidden of ['Chiuri Honey', `Rs. ${placed.order.total}`, 'Order Summary', 'Arriving in', 'Pay Rs.'])
    expect(tracker).not.toContain(hidden);
  // The same foot as the whole order's page: the support line to call, and back to the products.
  await expect(page.getByRole('main').getByRole('link', { name: /5550100|\+977/ })).toHaveAttribute('href', /^tel:/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
    'href',
    '/products',
  );

  // Another phone number: still the tracker alone, and a sentence saying why.
  const form = page.getByTestId('order-phone-form');
  await form.getByLabel('Phone number').fill('9800000001');
  await form.getByRole('button', { name: 'Show details' }).click();
  await expect(form.getByRole('alert')).toHaveText('That is not the phone number this order was placed with.');
  await expect(page.getByText('Chiuri Honey', { exact: true })).toHaveCount(0);

  await showOrderDetails(page, `+977 ${SHOPPER.phone}`);
  await expect(page.getByText('Chiuri Honey', { exact: true })).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(`Rs. ${placed.order.total}`);
  await expect(currentStep(page)).toHaveText(/Order Confirmed/);
  const text = await page.locator('body').innerText();
  expect(text).not.toContain(SHOPPER.name);
  expect(text).not.toContain(SHOPPER.phone);
  expect(text).not.toContain(SHOPPER.landmark);
});

test('an unknown order number shows Order Not Found', async ({ page }) => {
  await page.goto('/order/ORD-000000');
  await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible(FIRST_PAINT);
  await expect(page.getByText("We couldn't find the order you're looking for.")).toBeVisible();
  await expect(page.getByText('No order details found.')).toBeVisible();
  const back = page.getByRole('link', { name: 'Back to Shopping' });
  await expect(back).toHaveAttribute('href', '/');
});

test('/order-confirmation with nothing stored says no order details were found', async ({ page }) => {
  await page.goto('/order-confirmation');
  await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible(FIRST_PAINT);
  await expect(page.getByText('No order details found.')).toBeVisible();
});
