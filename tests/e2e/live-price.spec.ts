// A prebuilt product page and its card never contradict checkout: after an
// operator edits a price or stock in the dashboard, the page built before the
// edit shows the new price and availability as soon as it opens, without a build.
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from '@tests/harness/browser';
import { adminClient } from '@tests/harness/stack';

// Products no other browser test reads, one per project (the projects run side by side).
const SLUG = { desktop: 'pidalu-taro', mobile: 'kodo-millet-flour' } as const;

const card = (page: Page, slug: string) => page.locator(`[data-product-card="${slug}"]`);

/** This project's product, with an admin client to edit it. */
async function productUnderTest(projectName: string) {
  const slug = SLUG[projectName as keyof typeof SLUG];
  const pb = await adminClient();
  const product = await pb.collection('web_products').getFirstListItem(pb.filter('slug = {:slug}', { slug }));
  return { slug, pb, product, before: product.price as number };
}

test('after a price edit, the prebuilt page and its card show the new price; after unticking, Out of Stock', async ({
  page,
}, info) => {
  const { slug, pb, product, before } = await productUnderTest(info.project.name);
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

// The list and product pages load no React at first view (their JS budget, bench/README.md "First view without
// React"): a live check asks for the products' facts and hydrates the islands only when one changed since the build
// (src/features/catalog/live-check.ts). Nothing here interacts with the page.
test('a prebuilt page loads island code at first view only when a product on it changed since the build', async ({
  page,
}, info) => {
  const { slug, pb, product, before } = await productUnderTest(info.project.name);
  const scripts: string[] = [];
  const facts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script') scripts.push(url.pathname);
    if (url.pathname === '/products/availability.json') facts.push(url.search);
  });
  // On a large screen the header's inline search loads at once (src/lib/hydrate-on-interaction.ts, `media`): React
  // is then on the page anyway, and only the islands' own state tells.
  const onPhone = info.project.name === 'mobile';
  const reactLoaded = () => scripts.some((script) => /\/_astro\/(runtime|client)\./.test(script));
  const islandsAtLoad = page.locator('astro-island[component-url*="/PurchaseBox."]');

  // Unchanged: the live facts are asked for once, and nothing else loads.
  await page.goto(`/products/${slug}`);
  await expect.poll(() => facts.length).toBe(1);
  await page.waitForLoadState('networkidle');
  if (onPhone) expect(reactLoaded()).toBe(false);
  await expect(islandsAtLoad).toHaveAttribute('ssr', '');
  await page.goto(`/products?search=${encodeURIComponent(product.name as string)}`);
  await expect.poll(() => facts.length).toBe(2);
  await page.waitForLoadState('networkidle');
  if (onPhone) expect(reactLoaded()).toBe(false);
  await expect(page.locator('astro-island[component-url*="/ProductBrowser."]')).toHaveAttribute('ssr', '');

  try {
    // Changed since the build: the page hydrates by itself and shows the price checkout would charge.
    await pb.collection('web_products').update(product.id, { price: before + 11 });
    await page.goto(`/products/${slug}`);
    await expect(page.getByTestId('product-price')).toHaveText(`Rs. ${before + 11}`);
    expect(reactLoaded()).toBe(true);
    await expect(islandsAtLoad).not.toHaveAttribute('ssr', /.*/);
    // One request for the facts per page view: the island finds the check's answer.
    expect(facts.length).toBe(3);
  } finally {
    await pb.collection('web_products').update(product.id, { price: before });
  }
});
