// An operator in the real PocketBase dashboard: creates a product by typing
// the usual fields, ticking Available and Visible (switches are saved as the
// form shows them) and uploading gallery pictures. A bad slug is refused with
// the rule shown under the field; once fixed, the product is saved available
// and visible, and the shop sells it with its gallery (pictures served by the
// shop, never from PocketBase's address).
import sharp from 'sharp';
import { test, expect, hydrated } from '@tests/harness/browser';
import {
  dashboardField,
  dashboardSaveButton,
  openNewDashboardRecord,
  signInToDashboard,
} from '@tests/harness/dashboard';
import { adminClient, testStack } from '@tests/harness/stack';

test.describe.configure({ mode: 'serial' });
async function picture(hue: string): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 320, channels: 3, background: hue } })
    .webp()
    .toBuffer();
}

test('a product made in the dashboard with an uploaded gallery and both switches ticked is for sale with its gallery', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { pbUrl } = testStack();
  const run = Date.now().toString(36);
  const slug = `dashboard-kiwi-${run}`;
  const name = `Dashboard Kiwi ${run}`;

  await signInToDashboard(page);

  await openNewDashboardRecord(page, 'web_products');
  const field = (name: string, type: string) => dashboardField(page, name, type);

  // The rule is there before anything is typed.
  await expect(field('slug', 'text')).toContainText('Lowercase letters a-z, digits and single hyphens only');
  await expect(field('gallery_files', 'file')).toContainText('JPEG, PNG, WebP or AVIF, at most 5 MB');

  await field('slug', 'text').locator('input, textarea').first().fill('fruits/Kiwi');
  await field('name', 'text').locator('input, textarea').first().fill(name);
  await field('price', 'number').locator('input').fill('340');
  await field('unit', 'text').locator('input, textarea').first().fill('1 KG');
  await field('category', 'text').locator('input, textarea').first().fill('fruits');
  // Switches are saved as shown (docs/operators.md): tick both to sell it.
  await field('is_available', 'bool').locator('input[type=checkbox]').check({ force: true });
  await field('isVisible', 'bool').locator('input[type=checkbox]').check({ force: true });
  await field('gallery_files', 'file')
    .locator('input[type=file]')
    .setInputFiles([
      { name: 'kiwi-cut.webp', mimeType: 'image/webp', buffer: await picture('#6a9a2a') },
      { name: 'kiwi-vine.webp', mimeType: 'image/webp', buffer: await picture('#3a5a1a') },
    ]);

  const create = dashboardSaveButton(page, 'Create');
  await create.click();
  // Refused, with the rule under the slug field; nothing saved.
  await expect(field('slug', 'text')).toContainText('Use only lowercase letters a-z, digits and single hyphens');
  const pb = await adminClient();
  expect(
    (await pb.collection('web_products').getList(1, 1, { filter: pb.filter('name = {:name}', { name }) })).totalItems,
  ).toBe(0);

  await field('slug', 'text').locator('input, textarea').first().fill(slug);
  await create.click();
  // Saved: the dashboard closes the form.
  await expect(create).toBeHidden();

  const record = await pb.collection('web_products').getFirstListItem(pb.filter('slug = {:slug}', { slug }));
  try {
    // Ticked: available and visible; the category as the list spells it; two uploads, no JSON typed.
    expect(record).toMatchObject({ is_available: true, isVisible: true, category: 'Fruits', price: 340 });
    expect(record.gallery_files).toHaveLength(2);
    expect(record.gallery ?? null).toBeNull();

    // The shop sells it with its gallery (a product newer than the last build is served by the shop's server).
    const res = await page.goto(`${baseURL}/products/${slug}`);
    expect(res?.status()).toBe(200);
    await hydrated(page, 'PurchaseBox');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByTestId('product-price')).toHaveText('Rs. 340');
    const thumbs = page.getByRole('list', { name: 'Choose an image' }).getByRole('button');
    await expect(thumbs).toHaveCount(2);
    const html = await page.content();
    expect(html).not.toContain(pbUrl);
    for (const src of await page
      .locator(`[aria-label="${name} images"] img`)
      .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).currentSrc))) {
      expect(new URL(src).origin).toBe(new URL(baseURL!).origin);
    }
    await page.getByRole('button', { name: 'Add 1 to Cart' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.length)).toBeGreaterThan(0);
  } finally {
    await pb.collection('web_products').delete(record.id);
  }
});
