// Checkout failure paths (docs/rules.md §8): the shopper's connection drops on a server call. Calls are cut with
// page.route(...).abort(), the way a flaky rural connection would cut them.
import type { Page } from '@playwright/test';
import { test, expect } from '@tests/harness/browser';
import { cartLine, openCheckout, savedCustomer, seedBrowser } from '@tests/harness/browser-cart';
import { DISTRICT_CACHE_KEY, DISTRICT_CACHE_MS } from '@/features/checkout/district-cache';

/** Makes every call to this server action fail as if the network dropped. */
const cutAction = (page: Page, name: string) =>
  page.route(new RegExp(`/_actions/${name}/?$`), (route) => route.abort('connectionreset'));

/** Makes the delivery areas kept with the shop unreachable too (src/features/checkout/delivery-areas.ts). */
const cutKeptAreas = (page: Page) => page.route(/\/delivery-areas\.json$/, (route) => route.abort('connectionreset'));

/** Puts a districts cache of the given age into localStorage (docs/rules.md §9: 5 minutes). */
async function cacheDistricts(page: Page, ageMs: number, districts: { id: string; districtName: string }[]) {
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [DISTRICT_CACHE_KEY, JSON.stringify({ timestamp: Date.now() - ageMs, districts })],
  );
}

test('districts that cannot be loaded give the "Failed to load districts" toast', async ({ page }) => {
  await cutAction(page, 'listDistricts');
  await cutKeptAreas(page);
  await seedBrowser(page, [await cartLine('jumla-apple', 1)]);
  await openCheckout(page);
  await expect(page.getByText('Failed to load districts. Please refresh the page.')).toBeVisible();
});

test('a stale districts cache is used when loading fails', async ({ page }) => {
  await cutAction(page, 'listDistricts');
  await seedBrowser(page, [await cartLine('jumla-apple', 1)]);
  await cacheDistricts(page, DISTRICT_CACHE_MS * 3, [
    { id: 'cached-1', districtName: 'Ilam' },
    { id: 'cached-2', districtName: 'Jhapa' },
  ]);
  const checkout = await openCheckout(page);
  await checkout.getByRole('combobox', { name: 'District' }).click();
  await expect(checkout.getByRole('option')).toHaveText(['Ilam', 'Jhapa']);
  await expect(page.getByText('Failed to load districts. Please refresh the page.')).toHaveCount(0);
});

test('cities that cannot be loaded give the "Failed to load cities" toast', async ({ page }) => {
  await cutAction(page, 'listBranches');
  await cutKeptAreas(page);
  await seedBrowser(page, [await cartLine('jumla-apple', 1)]);
  await cacheDistricts(page, 0, [{ id: 'cached-1', districtName: 'Kathmandu' }]);
  const checkout = await openCheckout(page);
  await checkout.getByRole('combobox', { name: 'District' }).click();
  await checkout.getByRole('option', { name: 'Kathmandu' }).click();
  await expect(page.getByText('Failed to load cities. Please try again.')).toBeVisible();
});

test('a coupon that cannot be checked gives "Error applying coupon"', async ({ page }) => {
  await cutAction(page, 'validateCoupon');
  await seedBrowser(page, [await cartLine('jumla-apple', 2)]);
  const checkout = await openCheckout(page);
  await checkout.getByRole('button', { name: 'Have a promocode?' }).click();
  await checkout.getByLabel('Promocode', { exact: true }).fill('DASHAIN100');
  await checkout.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Error applying coupon')).toBeVisible();
  await expect(checkout.getByTestId('applied-coupon')).toHaveCount(0);
  await expect(checkout.getByRole('button', { name: 'Apply' })).toBeEnabled();
});

test('a stock check that cannot run blocks the order with "Failed to verify product availability"', async ({
  page,
}) => {
  await cutAction(page, 'checkStock');
  await seedBrowser(page, [await cartLine('jumla-apple', 1)], await savedCustomer('Kathmandu', 'Thamel'));
  const checkout = await openCheckout(page);
  await checkout.getByRole('button', { name: 'Review Order' }).click();
  await expect(checkout.getByRole('alert')).toHaveText('Failed to verify product availability. Please try again.');
  await expect(page.getByRole('dialog', { name: 'Confirm Your Order' })).toBeHidden();
  await expect(checkout.getByRole('button', { name: 'Review Order' })).toBeEnabled();
});
