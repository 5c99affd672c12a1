// An operator records stock in the real PocketBase dashboard: a new lot for a product, with its units typed in the
// form (help texts beside the stock fields). Saved, the lot shows what is left, and the shop sells only that.
import { test, expect } from '@tests/harness/browser';
import {
  dashboardField,
  dashboardSaveButton,
  openNewDashboardRecord,
  pickInDashboard,
  signInToDashboard,
} from '@tests/harness/dashboard';
import { product as seedProduct } from '@tests/harness/seed';
import { adminClient, testStack } from '@tests/harness/stack';

test.describe.configure({ mode: 'serial' });
test('a lot created in the dashboard with 12 units makes its product sell at most 12', async ({ page }) => {
  test.setTimeout(360_000);
  const { shopUrl } = testStack();
  // A product no other browser test reads.
  const product = await seedProduct('chamomile-flowers');
  const code = `DSH-${Date.now().toString(36).slice(-6).toUpperCase()}`;

  await signInToDashboard(page);
  await openNewDashboardRecord(page, 'lots');
  const field = (name: string, type: string) => dashboardField(page, name, type);

  // The stock fields explain themselves.
  await expect(field('units', 'number')).toContainText('Units this lot holds for sale', { timeout: 30_000 });
  await expect(field('units', 'number')).toContainText('the lot shows a shortfall');
  await expect(field('remaining', 'number')).toContainText('Set by the shop: units left to sell');
  await expect(field('reserved', 'number')).toContainText('Set by the shop: units taken by orders');

  // The product, through the records picker (searched by name).
  await pickInDashboard(page, page.locator('output[name="product"]'), `name = "${product.name}"`, product.name);

  await field('code', 'text').locator('input, textarea').first().fill(code);
  await page.locator('input[name="harvest_date"]').fill('2026-10-01T00:00:00');
  await page.locator('input[name="pack_date"]').fill('2026-10-02T00:00:00');
  await field('origin_district', 'text').locator('input, textarea').first().fill('Dhading');
  await page.locator('input[name="units"]').fill('12');

  const create = dashboardSaveButton(page, 'Create');
  await create.click();
  await expect(create).toBeHidden({ timeout: 30_000 });

  const pb = await adminClient();
  const lot = await pb.collection('lots').getFirstListItem(pb.filter('code = {:code}', { code }));
  try {
    expect(lot).toMatchObject({ product: product.id, units: 12, remaining: 12, reserved: 0, shortfall: 0 });
    expect(await pb.collection('web_products').getOne(product.id)).toMatchObject({
      stock_tracked: true,
      stock_left: 12,
    });
    // The shop's live facts (what every prebuilt page asks) say so at once.
    const live = await fetch(`${shopUrl}/products/availability.json?id=${product.id}`).then((r) => r.json());
    expect(live).toMatchObject({ available: true, left: 12 });
  } finally {
    await pb.collection('lots').delete(lot.id);
  }
  expect(await pb.collection('web_products').getOne(product.id)).toMatchObject({ stock_tracked: false });
});
