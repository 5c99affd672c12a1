// The order desk on a phone (docs/order-desk.md), against the real shop server and PocketBase: a staff member signs
// in, sees a new order arrive without reloading, opens it, confirms it, sends it out and marks it delivered while
// the shopper's order page follows each step; cancelling with a reason shows the reason to the shopper; two staff
// changing one order at once: one wins, the other is told; expired sessions and offline taps say so.
import type { Page } from '@playwright/test';
import type PocketBase from 'pocketbase';
import { expectData } from '@tests/harness/actions-client';
import { expectNoAxeViolations } from '@tests/harness/axe';
import { showOrderDetails } from '@tests/harness/order-page';
import { test, expect } from '@tests/harness/browser';
import { createOrderRecord, customer, orderInput } from '@tests/harness/orders';
import { place, product } from '@tests/harness/seed';
import { adminPb } from '@tests/harness/stack';
import { createStaff, deliverWithCash, type TestStaff } from '@tests/harness/staff';
import { signInToDesk, deskOnAPhone } from '@tests/harness/desk-browser';
import type { PlaceOrderResult } from '@/features/checkout/contract';

const SHOPPER = { name: 'Maya Desk Gurung', phone: '9812345670', landmark: 'Blue gate opposite the school' };
// The shopper's page asks every 10 s while visible; the desk's list every 5 s.
const FOLLOW = { timeout: 40_000 };

let admin: PocketBase;
let staff: TestStaff;
let other: TestStaff;

test.beforeAll(async () => {
  admin = await adminPb();
  staff = await createStaff(admin, 'Sita at the desk');
  other = await createStaff(admin, 'Ram at the desk');
});
test.afterAll(async () => {
  for (const s of [staff, other])
    if (s)
      await admin
        .collection('staff')
        .delete(s.id)
        .catch(() => {});
});

async function placeOrder(): Promise<PlaceOrderResult> {
  const [kathmandu, honey] = await Promise.all([place('Kathmandu', 'Baneshwor'), product('chiuri-honey')]);
  return expectData<PlaceOrderResult>(
    'placeOrder',
    orderInput(kathmandu, [{ product: honey, quantity: 2 }], { customer: customer(kathmandu, SHOPPER) }),
  );
}

const currentStep = (page: Page) => page.locator('ol[aria-label="Order status"] [aria-current="step"]');

test('a new order arrives live; confirm, send out, deliver; the shopper’s page follows each step', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await signInToDesk(page, staff);
  // the desk is not indexed and loads no PocketBase address
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  const placed = await placeOrder();
  const row = page.locator('#desk-orders li', { hasText: placed.orderNumber });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  await expect(page.locator('#desk-new-orders')).toHaveText(/new order/);
  await expect(page).toHaveTitle(/^\(\d+\) Orders/);
  // The list with its banner for new orders, as staff see it when one arrives.
  await expectNoAxeViolations(page, 'desk-new-order', testInfo);

  const shopper = await (await browser.newContext({ baseURL: baseURL! })).newPage();
  await shopper.goto(`/order/${placed.orderNumber}`);
  await expect(currentStep(shopper)).toHaveText(/Order Confirmed/, { timeout: 30_000 });
  await showOrderDetails(shopper, SHOPPER.phone);

  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { name: placed.orderNumber })).toBeVisible();
  await expect(page.getByText(SHOPPER.name)).toBeVisible();
  await expect(page.getByRole('link', { name: `Call ${SHOPPER.phone}` })).toHaveAttribute(
    'href',
    `tel:${SHOPPER.phone}`,
  );
  await expect(page.getByText(SHOPPER.landmark, { exact: false })).toBeVisible();
  await expect(page.getByText(/2 ×\s*Chiuri Honey/)).toBeVisible();
  await expect(page.getByTestId('desk-total')).toHaveText(`Rs. ${placed.order.total}`);
  await expect(page.getByTestId('desk-status')).toHaveText('Open');

  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('desk-message')).toHaveText('Marked Confirmed.');
  await expect(page.getByTestId('desk-status')).toHaveText('Confirmed');
  await expect(currentStep(shopper).locator('time')).toBeVisible(FOLLOW);

  await page.getByRole('button', { name: 'Send out for delivery' }).click();
  await expect(page.getByTestId('desk-status')).toHaveText('Out for Delivery');
  await expect(currentStep(shopper)).toHaveText(/Out for Delivery/, FOLLOW);
  await expect(currentStep(shopper).locator('time')).toBeVisible();
  await expect(shopper.getByText(/Arriving in \d+ day\(s\)/)).toBeVisible();

  // Cash on delivery: no bare "Mark delivered"; the cash form, prefilled with the cash due, delivers it.
  await expect(page.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delivery failed' })).toBeVisible();
  await expect(page.getByLabel('Cash collected (Rs.)')).toHaveValue(String(placed.order.total));
  await page.getByRole('button', { name: 'Delivered, cash collected' }).click();
  await expect(page.getByTestId('desk-message')).toHaveText('Delivered: cash recorded.');
  await expect(page.getByTestId('desk-status')).toHaveText('Delivered');
  await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  await expect(currentStep(shopper)).toHaveText(/Delivered/, FOLLOW);
  await expect(shopper.getByTestId('delivered-at')).toHaveText(/^Delivered on /);
  await expect(shopper.getByText(/Arriving in/)).toHaveCount(0);
  await expect(shopper.getByText(/Pay Rs\./)).toHaveCount(0);
});

