// /products (docs/rules.md §2 "Products list", §4 "Filters (products)", §5, §9) and
// the home "Our Fresh Products" island, against the seeded PocketBase.
import type { Page } from '@playwright/test';
import type { RecordModel } from 'pocketbase';
import { test, expect, hydrated } from '@tests/harness/browser';
import { adminClient, builtProductsFilter } from '@tests/harness/stack';
import { LIST_PAGE_SIZE } from '@/features/catalog/product-list';

let visible: RecordModel[] = [];

test.beforeAll(async () => {
  const pb = await adminClient();
  visible = await pb.collection('web_products').getFullList({ filter: builtProductsFilter(pb), sort: '-created,-id' });
});

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: /^All Products \(\d+\)$/ });
const grid = (page: Page) => page.getByTestId('product-grid');
/** The list shows its first page of `expected` (in order), waiting for the island's answer after a change. */
const expectShown = (page: Page, expected: string[]) =>
  expect(grid(page).locator('article h3 a')).toHaveText(expected.slice(0, LIST_PAGE_SIZE));
/** Prices in the order shown, once the grid has the expected number of cards. */
const shownPrices = async (page: Page, count: number) => {
  await expect(grid(page).locator('[data-price]')).toHaveCount(Math.min(count, LIST_PAGE_SIZE));
  return (
    await grid(page)
      .locator('[data-price]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-price')))
  ).map(Number);
};
const sorted = <T>(list: T[], cmp: (a: T, b: T) => number) => [...list].sort(cmp);
const names = (records: RecordModel[]) => records.map((r) => r.name as string);
const matching = (q: string) =>
  visible.filter((p) => p.name.toLowerCase().includes(q.toLowerCase()) || String(p.nepaliName ?? '').includes(q));

async function openFilters(page: Page) {
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.locator('#product-filters');
  await expect(sheet).toBeVisible();
  return sheet;
}

