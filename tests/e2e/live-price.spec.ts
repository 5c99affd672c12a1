// A prebuilt product page and its card never contradict checkout: after an
// operator edits a price or stock in the dashboard, the page built before the
// edit shows the new price and availability as soon as it opens, without a build.
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from '@tests/harness/browser';
import { adminClient } from '@tests/harness/stack';

// Products no other browser test reads, one per project (the projects run side by side).
const SLUG = { desktop: 'pidalu-taro', mobile: 'kodo-millet-flour' } as const;

const card = (page: Page, slug: string) => page.locator(`[data-product-card="${slug}"]`);

test('after a price edit, the prebuilt page and its card show the new price; after unticking, Out of Stock', async ({
  page,
}, info) => {
  const slug = SLUG[info.project.name as keyof typeof SLUG];
  const pb = await adminClient();
  const product = await pb.collection('web_products').getFirstListItem(pb.filter('slug = {:slug}', { slug }));
  const before = product.price as number;
  const edited = before + 17;

  // The page as built shows the old price.
  await page.goto(`/products/${slug}`);
  await expect(page.getByTestId('product-price')).toHaveText(`Rs. ${before}`);

  try {
    await pb.collection('web_products').update(product.id, { price: edited });
    await page.goto(`/products/${slug}`);
    await hydrated(page, 'PurchaseBox');
    await expect(page.getByTestId('product-price')).toHaveText(`Rs. ${edited}`);
    await expect(page.getByTestId('sticky-name').locator('..')).toContainText(`Rs. ${edited}`);

    // The card on the list (cards are from the build) follows too, and the cart gets the new price.
    await page.goto(`/products?search=${encodeURIComponent(product.name as string)}`);
    await hydrated(page, 'ProductBrowser');
    await expect(card(page, slug)).toContainText(`Rs. ${edited} /`);

    // Unticked in the dashboard: the prebuilt page says Out of Stock and will not add it.
    await pb.collection('web_products').update(product.id, { is_available: false });
    await page.goto(`/products/${slug}`);
    await hydrated(page, 'PurchaseBox');
    await expect(page.getByRole('button', { name: 'Out of Stock' }).first()).toBeDisabled();
    await expect(page.locator('#product-out-of-stock')).toBeVisible();

    // Ticked again: for sale again, without a build.
    await pb.collection('web_products').update(product.id, { is_available: true });
    await page.goto(`/products/${slug}`);
    await hydrated(page, 'PurchaseBox');
    await expect(page.getByRole('button', { name: /^Add \d+ to Cart$/ })).toBeEnabled();
    await expect(page.locator('#product-out-of-stock')).toBeHidden();
  } finally {
    await pb.collection('web_products').update(product.id, { price: before, is_available: true });
  }
});
