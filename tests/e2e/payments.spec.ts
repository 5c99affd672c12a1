// Paying by eSewa from the checkout (docs/payments.md): the choice at review appears only when the operator turned a
// wallet on; the shopper is sent to eSewa (the local one, tests/harness/esewa.ts) and back, and the order page shows
// the true state, checked by the shop's server with eSewa's status API. A cancelled payment offers "pay again" and
// "switch to cash on delivery". Served by another shop server on the stack's build, whose settings point at the
// local eSewa (tests/harness/other-shop.ts).
// Also: Khalti end to end (tests/harness/khalti.ts), eSewa on the Nepali pages, and the desk's part on a phone: how
// the order is paid, a lead's Khalti refund (a refusal first, nothing changed), the history naming each payment event
// (English and Nepali), and nothing to collect at the door.
import { test as base, expect } from '@tests/harness/browser';
import { expectNoAxeViolations } from '@tests/harness/axe';
import { cartLine, openCheckout, savedCustomer, seedBrowser } from '@tests/harness/browser-cart';
import { type FakeEsewa, startFakeEsewa } from '@tests/harness/esewa';
import { type FakeKhalti, KHALTI_TEST_KEY, startFakeKhalti } from '@tests/harness/khalti';
import { createStaff } from '@tests/harness/staff';
import { deskOnAPhone } from '@tests/harness/desk-browser';
import { type OtherShop, startOtherShop } from '@tests/harness/other-shop';
import { adminPb } from '@tests/harness/stack';
import { freePort } from '../../server/pocketbase-process.ts';
import type { Page, TestInfo } from '@playwright/test';

let esewa: FakeEsewa;
let khalti: FakeKhalti;
let settingsId = '';

// The local eSewa and the shop server pointed at it, once per worker, before any page opens (`baseURL` needs it).
const test = base.extend<object, { walletShop: OtherShop }>({
  walletShop: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      esewa = await startFakeEsewa();
      khalti = await startFakeKhalti();
      const port = await freePort();
      const shop = await startOtherShop({
        port,
        env: {
          SITE_URL: `http://127.0.0.1:${port}`,
          ESEWA_FORM_URL: esewa.formUrl,
          ESEWA_STATUS_URL: esewa.statusUrl,
          KHALTI_API_URL: khalti.apiUrl,
          KHALTI_SECRET_KEY: KHALTI_TEST_KEY,
          PAYMENTS_CHECK_MS: '0',
        },
      });
      const pb = await adminPb();
      settingsId = (await pb.collection('site_settings').getList(1, 1)).items[0]?.id ?? '';
      await pb.collection('site_settings').update(settingsId, { esewa_on: true, khalti_on: true });
      await use(shop);
      await pb.collection('site_settings').update(settingsId, { esewa_on: false, khalti_on: false });
      await shop.stop();
      await esewa.stop();
      await khalti.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ walletShop }, use) => {
    await use(walletShop.shopUrl);
  },
});

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/**
 * A cart of one product and a saved customer, reviewed, with `wallet` chosen (cash on delivery is chosen until then);
 * answers the review dialog and its choice of payment.
 */
