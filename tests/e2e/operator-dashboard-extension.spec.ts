// Issue 25: what the shop's dashboard extension (pocketbase/pb_hooks/dashboard/main.js) changes for an operator in
// the real PocketBase dashboard (docs/operators.md "The dashboard"): it opens on products, not on the internal
// shop_service account; a new product's price box starts empty and "Rs. 200" typed into it saves 200; a price of 0
// is refused under the field; a number box shows what is saved ("1,250" types as 1250; an "e" or a minus is not
// typed); text that is not JSON in a JSON box is refused under the field with an example; Devanagari digits typed into
// a number box are saved as those numbers.
import type { Page } from '@playwright/test';
import { test, expect } from '@tests/harness/browser';
import {
  dashboardField,
  dashboardInput,
  dashboardSaveButton,
  openDashboardCollection,
  openDashboardRecord,
  openNewDashboardRecord,
  signInToDashboard,
} from '@tests/harness/dashboard';
import { adminClient, testStack } from '@tests/harness/stack';
import { stockedProduct, stockLot } from '@tests/harness/stock';

test.describe.configure({ mode: 'serial' });

const newProduct = (page: Page) => openNewDashboardRecord(page, 'web_products');

async function productBySlug(slug: string) {
  const pb = await adminClient();
  const found = await pb.collection('web_products').getList(1, 1, { filter: pb.filter('slug = {:slug}', { slug }) });
  return found.items[0];
}

test('after signing in, the dashboard opens on products, not on the internal shop_service account', async ({
  page,
}) => {
  test.setTimeout(300_000); // the dashboard is slow on a shared machine; every wait below is for a state
  await signInToDashboard(page);
  await expect.poll(() => openDashboardCollection(page), { timeout: 60_000 }).toBe('web_products');
  await expect(page.locator('.page-header, header').getByText('web_products').first()).toBeVisible();
  // Asked for by its address, the internal account still opens (and its fields say it is internal).
  await page.goto(`${testStack().pbUrl}/_/#/collections?collection=shop_service`);
  await page.reload();
  await expect.poll(() => openDashboardCollection(page), { timeout: 60_000 }).toBe('shop_service');
});

test('a new product\'s price box starts empty, and "Rs. 200" typed into it saves 200 (shown as Rs. 200)', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const run = Date.now().toString(36);
  const slug = `typed-price-${run}`;
  await signInToDashboard(page);
  await newProduct(page);

  const price = dashboardInput(page, 'price', 'number');
  await expect(price).toHaveValue('');
  await expect(dashboardField(page, 'price', 'number')).toContainText('Shoppers see 200 as Rs. 200');
  await dashboardInput(page, 'slug', 'text').fill(slug);
  await dashboardInput(page, 'name', 'text').fill(`Typed Price ${run}`);
  await dashboardInput(page, 'unit', 'text').fill('1 KG');
  // As an operator types it: click the box, type.
  await price.click();
  await page.keyboard.type('Rs. 200');
  await expect(price).toHaveValue('200');
  const create = dashboardSaveButton(page, 'Create');
  await create.click();
  await expect(create).toBeHidden({ timeout: 30_000 });

  const saved = await productBySlug(slug);
  try {
    expect(saved).toMatchObject({ price: 200, price_shown: 'Rs. 200 / 1 KG' });
  } finally {
    if (saved) await (await adminClient()).collection('web_products').delete(saved.id);
  }
});

test('"Rs. 450" typed over an existing product\'s price saves 450', async ({ page }) => {
  test.setTimeout(300_000);
  const run = Date.now().toString(36);
  const pb = await adminClient();
  const product = await pb.collection('web_products').create({
    slug: `retyped-price-${run}`,
    name: `Retyped Price ${run}`,
    price: 300,
    unit: '1 KG',
    is_available: true,
    isVisible: false,
  });
  try {
    await signInToDashboard(page);
    const price = dashboardInput(page, 'price', 'number');
    await openDashboardRecord(page, 'web_products', product.id, price);
    await expect(price).toHaveValue('300');
    // Select what is there and type over it.
    await price.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Rs. 450');
    await expect(price).toHaveValue('450');
    const save = dashboardSaveButton(page, 'Save changes');
    await save.click();
    await expect(save).toBeHidden({ timeout: 30_000 });
    expect(await pb.collection('web_products').getOne(product.id)).toMatchObject({
      price: 450,
      price_shown: 'Rs. 450 / 1 KG',
    });
  } finally {
    await pb.collection('web_products').delete(product.id);
  }
});

