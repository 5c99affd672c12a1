// axe-core on the shop's interactive states, on the phone and the desktop project (tests/harness/axe.ts): the search
// dropdown with results, the cart drawer with items and empty, its checkout view with validation errors, an open
// district list and the promocode box, the confirm dialog, and the open mobile menu.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '@tests/harness/axe';
import { test, expect as baseExpect } from '@tests/harness/browser';
import { cartLine, openCart, openCheckout, savedCustomer, seedBrowser } from '@tests/harness/browser-cart';

// Islands hydrate and pages render slowly on a busy machine: a longer wait for each state (never a sleep).
const expect = baseExpect.configure({ timeout: 30_000 });

// axe reads every element's styles: on a busy machine one run takes tens of seconds.
test.describe.configure({ timeout: 240_000 });

/** Opens the header search (inline from 1024 px; behind the search button below) and types a query. */
async function searchFor(page: Page, query: string) {
  if (page.viewportSize()!.width >= 1024) {
    await expect(page.locator('astro-island[component-url*="SearchBox"]:not([ssr])')).toHaveCount(1);
  } else {
    await page
      .getByRole('button', { name: 'Open search' })
      .or(page.getByRole('link', { name: 'Search products' }))
      .click();
  }
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.click();
  await box.pressSequentially(query);
  return box;
}

test('the search dropdown with results', async ({ page }, testInfo) => {
  await page.goto('/');
  await searchFor(page, 'apple');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await expectNoAxeViolations(page, 'search-results', testInfo);
});

test('the cart drawer with items, then empty', async ({ page }, testInfo) => {
  await seedBrowser(page, [await cartLine('jumla-apple', 2), await cartLine('chiuri-honey', 1)]);
  const drawer = await openCart(page);
  await expect(drawer.getByRole('button', { name: 'Continue to Quick Checkout' })).toBeVisible();
  await expectNoAxeViolations(page, 'cart-items', testInfo);
  await page.evaluate(() => localStorage.removeItem('krishi-cart'));
  await page.reload();
  // With no cart stored the button hydrates on the tap itself, so its name carries no count until then.
  await page.getByRole('button', { name: /^Shopping cart/ }).click();
  const empty = page.getByRole('dialog', { name: /^Your Cart/ });
  await expect(empty).toBeVisible();
  await expect(empty.getByText(/Your cart is empty/i)).toBeVisible();
  await expectNoAxeViolations(page, 'cart-empty', testInfo);
});

test('the checkout view: validation errors, the district list open, the promocode box', async ({ page }, testInfo) => {
  await seedBrowser(page, [await cartLine('jumla-apple', 2)]);
  const checkout = await openCheckout(page);
  await checkout.getByRole('button', { name: 'Review Order' }).click();
  await expect(
    checkout.getByText('Please enter your full name').or(checkout.locator('[aria-invalid="true"]')).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'checkout-errors', testInfo);
  await checkout.getByRole('combobox', { name: 'District' }).click();
  await expect(checkout.getByRole('option').first()).toBeVisible();
  await expectNoAxeViolations(page, 'district-list', testInfo);
  await page.keyboard.press('Escape');
  await checkout.getByRole('button', { name: 'Have a promocode?' }).click();
  await expect(checkout.getByLabel('Promocode', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'promocode', testInfo);
});

test('the confirm dialog', async ({ page }, testInfo) => {
  await seedBrowser(page, [await cartLine('jumla-apple', 1)], await savedCustomer('Kathmandu', 'Thamel'));
  const checkout = await openCheckout(page);
  await checkout.getByRole('button', { name: 'Review Order' }).click();
  await expect(page.getByRole('dialog', { name: 'Confirm Your Order' })).toBeVisible();
  await expectNoAxeViolations(page, 'confirm-dialog', testInfo);
});

test('the open mobile menu', async ({ page, isMobile }, testInfo) => {
  test.skip(!isMobile, 'the slide-out menu shows below 1024 px');
  await page.goto('/');
  await page.getByLabel('Menu', { exact: true }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await expectNoAxeViolations(page, 'mobile-menu', testInfo);
});