async function reviewChoosing(page: Page, wallet: 'eSewa' | 'Khalti') {
  await seedBrowser(page, [await cartLine('jumla-apple', 1)], await savedCustomer('Kathmandu', 'Thamel'));
  const checkout = await openCheckout(page);
  await checkout.getByRole('button', { name: 'Review Order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Your Order' });
  const choice = confirm.getByRole('group', { name: 'How will you pay?' });
  await expect(choice.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
  await choice.getByRole('radio', { name: wallet }).check();
  return { confirm, choice };
}

/** Reviews the order, chooses eSewa, places it; returns the order number once back on the order page. */
async function payWithEsewa(page: Page, testInfo: TestInfo, axe = false): Promise<string> {
  const { confirm } = await reviewChoosing(page, 'eSewa');
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
  // Its payment method is eSewa: never "Cash on Delivery" with a sum to pay at the door.
  await expect(page.getByTestId('payment-wallet')).toHaveText('eSewa');
  await expect(page.getByText(/when your order arrives/)).toHaveCount(0);
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
  // The tracker does not call an unpaid order confirmed.
  const currentStep = page.locator('li[aria-current="step"]');
  await expect(currentStep).toContainText('Awaiting payment');
  await expectNoAxeViolations(page, 'order-unpaid', testInfo);
  // The operator turns eSewa off meanwhile: paying again says so, and offers cash only.
  const pb = await adminPb();
  await pb.collection('site_settings').update(settingsId, { esewa_on: false });
  try {
    await page.getByRole('button', { name: 'Pay with eSewa' }).click();
    await expect(page.locator('[data-payment-note]')).toHaveText(
      'eSewa is not available now. You can pay in cash on delivery instead.',
    );
    await expect(page.getByRole('button', { name: 'Pay with eSewa' })).toBeHidden();
    await expectNoAxeViolations(page, 'order-wallet-off', testInfo);
  } finally {
    await pb.collection('site_settings').update(settingsId, { esewa_on: true });
  }
  // Past the wallet payments one order may start, the pay route comes back with `too_many_attempts`
  // (tests/integration/payments/payment-flow.test.ts): the page says so and offers cash only.
  await page.goto(`${new URL(page.url()).pathname}?pay=too_many_attempts`);
  await expect(page.locator('[data-payment-note]')).toHaveText(
    'This order has been sent to the wallet too many times. You can pay in cash on delivery instead.',
  );
  await expect(page.getByRole('button', { name: 'Pay with eSewa' })).toBeHidden();
  await expect(page.locator('[data-payment-state]')).toHaveText('Not paid yet.');
  await expectNoAxeViolations(page, 'order-too-many-attempts', testInfo);
  await page.getByRole('button', { name: 'Switch to cash on delivery' }).click();
  await expect(page.getByText('Not paid.')).toBeHidden();
  await expect(page.locator('[data-payment-note]')).toHaveText('Done: you will pay in cash on delivery.');
  // Said once: not again after a reload.
  await page.reload();
  await expect(page.getByText('Done: you will pay in cash on delivery.')).toBeHidden();
  await expect(currentStep).toContainText('Order Confirmed');
  await expect(page.getByText(/^Pay Rs\. [\d,]+ when your order arrives\.$/)).toBeVisible();
  const order = await pb.collection('orders').getFirstListItem(pb.filter('orderNumber = {:n}', { n: orderNumber }));
  expect([order.payment_method, order.payment_state, order.status]).toEqual(['cod', 'cod', 'Open']);
});

test('a wallet turned off during the review: refused, and the choice offers only what is offered now', async ({
  page,
}) => {
  const { confirm, choice } = await reviewChoosing(page, 'eSewa');
  const pb = await adminPb();
  await pb.collection('site_settings').update(settingsId, { esewa_on: false });
  try {
    await confirm.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('This way of paying is not available now. Please choose another.')).toBeVisible();
    await expect(choice.getByRole('radio', { name: 'eSewa' })).toHaveCount(0);
    await expect(choice.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    await expect(choice.getByRole('radio', { name: 'Khalti' })).toBeVisible();
  } finally {
    await pb.collection('site_settings').update(settingsId, { esewa_on: true });
  }
});

test('Back from eSewa shows the order page, not a browser error, and starts nothing again', async ({ page }) => {
  esewa.next = 'close';
  const { confirm } = await reviewChoosing(page, 'eSewa');
  await confirm.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('button', { name: 'Continue to eSewa' }).click();
  await expect(page.getByText('eSewa login (the shopper left here)')).toBeVisible();
  // The page before eSewa answered a POST; Back used to offer to send it again (Chromium's ERR_CACHE_MISS page).
  await page.goBack();
  await expect(page).toHaveURL(/\/order\/ORD-\d{6}$/);
  // Offered to pay again, it does not claim a check is under way: it asks to wait if just paid.
  const waiting =
    'Waiting for your payment with eSewa. If you have just paid, it shows here as soon as eSewa confirms it: please wait a few minutes before you pay again.';
  await expect(page.locator('[data-payment-state="awaiting"]')).toHaveText(waiting);
  await page.reload();
  await expect(page.locator('[data-payment-state="awaiting"]')).toHaveText(waiting);
  await expect(page.getByRole('button', { name: 'Pay with eSewa' })).toBeVisible();
  await expect(page.getByText('Checking with eSewa…')).toBeHidden();
  const order = await orderOf(new URL(page.url()).pathname.split('/').pop()!);
  const pb = await adminPb();
  expect(
    await pb.collection('payments').getFullList({ filter: pb.filter('order = {:o}', { o: order.id }) }),
  ).toHaveLength(1);
});

