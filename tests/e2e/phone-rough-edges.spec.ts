// What a shopper meets on a 390 px phone, in English and Nepali: the product page's bottom bar on scrolling, a
// checkout toast beside the drawer's buttons, the blog's date line, the not-found page's language switch and
// canonical, the Nepali offline address, the district list with nothing found, the feedback form's toast and the
// order page's phone field. Each state is checked with axe-core where it is new.
import type { Page } from '@playwright/test';
import { expectData } from '@tests/harness/actions-client';
import { expectNoAxeViolations } from '@tests/harness/axe';
import { expect, hydrated, test } from '@tests/harness/browser';
import { cartLine, openCheckout, seedBrowser } from '@tests/harness/browser-cart';
import { customer, orderInput } from '@tests/harness/orders';
import { place, product } from '@tests/harness/seed';
import type { PlaceOrderResult } from '@/features/checkout/contract';

test.use({ viewport: { width: 390, height: 844 } });

test('the product page shows its bottom bar once the shopper scrolls past the buy box, with nothing tapped', async ({
  page,
}) => {
  await page.goto('/products/jumla-apple');
  const bar = page.getByTestId('sticky-bar');
  await expect(bar).toHaveAttribute('data-shown', 'false');
  // A scroll alone (a mouse wheel here: no touch, key or click first).
  await page.mouse.wheel(0, 1500);
  await expect(bar).toHaveAttribute('data-shown', 'true');
  await expect(bar).toBeInViewport();
  await page.mouse.wheel(0, -3000);
  await expect(bar).toHaveAttribute('data-shown', 'false');
});

/** The element at the centre of `target`'s box is `target` or inside it: nothing covers it. */
async function uncovered(page: Page, target: import('@playwright/test').Locator): Promise<boolean> {
  const box = await target.boundingBox();
  if (!box) return false;
  const handle = await target.elementHandle();
  return page.evaluate(
    ([el, x, y]) => {
      const hit = document.elementFromPoint(x as number, y as number);
      return hit !== null && (el as Element).contains(hit);
    },
    [handle, box.x + box.width / 2, box.y + box.height / 2] as const,
  );
}

test("the checkout's validation toast leaves the drawer's Back and Close buttons in sight and in reach", async ({
  page,
}, testInfo) => {
  await seedBrowser(page, [await cartLine('jumla-apple', 1)]);
  const checkout = await openCheckout(page);
  await checkout.getByRole('button', { name: 'Review Order' }).click();
  const toast = page.locator('[data-toast]');
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Validation Error');

  const bar = checkout.locator('[data-drawer-bar]');
  const buttons = bar.getByRole('button');
  await expect(buttons).toHaveCount(2);
  for (const button of await buttons.all()) expect(await uncovered(page, button)).toBe(true);
  const [toastBox, barBox] = [await toast.boundingBox(), await bar.boundingBox()];
  expect(toastBox!.y).toBeGreaterThanOrEqual(barBox!.y + barBox!.height);
  await expectNoAxeViolations(page, 'checkout toast on a phone', testInfo);

  await bar.getByRole('button', { name: /^Close/ }).click({ timeout: 2000 });
  await expect(checkout).toBeHidden();
});

test('a Nepali blog date reads as one line: "(" and ")" beside the AD date, not apart from it', async ({ page }) => {
  for (const path of ['/ne/blog', '/ne/blog/chiuri-honey-and-the-chepang']) {
    await page.goto(path);
    const dates = page.locator('main [data-shop-date]');
    expect(await dates.count(), path).toBeGreaterThan(0);
    const gaps = await dates.evaluateAll((spans) =>
      spans.map((span) => {
        const time = span.querySelector('time')!;
        const text = (span.textContent ?? '').replace(/\s+/g, ' ').trim();
        // The box of the "(" just before the AD date and of the ")" just after it.
        const char = (node: Node | null, at: 'last' | 'first') => {
          if (!node?.textContent) return null;
          const range = document.createRange();
          const i = at === 'last' ? node.textContent.length - 1 : 0;
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          return { text: range.toString(), box: range.getBoundingClientRect() };
        };
        const open = char(time.previousSibling, 'last');
        const close = char(time.nextSibling, 'first');
        const first = time.getClientRects()[0]!;
        const rects = time.getClientRects();
        const last = rects[rects.length - 1]!;
        return {
          text,
          open: open?.text,
          close: close?.text,
          beforeGap: open ? first.left - open.box.right : 0,
          afterGap: close ? close.box.left - last.right : 0,
          sameLine:
            open && close ? Math.abs(open.box.top - first.top) < 4 && Math.abs(close.box.top - last.top) < 4 : true,
        };
      }),
    );
    for (const date of gaps) {
      expect(date.text, path).toMatch(/^[०-९]+ \S+ [०-९]+ \([०-९]+ \S+ [०-९]+\)$/);
      expect([date.open, date.close], date.text).toEqual(['(', ')']);
      expect(date.beforeGap, date.text).toBeLessThan(3);
      expect(date.afterGap, date.text).toBeLessThan(3);
      expect(date.sameLine, date.text).toBe(true);
    }
  }
});

