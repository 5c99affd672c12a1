// Back in stock and order again (docs/notifications.md): on a product page with nothing to order, a shopper asks to
// be told when it is back, types a wrong code and is told so, then the right one (read from the outbox as an operator
// would see it); on the order page, "Order again" fills the cart with what is still sold at today's prices and says
// what changed. Both checked with axe in each state.
import type PocketBase from 'pocketbase';
import { test, expect, hydrated } from '@tests/harness/browser';
import { expectNoAxeViolations } from '@tests/harness/axe';
import { callAction } from '@tests/harness/actions-client';
import { CART_KEY } from '@tests/harness/browser-cart';
import { showOrderDetails } from '@tests/harness/order-page';
import { customer, orderInput } from '@tests/harness/orders';
import { place, product as seedProduct } from '@tests/harness/seed';
import { adminClient } from '@tests/harness/stack';
import type { PlaceOrderResult } from '@/features/checkout/contract';

// Products no other browser test reads. This file runs once, at a phone's size (ONCE_ON_THE_PHONE in
// playwright.config.ts).
const ALERT_SLUG = 'kalo-bhatmas';
// Not products sold by weight: their unit price follows their price per kg, so the test's new price would not hold.
const AGAIN_SLUGS = ['fresh-mint-pudina', 'latte-amaranth-seeds'] as const;

/** The code the shop wrote to the outbox for this number's latest request. */
async function latestCode(pb: PocketBase, phone: string): Promise<string> {
  const message = await pb
    .collection('messages')
    .getFirstListItem(pb.filter('recipient = {:p} && event = "alert_code"', { p: phone }), { sort: '-created' });
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error('no code in the message');
  return code;
}

