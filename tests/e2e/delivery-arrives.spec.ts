// The "would arrive" line (docs/rules.md "Delivery days", "Would arrive"; src/features/catalog/Arrives.astro,
// arrives.page-script.ts, src/features/delivery/CartArrives.tsx): the product page and the cart say the day an order
// placed now would arrive for the shopper's saved branch, asked live, so a cut-off that passed after the build is
// never promised; with no saved area they say where to choose it. English and Nepali, axe-clean.
import type { Page } from '@playwright/test';
import { test, expect } from '@tests/harness/browser';
import { cartLine, openCart, savedCustomer, seedBrowser } from '@tests/harness/browser-cart';
import { expectNoAxeViolations } from '@tests/harness/axe';
import { everyDayRoute } from '@tests/harness/orders';
import { adminPb } from '@tests/harness/stack';
import { stockedProduct, stockLot } from '@tests/harness/stock';

// Branches no other browser test reads, one per project (each gets a route of its own, so no cached answer of the
// other project's run is read).
const BRANCH = { desktop: 'Suryabinayak', mobile: 'Thimi' } as const;
const SLUG = 'jumla-apple';
const NEPAL_MS = (5 * 60 + 45) * 60_000;
const MONTHS = 'January February March April May June July August September October November December'.split(' ');
const WEEKDAYS = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');

/** "YYYY-MM-DD" of the Nepal day `n` days after today. */
const nepalDay = (n: number) => new Date(Date.now() + NEPAL_MS + n * 86_400_000).toISOString().slice(0, 10);
/** The AD half of the checkout's words for a day: "Tuesday, 1 December 2026". */
function adWords(day: string): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** The first day from `day` on that no closed period holds. */
async function firstNotClosed(day: string): Promise<string> {
  const pb = await adminPb();
  const closed = await pb.collection('closed_days').getFullList({ fields: 'from,to' });
  let d = day;
  while (closed.some((c) => d >= String(c.from).slice(0, 10) && d <= String(c.to).slice(0, 10)))
    d = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return d;
}

/** This project's branch on a route of its own that delivers every day, its orders closing at `cutoff` the day before. */
async function routeForBranch(project: string, cutoff: string) {
  const pb = await adminPb();
  const where = await savedCustomer('Bhaktapur', BRANCH[project as keyof typeof BRANCH]);
  const route = await everyDayRoute(pb, `Arrives test ${project} ${Date.now()}`, [where.city], { cutoff_time: cutoff });
  return { pb, route, customer: where };
}

const arrives = (page: Page) => page.getByTestId('arrives');

test('a cut-off that passed after the build is not promised: the product page and the cart say the next day', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // The page was built before this route existed; its first day's cut-off (today 00:00, for tomorrow) has passed.
  const { pb, route, customer } = await routeForBranch(testInfo.project.name, '00:00');
  try {
    const html = await (await page.request.get(`/products/${SLUG}`)).text();
    expect(html).toMatch(/data-arrives-day hidden><\/p>/); // the prebuilt page promises no day
    expect(html).toContain('/delivery-days.json?'); // its script is in the page: no request of its own
    const expected = await firstNotClosed(nepalDay(2));
    expect(expected > nepalDay(1)).toBe(true);

    await seedBrowser(page, [await cartLine(SLUG, 1)], customer);
    await page.goto(`/products/${SLUG}`);
    const line = arrives(page).locator('[data-arrives-day]');
    await expect(line).toBeVisible();
    await expect(line).toHaveText(
      new RegExp(`^Order now and it arrives on ${adWords(expected)} · \\d{1,2} [A-Z][a-z]+ \\d{4} BS\\.$`),
    );
    await expect(line).not.toContainText(adWords(nepalDay(1)));
    await expectNoAxeViolations(page, 'product page with its arrival day', testInfo);

    // The cart says the same day.
    const drawer = await openCart(page);
    await expect(drawer.getByTestId('cart-arrives')).toHaveText((await line.textContent()) ?? '');

    // On the Nepali page: Nepali words, BS first, Devanagari digits only.
    await page.goto(`/ne/products/${SLUG}`);
    const ne = arrives(page).locator('[data-arrives-day]');
    await expect(ne).toBeVisible();
    await expect(ne).toHaveText(/^अहिले अर्डर गर्नुभयो भने [^\d]+, [०-९]+ [^\d]+ मा आइपुग्छ।$/);
    await expectNoAxeViolations(page, 'Nepali product page with its arrival day', testInfo);
  } finally {
    await pb.collection('routes').delete(route.id);
  }
});

