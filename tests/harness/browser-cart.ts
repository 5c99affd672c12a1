// Cart and checkout helpers for the browser tests: cart lines built from the seeded PocketBase products, and a
// browser whose localStorage holds a given cart / customer before the page loads.
import { expect, type Locator, type Page } from '@playwright/test';
import type { CartItem } from '@/features/cart/rules';
import type { CustomerInfo } from '@/features/cart/store';
import { clearOfNepalEdges } from './browser';
import { CHECKOUT_MARGIN, SEEDED_CUTOFFS } from './clock-edge';
import { place } from './seed';
import { adminPb } from './stack';

export const CART_KEY = 'krishi-cart';
export const CUSTOMER_KEY = 'krishi-customer';

/** A cart line for the seeded product with this slug, as the shop's add-to-cart would store it. */
export async function cartLine(slug: string, quantity: number, over: Partial<CartItem> = {}): Promise<CartItem> {
  const pb = await adminPb();
  const p = await pb.collection('web_products').getFirstListItem(pb.filter('slug = {:slug}', { slug }));
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    price: p.price,
    unit: p.unit,
    image: '/placeholder.svg',
    category: p.category,
    badges: [],
    farmerName: p.farmerName ?? '',
    location: p.location ?? '',
    hasTraceability: Boolean(p.hasTraceability),
    is_available: p.is_available !== false,
    quantity,
    ...(p.minOf ? { minOf: p.minOf } : {}),
    ...over,
  };
}

/** Saved customer info for a district and one of its delivery branches (by name), with a charge of 0. */
export async function savedCustomer(districtName: string, branchName: string): Promise<CustomerInfo> {
  const where = await place(districtName, branchName, await adminPb());
  return {
    name: 'Sita Sharma',
    phone: '9841234567',
    email: '',
    district: where.districtId,
    districtName,
    city: where.cityId,
    cityName: branchName,
    deliveryCharge: 0,
    landmark: 'Near the Narayanhiti gate',
    notes: '',
  };
}

/** Loads the home page with this cart (and optionally customer info) in localStorage. */
export async function seedBrowser(page: Page, cart: CartItem[], customer?: CustomerInfo): Promise<void> {
  await page.goto('/');
  await page.evaluate(
    ([cartKey, cartValue, customerKey, customerValue]) => {
      localStorage.setItem(cartKey!, cartValue!);
      if (customerValue) localStorage.setItem(customerKey!, customerValue);
      else localStorage.removeItem(customerKey!);
    },
    [CART_KEY, JSON.stringify(cart), CUSTOMER_KEY, customer ? JSON.stringify(customer) : ''],
  );
  await page.reload();
}

/** The header cart button; its name carries the count only once the island has hydrated. */
export function cartButton(page: Page): Locator {
  return page.getByRole('button', { name: /^Shopping cart, \d+ items?$/ });
}

/** Opens the drawer and returns it. */
export async function openCart(page: Page): Promise<Locator> {
  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: /^Your Cart/ });
  await expect(drawer).toBeVisible();
  return drawer;
}

/**
 * Waits, in a browser test about to check out, until no seeded cut-off is a minute and a half away (nor one the shop
 * may still offer the day of): the test would place an order on a day that closed meanwhile.
 */
export async function clearOfCutoffs(): Promise<void> {
  await clearOfNepalEdges(SEEDED_CUTOFFS, CHECKOUT_MARGIN);
}

/** Opens the drawer and goes to the quick checkout view (clear of the cut-offs). */
export async function openCheckout(page: Page): Promise<Locator> {
  await clearOfCutoffs();
  const drawer = await openCart(page);
  await drawer.getByRole('button', { name: 'Continue to Quick Checkout' }).click();
  const checkout = page.getByRole('dialog', { name: 'Quick Checkout' });
  await expect(checkout.getByRole('button', { name: 'Review Order' })).toBeVisible();
  return checkout;
}

/** Picks an option in one of the checkout's searchable selects. */
export async function choose(scope: Locator, label: string, search: string, option: string | RegExp): Promise<void> {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(search);
  await scope.getByRole('option', { name: option }).click();
}