test('the price box shows what is saved: "1,250" types as 1250, and an "e" or a minus is not typed', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const run = Date.now().toString(36);
  const slug = `grouped-price-${run}`;
  await signInToDashboard(page);
  await newProduct(page);
  await dashboardInput(page, 'slug', 'text').fill(slug);
  await dashboardInput(page, 'name', 'text').fill(`Grouped Price ${run}`);
  await dashboardInput(page, 'unit', 'text').fill('1 KG');
  const price = dashboardInput(page, 'price', 'number');
  await price.click();
  // "1e9" was saved as 9 and "-50" as 50 (the dashboard wrote 0 under a text that was no number yet), while the box
  // showed what was typed; and "12,50" showed so was saved as 1250.
  await page.keyboard.type('-5e1');
  await expect(price).toHaveValue('51');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('1,250');
  await expect(price).toHaveValue('1250');
  const create = dashboardSaveButton(page, 'Create');
  await create.click();
  await expect(create).toBeHidden({ timeout: 30_000 });
  const saved = await productBySlug(slug);
  try {
    expect(saved).toMatchObject({ price: 1250, price_shown: 'Rs. 1250 / 1 KG' });
  } finally {
    if (saved) await (await adminClient()).collection('web_products').delete(saved.id);
  }
});

test('a price typed as 0 is refused under the price field, and nothing is saved', async ({ page }) => {
  test.setTimeout(300_000);
  const run = Date.now().toString(36);
  const slug = `zero-price-${run}`;
  await signInToDashboard(page);
  await newProduct(page);
  await dashboardInput(page, 'slug', 'text').fill(slug);
  await dashboardInput(page, 'name', 'text').fill(`Zero Price ${run}`);
  await dashboardInput(page, 'unit', 'text').fill('1 KG');
  await dashboardInput(page, 'price', 'number').click();
  await page.keyboard.type('0');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dashboardField(page, 'price', 'number')).toContainText(
    'Type the price in whole rupees, digits only, e.g. 320. A price of 0 is refused unless Free item is ticked.',
  );
  expect(await productBySlug(slug)).toBeUndefined();
});

test('text that is not JSON in the FAQs box is refused under the field with an example of the right shape', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const run = Date.now().toString(36);
  const slug = `faq-text-${run}`;
  await signInToDashboard(page);
  await newProduct(page);
  await dashboardInput(page, 'slug', 'text').fill(slug);
  await dashboardInput(page, 'name', 'text').fill(`FAQ Text ${run}`);
  await dashboardInput(page, 'unit', 'text').fill('1 KG');
  await dashboardInput(page, 'price', 'number').click();
  await page.keyboard.type('150');
  // The FAQs box is a code editor: click into it and type, as an operator does.
  await dashboardField(page, 'faqs', 'json').locator('.cm-content, [contenteditable], textarea').first().click();
  await page.keyboard.type('Q: how? A: like this');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const faqs = dashboardField(page, 'faqs', 'json');
  // The extension's sentence (the dashboard refuses the text before sending it, so the server's is never seen).
  await expect(faqs).toContainText('FAQs is not readable JSON: write a list in square brackets');
  await expect(faqs).toContainText('Write it like this: [{"question": "Is it organic?"');
  await expect(faqs).not.toContainText('SyntaxError');
  expect(await productBySlug(slug)).toBeUndefined();
});

test('text that is not JSON in a lot journey is refused under the field with an example of a step', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signInToDashboard(page);
  await openNewDashboardRecord(page, 'lots');
  await dashboardField(page, 'journey', 'json').locator('.cm-content, [contenteditable], textarea').first().click();
  await page.keyboard.type('harvested in Jumla on 2 November');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const journey = dashboardField(page, 'journey', 'json');
  await expect(journey).toContainText('Journey is not readable JSON: write a list in square brackets');
  await expect(journey).toContainText('Write it like this: [{"date": "2026-11-02", "step": "harvested"');
  await expect(journey).not.toContainText('SyntaxError');
});

test('Devanagari digits typed into a number box are saved as those numbers, not as 0', async ({ page }) => {
  test.setTimeout(300_000);
  const pb = await adminClient();
  const product = await stockedProduct('Nepali Digits Honey', pb);
  const lot = await stockLot(product, { units: 60 }, pb);
  try {
    await signInToDashboard(page, 'lots');
    const units = dashboardInput(page, 'units', 'number');
    await openDashboardRecord(page, 'lots', lot.id, units);
    await expect(units).toHaveValue('60');
    // Typed over the 60, as an operator with a Nepali keyboard does.
    await units.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('५०');
    await expect(units).toHaveValue('50');
    const save = dashboardSaveButton(page, 'Save changes');
    await save.click();
    await expect(save).toBeHidden({ timeout: 30_000 });
    expect(await pb.collection('lots').getOne(lot.id)).toMatchObject({ units: 50, remaining: 50 });
  } finally {
    await pb.collection('web_products').update(product.id, { isVisible: false });
  }
});
