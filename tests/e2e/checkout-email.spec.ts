// The optional email address at checkout (docs/notifications.md "Email"): an order is placed with one or without,
// a malformed one is refused under its field before anything is sent, and the order's messages then include an email
// beside the SMS. The order goes through the shop's server actions and a real PocketBase. Also: a landmark near its
// limit says what is left of it.
import { test, expect } from '@tests/harness/browser';
import { expectNoAxeViolations } from '@tests/harness/axe';
import { cartLine, openCheckout, savedCustomer, seedBrowser } from '@tests/harness/browser-cart';
import { adminPb } from '@tests/harness/stack';
import type { Locator, Page } from '@playwright/test';

// axe on an open checkout takes a while on a busy machine, as in tests/e2e/a11y-states.spec.ts.
test.describe.configure({ timeout: 180_000 });

/** Reviews and places the order, and returns it as PocketBase stored it with its messages. */
async function placeAndRead(page: Page, checkout: Locator) {
  await checkout.getByRole('button', { name: 'Review Order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Your Order' });
  await confirm.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/ORD-\d{6}$/);
  const orderNumber = new URL(page.url()).pathname.split('/').pop()!;
  const pb = await adminPb();
  const order = await pb.collection('orders').getFirstListItem(pb.filter('orderNumber = {:n}', { n: orderNumber }));
  const messages = await pb
    .collection('messages')
    .getFullList({ filter: pb.filter('order = {:o}', { o: order.id }), sort: 'channel' });
  return { order, messages };
}

test('an order with an email address: a malformed one is refused under its field, a good one is kept', async ({
  page,
}, testInfo) => {
  await seedBrowser(page, [await cartLine('jumla-apple', 1)], await savedCustomer('Kathmandu', 'Thamel'));
  const checkout = await openCheckout(page);
  const email = checkout.getByLabel('Email (Optional)');
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).not.toHaveAttribute('required');

  await email.fill('sita@gmail');
  await checkout.getByRole('button', { name: 'Review Order' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible(); // the toast
  await expect(checkout.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('dialog', { name: 'Confirm Your Order' })).toBeHidden();
  await expectNoAxeViolations(page, 'checkout-email-refused', testInfo);

  const address = `sita.${testInfo.project.name}.${Date.now()}@example.com`;
  await email.fill(address);
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  const { order, messages } = await placeAndRead(page, checkout);
  expect(order.email).toBe(address);
  expect(messages.map((m) => [m.channel, m.event, m.recipient])).toEqual([
    ['email', 'placed', address],
    ['sms', 'placed', '9841234567'],
  ]);
  expect(messages[0]!.subject).toBe(`Krishi Bazaar: order ${order.orderNumber} received`);
});

test('an order without an email address is placed as before, with its SMS only', async ({ page }, testInfo) => {
  await seedBrowser(page, [await cartLine('jumla-apple', 1)], await savedCustomer('Kathmandu', 'Thamel'));
  const checkout = await openCheckout(page);
  await expect(checkout.getByLabel('Email (Optional)')).toHaveValue('');
  await expectNoAxeViolations(page, 'checkout-email-empty', testInfo);
  const { order, messages } = await placeAndRead(page, checkout);
  expect(order.email).toBe('');
  expect(messages.map((m) => m.channel)).toEqual(['sms']);
});

test('a landmark near its 200 characters says what is left, so a long pasted address is not cut short unseen', async ({
  page,
}, testInfo) => {
  await seedBrowser(page, [await cartLine('jumla-apple', 1)], await savedCustomer('Kathmandu', 'Thamel'));
  const checkout = await openCheckout(page);
  const landmark = checkout.getByLabel('Landmark / Address');
  await landmark.fill('Near the temple');
  await expect(checkout.getByText(/characters left$/)).toHaveCount(0);
  await landmark.fill(`${'Opposite the big peepal tree, '.repeat(6)}second gate`);
  await expect(landmark).toHaveAttribute('aria-describedby', 'checkout-landmark-hint');
  await expect(checkout.locator('#checkout-landmark-hint')).toHaveText('9 characters left');
  // A longer paste is cut at 200 by the browser: the field says so.
  await landmark.fill('x'.repeat(250));
  await expect(landmark).toHaveValue('x'.repeat(200));
  await expect(checkout.locator('#checkout-landmark-hint')).toHaveText('0 characters left');
  await expectNoAxeViolations(page, 'checkout-landmark-full', testInfo);
});