test('cancelling needs a reason, and the shopper sees the reason and the support phone, and no payment', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const placed = await placeOrder();
  await signInToDesk(page, staff);
  const record = await admin
    .collection('orders')
    .getFirstListItem(admin.filter('orderNumber = {:n}', { n: placed.orderNumber }));
  await page.goto(`/desk/orders/${record.id}`);
  const cancel = page.locator('form', { has: page.getByRole('button', { name: 'Cancel order' }) });
  // the reason is required by the form (and by PocketBase: tests/integration/desk/access.test.ts)
  await cancel.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByTestId('desk-status')).toHaveText('Open');
  await cancel.getByLabel(/Reason/).fill('Out of stock of chiuri honey this week');
  await cancel.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByTestId('desk-status')).toHaveText('Cancelled');

  await page.goto(`/order/${placed.orderNumber}`);
  const stopped = page.getByTestId('order-stopped');
  await expect(stopped).toBeVisible({ timeout: 30_000 });
  // By number alone the shopper sees that it stopped, not why; with the phone, the reason.
  await expect(page.getByTestId('order-status-reason')).toHaveCount(0);
  await showOrderDetails(page, SHOPPER.phone);
  await expect(stopped.getByRole('heading', { name: 'Order Cancelled' })).toBeVisible();
  await expect(page.getByTestId('order-status-reason')).toHaveText('Reason: Out of stock of chiuri honey this week');
  await expect(stopped.getByRole('link', { name: /\+977|5550100/ })).toHaveAttribute('href', /^tel:/);
  await expect(page.locator('ol[aria-label="Order status"]')).toHaveCount(0);
  await expect(page.getByText(/Pay Rs\./)).toHaveCount(0);
  await expect(page.getByText('Estimated Delivery')).toHaveCount(0);
});

test('two staff change one order at once: one wins, the other is told and shown the order as it is', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const placed = await placeOrder();
  const record = await admin
    .collection('orders')
    .getFirstListItem(admin.filter('orderNumber = {:n}', { n: placed.orderNumber }));
  const [sita, ram] = await Promise.all([
    deskOnAPhone(browser, baseURL!, staff),
    deskOnAPhone(browser, baseURL!, other),
  ]);
  await Promise.all([sita.goto(`/desk/orders/${record.id}`), ram.goto(`/desk/orders/${record.id}`)]);

  await sita.getByRole('button', { name: 'Confirm' }).click();
  await expect(sita.getByTestId('desk-status')).toHaveText('Confirmed');

  const cancel = ram.locator('form', { has: ram.getByRole('button', { name: 'Cancel order' }) });
  await cancel.getByLabel(/Reason/).fill('Customer asked to cancel');
  await cancel.getByRole('button', { name: 'Cancel order' }).click();
  await expect(ram.getByTestId('desk-message')).toHaveText('Changed by someone else: the order is now Confirmed.');
  await expect(ram.getByTestId('desk-status')).toHaveText('Confirmed');
  expect((await admin.collection('orders').getOne(record.id)).status).toBe('Confirmed');

  // offline: the tap is not lost silently
  await ram.context().setOffline(true);
  await ram.getByRole('button', { name: 'Send out for delivery' }).click();
  await expect(ram.getByRole('alert').filter({ hasText: 'You are offline' })).toBeVisible();
  await ram.context().setOffline(false);
  expect((await admin.collection('orders').getOne(record.id)).status).toBe('Confirmed');
  await Promise.all([sita.context().close(), ram.context().close()]);
});

