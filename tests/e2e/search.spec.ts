// Header product search (docs/rules.md §2 Header, §4 "Product search box", §5 "Product search", §8 search load failure),
// against the seeded catalogue. Runs at desktop (inline box) and mobile (expanding bar) sizes; one test covers the
// medium-screen dialog.
import type { Page } from '@playwright/test';
import { test, expect } from '@tests/harness/browser';
import { adminClient, builtProductsFilter, testStack } from '@tests/harness/stack';

const START_TYPING = 'Start typing to search for products';
const INDEX_URL = '**/search-index.json';

/**
 * Waits until the search island is interactive where it hydrates by itself: on large screens, where the inline box
 * shows, when the browser is idle. On smaller screens it waits for the shopper's first tap
 * (src/lib/hydrate-on-interaction.ts), which must then open the search as the search button does.
 */
async function waitForSearchIsland(page: Page) {
  if (page.viewportSize()!.width >= 1024) {
    await expect(page.locator('astro-island[component-url*="SearchBox"]:not([ssr])')).toHaveCount(1);
  }
}

/** The small-screen search button; before the island has hydrated, the link to /products it replaces. */
const searchButton = (page: Page) =>
  page.getByRole('button', { name: 'Open search' }).or(page.getByRole('link', { name: 'Search products' }));

/**
 * Returns the visible search box: inline on large screens; on smaller ones the search button first opens the bar
 * (mobile) or the dialog (medium).
 */
async function revealSearch(page: Page) {
  if (page.viewportSize()!.width < 1024) await searchButton(page).click();
  return page.getByRole('combobox', { name: 'Search products' });
}

/** Opens the home page and returns its search box, ready to use. */
async function openSearch(page: Page) {
  await page.goto('/');
  await waitForSearchIsland(page);
  return revealSearch(page);
}

const listbox = (page: Page) => page.getByRole('listbox');
// Scoped to the search list: other widgets (e.g. the home category <select>) have options too.
const options = (page: Page) => page.getByRole('listbox').getByRole('option');

/** The visible products the build's search index holds (other tests add products of their own after the build). */
async function visibleProducts() {
  const pb = await adminClient();
  return pb
    .collection('web_products')
    .getFullList({ filter: builtProductsFilter(pb), fields: 'id,slug,name,nepaliName' });
}

test('focusing shows the start-typing hint, and one character still shows it', async ({ page }) => {
  const box = await openSearch(page);
  await box.click();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(START_TYPING)).toBeVisible();
  await box.pressSequentially('a');
  await expect(page.getByText(START_TYPING)).toBeVisible();
  await expect(options(page)).toHaveCount(0);
});

test('"ap" lists every visible product whose name contains it, with the count and highlighted matches', async ({
  page,
}) => {
  const expected = (await visibleProducts()).filter((p) => p.name.toLowerCase().includes('ap'));
  expect(expected.length).toBeGreaterThan(1);

  const box = await openSearch(page);
  await box.click();
  await box.pressSequentially('ap');
  await expect(page.getByText(`${expected.length} results found`, { exact: true })).toBeVisible();
  await expect(options(page)).toHaveCount(expected.length);
  for (const p of expected) await expect(options(page).filter({ hasText: p.name })).toHaveCount(1);
  // Every option marks its match; case is kept ("Ap" in "Apple").
  const marks = await options(page).locator('mark').allTextContents();
  expect(marks.length).toBeGreaterThanOrEqual(expected.length);
  for (const m of marks) expect(m.toLowerCase()).toBe('ap');
});

test('Nepali (Devanagari) input finds the product by its Nepali name', async ({ page }) => {
  const product = (await visibleProducts()).find((p) => p.slug === 'jumla-apple')!;
  const start = [...product.nepaliName].slice(0, 4).join('');
  const box = await openSearch(page);
  await box.click();
  await box.fill(start);
  const option = options(page).filter({ hasText: product.name });
  await expect(option).toHaveCount(1);
  await expect(option.locator('mark').first()).toHaveText(start);
});

test('romanized Nepali and Devanagari spelled another way find the product ("aalu", "golveda", आलू)', async ({
  page,
}) => {
  const box = await openSearch(page);
  await box.click();
  for (const [query, name] of [
    ['aalu', 'Organic Potato'],
    ['golveda', 'Tomato'],
    ['आलू', 'Organic Potato'],
    ['potatoe', 'Organic Potato'],
  ]) {
    await box.fill(query);
    await expect(options(page).filter({ hasText: name }).first()).toBeVisible();
  }
});

