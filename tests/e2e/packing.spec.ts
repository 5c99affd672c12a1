// Packing on the desk (docs/rules.md "Packing: weights and substitutions", docs/operations.md), against the real
// shop server and PocketBase: a staff member weighs a sold-by-weight line, packs another short and adds a substitute
// the shopper allowed, marks the packing done; the desk works in English and Nepali and passes axe-core; the shopper's
// order page shows the packed weight, what changed and why, and the new total.
import { randomUUID } from 'node:crypto';
import type PocketBase from 'pocketbase';
import { expectData } from '@tests/harness/actions-client';
import { expectNoAxeViolations } from '@tests/harness/axe';
import { hydrated, test, expect } from '@tests/harness/browser';
import { openCheckout, savedCustomer, seedBrowser } from '@tests/harness/browser-cart';
import { showOrderDetails } from '@tests/harness/order-page';
import { customer, orderInput } from '@tests/harness/orders';
import { place, type SeedProduct } from '@tests/harness/seed';
import { adminPb } from '@tests/harness/stack';
import { createStaff, type TestStaff } from '@tests/harness/staff';
import { signInToDesk } from '@tests/harness/desk-browser';
import { stockLot } from '@tests/harness/stock';
import type { PlaceOrderResult } from '@/features/checkout/contract';

const SHOPPER = { name: 'Gita Packing Rai', phone: '9812345671', landmark: 'Green gate by the tea shop' };

let admin: PocketBase;
let staff: TestStaff;

test.beforeAll(async () => {
  admin = await adminPb();
  staff = await createStaff(admin, 'Hari at the packing table');
});
test.afterAll(async () => {
  if (staff)
    await admin
      .collection('staff')
      .delete(staff.id)
      .catch(() => {});
});

async function newProduct(name: string, nepaliName: string, fields: Record<string, unknown>): Promise<SeedProduct> {
  const slug = `pack-e2e-${randomUUID().slice(0, 8)}`;
  const r = await admin.collection('web_products').create({
    slug,
    name: `${name} ${slug.slice(-4)}`,
    nepaliName,
    price: 100,
    unit: '1 PC',
    category: 'Vegetables',
    isVisible: true,
    is_available: true,
    hasTraceability: false,
    ...fields,
  });
  await stockLot(r, { units: 20 });
  return {
    id: r.id,
    slug,
    name: r.name,
    price: r.price,
    unit: r.unit,
    category: r.category,
    minOf: 0,
    is_available: true,
    isVisible: true,
  };
}

/** A shopper's order in Kathmandu with the choice when something is missing; its total, and its record's id. */
async function placeInKathmandu(
  lines: { product: SeedProduct; quantity: number }[],
  substitution: 'substitute' | 'call' | 'leave_out',
): Promise<{ placed: PlaceOrderResult; id: string }> {
  const kathmandu = await place('Kathmandu', 'Baneshwor');
  const placed = await expectData<PlaceOrderResult>('placeOrder', {
    ...orderInput(kathmandu, lines, { customer: customer(kathmandu, SHOPPER) }),
    substitution,
  });
  const order = await admin
    .collection('orders')
    .getFirstListItem(admin.filter('orderNumber = {:n}', { n: placed.orderNumber }));
  return { placed, id: order.id };
}