test('every status reads as it should on the shopper’s page', async ({ page }) => {
  // Five order pages, each opened by number and then shown with the phone number (two lookups each).
  test.setTimeout(180_000);
  const path: [string, string?][] = [
    ['Confirmed'],
    ['Out for Delivery'],
    ['Delivery failed', 'Nobody at home, phone off'],
  ];
  const made: Record<string, string> = {};
  const make = async (steps: [string, string?][]) => {
    // a random number, drawn again if a test before took it (the run shares one PocketBase)
    const r = await createOrderRecord(admin, {
      phone: SHOPPER.phone,
      items: [],
      total: 450,
      estimatedDelivery: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    });
    for (const [status, reason] of steps)
      if (status === 'Delivered') await deliverWithCash(admin, r.id);
      else await admin.collection('orders').update(r.id, { status, status_reason: reason ?? '' });
    return r.orderNumber as string;
  };
  made.Open = await make([]);
  made.Confirmed = await make(path.slice(0, 1));
  made['Out for Delivery'] = await make(path.slice(0, 2));
  made.Delivered = await make([...path.slice(0, 2), ['Delivered']]);
  made['Delivery failed'] = await make(path);

  for (const [status, step] of [
    ['Open', 'Order Confirmed'],
    ['Confirmed', 'Order Confirmed'],
    ['Out for Delivery', 'Out for Delivery'],
    ['Delivered', 'Delivered'],
  ]) {
    await page.goto(`/order/${made[status]}`);
    await expect(currentStep(page), status).toHaveText(new RegExp(step!), { timeout: 30_000 });
    await showOrderDetails(page, SHOPPER.phone);
    if (status === 'Delivered') {
      await expect(page.getByTestId('delivered-at')).toHaveText(/^Delivered on /);
      await expect(page.getByText(/Arriving in/)).toHaveCount(0);
    } else {
      await expect(page.getByText(/Arriving in \d day\(s\)/)).toBeVisible();
      await expect(page.getByText('Pay Rs. 450 when your order arrives.')).toBeVisible();
    }
  }
  await page.goto(`/order/${made['Delivery failed']}`);
  await expect(page.getByTestId('order-stopped').getByRole('heading', { name: 'Delivery Failed' })).toBeVisible({
    timeout: 30_000,
  });
  await showOrderDetails(page, SHOPPER.phone);
  await expect(page.getByTestId('order-status-reason')).toHaveText('Reason: Nobody at home, phone off');
  await expect(page.getByText(/Pay Rs\./)).toHaveCount(0);
});

test('publish now queues a build and shows the latest; sign out ends the session', async ({ page }) => {
  await signInToDesk(page, staff);
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByTestId('publish-message')).toHaveText(/Publishing has been asked for/);
  await expect(page.getByTestId('latest-build')).toHaveText(/^Latest build: (queued|running|succeeded|failed), asked /);
  const build = await admin.collection('site_builds').getFirstListItem('', { sort: '-created' });
  expect(build).toMatchObject({ trigger: 'staff' });
  await admin
    .collection('site_builds')
    .delete(build.id)
    .catch(() => {});

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/desk\/login$/);
  await page.goto('/desk');
  await expect(page).toHaveURL(/\/desk\/login/);
});

test('an expired session is sent to sign in again, saying so', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'desk_session', value: 'expired-or-forged', url: `${baseURL}/desk` }]);
  await page.goto('/desk');
  await expect(page).toHaveURL(/\/desk\/login\?expired=1/);
  await expect(page.getByTestId('desk-message')).toHaveText('Your session has expired. Please sign in again.');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('desk-message')).toHaveText('Wrong email or password.');
});

test('the Nepali desk names the order’s places and lines in Nepali (the order stores the English names)', async ({
  page,
}) => {
  await signInToDesk(page, staff);
  const placed = await placeOrder();
  const order = await admin
    .collection('orders')
    .getFirstListItem(admin.filter('orderNumber = {:n}', { n: placed.orderNumber }));
  const honey = await admin.collection('web_products').getFirstListItem('slug = "chiuri-honey"');
  expect(order.district).toBe('Kathmandu');

  await page.goto('/ne/desk');
  await expect(page.locator('#desk-orders li', { hasText: placed.orderNumber })).toContainText('बानेश्वर, काठमाडौं');

  await page.goto(`/ne/desk/orders/${order.id}`);
  await expect(page.getByRole('heading', { name: placed.orderNumber })).toBeVisible();
  await expect(page.getByText(`${SHOPPER.landmark}, बानेश्वर, काठमाडौं`, { exact: true })).toBeVisible();
  const line = page.getByTestId('desk-line');
  await expect(line).toContainText(honey.nepaliName);
  await expect(line).not.toContainText('Chiuri Honey');
});

test('a landmark and notes typed without spaces wrap on a phone: the order page and the route sheet keep the screen width', async ({
  page,
}) => {
  const [kathmandu, honey] = await Promise.all([place('Kathmandu', 'Baneshwor'), product('chiuri-honey')]);
  // A pasted map link, as shoppers send one.
  const link = 'https://maps.example.com/place/Baneshwor/@27.6915196,85.3420486,17z/data=!3m1!4b1!4m6!3m5!1s0x39eb19';
  const placed = await expectData<PlaceOrderResult>(
    'placeOrder',
    orderInput(kathmandu, [{ product: honey, quantity: 1 }], {
      customer: customer(kathmandu, { ...SHOPPER, landmark: link.slice(0, 100), notes: link }),
    }),
  );
  const order = await admin
    .collection('orders')
    .getFirstListItem(admin.filter('orderNumber = {:n}', { n: placed.orderNumber }));
  await signInToDesk(page, staff);
  const widths = () =>
    page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  for (const path of [
    `/desk/orders/${order.id}`,
    `/desk/route-sheet?day=${order.delivery_day}&route=${order.route}`,
    `/ne/desk/orders/${order.id}`,
  ]) {
    await page.goto(path);
    await expect(page.getByText(link.slice(0, 30)).first()).toBeVisible();
    const [scrollWidth, clientWidth] = await widths();
    expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth!);
  }
});