test('the hidden product never appears in results', async ({ page }) => {
  const pb = await adminClient();
  const hidden = await pb.collection('web_products').getFirstListItem('slug = "chia-seeds"');
  expect(hidden.isVisible).toBe(false);

  const box = await openSearch(page);
  await box.click();
  await box.pressSequentially('chia');
  await expect(page.getByText('No products found', { exact: true })).toBeVisible();
  await box.fill('seeds');
  await expect(page.getByText(/results found|No products found/)).toBeVisible();
  await expect(options(page).filter({ hasText: hidden.name })).toHaveCount(0);
  // Nor is it in the index file itself.
  const index = (await (await page.request.get('/search-index.json')).json()) as { id: string; slug: string }[];
  expect(index.some((p) => p.id === hidden.id || p.slug === 'chia-seeds')).toBe(false);
  expect(index.length).toBe((await visibleProducts()).length);
});

test('a query without matches shows "No products found"', async ({ page }) => {
  const box = await openSearch(page);
  await box.click();
  await box.pressSequentially('zzqx');
  await expect(page.getByText('No products found', { exact: true })).toBeVisible();
  await expect(options(page)).toHaveCount(0);
});

test('ArrowDown + Enter opens the product, which then shows in recent searches until "Clear all"', async ({ page }) => {
  const product = (await visibleProducts()).find((p) => p.slug === 'jumla-apple')!;
  let box = await openSearch(page);
  await box.click();
  await box.pressSequentially(product.name);
  await expect(options(page)).toHaveCount(1);
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options(page).first().getAttribute('id'))!);
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/products/${product.slug}/?$`));

  box = await openSearch(page);
  await box.click();
  await expect(page.getByText('Recent Searches')).toBeVisible();
  await expect(page.getByText(START_TYPING)).toHaveCount(0);
  await expect(options(page)).toHaveCount(1);
  await expect(options(page).first()).toContainText(product.name);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('krishi-recent-searches') ?? '[]'));
  expect(stored).toEqual([
    expect.objectContaining({ id: product.id, slug: product.slug, name: product.name, timestamp: expect.any(Number) }),
  ]);

  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(options(page)).toHaveCount(0);
  await expect(page.getByText(START_TYPING)).toBeVisible();
});

test('clicking a recent search opens that product again', async ({ page }) => {
  const product = (await visibleProducts()).find((p) => p.slug === 'jumla-apple')!;
  let box = await openSearch(page);
  await box.click();
  await box.pressSequentially(product.name);
  await options(page).filter({ hasText: product.name }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${product.slug}/?$`));

  box = await openSearch(page);
  await box.click();
  await options(page).filter({ hasText: product.name }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${product.slug}/?$`));
});

test('Escape and a click outside close the dropdown; the clear button empties the text', async ({ page }) => {
  const box = await openSearch(page);
  await box.click();
  await box.pressSequentially('honey');
  await expect(page.getByText(/\d+ results found/)).toBeVisible();

  await box.press('Escape');
  await expect(listbox(page)).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  await box.pressSequentially('s'); // typing opens it again
  await expect(page.getByText(/\d+ results found|No products found/)).toBeVisible();
  const { height } = page.viewportSize()!;
  await page.mouse.click(5, height - 5);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(/\d+ results found|No products found/)).toBeHidden();

  await box.click();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();
  await expect(page.getByText(START_TYPING)).toBeVisible();
});

test('when the index cannot be loaded and nothing is cached, an error with Retry appears; Retry loads it', async ({
  page,
}) => {
  let requests = 0;
  await page.route(INDEX_URL, (route) => {
    requests++;
    return route.abort('internetdisconnected');
  });
  const box = await openSearch(page);
  await box.click();
  await box.pressSequentially('apple');
  await expect(page.getByRole('status').filter({ hasText: 'Loading products...' })).toBeVisible();
  // 1 try + 3 retries after waits of 1, 2 and 4 s.
  await expect(page.getByText('Failed to load search data. Please check your connection.')).toBeVisible({
    timeout: 20_000,
  });
  expect(requests).toBe(4);

  await page.unroute(INDEX_URL);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(/\d+ results found/)).toBeVisible();
  await expect(options(page).filter({ hasText: 'Jumla Apple' })).toHaveCount(1);
});

test('an empty index shows "Search data not available"; Load products loads it again', async ({ page }) => {
  await page.route(INDEX_URL, (route) => route.fulfill({ json: [] }));
  const box = await openSearch(page);
  await box.click();
  await box.pressSequentially('apple');
  await expect(page.getByText('Search data not available', { exact: true })).toBeVisible();

  await page.unroute(INDEX_URL);
  await page.getByRole('button', { name: 'Load products' }).click();
  await expect(options(page).filter({ hasText: 'Jumla Apple' })).toHaveCount(1);
});

test('when the index cannot be loaded, a cached copy is used with a toast', async ({ page }) => {
  // A first successful load leaves the copy in localStorage.
  let box = await openSearch(page);
  await box.click();
  await box.pressSequentially('apple');
  await expect(options(page).filter({ hasText: 'Jumla Apple' })).toHaveCount(1);
  const cached = await page.evaluate(() => JSON.parse(localStorage.getItem('krishi-search-index') ?? 'null'));
  expect(cached).toMatchObject({ version: '1.0', timestamp: expect.any(Number), data: expect.any(Array) });

  await page.route(INDEX_URL, (route) => route.abort('internetdisconnected'));
  box = await openSearch(page);
  await box.click();
  await box.pressSequentially('apple');
  await expect(page.getByText('Using cached data')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Search results may not include latest products.')).toBeVisible();
  await expect(options(page).filter({ hasText: 'Jumla Apple' })).toHaveCount(1);
});

test('the index is fetched only when the shopper first uses the box', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => r.url().includes('search-index.json') && fetched.push(r.url()));
  await page.goto('/');
  await waitForSearchIsland(page);
  await page.waitForLoadState('networkidle');
  expect(fetched).toHaveLength(0);
  const box = await revealSearch(page);
  await box.click();
  await expect.poll(() => fetched.length).toBe(1);
  // The thumbnails are optimised build files, never PocketBase links.
  await box.pressSequentially('apple');
  for (const src of await options(page)
    .locator('img')
    .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))) {
    expect(src).toMatch(/^\/(_image\?href=\/api\/files\/.+&f=auto&q=\d+|placeholder\.svg)$/);
  }
});

test('a tap that begins before the search has its code and ends after still opens it', async ({ page }) => {
  test.skip(page.viewportSize()!.width >= 1024, 'the search is inline from 1024 px');
  // The island's code is held until the finger is down: the tap starts on the link the page was served with and
  // ends once the island has hydrated, as on a phone whose first tap fetches and runs it.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_astro/SearchBox.*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const link = page.getByRole('link', { name: 'Search products' });
  const box = await link.boundingBox();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await page.mouse.down();
  release();
  await expect(page.locator('astro-island[component-url*="/SearchBox."]').first()).not.toHaveAttribute('ssr', /.*/);
  await expect(page.getByRole('button', { name: 'Open search' })).toBeVisible();
  await page.mouse.up();
  await expect(page.getByRole('combobox', { name: 'Search products' })).toBeFocused();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('medium screens (800 px wide)', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('the search button opens a dialog with the box; Escape closes the list, then the dialog', async ({ page }) => {
    await page.goto('/');
    await waitForSearchIsland(page);
    await expect(page.getByRole('combobox', { name: 'Search products' })).toHaveCount(0);
    await searchButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Search products' });
    await expect(dialog).toBeVisible();
    const box = dialog.getByRole('combobox', { name: 'Search products' });
    await expect(box).toBeFocused();
    await box.pressSequentially('ap');
    await expect(dialog.getByText(/\d+ results found/)).toBeVisible();
    await expect(dialog.getByRole('option').first().locator('mark')).toHaveCount(1);

    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog).toBeVisible();
    await box.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open search' })).toBeFocused();

    await page.getByRole('button', { name: 'Open search' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close search' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test('without JavaScript the box is a plain form to /products?search=', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 800 },
    baseURL: testStack().shopUrl,
  });
  const page = await context.newPage();
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('honey');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\/?\?search=honey$/);
  // The list reads the search as the header search does: romanized Nepali finds आलु.
  await page.goto('/products?search=aalu');
  await expect(page.locator('[data-product-card="organic-potato"]')).toBeVisible();
  await expect(page.locator('[data-product-card="jumla-apple"]')).toHaveCount(0);
  // Smaller screens get a link to the products page, which has its own search box.
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Search products' })).toHaveAttribute('href', '/products');
  await context.close();
});