test('with no saved area the product page and the cart say where to choose it', async ({ page }, testInfo) => {
  await seedBrowser(page, [await cartLine(SLUG, 1)]);
  await page.goto(`/products/${SLUG}`);
  const none = arrives(page).locator('[data-arrives-none]');
  await expect(none).toBeVisible();
  await expect(none).toContainText('Choose your delivery area at checkout');
  // A space between the sentence and the link (the markup's line break was dropped: "arrive.Where we deliver").
  await expect(none).toHaveText(/\. Where we deliver$/);
  await expect(none.getByRole('link', { name: 'Where we deliver' })).toHaveAttribute('href', '/shipping');
  await expect(arrives(page).locator('[data-arrives-day]')).toBeHidden();
  await expectNoAxeViolations(page, 'product page with no saved area', testInfo);

  // In the cart, the button opens the quick checkout, where the area is chosen.
  const drawer = await openCart(page);
  await drawer.getByRole('button', { name: 'Choose your area' }).click();
  await expect(page.getByRole('dialog', { name: 'Quick Checkout' })).toBeVisible();
});

test("a pre-order's line counts from its ships-from day", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const { pb, route, customer } = await routeForBranch(testInfo.project.name, '18:00');
  const product = await stockedProduct('Arrives Preorder', pb);
  const ships = nepalDay(45);
  await stockLot(product, { stock_status: 'pre-order', harvest_date: ships, expected_units: 10, preorder_cap: 6 }, pb);
  try {
    await seedBrowser(page, [], customer);
    await page.goto(`/products/${product.slug}`);
    const line = arrives(page).locator('[data-arrives-day]');
    await expect(line).toBeVisible();
    // Every day delivers: the first is the ships-from day itself (or the first after it no closed period holds).
    await expect(line).toContainText(`Order now and it arrives on ${adWords(await firstNotClosed(ships))} · `);
    // The checkout says why no earlier day is offered: the whole order waits for the pre-order.
    await page.getByRole('button', { name: /^Pre-order/ }).click();
    await page.getByRole('button', { name: 'Continue to Quick Checkout' }).click();
    const checkout = page.getByRole('dialog', { name: 'Quick Checkout' });
    await expect(checkout.getByTestId('delivery-days-preorder')).toHaveText(
      new RegExp(
        `^A pre-ordered item ships from ${adWords(ships)} · .+ BS, so your whole order comes together from then\\.$`,
      ),
    );
    await expect(checkout.getByTestId('delivery-days').getByRole('radio').first()).toBeChecked();
    await expectNoAxeViolations(page, 'checkout of a cart with a pre-order', testInfo);
    await page.goto('/ne/');
    await page.getByRole('button', { name: /^किनमेल कार्ट, / }).click();
    await page.getByRole('button', { name: 'छिटो चेकआउटमा जानुहोस्' }).click();
    const nepali = page.getByRole('dialog', { name: 'छिटो अर्डर' }).getByTestId('delivery-days-preorder');
    await expect(nepali).toContainText('अग्रिम अर्डरको सामान');
    await expect(nepali).not.toContainText(/[0-9]/);
  } finally {
    await pb.collection('routes').delete(route.id);
    await pb.collection('web_products').update(product.id, { isVisible: false });
  }
});
