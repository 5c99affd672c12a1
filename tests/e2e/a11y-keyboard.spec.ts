// Keyboard and screen-reader paths (issue 26): focus follows the drawer's views, the open mobile menu keeps Tab
// inside, every dialog gives focus back to what opened it; toasts sit in live regions, the cart badge and the
// stepper are words to a screen reader, and the order tracker marks its current step.
import type { Locator, Page } from '@playwright/test';
import { expectData } from '@tests/harness/actions-client';
import { test, expect as baseExpect, hydrated as hydratedIsland } from '@tests/harness/browser';
import { cartButton, cartLine, savedCustomer, seedBrowser } from '@tests/harness/browser-cart';
import { orderInput } from '@tests/harness/orders';
import { place, product } from '@tests/harness/seed';
import type { PlaceOrderResult } from '@/features/checkout/contract';

// Islands hydrate and pages render slowly on a busy machine: a longer wait for each state (never a sleep).
const expect = baseExpect.configure({ timeout: 30_000 });
/** Waits until an island's JavaScript has taken over (tests/harness/browser.ts), with the longer wait. */
const hydrated = (page: Page, component: string) => hydratedIsland(page, component, { timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const focused = (page: Page) => page.locator(':focus');

/** Opens the cart drawer (as tests/harness/browser-cart.ts does, with the longer wait: the button hydrates on the tap). */
async function openCart(page: Page): Promise<Locator> {
  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: /^Your Cart/ });
  await expect(drawer).toBeVisible();
  return drawer;
}

async function openCheckout(page: Page): Promise<Locator> {
  const drawer = await openCart(page);
  await drawer.getByRole('button', { name: 'Continue to Quick Checkout' }).click();
  const checkout = page.getByRole('dialog', { name: 'Quick Checkout' });
  await expect(checkout.getByRole('button', { name: 'Review Order' })).toBeVisible();
  return checkout;
}

/** What the checkout keeps after placing an order: the order page shows its status with it. */
async function saveLastOrder(page: Page, placed: PlaceOrderResult) {
  const value = JSON.stringify({ ...placed.order, accessToken: placed.accessToken });
  await page.addInitScript((stored) => sessionStorage.setItem('lastOrder', stored), value);
}