test('the English not-found page has no canonical address, and its language switch opens the address asked for in Nepali', async ({
  page,
}, testInfo) => {
  const answer = await page.goto('/no-such-page?from=qr');
  expect(answer?.status()).toBe(404);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
  const switches = page.locator('a[data-language-switch="ne"]');
  for (const link of await switches.all())
    await expect(link).toHaveAttribute('href', /^(https?:\/\/[^/]+)?\/ne\/no-such-page$/);

  await page.locator('details[data-mobile-menu] > summary').click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'नेपाली', exact: true }).click();
  await expect(page).toHaveURL(/\/ne\/no-such-page\?from=qr$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect(page.getByText('४०४')).toBeAttached();
  await expectNoAxeViolations(page, 'Nepali not-found page', testInfo);
});

test('/ne/offline is the offline page, with the shop around it in Nepali', async ({ page }, testInfo) => {
  const answer = await page.goto('/ne/offline');
  expect(answer?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  // Nepali first, English beside it
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('तपाईं अफलाइन हुनुहुन्छ');
  await expect(page.getByText('You are offline')).toBeVisible();
  await expect(page.getByRole('button', { name: 'कार्ट खोल्नुहोस् (Open your cart)' })).toBeVisible();
  await expectNoAxeViolations(page, 'Nepali offline page', testInfo);
});

test('a district search that finds nothing says so beside the list, which holds options only', async ({
  page,
}, testInfo) => {
  await seedBrowser(page, [await cartLine('jumla-apple', 1)]);
  const checkout = await openCheckout(page);
  const district = checkout.getByRole('combobox', { name: 'District' });
  await district.click();
  // Letters no district's name folds to ("zzzz" would: z is read as j, as shoppers type it, and finds Jumla).
  await district.fill('xxxxxx');
  await expect(checkout.getByRole('status').filter({ hasText: 'No district found' })).toBeVisible();
  await expect(checkout.getByRole('listbox').locator(':scope > :not([role="option"])')).toHaveCount(0);
  await expectNoAxeViolations(page, 'no district found', testInfo);
});

test('the feedback form\'s "Rating Required" toast is readable (contrast of 4.5:1 or more)', async ({
  page,
}, testInfo) => {
  await page.goto('/feedback');
  await hydrated(page, 'FeedbackForm');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  const toast = page.locator('[data-toast]');
  await expect(toast).toContainText('Rating Required');
  await expectNoAxeViolations(page, 'feedback rating toast', testInfo);
});

test("the order page's phone field is named for the phone number; its form for what it shows", async ({
  page,
}, testInfo) => {
  const [kathmandu, honey] = await Promise.all([place('Kathmandu', 'Baneshwor'), product('chiuri-honey')]);
  const placed = await expectData<PlaceOrderResult>(
    'placeOrder',
    orderInput(kathmandu, [{ product: honey, quantity: 1 }], { customer: customer(kathmandu) }),
  );
  for (const [path, phone, form] of [
    [`/order/${placed.orderNumber}`, 'Phone number', "See this order's items and total"],
    [`/ne/order/${placed.orderNumber}`, 'फोन नम्बर', 'यो अर्डरका सामान र जम्मा रकम हेर्नुहोस्'],
  ] as const) {
    await page.goto(path);
    const lookup = page.getByRole('form', { name: form });
    await expect(lookup).toBeVisible({ timeout: 30_000 });
    await expect(lookup.getByRole('textbox', { name: phone, exact: true })).toBeVisible();
    await expectNoAxeViolations(page, `order lookup ${path}`, testInfo);
  }
});
