// The operators' ordinary mistakes, made in the real PocketBase dashboard as an operator makes them
// (docs/operators.md): each is refused with the sentence under its field, all at once, never "[object Object]";
// or it is saved as the form showed it.
import sharp from 'sharp';
import { test, expect } from '@tests/harness/browser';
import {
  chooseInDashboard,
  dashboardField,
  dashboardInput,
  dashboardSaveButton,
  openDashboardRecord,
  openNewDashboardRecord,
  signInToDashboard,
} from '@tests/harness/dashboard';
import type PocketBase from 'pocketbase';
import { adminClient } from '@tests/harness/stack';

test.describe.configure({ mode: 'serial' });

/**
 * A product of the test's own, not stock-tracked (no lots: an order takes nothing another test counts) and not
 * shown in the shop; the test deletes it.
 */
function ownProduct(pb: PocketBase, name: string, fields: Record<string, unknown>) {
  const run = Date.now().toString(36);
  const slug = `${name.toLowerCase().replace(/ /g, '-')}-${run}`;
  return pb
    .collection('web_products')
    .create({ slug, name: `${name} ${run}`, hasTraceability: false, isVisible: false, ...fields });
}

test('a new product typed with its price left empty, "half kg" and a short GTIN is refused under each field at once', async ({
  page,
}) => {
  test.setTimeout(600_000); // the dashboard is slow on a shared machine; every wait below is for a state
  const run = Date.now().toString(36);
  const slug = `mistake-ginger-${run}`;
  await signInToDashboard(page);
  await openNewDashboardRecord(page, 'web_products');

  // The help says how to type a price and what shoppers will see.
  await expect(dashboardField(page, 'price', 'number')).toContainText('digits only, e.g. 320');
  await dashboardInput(page, 'slug', 'text').fill(slug);
  await dashboardInput(page, 'name', 'text').fill(`Mistake Ginger ${run}`);
  await dashboardInput(page, 'unit', 'text').fill('half kg');
  await dashboardInput(page, 'gtin', 'text').fill('123');
  const create = dashboardSaveButton(page, 'Create');
  await create.click();

  await expect(dashboardField(page, 'price', 'number')).toContainText(
    'A price of 0 is refused unless Free item is ticked',
  );
  await expect(dashboardField(page, 'unit', 'text')).toContainText('"half kg" cannot be read as a unit');
  await expect(dashboardField(page, 'gtin', 'text')).toContainText(
    'GTIN must have 8, 12, 13 or 14 digits; this one has 3.',
  );
  await expect(page.getByText('[object Object]')).toHaveCount(0);
  const pb = await adminClient();
  const bySlug = { filter: pb.filter('slug = {:slug}', { slug }) };
  expect((await pb.collection('web_products').getList(1, 1, bySlug)).totalItems).toBe(0);

  // Fixed as the messages say; the switches are left off, as the form shows them.
  await dashboardInput(page, 'price', 'number').fill('240');
  await dashboardInput(page, 'gtin', 'text').fill('');
  await dashboardInput(page, 'unit_amount', 'number').fill('0.5');
  await chooseInDashboard(page, 'unit_kind', 'KG');
  await create.click();
  await expect(create).toBeHidden();

  const saved = await pb.collection('web_products').getFirstListItem(bySlug.filter);
  try {
    expect(saved).toMatchObject({
      price: 240,
      unit: '0.5 KG',
      unit_amount: 0.5,
      unit_kind: 'KG',
      price_shown: 'Rs. 240 / 0.5 KG',
      is_available: false,
      isVisible: false,
    });
  } finally {
    await pb.collection('web_products').delete(saved.id);
  }
});

test('a lot with a spaced code and only a latitude names both fields at once; units with zeros too many are refused', async ({
  page,
}) => {
  test.setTimeout(600_000); // the dashboard is slow on a shared machine; every wait below is for a state
  await signInToDashboard(page);
  await openNewDashboardRecord(page, 'lots');
  await dashboardInput(page, 'code', 'text').fill('has space');
  await dashboardInput(page, 'latitude', 'number').fill('28.35');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dashboardField(page, 'code', 'text')).toContainText('Lot code must be 3-20 letters, digits or');
  await expect(dashboardField(page, 'longitude', 'number')).toContainText(
    'Give both latitude and longitude, or neither.',
  );
  await expect(page.getByText('[object Object]')).toHaveCount(0);
  // Units typed with zeros too many: said under the field, with the ceiling.
  await dashboardInput(page, 'units', 'number').fill('1000000000');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dashboardField(page, 'units', 'number')).toContainText(
    'At most 10,000,000: check the number for extra zeros.',
  );
});