/** Presses Tab until `target` has focus (at most `max` times); fails if it never does. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('focus follows the cart drawer', () => {
  test('"Continue to Quick Checkout" and "Back to Cart" put focus on the new view\'s heading', async ({ page }) => {
    await seedBrowser(page, [await cartLine('jumla-apple', 1)]);
    const drawer = await openCart(page);
    const go = drawer.getByRole('button', { name: 'Continue to Quick Checkout' });
    await go.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Quick Checkout' })).toBeFocused();
    const back = page.getByRole('button', { name: 'Back to Cart' });
    await back.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /^Your Cart/ })).toBeFocused();
  });

  test('removing the last item puts focus on "Your Cart"; closing gives it back to the cart button', async ({
    page,
  }) => {
    await seedBrowser(page, [await cartLine('jumla-apple', 1)]);
    const drawer = await openCart(page);
    await drawer.getByRole('button', { name: /^Remove / }).focus();
    await page.keyboard.press('Enter');
    await expect(drawer.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(cartButton(page)).toBeFocused();
  });
});

test.describe('every dialog gives focus back to what opened it', () => {
  test('the confirm dialog: Edit Order and Escape return to "Review Order"', async ({ page }) => {
    await seedBrowser(page, [await cartLine('jumla-apple', 1)], await savedCustomer('Kathmandu', 'Thamel'));
    const checkout = await openCheckout(page);
    const review = checkout.getByRole('button', { name: 'Review Order' });
    await review.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Confirm Your Order' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Edit Order' }).click();
    await expect(dialog).toBeHidden();
    await expect(review).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(review).toBeFocused();
  });

  test('the filter sheet returns focus to the Filters button (Escape, Apply Filters)', async ({ page }) => {
    await page.goto('/products');
    await hydrated(page, 'ProductBrowser');
    const filters = page.getByRole('button', { name: /^Filters/ });
    const sheet = page.locator('#product-filters');
    await filters.focus();
    await page.keyboard.press('Enter');
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(filters).toBeFocused();
    await filters.click();
    await sheet.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(sheet).toBeHidden();
    await expect(filters).toBeFocused();
  });

  test('the search dialog (820 px) and the phone search bar return focus to the search button', async ({ page }) => {
    await page.goto('/');
    const open = page
      .getByRole('button', { name: 'Open search' })
      .or(page.getByRole('link', { name: 'Search products' }));
    test.skip((page.viewportSize()?.width ?? 0) >= 1024, 'the search is inline from 1024 px');
    await open.click();
    const box = page.getByRole('combobox', { name: 'Search products' });
    await expect(box).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open search' })).toBeFocused();
  });
});

test('Tab stays inside the open mobile menu, and Escape closes it on its toggle', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the slide-out menu shows below 1024 px');
  await page.goto('/');
  const toggle = page.locator('details[data-mobile-menu] > summary');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#mobile-menu')).toBeVisible();
  const links = page.locator('#mobile-menu a[href]');
  const count = await links.count();
  // Once round the menu and on: focus never leaves the toggle and the menu's links.
  for (let i = 0; i < count + 3; i++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(() => {
      const el = document.activeElement;
      return Boolean(el?.closest('#mobile-menu') || el?.matches('details[data-mobile-menu] > summary'));
    });
    expect(inside, `Tab ${i + 1} left the menu`).toBe(true);
  }
  await toggle.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(links.last()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('#mobile-menu')).toBeHidden();
  await expect(toggle).toBeFocused();
});

test.describe('screen readers', () => {
  test('toasts appear inside live regions that were there before them: errors assertive, the rest polite', async ({
    page,
  }) => {
    await seedBrowser(page, [await cartLine('jumla-apple', 2)]);
    // Both regions are in the page before any toast (a region added with its message is not announced).
    await expect(page.locator('[data-live="polite"][role="status"][aria-live="polite"]')).toHaveCount(1);
    await expect(page.locator('[data-live="assertive"][role="alert"][aria-live="assertive"]')).toHaveCount(1);
    const checkout = await openCheckout(page);
    await checkout.getByRole('button', { name: 'Review Order' }).click();
    await expect(page.locator('[data-live="assertive"] [data-toast]')).toContainText('Validation Error');
    await checkout.getByRole('button', { name: 'Have a promocode?' }).click();
    await checkout.getByLabel('Promocode', { exact: true }).fill('DASHAIN100');
    await checkout.getByRole('button', { name: 'Apply' }).click();
    await expect(page.locator('[data-live="polite"] [data-toast]')).toContainText('Coupon applied successfully');
    await expect(page.locator('[data-live="assertive"] [data-toast]')).toHaveCount(0);
  });

  test("the cart badge count is text in the button's name; the stepper says its value with its name", async ({
    page,
  }) => {
    await seedBrowser(page, [await cartLine('jumla-apple', 2)]);
    const button = page.getByRole('button', { name: 'Shopping cart, 2 items' });
    await expect(button).toBeVisible();
    await expect(button).not.toHaveAttribute('aria-label', /.*/);
    await expect(button.getByText('Shopping cart, 2 items')).toHaveCount(1);
    const drawer = await openCart(page);
    const line = drawer.getByTestId('cart-line');
    await line.getByRole('button', { name: /^Increase quantity/ }).click();
    await expect(line.getByTestId('cart-quantity')).toHaveText('3');
    const name = (await line.getByRole('link').first().textContent())?.trim();
    await expect(line.locator('[aria-live="polite"]')).toHaveText(`Quantity of ${name}: 3`);
    // The product page's stepper too.
    await page.keyboard.press('Escape');
    await page.goto('/products/jumla-apple');
    await hydrated(page, 'PurchaseBox');
    await page.getByRole('button', { name: 'Increase quantity' }).first().click();
    await expect(page.locator('[aria-live="polite"]', { hasText: /^Quantity: 2$/ }).first()).toBeAttached();
  });

  test('the order tracker marks the current step and says which are done', async ({ page }) => {
    const [kathmandu, honey] = await Promise.all([place('Kathmandu', 'Baneshwor'), product('chiuri-honey')]);
    const placed = await expectData<PlaceOrderResult>(
      'placeOrder',
      orderInput(kathmandu, [{ product: honey, quantity: 1 }]),
    );
    await saveLastOrder(page, placed);
    await page.goto(`/order/${placed.orderNumber}`);
    const tracker = page.getByRole('list', { name: 'Order status' });
    await expect(tracker.locator('[aria-current="step"]')).toHaveCount(1, { timeout: 30_000 });
    await expect(tracker.locator('[aria-current="step"]')).toContainText('Order Confirmed');
    await expect(tracker.getByRole('listitem')).toHaveCount(3);
  });
});

test("the product gallery's slide strip takes focus and scrolls with the arrow keys", async ({ page }) => {
  await page.goto('/products/jumla-apple');
  await hydrated(page, 'ProductGallery');
  const strip = page.locator('[aria-roledescription="carousel"]');
  await tabTo(page, strip);
  await expect(focused(page)).toHaveAttribute('aria-roledescription', 'carousel');
});
