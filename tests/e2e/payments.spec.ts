// Paying by eSewa from the checkout (docs/payments.md): the choice at review appears only when the operator turned a
// wallet on; the shopper is sent to eSewa (the local one, tests/harness/esewa.ts) and back, and the order page shows
// the true state, checked by the shop's server with eSewa's status API. A cancelled payment offers "pay again" and
// "switch to cash on delivery". Served by another shop server on the stack's build, whose settings point at the
// local eSewa (tests/harness/other-shop.ts).
import { test as base, expect } from '@tests/harness/browser';
import { expectNoAxeViolations } from '@tests/harness/axe';
import { cartLine, openCheckout, savedCustomer, seedBrowser } from '@tests/harness/browser-cart';
import { type FakeEsewa, startFakeEsewa } from '@tests/harness/esewa';
import { type OtherShop, startOtherShop } from '@tests/harness/other-shop';
import { adminPb } from '@tests/harness/stack';
import { freePort } from '../../server/pocketbase-process.ts';
import type { Page } from '@playwright/test';

let esewa: FakeEsewa;
let settingsId = '';

// The local eSewa and the shop server pointed at it, once per worker, before any page opens (`baseURL` needs it).
const test = base.extend<object, { walletShop: OtherShop }>({
  walletShop: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      esewa = await startFakeEsewa();
      const port = await freePort();
      const shop = await startOtherShop({
        port,
        env: {
          SITE_URL: `http://127.0.0.1:${port}`,
          ESEWA_FORM_URL: esewa.formUrl,
          ESEWA_STATUS_URL: esewa.statusUrl,
          PAYMENTS_CHECK_MS: '0',
        },
      });
      const pb = await adminPb();
      settingsId = (await pb.collection('site_settings').getList(1, 1)).items[0]?.id ?? '';
      await pb.collection('site_settings').update(settingsId, { esewa_on: true, khalti_on: false });
      await use(shop);
      await pb.collection('site_settings').update(settingsId, { esewa_on: false });
      await shop.stop();
      await esewa.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ walletShop }, use) => {
    await use(walletShop.shopUrl);
  },
});

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** Reviews the order, chooses eSewa, places it; returns the order number once back on the order page. */
async function payWithEsewa(page: Page, testInfo: import('@playwright/test').TestInfo, axe = false): Promise<string> {
  await seedBrowser(page, [await cartLine('jumla-apple', 1)], await savedCustomer('Kathmandu', 'Thamel'));
  const checkout = await openCheckout(page);
  await checkout.getByRole('button', { name: 'Review Order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Your Order' });
  const choice = confirm.getByRole('group', { name: 'How will you pay?' });
  await expect(choice.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
  await choice.getByRole('radio', { name: 'eSewa' }).check();
  if (axe) await expectNoAxeViolations(page, 'payment-choice', testInfo);
  await confirm.getByRole('button', { name: 'Place Order' }).click();
  // The order page sends the shopper on: the page before eSewa, with its one button.
  await page.getByRole('button', { name: 'Continue to eSewa' }).click();
  await expect(page).toHaveURL(/\/order\/ORD-\d{6}/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

test('paid with eSewa: the order page says so once eSewa confirmed it', async ({ page }, testInfo) => {
  esewa.next = 'complete';
  const orderNumber = await payWithEsewa(page, testInfo, true);
  await expect(page.getByText('Paid with eSewa.')).toBeVisible();
  await expectNoAxeViolations(page, 'order-paid', testInfo);
  const pb = await adminPb();
  const order = await pb.collection('orders').getFirstListItem(pb.filter('orderNumber = {:n}', { n: orderNumber }));
  expect([order.payment_method, order.payment_state]).toEqual(['esewa', 'paid']);
  expect(esewa.statusChecks.length).toBeGreaterThan(0);
});

test('a cancelled eSewa payment: not paid, pay again or switch to cash on delivery', async ({ page }, testInfo) => {
  esewa.next = 'cancel';
  const orderNumber = await payWithEsewa(page, testInfo);
  await expect(page.getByText('Not paid. You can pay again, or pay in cash on delivery.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay with eSewa' })).toBeVisible();
  await expectNoAxeViolations(page, 'order-unpaid', testInfo);
  await page.getByRole('button', { name: 'Switch to cash on delivery' }).click();
  await expect(page.getByText('Not paid.')).toBeHidden();
  const pb = await adminPb();
  const order = await pb.collection('orders').getFirstListItem(pb.filter('orderNumber = {:n}', { n: orderNumber }));
  expect([order.payment_method, order.payment_state, order.status]).toEqual(['cod', 'cod', 'Open']);
});
