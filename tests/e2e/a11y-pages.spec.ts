// axe-core on every page type, on the phone and the desktop project (tests/harness/axe.ts: WCAG 2.2 A and AA plus
// axe's best practices; serious and critical findings fail, moderate ones are fixed or accepted with a reason).
// The interactive states (drawer, checkout, dialogs, search) are in a11y-states.spec.ts.
import type { Page } from '@playwright/test';
import type PocketBase from 'pocketbase';
import { expectData } from '@tests/harness/actions-client';
import { expectNoAxeViolations } from '@tests/harness/axe';
import { test, expect as baseExpect, hydrated as hydratedIsland } from '@tests/harness/browser';
import { orderInput } from '@tests/harness/orders';
import { place, product } from '@tests/harness/seed';
import { adminPb, anonymousClient } from '@tests/harness/stack';
import { createStaff, deskCookie, type TestStaff } from '@tests/harness/staff';
import type { PlaceOrderResult } from '@/features/checkout/contract';

// Islands hydrate and pages render slowly on a busy machine: a longer wait for each state (never a sleep).
const expect = baseExpect.configure({ timeout: 30_000 });
/** Waits until an island's JavaScript has taken over (tests/harness/browser.ts), with the longer wait. */
const hydrated = (page: Page, component: string) => hydratedIsland(page, component, { timeout: 30_000 });

// axe reads every element's styles: on a busy machine one run takes tens of seconds.
test.describe.configure({ timeout: 240_000 });

/** A seeded lot's code (any visitor can read lots). */
async function lotCode(slug: string): Promise<string> {
  const pb = anonymousClient();
  const p = await pb.collection('web_products').getFirstListItem(pb.filter('slug = {:slug}', { slug }));
  const lot = await pb.collection('lots').getFirstListItem(pb.filter('product = {:p}', { p: p.id }), {
    sort: '-harvest_date,-created',
  });
  return lot.code as string;
}

/** Opens a page and waits until it has settled (the load event, the main landmark shown). */
async function open(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await expect(page.locator('main').first()).toBeVisible();
}

test.describe('storefront pages', () => {
  for (const [state, path] of [
    ['home', '/'],
    ['blog list', '/blog'],
    ['qr', '/qr'],
    ['feedback', '/feedback'],
    ['contact', '/contact'],
    ['farmers', '/farmers'],
    ['about', '/about'],
  ] as const) {
    test(`${state} has no serious accessibility violation`, async ({ page }, testInfo) => {
      await open(page, path);
      await expectNoAxeViolations(page, state, testInfo);
    });
  }

  test('the 404 page and an unknown product have no serious accessibility violation', async ({ page }, testInfo) => {
    await open(page, '/no-such-page-here', 404);
    await expectNoAxeViolations(page, '404', testInfo);
    await open(page, '/products/no-such-product', 404);
    await expectNoAxeViolations(page, 'product-404', testInfo);
  });

  test('a blog article has no serious accessibility violation', async ({ page }, testInfo) => {
    await open(page, '/blog');
    const href = await page
      .getByRole('link', { name: /Read More/ })
      .first()
      .getAttribute('href');
    await open(page, href ?? '');
    await expectNoAxeViolations(page, 'article', testInfo);
  });

  test('the product list, and with its filter sheet open', async ({ page }, testInfo) => {
    await open(page, '/products');
    await hydrated(page, 'ProductBrowser');
    await expectNoAxeViolations(page, 'product-list', testInfo);
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.locator('#product-filters')).toBeVisible();
    await expectNoAxeViolations(page, 'filter-sheet', testInfo);
  });

  test('a product page, and with a nutrition popover open', async ({ page }, testInfo) => {
    await open(page, '/products/jumla-apple');
    await expectNoAxeViolations(page, 'product', testInfo);
    const info = page.locator('details', { has: page.getByText('About Energy') });
    await info.locator('summary').click();
    await expect(info.getByText('per 100 g')).toBeVisible();
    await expectNoAxeViolations(page, 'nutrition-popover', testInfo);
  });

  test('a trace page and its label sheet', async ({ page }, testInfo) => {
    const code = await lotCode('jumla-apple');
    await open(page, `/t/${code}`);
    await expectNoAxeViolations(page, 'trace', testInfo);
    await page.goto(`/t/${code}/labels`);
    await expect(page.locator('[data-label]').first()).toBeVisible();
    await expectNoAxeViolations(page, 'label-sheet', testInfo);
    await open(page, '/t/NO-SUCH-LOT', 404);
    await expectNoAxeViolations(page, 'trace-404', testInfo);
  });

  test('the order page', async ({ page }, testInfo) => {
    const [kathmandu, honey] = await Promise.all([place('Kathmandu', 'Baneshwor'), product('chiuri-honey')]);
    const placed = await expectData<PlaceOrderResult>(
      'placeOrder',
      orderInput(kathmandu, [{ product: honey, quantity: 1 }]),
    );
    // The full page, as the shopper who placed the order sees it (the checkout keeps the order and its key).
    const kept = JSON.stringify({ ...placed.order, accessToken: placed.accessToken });
    await page.addInitScript((stored) => sessionStorage.setItem('lastOrder', stored), kept);
    await open(page, `/order/${placed.orderNumber}`);
    await expect(page.locator('ol[aria-label="Order status"]')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('order-lot-links')).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page, 'order', testInfo);
  });
});

test.describe('order desk', () => {
  let admin: PocketBase;
  let staff: TestStaff;
  test.beforeAll(async () => {
    admin = await adminPb();
    staff = await createStaff(admin, 'Axe at the desk');
  });
  test.afterAll(async () => {
    if (staff)
      await admin
        .collection('staff')
        .delete(staff.id)
        .catch(() => {});
  });

  test('sign-in, order list and an order', async ({ page, context, baseURL }, testInfo) => {
    await open(page, '/desk/login');
    await expectNoAxeViolations(page, 'desk-sign-in', testInfo);
    const [kathmandu, honey] = await Promise.all([place('Kathmandu', 'Baneshwor'), product('chiuri-honey')]);
    const placed = await expectData<PlaceOrderResult>(
      'placeOrder',
      orderInput(kathmandu, [{ product: honey, quantity: 2 }]),
    );
    const [name, value] = (await deskCookie(staff)).split(/=(.*)/s);
    await context.addCookies([{ name: name!, value: value!, url: `${baseURL}/desk` }]);
    await open(page, '/desk');
    await expect(page.getByRole('heading', { name: 'Today and open orders' })).toBeVisible();
    await expect(page.getByText(placed.orderNumber).first()).toBeVisible();
    await expectNoAxeViolations(page, 'desk-list', testInfo);
    await page.getByText(placed.orderNumber).first().click();
    await expect(page).toHaveURL(/\/desk\/orders\//);
    await expectNoAxeViolations(page, 'desk-order', testInfo);
  });
});