test('"Tell me when it is back": a wrong code is refused, the right one is taken', async ({ page }, info) => {
  const pb = await adminClient();
  const product = await seedProduct(ALERT_SLUG);
  // Nothing to order: its only lot is closed (a stock-tracked product with none on sale).
  const lot = await pb.collection('lots').create({
    product: product.id,
    harvest_date: '2026-10-01',
    pack_date: '2026-10-02',
    origin_district: 'Jumla',
    units: 5,
    stock_status: 'closed',
  });
  const phone = '9807000202';
  // Earlier runs' codes do not count against this one's (three an hour per number).
  for (const old of await pb
    .collection('messages')
    .getFullList({ filter: pb.filter('recipient = {:p}', { p: phone }) })) {
    await pb.collection('messages').delete(old.id);
  }
  try {
    await page.goto(`/products/${product.slug}`);
    await hydrated(page, 'PurchaseBox');
    const box = page.locator('[data-stock-alert]');
    await expect(box.getByRole('heading', { name: 'Tell me when it is back' })).toBeVisible();
    await expectNoAxeViolations(page, 'stock-alert-closed', info);

    await box.getByRole('button', { name: 'Tell me when it is back' }).click();
    const number = box.getByLabel('Mobile number');
    await expect(number).toBeFocused();
    await number.fill('12345');
    await box.getByRole('button', { name: 'Send me a code' }).click();
    await expect(box.getByText('Please enter a valid Nepali mobile number')).toBeVisible();
    await expectNoAxeViolations(page, 'stock-alert-bad-number', info);

    await number.fill(phone);
    await box.getByRole('button', { name: 'Send me a code' }).click();
    await expect(box.getByText(`We sent a 6-digit code by SMS to ${phone}. Type it here.`)).toBeVisible();
    const code = await latestCode(pb, phone);
    const field = box.getByLabel('Code from the SMS');
    await expect(field).toBeFocused();
    await field.fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    await box.getByRole('button', { name: 'Confirm' }).click();
    await expect(box.getByText('That code is not right. Tries left: 4.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'stock-alert-wrong-code', info);

    await field.fill(code);
    await box.getByRole('button', { name: 'Confirm' }).click();
    await expect(box.getByTestId('stock-alert-done')).toHaveText(
      `Done. We will send one SMS to ${phone} when it can be ordered again.`,
    );
    await expectNoAxeViolations(page, 'stock-alert-done', info);
    const request = await pb
      .collection('stock_alerts')
      .getFirstListItem(pb.filter('phone = {:p} && product = {:id}', { p: phone, id: product.id }), {
        sort: '-created',
      });
    expect(request).toMatchObject({ state: 'active', language: 'en', attempts: 1 });
  } finally {
    await pb.collection('lots').delete(lot.id);
  }
});

test('the form in Nepali, with the number in Devanagari digits', async ({ page }, info) => {
  const pb = await adminClient();
  const product = await seedProduct(ALERT_SLUG);
  const lot = await pb.collection('lots').create({
    product: product.id,
    harvest_date: '2026-10-01',
    pack_date: '2026-10-02',
    origin_district: 'Jumla',
    units: 5,
    stock_status: 'closed',
  });
  const phone = '9807000404';
  for (const old of await pb
    .collection('messages')
    .getFullList({ filter: pb.filter('recipient = {:p}', { p: phone }) })) {
    await pb.collection('messages').delete(old.id);
  }
  try {
    await page.goto(`/ne/products/${product.slug}`);
    await hydrated(page, 'PurchaseBox');
    const box = page.locator('[data-stock-alert]');
    await box.getByRole('button', { name: 'फेरि आएपछि मलाई खबर गर्नुहोस्' }).click();
    await box.getByLabel('मोबाइल नम्बर').fill(phone);
    await box.getByRole('button', { name: 'मलाई कोड पठाउनुहोस्' }).click();
    const digits = phone.replace(/\d/g, (d) => '०१२३४५६७८९'.charAt(Number(d)));
    await expect(box.getByText(`हामीले ${digits} मा ६ अंकको कोड SMS बाट पठायौं। यहाँ लेख्नुहोस्।`)).toBeVisible();
    await expectNoAxeViolations(page, 'stock-alert-code-ne', info);
    const message = await pb
      .collection('messages')
      .getFirstListItem(pb.filter('recipient = {:p} && event = "alert_code"', { p: phone }));
    expect(message.language).toBe('ne');
    expect(message.text).toContain('कृषि बजार');
  } finally {
    await pb.collection('lots').delete(lot.id);
  }
});

test('"Order again" with a product hidden since and one whose price changed', async ({ page }, info) => {
  const pb = await adminClient();
  const [hiddenSlug, dearerSlug] = AGAIN_SLUGS;
  const hidden = await seedProduct(hiddenSlug);
  const dearer = await seedProduct(dearerSlug);
  const phone = '9807000606';
  const kathmandu = await place();
  const placed = await callAction<PlaceOrderResult>(
    'placeOrder',
    orderInput(
      kathmandu,
      [
        { product: hidden, quantity: Math.max(1, hidden.minOf) },
        { product: dearer, quantity: Math.max(2, dearer.minOf) },
      ],
      { customer: customer(kathmandu, { phone }) },
    ),
  );
  expect(placed.error).toBeUndefined();
  const newPrice = dearer.price + 20;
  try {
    await pb.collection('web_products').update(hidden.id, { isVisible: false });
    await pb.collection('web_products').update(dearer.id, { price: newPrice });

    await page.goto(`/order/${placed.data!.orderNumber}`);
    await showOrderDetails(page, phone);
    const again = page.getByTestId('order-again');
    await again.getByRole('button', { name: 'Order again' }).click();
    await expect(again.getByText("Added to your cart at today's prices.")).toBeVisible();
    await expect(again.getByText(`No longer sold: ${hidden.name}`)).toBeVisible();
    await expect(again.getByText(`Price changed: ${dearer.name} Rs. ${dearer.price} → Rs. ${newPrice}`)).toBeVisible();
    await expectNoAxeViolations(page, 'order-again-done', info);

    const cart = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), CART_KEY)) ?? '[]') as {
      id: string;
      price: number;
      quantity: number;
    }[];
    expect(cart.map((l) => [l.id, l.price, l.quantity])).toEqual([[dearer.id, newPrice, Math.max(2, dearer.minOf)]]);

    await again.getByRole('button', { name: 'Open your cart' }).click();
    await expect(page.getByRole('dialog').getByText(dearer.name).first()).toBeVisible();
  } finally {
    await pb.collection('web_products').update(hidden.id, { isVisible: true });
    await pb.collection('web_products').update(dearer.id, { price: dearer.price });
  }
});