test('a photo over 5 MB is refused in MB, under its field', async ({ page }) => {
  test.setTimeout(600_000); // the dashboard is slow on a shared machine; every wait below is for a state
  await signInToDashboard(page);
  await openNewDashboardRecord(page, 'farmers');
  await dashboardInput(page, 'name', 'text').fill('Big Photo Farmer');
  // Noise does not compress: a 1600 × 1300 PNG of random pixels is over 5 MB.
  const big = await sharp(Buffer.from(Array.from({ length: 1600 * 1300 * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width: 1600, height: 1300, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
  await dashboardField(page, 'image', 'file')
    .locator('input[type=file]')
    .setInputFiles({ name: 'big-photo.png', mimeType: 'image/png', buffer: big });
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dashboardField(page, 'image', 'file')).toContainText('a file here can be at most 5 MB');
  await expect(page.getByText('5242880')).toHaveCount(0);
});

test('a phone order typed with "productId" lines is refused under items; with "id", its number and totals are made', async ({
  page,
}) => {
  test.setTimeout(600_000); // the dashboard is slow on a shared machine; every wait below is for a state
  const pb = await adminClient();
  const run = Date.now().toString(36);
  const honey = await ownProduct(pb, 'Phone Honey', { price: 450, unit: '500 GM', category: 'Honey' });
  const customerName = `Phone Order ${run}`;
  const byName = pb.filter('customerName = {:n}', { n: customerName });
  try {
    await signInToDashboard(page);
    await openNewDashboardRecord(page, 'orders');
    await dashboardInput(page, 'customerName', 'text').fill(customerName);
    await dashboardInput(page, 'phone', 'text').fill('9841000444');
    // The lines, as an operator pastes them into the items box (a code editor): the key copied wrong.
    const items = dashboardField(page, 'items', 'json');
    const line = `"name": "Honey", "price": 450, "quantity": 2`;
    await items.locator('.cm-content, [contenteditable], textarea').first().click();
    await page.keyboard.press('ControlOrMeta+a'); // the box starts with "null"
    await page.keyboard.insertText(`[{"productId": "${honey.id}", ${line}}]`);
    const create = dashboardSaveButton(page, 'Create');
    await create.click();
    await expect(items).toContainText('Item line 1 needs "id": the record id of its product (web_products)');
    expect((await pb.collection('orders').getList(1, 1, { filter: byName })).totalItems).toBe(0);

    // The id copied with its last letter lost: no product has it (the line would take no stock, pay no farmer).
    const slipped = honey.id.slice(0, -1);
    await items.locator('.cm-content, [contenteditable], textarea').first().click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(`[{"id": "${slipped}", ${line}}]`);
    await create.click();
    await expect(items).toContainText(`Item line 1: no product has the id "${slipped}".`);
    expect((await pb.collection('orders').getList(1, 1, { filter: byName })).totalItems).toBe(0);

    // Fixed as the sentence says; the number, the line's total and the order's totals left empty.
    await items.locator('.cm-content, [contenteditable], textarea').first().click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(`[{"id": "${honey.id}", ${line}}]`);
    await create.click();
    await expect(create).toBeHidden();
    const saved = await pb.collection('orders').getFirstListItem(byName);
    expect(saved.orderNumber).toMatch(/^ORD-\d{6}$/);
    expect(saved.items).toEqual([{ id: honey.id, name: 'Honey', price: 450, quantity: 2, lineTotal: 900 }]);
    expect(saved).toMatchObject({ subtotal: 900, total: 900, status: 'Open', payment_method: 'cod' });
  } finally {
    for (const order of await pb.collection('orders').getFullList({ filter: byName }))
      await pb.collection('orders').delete(order.id);
    await pb.collection('web_products').delete(honey.id);
  }
});

test('a product sold by weight changed from 1 KG to 500 GM, with its weight, by amount and kind is saved so', async ({
  page,
}) => {
  test.setTimeout(600_000); // the dashboard is slow on a shared machine; every wait below is for a state
  const pb = await adminClient();
  const squash = await ownProduct(pb, 'Weighed Squash', {
    price: 120,
    unit_amount: 1,
    unit_kind: 'KG',
    category: 'Vegetables',
    sold_by_weight: true,
    weight_price: 120,
    nominal_kg: 1,
    weight_tolerance: 10,
  });
  try {
    await signInToDashboard(page);
    const amount = dashboardInput(page, 'unit_amount', 'number');
    await openDashboardRecord(page, 'web_products', squash.id, amount);
    await amount.fill('500');
    await chooseInDashboard(page, 'unit_kind', 'GM');
    await dashboardInput(page, 'nominal_kg', 'number').fill('0.5');
    const save = dashboardSaveButton(page, 'Save changes');
    await save.click();
    // Refused before as "The unit says 1 KG": the form sends the unit's old text back with the new amount and kind.
    await expect(save).toBeHidden({ timeout: 30_000 });
    expect(await pb.collection('web_products').getOne(squash.id)).toMatchObject({
      unit: '500 GM',
      nominal_kg: 0.5,
      price: 60,
      price_shown: 'Rs. 60 / 500 GM',
    });
  } finally {
    await pb.collection('web_products').delete(squash.id);
  }
});
