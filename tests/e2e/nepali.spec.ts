// The shop in Nepali, as a shopper uses it on a phone (docs/i18n.md): the language switch keeps the page, the choice
// is remembered, the pages link on in Nepali, prices are in Devanagari digits, search understands Latin letters, and
// the cart speaks Nepali. Runs at phone and desktop sizes (the switch is in the menu on a phone, in the header above).
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '@tests/harness/axe';
import { expect, hydrated, test } from '@tests/harness/browser';
import { choose } from '@tests/harness/browser-cart';
import { adminPb, testStack } from '@tests/harness/stack';

const POTATO = '/products/organic-potato';

/** Clicks the language switch: in the slide-out menu on a phone, in the header on larger screens. */
async function switchLanguage(page: Page, to: 'नेपाली' | 'English') {
  if (page.viewportSize()!.width < 640) {
    await page.locator('details[data-mobile-menu] > summary').click();
    await page.locator('#mobile-menu').getByRole('link', { name: to, exact: true }).click();
  } else {
    await page.locator('#site-header > div').getByRole('link', { name: to, exact: true }).first().click();
  }
}

/** On a Nepali page: searches "aalu" in the header, opens the potato it finds and adds it to the cart. */
async function addPotatoFoundAsAalu(page: Page) {
  // Before the search island has hydrated, its button is a link to the list (as in search.spec.ts).
  if (page.viewportSize()!.width < 1024)
    await page
      .getByRole('button', { name: 'खोज खोल्नुहोस्' })
      .or(page.getByRole('link', { name: 'उत्पादन खोज्नुहोस्' }))
      .click();
  else await hydrated(page, 'SearchBox');
  await page.getByRole('combobox', { name: 'उत्पादन खोज्नुहोस्' }).fill('aalu');
  const potato = page.getByRole('listbox').getByRole('option').filter({ hasText: 'अर्गानिक आलु' });
  await expect(potato).toBeVisible();
  await potato.click();
  await expect(page).toHaveURL(/\/ne\/products\/organic-potato$/);

  await hydrated(page, 'PurchaseBox');
  await page
    .getByRole('button', { name: /^कार्टमा .*थप्नुहोस्$/ })
    .first()
    .click();
}