test("a pay route that cannot go on says so in the shopper's language, with the way back", async ({
  page,
}, testInfo) => {
  // A success redirect for a payment the shop never started (a stale or forged link): nothing is changed.
  const answer = await page.goto('/pay/esewa/success?attempt=not-ours&data=e30&lang=ne');
  expect(answer?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('भुक्तानी अगाडि बढ्न सकेन');
  await expect(page.getByText('यो भुक्तानी पसललाई थाहा छैन। केही पनि परिवर्तन गरिएन।')).toBeVisible();
  await expectNoAxeViolations(page, 'pay-problem-ne', testInfo);
  await page.getByRole('link', { name: 'तपाईंका अर्डरहरू हेर्नुहोस्' }).click();
  await expect(page).toHaveURL(/\/ne\/orders$/);
  // A form post without the order's link, in English.
  const refused = await page.request.post('/pay/start', {
    form: { orderNumber: 'ORD-123456', wallet: 'esewa', lang: 'en' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(400);
  expect(refused.headers()['content-type']).toContain('text/html');
  const html = await refused.text();
  expect(html).toContain('<html lang="en">');
  expect(html).toContain('An order number and its link are needed. Nothing was changed.');
});

/** Reviews the order, chooses Khalti, places it; Khalti's page sends the shopper back. Returns the order number. */
async function payWithKhalti(page: Page): Promise<string> {
  const { confirm } = await reviewChoosing(page, 'Khalti');
  await confirm.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Paid with Khalti.')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/order\/ORD-\d{6}/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

const orderOf = async (orderNumber: string) => {
  const pb = await adminPb();
  return pb.collection('orders').getFirstListItem(pb.filter('orderNumber = {:n}', { n: orderNumber }));
};

test('paid with Khalti: sent to Khalti and back, the lookup decides', async ({ page }, testInfo) => {
  khalti.next = 'complete';
  const lookups = khalti.lookups.length;
  const orderNumber = await payWithKhalti(page);
  await expectNoAxeViolations(page, 'order-paid-khalti', testInfo);
  const order = await orderOf(orderNumber);
  expect([order.payment_method, order.payment_state]).toEqual(['khalti', 'paid']);
  expect(khalti.lookups.length).toBeGreaterThan(lookups);
});

test('a cancelled Khalti payment: not paid, and nothing is marked paid', async ({ page }, testInfo) => {
  khalti.next = 'cancel';
  const { confirm } = await reviewChoosing(page, 'Khalti');
  await confirm.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Not paid. You can pay again, or pay in cash on delivery.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Pay with Khalti' })).toBeVisible();
  await expectNoAxeViolations(page, 'order-unpaid-khalti', testInfo);
  const order = await orderOf(new URL(page.url()).pathname.split('/').pop()!);
  expect([order.payment_method, order.payment_state]).toEqual(['khalti', 'unpaid']);
  // Another tab (or the browser opened again): the order's link is the one "My orders" keeps on the phone, so the
  // shopper can still pay or switch to cash without typing the phone number.
  const tab = await page.context().newPage();
  await tab.goto(new URL(page.url()).pathname);
  await expect(tab.getByText('Not paid. You can pay again, or pay in cash on delivery.')).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Pay with Khalti' })).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Switch to cash on delivery' })).toBeVisible();
  await tab.close();
});

test('eSewa on the Nepali pages: the choice, eSewa and back, paid in Nepali', async ({ page }, testInfo) => {
  esewa.next = 'complete';
  await seedBrowser(page, [await cartLine('jumla-apple', 1)], await savedCustomer('Kathmandu', 'Thamel'));
  await page.goto('/ne');
  await page.getByRole('button', { name: /^किनमेल कार्ट, .+ सामान$/ }).click();
  const drawer = page.getByRole('dialog', { name: /^तपाईंको कार्ट/ });
  await drawer.getByRole('button', { name: 'छिटो चेकआउटमा जानुहोस्' }).click();
  const checkout = page.getByRole('dialog', { name: 'छिटो अर्डर' });
  await checkout.getByRole('button', { name: 'अर्डर जाँच्नुहोस्' }).click();
  const confirm = page.getByRole('dialog', { name: 'आफ्नो अर्डर पक्का गर्नुहोस्' });
  const choice = confirm.getByRole('group', { name: 'कसरी भुक्तानी गर्नुहुन्छ?' });
  await expect(choice.getByRole('radio', { name: 'डेलिभरीमा नगद' })).toBeChecked();
  await choice.getByRole('radio', { name: 'इसेवा' }).check();
  await expectNoAxeViolations(page, 'payment-choice-ne', testInfo);
  await confirm.getByRole('button', { name: 'अर्डर गर्नुहोस्' }).click();
  await page.getByRole('button', { name: 'इसेवा मा जानुहोस्' }).click();
  await expect(page).toHaveURL(/\/ne\/order\/ORD-\d{6}/);
  await expect(page.getByText('इसेवा बाट भुक्तानी भयो।')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expectNoAxeViolations(page, 'order-paid-ne', testInfo);
  const order = await orderOf(new URL(page.url()).pathname.split('/').pop()!);
  expect([order.payment_method, order.payment_state]).toEqual(['esewa', 'paid']);
});

/** An order the shopper pays with Khalti in the browser: its number, its record, and an admin client. */
async function paidByKhalti(page: Page) {
  khalti.next = 'complete';
  const orderNumber = await payWithKhalti(page);
  return { orderNumber, order: await orderOf(orderNumber), admin: await adminPb() };
}

test("a Khalti refund whose answer was lost: the desk on a phone sends none again, and records Khalti's portal", async ({
  page,
  browser,
  walletShop,
}, testInfo) => {
  const { order, admin } = await paidByKhalti(page);
  const lead = await createStaff(admin, 'Unsure Lead');
  await admin.collection('staff').update(lead.id, { lead: true });
  const leadPage = await deskOnAPhone(browser, walletShop.shopUrl, lead);
  await leadPage.goto(`/desk/orders/${order.id}`);
  const sent = khalti.refunds.length;
  const form = leadPage.getByTestId('desk-refund-khalti');
  // Khalti makes the refund; its answer never reaches the shop.
  khalti.refundAnswer = 'drop';
  try {
    await form.getByLabel('Amount to refund (Rs.)').fill('100');
    await form.getByLabel('Reason').fill('One apple bruised');
    await form.getByRole('button', { name: 'Refund through Khalti' }).click();
    await expect(leadPage.getByTestId('desk-message')).toContainText(
      'Khalti did not answer whether it made this refund',
    );
  } finally {
    khalti.refundAnswer = 'ok';
  }
  expect(khalti.refunds.length).toBe(sent + 1);
  // Nothing recorded; the form now records what Khalti's portal shows, by hand, and nothing goes to Khalti.
  await expect(leadPage.getByTestId('desk-payment-state')).toHaveText('State: Paid');
  await expect(leadPage.getByTestId('desk-refund-unsure')).toContainText("Look it up in Khalti's merchant portal");
  await expect(leadPage.getByTestId('desk-refund-not-made')).toBeVisible();
  await expectNoAxeViolations(leadPage, 'desk-refund-unsure', testInfo);
  await leadPage.goto(`/ne/desk/orders/${order.id}`);
  await expect(leadPage.getByTestId('desk-refund-unsure')).toContainText('खल्तीको व्यापारी पोर्टलमा हेर्नुहोस्');
  await expectNoAxeViolations(leadPage, 'desk-refund-unsure-ne', testInfo);
  await leadPage.goto(`/desk/orders/${order.id}`);
  // Recorded with the reference Khalti's portal shows (the field is required: the integration test posts without it).
  await form.getByLabel('Amount to refund (Rs.)').fill('100');
  await form.getByLabel('Reason').fill('One apple bruised');
  await form.getByLabel('Khalti refund reference').fill('KH-PORTAL-1');
  await form.getByRole('button', { name: "Record the refund Khalti's portal shows" }).click();
  await expect(leadPage.getByTestId('desk-message')).toHaveText('Refund recorded.');
  await expect(leadPage.getByTestId('desk-payment-state')).toHaveText('State: Partly refunded');
  await expect(leadPage.getByTestId('desk-history')).toContainText("KH-PORTAL-1 (found in Khalti's portal)");
  // Cleared: the next refund goes through Khalti again.
  await expect(leadPage.getByTestId('desk-refund-unsure')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Refund through Khalti' })).toBeVisible();
  expect(khalti.refunds.length).toBe(sent + 1);
});

test('the desk on a phone: how it is paid, a lead refunds part by Khalti, nothing to collect', async ({
  page,
  browser,
  walletShop,
}, testInfo) => {
  const { orderNumber, order, admin } = await paidByKhalti(page);
  const [attempt] = await admin
    .collection('payments')
    .getFullList({ filter: admin.filter('order = {:o}', { o: order.id }) });
  const rider = await createStaff(admin, 'Pay Rider');
  const lead = await createStaff(admin, 'Pay Lead');
  await admin.collection('staff').update(lead.id, { lead: true });

  // Anyone on the desk sees how it is paid; only a lead may refund.
  const riderPage = await deskOnAPhone(browser, walletShop.shopUrl, rider);
  // The list marks how a wallet's order is paid, beside its status.
  await expect(riderPage.locator(`.desk-order[data-id="${order.id}"] .desk-payment`)).toHaveText('Khalti · Paid');
  await expectNoAxeViolations(riderPage, 'desk-list-wallet', testInfo);
  await riderPage.goto(`/desk/orders/${order.id}`);
  const box = riderPage.getByTestId('desk-payment');
  await expect(box.getByTestId('desk-payment-method')).toHaveText('Method: Khalti');
  await expect(box.getByTestId('desk-payment-state')).toHaveText('State: Paid');
  await expect(box.getByTestId('desk-payment-attempt-state')).toHaveText('Succeeded');
  // Its total is not one to collect in cash.
  await expect(riderPage.getByTestId('desk-total-label')).toHaveText('Total (paid by wallet: nothing to collect)');
  await expect(box).toContainText(`Wallet reference: ${attempt!.wallet_ref}`);
  await expectNoAxeViolations(riderPage, 'desk-order-paid-khalti', testInfo);
  const refunds = khalti.refunds.length;
  // Money as it is written ("1,250", "Rs. 1,250") is let through by the phone; the desk reads it as 1250.
  for (const typed of ['1,250', 'Rs. 1,250']) {
    await box.getByLabel('Amount to refund (Rs.)').fill(typed);
    expect(
      await box.getByLabel('Amount to refund (Rs.)').evaluate((i: HTMLInputElement) => i.checkValidity()),
      typed,
    ).toBe(true);
  }
  await box.getByLabel('Amount to refund (Rs.)').fill('100');
  await box.getByLabel('Reason').fill('One apple bruised');
  await box.getByRole('button', { name: 'Refund through Khalti' }).click();
  await expect(riderPage.getByTestId('desk-message')).toHaveText('Only a lead may refund a payment.');
  expect(khalti.refunds.length).toBe(refunds);

  const leadPage = await deskOnAPhone(browser, walletShop.shopUrl, lead);
  await leadPage.goto(`/desk/orders/${order.id}`);
  const form = leadPage.getByTestId('desk-refund-khalti');
  // More than was paid: a sentence, and neither Khalti nor the order is touched.
  await form.getByLabel('Amount to refund (Rs.)').fill(String(order.total + 1));
  await form.getByLabel('Reason').fill('Too much');
  await form.getByRole('button', { name: 'Refund through Khalti' }).click();
  await expect(leadPage.getByTestId('desk-message')).toContainText('cannot be more than what is left of the payment');
  await expectNoAxeViolations(leadPage, 'desk-refund-refused', testInfo);
  expect(khalti.refunds.length).toBe(refunds);
  expect((await orderOf(orderNumber)).payment_state).toBe('paid');

  await leadPage.getByTestId('desk-refund-khalti').getByLabel('Amount to refund (Rs.)').fill('Rs. 100');
  await leadPage.getByTestId('desk-refund-khalti').getByLabel('Reason').fill('One apple bruised');
  await leadPage.getByTestId('desk-refund-khalti').getByRole('button', { name: 'Refund through Khalti' }).click();
  await expect(leadPage.getByTestId('desk-message')).toHaveText('Refund recorded.');
  await expect(leadPage.getByTestId('desk-payment-state')).toHaveText('State: Partly refunded');
  await expect(leadPage.getByTestId('desk-payment')).toContainText('Refunded so far: Rs. 100');
  // The refund is an order event, by the lead, with the reason kept beside Khalti's answer.
  const events = await admin.collection('order_history').getFullList({
    filter: admin.filter('order = {:o} && kind = "payment" && reason = "refunded"', { o: order.id }),
  });
  expect(events).toHaveLength(1);
  expect(events[0]!.actor).toBe(`staff: ${lead.email}`);
  expect(JSON.stringify(events[0]!.details)).toContain('One apple bruised');
  await expectNoAxeViolations(leadPage, 'desk-refund-done', testInfo);
  // The history names each payment event with its wallet and amount; the refund keeps Khalti's answer and the reason.
  const paymentLines = (p: Page) => p.getByTestId('desk-history').getByTestId('desk-history-payment');
  await expect(paymentLines(leadPage)).toHaveText([
    `Sent to Khalti to pay Rs. ${order.total}`,
    `Paid Rs. ${order.total} with Khalti`,
    'Refunded Rs. 100 through Khalti',
  ]);
  await expect(leadPage.getByTestId('desk-history')).toContainText(/Reference: .*One apple bruised/);
  const neRupees = (n: number) => `रु. ${new Intl.NumberFormat('en-IN', { numberingSystem: 'deva' }).format(n)}`;
  await leadPage.goto(`/ne/desk/orders/${order.id}`);
  await expect(paymentLines(leadPage)).toHaveText([
    `${neRupees(order.total)} तिर्न खल्ती मा पठाइयो`,
    `खल्ती बाट ${neRupees(order.total)} भुक्तानी भयो`,
    'खल्ती मार्फत रु. १०० फिर्ता गरियो',
  ]);
  await expect(leadPage.getByTestId('desk-history')).toContainText(/सन्दर्भ: .*One apple bruised/);
  await expectNoAxeViolations(leadPage, 'desk-history-payments-ne', testInfo);
  expect(khalti.refunds.at(-1)).toEqual({ transactionId: attempt!.wallet_ref, amount: 10000 });
  expect((await orderOf(orderNumber)).payment_state).toBe('partially_refunded');

  // Out for delivery: the rider has nothing to collect, and the cash form records 0.
  await admin.collection('orders').update(order.id, { status: 'Confirmed' });
  await admin.collection('orders').update(order.id, { status: 'Out for Delivery' });
  await riderPage.goto(`/desk/orders/${order.id}`);
  await expect(riderPage.getByTestId('cash-nothing-to-collect')).toHaveText('Nothing to collect: paid by Khalti');
  await expect(riderPage.getByLabel('Cash collected (Rs.)')).toHaveValue('0');
  await expectNoAxeViolations(riderPage, 'desk-nothing-to-collect', testInfo);

  // Nobody at home, then cancelled: the rest of the payment is owed back, and the desk's first page lists it with
  // the amount, whatever the order's day; a tap opens the order's refund form.
  await admin.collection('orders').update(order.id, { status: 'Delivery failed', status_reason: 'Nobody at home' });
  await admin.collection('orders').update(order.id, { status: 'Cancelled', status_reason: 'Away for a week' });
  await riderPage.goto('/desk');
  const owed = riderPage.getByTestId('refunds-due').locator(`li[data-id="${order.id}"]`);
  await expect(owed).toContainText(`Rs. ${order.total - 100} to refund`);
  await expect(owed).toContainText('Khalti');
  await expectNoAxeViolations(riderPage, 'desk-refunds-due', testInfo);
  await owed.getByRole('link').click();
  await expect(riderPage.getByTestId('desk-payment-state')).toHaveText('State: Refund due');
});