test('pack with a weight and a substitution on the desk, in English and Nepali; the shopper sees what changed', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const pumpkin = await newProduct('Pumpkin', 'फर्सी', {
    sold_by_weight: true,
    weight_price: 120,
    nominal_kg: 1,
    weight_tolerance: 10,
  });
  const beans = await newProduct('Beans', 'सिमी', { price: 100 });
  const peas = await newProduct('Peas', 'केराउ', { price: 90 });
  expect(pumpkin.price).toBe(120);
  const { placed, id } = await placeInKathmandu(
    [
      { product: pumpkin, quantity: 2 },
      { product: beans, quantity: 2 },
    ],
    'substitute',
  );
  const quoted = placed.order.total;
  const order = { id };

  await signInToDesk(page, staff);
  await page.goto(`/desk/orders/${order.id}`);
  // The desk's header and its links are tapped with a thumb: each is at least 44 px tall.
  const headerTargets = await page.locator('body > header a, body > header button, body > nav a').all();
  expect(headerTargets.length).toBeGreaterThanOrEqual(8);
  for (const target of headerTargets) expect((await target.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await expect(page.getByTestId('desk-choice')).toHaveText(
    'If something is missing: Substitute with something similar',
  );
  await expect(page.getByTestId('packing-nominal')).toHaveText('About 1 kg each · Rs. 120/kg · ±10%');

  // The weight, outside the tolerance without a reason: refused, nothing changes.
  const weigh = page.getByTestId('packing-weigh');
  await weigh.getByLabel('Packed weight of the line (kg)').fill('2.5');
  await weigh.getByRole('button', { name: 'Save weight' }).click();
  await expect(page.getByTestId('desk-message')).toContainText('outside the tolerance of 10% around 2 kg: say why');
  await expect(page.getByTestId('desk-total')).toHaveText(`Rs. ${quoted}`);

  // Typed as the scale shows it, with its unit; only kg, the unit the box asks for, is let through.
  const kgBox = page.getByTestId('packing-weigh').getByLabel('Packed weight of the line (kg)');
  await kgBox.fill('2150 g');
  expect(await kgBox.evaluate((box: HTMLInputElement) => box.checkValidity())).toBe(false);
  await kgBox.fill('2.15 kg');
  await page.getByTestId('packing-weigh').getByRole('button', { name: 'Save weight' }).click();
  await expect(page.getByTestId('desk-message')).toHaveText(`Saved: the total is now Rs. ${quoted + 18}.`);
  await expect(page.getByTestId('packing-note').first()).toHaveText('Packed 2.15 kg, weighed at Rs. 120/kg');

  // Beans: one of two packed; the shopper allowed a substitute, cheaper peas go in.
  const beansLine = page.locator('li', { has: page.getByText(/2 ×\s*Beans/) });
  await beansLine.getByText('Mark short').first().click();
  const short = page.getByTestId('packing-short').nth(1);
  await short.getByLabel('Units that could be packed').fill('1');
  await short.getByLabel('Why it is short').fill('Hail damaged the beans');
  await short.getByRole('button', { name: 'Mark short' }).click();
  await expect(page.getByTestId('desk-total')).toHaveText(`Rs. ${quoted + 18 - 100}`);

  const substitute = page.getByTestId('packing-substitute');
  await substitute.getByRole('combobox').selectOption(peas.id);
  await substitute.getByLabel('Why this substitute').fill('Fresh peas from the same farm');
  await substitute.getByRole('button', { name: 'Add substitute' }).click();
  const packedTotal = quoted + 18 - 100 + 90;
  await expect(page.getByTestId('desk-total')).toHaveText(`Rs. ${packedTotal}`);
  await expect(page.getByText(/Instead of Beans .*: Fresh peas from the same farm/)).toBeVisible();
  await expectNoAxeViolations(page, 'desk-packing', testInfo);
  // docs/operations.md shows the desk as a packer sees it on a phone (a small JPEG, remade by each phone run).
  await page
    .locator('div', { has: page.getByRole('heading', { name: 'Items', exact: true }) })
    .last()
    .screenshot({ path: 'docs/images/packing-desk.jpg', type: 'jpeg', quality: 60 });

  // Headed "Packing" while it is to do, "Packing done" once it is.
  await expect(page.getByRole('heading', { name: 'Packing', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Packing done: tell the shopper the total' }).click();
  await expect(page.getByRole('heading', { name: 'Packing done', exact: true })).toBeVisible();
  await expect(page.getByTestId('desk-message')).toHaveText('Packing marked done.');
  await expect(page.getByTestId('desk-packed-at')).toBeVisible();
  const history = page.getByTestId('desk-history');
  for (const kind of ['Weighed', 'Packed short', 'Substituted', 'Packing done'])
    await expect(history.getByText(kind, { exact: true })).toBeVisible();
  // Each says what it changed, and the order's total with it.
  const changes = history.getByTestId('desk-history-packing');
  await expect(changes.filter({ hasText: /: 2\.15 kg, Rs\. 240 → Rs\. 258$/ })).toHaveCount(1);
  await expect(changes.filter({ hasText: `Order total Rs. ${quoted} → Rs. ${quoted + 18}` })).toHaveCount(1);
  await expect(changes.filter({ hasText: /Beans .*: 1 packed \(was 2\), Rs\. 200 → Rs\. 100$/ })).toHaveCount(1);
  await expect(changes.filter({ hasText: /× 1 for Beans .*, Rs\. 90$/ })).toHaveCount(1);
  await expect(page.getByTestId('desk-messages')).toContainText(`New total Rs. ${packedTotal}`);

  // The Nepali desk.
  await page.goto(`/ne/desk/orders/${order.id}`);
  await expect(page.getByTestId('desk-choice')).toHaveText('केही नभए: उस्तै अर्को सामान दिनुहोस्');
  await expect(page.getByText('सिमी को सट्टामा: Fresh peas from the same farm')).toBeVisible();
  await expect(page.getByTestId('desk-history').getByText('तौलियो', { exact: true })).toBeVisible();
  await expect(page.getByTestId('desk-history-packing').filter({ hasText: '२.१५ केजी' })).toHaveCount(1);
  await expect(page.getByText('२.१५ केजी प्याक भयो, रु. १२०/केजीमा')).toBeVisible();
  // 250 g typed as 250 on a Nepali keyboard, with a reason: refused in Nepali, with its numbers; nothing changes.
  const weighNe = page.getByTestId('packing-weigh');
  const totalNe = (await page.getByTestId('desk-total').textContent()) ?? '';
  expect(totalNe).toMatch(/^रु\. [०-९,]+$/);
  await weighNe.getByLabel('यो सामानको प्याक गरिएको तौल (केजी)').fill('२५० केजी');
  await weighNe.getByLabel('कारण (तोकिएको फरकभन्दा बढी भए चाहिन्छ)').fill('जस्तो तौलियो');
  await weighNe.getByRole('button', { name: 'तौल राख्नुहोस्' }).click();
  await expect(page.getByTestId('desk-message')).toHaveText(
    '२५० केजी अपेक्षित २ केजीको १२५ गुणा हो: तौल केजीमा लेख्नुहोस्, जस्तै २५० ग्रामका लागि ०.२५।',
  );
  await expect(page.getByTestId('desk-total')).toHaveText(totalNe);
  await expectNoAxeViolations(page, 'desk-packing-ne', testInfo);

  // The shopper's order page: the packed weight, what changed and why, the new total.
  const shopper = await (await browser.newContext({ baseURL: baseURL! })).newPage();
  await shopper.goto(`/order/${placed.orderNumber}`);
  await showOrderDetails(shopper, SHOPPER.phone);
  await expect(shopper.getByText('Packed 2.15 kg, weighed at Rs. 120/kg')).toBeVisible();
  await expect(shopper.getByText('Packed 1 of 2: Hail damaged the beans')).toBeVisible();
  await expect(shopper.getByText(`Packed: the total is now Rs. ${packedTotal} (quoted Rs. ${quoted}).`)).toBeVisible();
  await expectNoAxeViolations(shopper, 'order-packed', testInfo);
});

test('two phones add a substitute for the same line: the second is told, and a substitute added by mistake can be taken out', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const beans = await newProduct('Beans', 'सिमी', { price: 100 });
  const peas = await newProduct('Peas', 'केराउ', { price: 40 });
  const { placed, id } = await placeInKathmandu([{ product: beans, quantity: 2 }], 'substitute');
  const quoted = placed.order.total;
  const order = { id };
  await signInToDesk(page, staff);
  await page.goto(`/desk/orders/${order.id}`);
  const short = page.getByTestId('packing-short');
  await page.getByText('Mark short').first().click();
  // Typed with a Nepali keyboard: Devanagari digits are numbers on the desk in either language.
  await short.getByLabel('Units that could be packed').fill('०');
  await short.getByLabel('Why it is short').fill('Hail');
  await short.getByRole('button', { name: 'Mark short' }).click();
  await expect(page.getByTestId('desk-total')).toHaveText(`Rs. ${quoted - 200}`);

  // A second phone opens the same order before the first adds the peas; both add them.
  const second = await (
    await browser.newContext({ baseURL: baseURL!, storageState: await page.context().storageState() })
  ).newPage();
  await second.goto(`/desk/orders/${order.id}`);
  for (const phone of [page, second]) {
    const form = phone.getByTestId('packing-substitute');
    await form.getByRole('combobox').selectOption(peas.id);
    await form.getByRole('button', { name: 'Add substitute' }).click();
  }
  await expect(second.getByTestId('desk-message')).toContainText('Changed by someone else');
  await expect(second.getByTestId('desk-total')).toHaveText(`Rs. ${quoted - 200 + 40}`);
  await expect(second.getByText(/1 ×\s*Peas/)).toHaveCount(1);
  await second.context().close();

  // The peas were a mistake: taken out, their money goes back.
  await page.reload();
  const remove = page.getByTestId('packing-remove-substitute');
  await page.locator('summary', { hasText: 'Remove this substitute' }).click();
  await remove.getByLabel('Why it is taken out').fill('Tapped the wrong product');
  await expectNoAxeViolations(page, 'desk-packing-remove-substitute', testInfo);
  await remove.getByRole('button', { name: 'Remove this substitute' }).click();
  await expect(page.getByTestId('desk-total')).toHaveText(`Rs. ${quoted - 200}`);
  await expect(page.getByTestId('packing-remove-substitute')).toHaveCount(0);
  await expect(page.getByText('Left out, not charged: Tapped the wrong product')).toBeVisible();
});

test('a shopper who said "leave it out" is offered no substitute on the desk', async ({ page }) => {
  const beans = await newProduct('Beans', 'सिमी', { price: 100 });
  const { placed, id } = await placeInKathmandu([{ product: beans, quantity: 2 }], 'leave_out');
  const order = { id };
  await signInToDesk(page, staff);
  await page.goto(`/desk/orders/${order.id}`);
  await page.getByText('Mark short').first().click();
  const short = page.getByTestId('packing-short');
  await short.getByLabel('Units that could be packed').fill('1');
  await short.getByLabel('Why it is short').fill('Hail');
  await short.getByRole('button', { name: 'Mark short' }).click();
  await expect(page.getByTestId('desk-total')).toHaveText(`Rs. ${placed.order.total - 100}`);
  await expect(page.getByTestId('packing-short')).toHaveCount(1);
  await expect(page.getByTestId('packing-substitute')).toHaveCount(0);
});

test('a shopper buying by weight is told the final price comes at packing: in the cart, the review and the order', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  // The demo sells sweet potatoes by weight: about 1 kg each at Rs. 140/kg.
  await seedBrowser(page, [], await savedCustomer('Kathmandu', 'Thamel'));
  await page.goto('/products/sweet-potato');
  await hydrated(page, 'PurchaseBox');
  await page.getByRole('button', { name: /^Add \d+ to Cart$/ }).click();
  const hint = 'about 1 kg · Rs. 140/kg · final price on packing';
  // Adding opens the cart.
  const drawer = page.getByRole('dialog', { name: /^Your Cart/ });
  await expect(drawer.getByTestId('cart-weight-hint')).toHaveText(hint);
  await expectNoAxeViolations(page, 'cart-by-weight', testInfo);
  await page.keyboard.press('Escape');
  const checkout = await openCheckout(page);
  await checkout.getByRole('button', { name: 'Review Order' }).click();
  const review = page.getByRole('dialog', { name: 'Confirm Your Order' });
  await expect(review.getByTestId('confirm-weight-hint')).toHaveText(hint);
  await review.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/ORD-\d{6}$/);
  await expect(page.getByTestId('order-weight-hint')).toHaveText(hint);
  // The same order on the Nepali page, in Nepali.
  await page.goto(`/ne${new URL(page.url()).pathname}`);
  await expect(page.getByTestId('order-weight-hint')).toHaveText('करिब १ केजी · रु. १४०/केजी · अन्तिम मूल्य प्याक गर्दा');
});