test('the switch opens the same page in Nepali, and the choice is remembered', async ({ page }) => {
  await page.goto(POTATO);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await switchLanguage(page, 'नेपाली');

  await expect(page).toHaveURL(/\/ne\/products\/organic-potato$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('अर्गानिक आलु');
  // Devanagari digits and "रु." for money; the English name below the Nepali one, marked as English.
  await expect(page.locator('main').getByText('रु. १८०').first()).toBeVisible();
  await expect(page.locator('main p[lang="en"]').first()).toHaveText('Organic Potato');

  // Reloading, and coming back to the bare address later, keep Nepali.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await page.goto('/');
  await expect(page).toHaveURL(/\/ne\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');

  // And back: English again, remembered as well.
  await switchLanguage(page, 'English');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the product list keeps its filters when the language changes', async ({ page }) => {
  await page.goto('/products?category=Vegetables&sort=price-asc');
  await switchLanguage(page, 'नेपाली');
  await expect(page).toHaveURL(/\/ne\/products\?category=Vegetables&sort=price-asc$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
});

test('a first visit is never redirected on a guess', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ne-NP', extraHTTPHeaders: { 'Accept-Language': 'ne-NP,ne' } });
  const page = await context.newPage();
  await page.goto(testStack().shopUrl);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('search in Latin letters finds the Nepali product, and the cart speaks Nepali', async ({ page }, testInfo) => {
  await page.goto('/ne');
  await addPotatoFoundAsAalu(page);
  const line = page.getByTestId('cart-line');
  await expect(line).toBeVisible();
  await expect(line.getByRole('link')).toHaveText('अर्गानिक आलु');
  await expect(line.getByText('रु. १८०').first()).toBeVisible();
  await expectNoAxeViolations(page, 'Nepali cart', testInfo);
});

for (const path of ['/ne', '/ne/products', POTATO.replace('/products', '/ne/products'), '/ne/about', '/ne/blog']) {
  test(`${path} passes axe-core`, async ({ page }, testInfo) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    await expect(page.locator('main').first()).toBeVisible();
    await expectNoAxeViolations(page, path, testInfo);
  });
}

test('with JavaScript off, the Nepali list searches in Latin letters and links on in Nepali', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(new URL('/ne/products?search=aalu', testStack().shopUrl).href);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  const potato = page.locator('main').getByRole('link', { name: 'अर्गानिक आलु' }).first();
  await expect(potato).toBeVisible();
  await expect(potato).toHaveAttribute('href', '/ne/products/organic-potato');
  await context.close();
});

test('a whole order in Nepali on a phone: home, search "aalu", cart, Devanagari digits, the Nepali toast, the order page', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the shopper journey the Nepali interface is for runs at phone size');
  await page.goto('/');
  await switchLanguage(page, 'नेपाली');
  await expect(page).toHaveURL(/\/ne\/?$/);

  await addPotatoFoundAsAalu(page);

  const drawer = page.getByRole('dialog', { name: /^तपाईंको कार्ट/ });
  await expect(drawer.getByTestId('cart-line')).toBeVisible();
  await drawer.getByRole('button', { name: 'छिटो चेकआउटमा जानुहोस्' }).click();
  const checkout = page.getByRole('dialog', { name: 'छिटो अर्डर' });
  await checkout.getByLabel('पूरा नाम').fill('सीता शर्मा');
  // The phone keyboard's Devanagari digits are a valid number: only the missing address is refused, in Nepali.
  await checkout.getByLabel('फोन नम्बर').fill('९८४१२३४५६७');
  await checkout.getByRole('button', { name: 'अर्डर जाँच्नुहोस्' }).click();
  const toast = page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'विवरण मिलेन' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('जिल्ला आवश्यक छ');
  await expect(toast).not.toContainText('मोबाइल नम्बर');
  await expect(toast).not.toContainText(/[A-Za-z]{3,}/);
  await expect(checkout.getByLabel('फोन नम्बर')).not.toHaveAttribute('aria-invalid', 'true');

  await choose(checkout, 'जिल्ला', 'Kathm', /Kathmandu|काठमाडौं/);
  await choose(checkout, 'सहर/क्षेत्र', 'Tham', /^(Thamel|ठमेल)/);
  await checkout.getByLabel('चिनारी ठाउँ / ठेगाना').fill('नारायणहिटी गेट नजिकै');
  await checkout.getByRole('button', { name: 'अर्डर जाँच्नुहोस्' }).click();
  const confirm = page.getByRole('dialog', { name: 'आफ्नो अर्डर पक्का गर्नुहोस्' });
  await confirm.getByRole('button', { name: 'अर्डर गर्नुहोस्' }).click();

  await expect(page).toHaveURL(/\/ne\/order\/ORD-\d{6}$/);
  const orderNumber = new URL(page.url()).pathname.split('/').pop()!;
  const pb = await adminPb();
  const order = await pb.collection('orders').getFirstListItem(pb.filter('orderNumber = {:n}', { n: orderNumber }));
  // Stored in Latin digits, as staff read and dial it.
  expect(order.phone).toBe('9841234567');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.getByText('अर्डर गर्नुभएकोमा धन्यवाद!')).toBeVisible();
  await expect(page.locator('main')).toContainText(orderNumber);
  // The line under the product's Nepali name, in Devanagari digits; the estimated delivery day in BS first.
  await expect(page.getByRole('listitem').filter({ hasText: 'अर्गानिक आलु' }).first()).toContainText('१ × रु. १८०');
  await expect(page.locator('main')).toContainText(/मंसिर|पुस|माघ|फागुन|चैत|बैशाख|जेठ|असार|साउन|भदौ|असोज|कात्तिक/);
  // The delivery hours (the default "10:00 AM - 5:00 PM") in 24-hour Devanagari time.
  await expect(page.getByText('१०:०० - १७:००')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/\d:\d\d\s*[AP]M/);
  await expectNoAxeViolations(page, 'Nepali order page', testInfo);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.getByText('अर्डर गर्नुभएकोमा धन्यवाद!')).toBeVisible();
});