test.describe('products list', () => {
  test('shows the visible products newest first, a page at a time, with the page title and description', async ({
    page,
  }) => {
    await page.goto('/products');
    await expect(page).toHaveTitle('Products');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Shop our fresh, organic produce directly from farms across Nepal.',
    );
    await expect(heading(page)).toHaveText(`All Products (${visible.length})`);
    await expectShown(page, names(visible));
    // "Show more" appends the next page until every product is listed.
    await hydrated(page, 'ProductBrowser');
    const more = page.getByRole('link', { name: /^Show more products/ });
    for (let shown = LIST_PAGE_SIZE; shown < visible.length; shown += LIST_PAGE_SIZE) {
      await expect(more).toHaveText(`Show more products (${visible.length - shown} more)`);
      await more.click();
      await expect(grid(page).locator('article')).toHaveCount(Math.min(visible.length, shown + LIST_PAGE_SIZE));
    }
    await expect(more).toHaveCount(0);
    await expect(grid(page).locator('article h3 a')).toHaveText(names(visible));
    // The hidden product is not listed.
    await expect(grid(page).getByText('Chia Seeds', { exact: true })).toHaveCount(0);
  });

  test('the home category tile link shows only that category, counted like PocketBase', async ({ page }) => {
    const pb = await adminClient();
    const herbs = await pb.collection('web_products').getFullList({
      filter: builtProductsFilter(pb, pb.filter('category = {:c}', { c: 'Herbs & Shurbs' })),
      sort: '-created,-id',
    });
    expect(herbs.length).toBeGreaterThan(0);
    await page.goto('/products?category=Herbs+%26+Shurbs');
    await expect(heading(page)).toHaveText(`All Products (${herbs.length})`);
    await expectShown(page, names(herbs));
    // A product opens from the list.
    await grid(page).getByRole('link', { name: herbs[0]!.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${herbs[0]!.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(herbs[0]!.name);
  });

  test('filters are read from the address on load', async ({ page }) => {
    await page.goto('/products?category=Honey&types=organic,featured&sort=price-high');
    const expected = visible
      .filter((p) => p.category === 'Honey' && (p.isOrganic || p.isFeatured))
      .sort((a, b) => b.price - a.price);
    expect(expected.length).toBeGreaterThan(0);
    await expect(heading(page)).toHaveText(`All Products (${expected.length})`);
    await expectShown(page, names(expected));
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-high');
    const sheet = await openFilters(page);
    await expect(sheet.getByRole('radio', { name: 'Honey' })).toBeChecked();
    await expect(sheet.getByRole('checkbox', { name: 'Organic', exact: true })).toBeChecked();
    await expect(sheet.getByRole('checkbox', { name: 'Featured', exact: true })).toBeChecked();
    await expect(sheet.getByRole('checkbox', { name: 'New Arrivals' })).not.toBeChecked();
    await expect(page.getByTestId('filter-count')).toHaveText('3');
  });

  test('every change is written to the address with replace semantics, only non-default values', async ({ page }) => {
    await page.goto('/products');
    await hydrated(page, 'ProductBrowser');
    const historyLength = await page.evaluate(() => history.length);
    const sheet = await openFilters(page);
    await sheet.getByRole('radio', { name: 'Fruits' }).check();
    await expect(page).toHaveURL(/\/products\?category=Fruits$/);
    const fruits = visible.filter((p) => p.category === 'Fruits');
    await expect(heading(page)).toHaveText(`All Products (${fruits.length})`);

    const coop = fruits[0]!.cooperativeName as string;
    await sheet.getByRole('checkbox', { name: coop, exact: true }).check();
    await expect(page).toHaveURL(`/products?${new URLSearchParams({ category: 'Fruits', cooperatives: coop })}`);
    await sheet.getByRole('checkbox', { name: 'New Arrivals' }).check();
    await expect(page).toHaveURL(/&types=new$/);
    await sheet.getByRole('checkbox', { name: 'New Arrivals' }).uncheck();
    await sheet.getByRole('checkbox', { name: coop, exact: true }).uncheck();
    await expect(page).toHaveURL(/\/products\?category=Fruits$/);

    // Apply Filters closes the sheet.
    await sheet.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(sheet).toBeHidden();

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name-asc');
    await expect(page).toHaveURL(/\/products\?category=Fruits&sort=name-asc$/);
    await page.getByRole('searchbox', { name: 'Search the product list' }).fill('apple');
    await expect(page).toHaveURL(/\/products\?category=Fruits&search=apple&sort=name-asc$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // What is in the address is what a reload shows.
    await page.reload();
    await expectShown(
      page,
      fruits
        .filter((p) => p.name.toLowerCase().includes('apple'))
        .map((p) => p.name)
        .sort((a, b) => a.localeCompare(b, 'en')),
    );
  });

  test('sorts by price and by name both ways', async ({ page }) => {
    await page.goto('/products');
    await hydrated(page, 'ProductBrowser');
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption('price-low');
    await expect(page).toHaveURL(/sort=price-low/);
    await expect(grid(page).locator('[data-price]').first()).toHaveAttribute(
      'data-price',
      String(Math.min(...visible.map((p) => p.price))),
    );
    const low = await shownPrices(page, visible.length);
    expect(low).toEqual(sorted(low, (a, b) => a - b));
    expect(low[0]).toBe(Math.min(...visible.map((p) => p.price)));

    await sort.selectOption('price-high');
    await expect(page).toHaveURL(/sort=price-high/);
    await expect(grid(page).locator('[data-price]').first()).toHaveAttribute(
      'data-price',
      String(Math.max(...visible.map((p) => p.price))),
    );
    const high = await shownPrices(page, visible.length);
    expect(high).toEqual(sorted(high, (a, b) => b - a));
    expect(high[0]).toBe(Math.max(...visible.map((p) => p.price)));

    await sort.selectOption('name-asc');
    await expect(page).toHaveURL(/sort=name-asc/);
    await expectShown(
      page,
      sorted(names(visible), (a, b) => a.localeCompare(b, 'en')),
    );

    await sort.selectOption('name-desc');
    await expect(page).toHaveURL(/sort=name-desc/);
    await expectShown(
      page,
      sorted(names(visible), (a, b) => b.localeCompare(a, 'en')),
    );

    await sort.selectOption('default');
    await expect(page).toHaveURL(/\/products$/);
    await expectShown(page, names(visible));
  });

  test('the search box filters by name and by the Devanagari Nepali name', async ({ page }) => {
    await page.goto('/products');
    await hydrated(page, 'ProductBrowser');
    const search = page.getByRole('searchbox', {
      name: 'Search the product list',
    });
    await search.fill('HONEY');
    await expect(page).toHaveURL(/search=HONEY/);
    const honey = matching('honey');
    expect(honey.length).toBeGreaterThan(1);
    await expect(heading(page)).toHaveText(`All Products (${honey.length})`);
    await expectShown(page, names(honey));

    await search.fill('जुम्ला');
    const jumla = matching('जुम्ला');
    expect(jumla.length).toBeGreaterThan(0);
    await expect(heading(page)).toHaveText(`All Products (${jumla.length})`);
    await expectShown(page, names(jumla));
    await expect(page).toHaveURL(`/products?search=${encodeURIComponent('जुम्ला')}`);
  });

  test('the Filters badge counts the active filters; Reset restores the defaults', async ({ page }) => {
    await page.goto('/products?search=a&sort=name-desc');
    await expect(page.getByTestId('filter-count')).toHaveCount(0);
    await hydrated(page, 'ProductBrowser');
    const sheet = await openFilters(page);
    await sheet.getByRole('radio', { name: 'Spices' }).check();
    await expect(page.getByTestId('filter-count')).toHaveText('1');
    await sheet.getByRole('checkbox', { name: 'Organic', exact: true }).check();
    await sheet.getByRole('checkbox', { name: 'Featured', exact: true }).check();
    await expect(page.getByTestId('filter-count')).toHaveText('3');
    // Moving the price slider counts once.
    await sheet.getByRole('slider', { name: 'Minimum price' }).fill('100');
    await expect(page.getByTestId('filter-count')).toHaveText('4');
    await expect(page).toHaveURL(/minPrice=100/);

    await sheet.getByRole('link', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByTestId('filter-count')).toHaveCount(0);
    await expect(heading(page)).toHaveText(`All Products (${visible.length})`);
    await expect(sheet.getByRole('radio', { name: 'All Products' })).toBeChecked();
    await expect(sheet.getByRole('slider', { name: 'Minimum price' })).toHaveValue('0');
    await expect(sheet.getByRole('slider', { name: 'Maximum price' })).toHaveValue('10000');
    await expect(page.getByRole('searchbox', { name: 'Search the product list' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('default');
  });

  test('nothing matching shows the empty state; Clear Filters restores the defaults', async ({ page }) => {
    await page.goto('/products?category=Honey&search=zzzz-no-such-product');
    await expect(heading(page)).toHaveText('All Products (0)');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your filters or search query.')).toBeVisible();
    await hydrated(page, 'ProductBrowser');
    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(heading(page)).toHaveText(`All Products (${visible.length})`);
    await expect(page.getByRole('searchbox', { name: 'Search the product list' })).toHaveValue('');
    await expect(page.getByTestId('filter-count')).toHaveCount(0);
  });

  test('cards show the docs/rules.md §2 card contents and link to the product', async ({ page }) => {
    await page.goto('/products?shown=96');
    const apple = visible.find((p) => p.slug === 'jumla-apple')!;
    const card = page.locator('article[data-product-card="jumla-apple"]');
    await expect(card.getByText(`Rs. ${apple.price} / ${apple.unit}`)).toBeVisible();
    await expect(card.getByText(apple.nepaliName)).toBeVisible();
    const saved = Math.floor(((apple.compareAtPrice - apple.price) * 100) / apple.compareAtPrice);
    await expect(card.getByText(`Save ${saved}%`)).toBeVisible();
    await expect(card.getByText(apple.approxWeight)).toBeVisible();
    await expect(card.getByText('Featured', { exact: true })).toBeVisible();
    await expect(card.getByText('Organic', { exact: true })).toBeVisible();
    await expect(card.getByText('Traceable Product')).toBeAttached();
    await expect(card.locator('img')).toHaveAttribute('loading', 'lazy');
    await expect(card.locator('img')).toHaveAttribute(
      'src',
      /^\/_image\?href=\/api\/files\/web_products\/.+&w=300&h=300&f=auto&q=\d+$/,
    );
    await expect(card.getByRole('link', { name: apple.name })).toHaveAttribute('href', '/products/jumla-apple');

    const minOf = visible.find((p) => p.minOf > 0)!;
    await expect(
      page.locator(`article[data-product-card="${minOf.slug}"]`).getByText(`(min. of ${minOf.minOf})`),
    ).toBeVisible();

    const out = page.locator('article[data-product-card="sarlahi-litchi"]');
    await expect(out.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    await expect(out.getByText('Out of Stock', { exact: true }).first()).toBeVisible();
  });

  test('Add to Cart on a card puts the product in the cart', async ({ page }) => {
    await page.goto('/products?shown=96');
    await hydrated(page, 'ProductBrowser');
    const card = page.locator('article[data-product-card="jumla-apple"]');
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    const stored = await page.evaluate(() => localStorage.getItem('krishi-cart'));
    expect(JSON.parse(stored ?? '[]')).toEqual([expect.objectContaining({ slug: 'jumla-apple', quantity: 1 })]);
  });
});

test.describe('products list with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the category link lists only that category, and a product page reads fully', async ({ page }) => {
    const fruits = visible.filter((p) => p.category === 'Fruits');
    await page.goto('/products?category=Fruits');
    await expect(heading(page)).toHaveText(`All Products (${fruits.length})`);
    await expectShown(page, names(fruits));

    const first = fruits[0]!;
    await grid(page).getByRole('link', { name: first.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${first.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
    await expect(page.getByTestId('product-price')).toHaveText(`Rs. ${first.price}`);
    const firstParagraph = String(first.description)
      .split(/\r?\n\s*\r?\n/)[0]!
      .trim();
    await expect(page.getByTestId('product-description')).toContainText(firstParagraph);
  });

  test('"Show more" is a link that lists the next page', async ({ page }) => {
    await page.goto('/products');
    await expect(grid(page).locator('article')).toHaveCount(LIST_PAGE_SIZE);
    await page.getByRole('link', { name: /^Show more products/ }).click();
    await expect(page).toHaveURL(new RegExp(`/products\\?shown=${LIST_PAGE_SIZE * 2}$`));
    await expect(grid(page).locator('article h3 a')).toHaveText(names(visible).slice(0, LIST_PAGE_SIZE * 2));
  });

  test('the filter sheet opens and submits as a plain form', async ({ page }) => {
    await page.goto('/products');
    const sheet = await openFilters(page);
    await sheet.getByRole('radio', { name: 'Honey' }).check();
    await sheet.getByRole('checkbox', { name: 'Organic', exact: true }).check();
    await sheet.getByRole('checkbox', { name: 'Featured', exact: true }).check();
    await sheet.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/category=Honey/);
    const expected = visible.filter((p) => p.category === 'Honey' && (p.isOrganic || p.isFeatured));
    await expect(heading(page)).toHaveText(`All Products (${expected.length})`);
    await expectShown(page, names(expected));
  });
});

test.describe('home: Our Fresh Products', () => {
  test('shows at most 8 products and filters them by category', async ({ page, isMobile }) => {
    await page.goto('/');
    const section = page.locator('astro-island[component-url*="FreshProducts"]');
    const cards = section.locator('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(8);
    // The first product's category always has a product to show.
    const firstName = await cards.first().locator('h3 a').textContent();
    const category = visible.find((p) => p.name === firstName)!.category as string;
    // client:visible: the island hydrates once it is scrolled into view.
    await section.scrollIntoViewIfNeeded();
    await hydrated(page, 'FreshProducts');
    if (isMobile) await section.getByRole('combobox', { name: 'Category' }).selectOption(category);
    else await section.getByRole('button', { name: category, exact: true }).click();
    const expected = visible.filter((p) => p.category === category).slice(0, 8);
    // Every shown product is of the category (the island may have been given fewer products than exist).
    await expect(async () => {
      const shown = await cards.locator('h3 a').allTextContents();
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.length).toBeLessThanOrEqual(expected.length);
      for (const name of shown) expect(visible.find((p) => p.name === name)!.category).toBe(category);
    }).toPass();
    if (!isMobile) {
      await expect(section.getByRole('button', { name: category, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(section.getByRole('button', { name: 'All Products' })).toHaveAttribute('aria-pressed', 'false');
    }
  });
});
