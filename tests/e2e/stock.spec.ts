// Live stock on prebuilt pages (docs/rules.md §5 Stock allocation): a page built before an order elsewhere shows
// what the lots have left once it opens ("Only N left"), its stepper stops there, and the card follows too.
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from '@tests/harness/browser';
import { callAction } from '@tests/harness/actions-client';
import { orderInput } from '@tests/harness/orders';
import { place, product as seedProduct } from '@tests/harness/seed';
import { adminClient } from '@tests/harness/stack';
import type { PlaceOrderResult } from '@/features/checkout/contract';

const card = (page: Page, slug: string) => page.locator(`[data-product-card="${slug}"]`);

test('"Only N left" on a prebuilt page after an order elsewhere; the stepper stops at what is left', async ({
  page,
}) => {
  // A product no other browser test reads.
  const slug = 'gahat-horse-gram';
  const pb = await adminClient();
  const product = await seedProduct(slug);
  const lot = await pb.collection('lots').create({
    product: product.id,
    harvest_date: '2026-10-01',
    pack_date: '2026-10-02',
    origin_district: 'Ilam',
    units: 5,
  });
  let orderId = '';
  try {
    await page.goto(`/products/${slug}`);
    await hydrated(page, 'PurchaseBox');
    await expect(page.locator('[data-stock-left]')).toHaveText('Only 5 left');

    // Someone else orders 2.
    const placed = await callAction<PlaceOrderResult>(
      'placeOrder',
      orderInput(await place(), [{ product, quantity: Math.max(2, product.minOf) }]),
    );
    expect(placed.error).toBeUndefined();
    const left = 5 - Math.max(2, product.minOf);
    orderId = (
      await pb.collection('orders').getFirstListItem(pb.filter('orderNumber = {:n}', { n: placed.data!.orderNumber }))
    ).id;

    await page.goto(`/products/${slug}`);
    await hydrated(page, 'PurchaseBox');
    await expect(page.locator('[data-stock-left]')).toHaveText(`Only ${left} left`);
    // The stepper's maximum is the smaller of 99 and what is left.
    const plus = page.getByRole('button', { name: 'Increase quantity' });
    while (await plus.isEnabled()) await plus.click();
    await expect(page.getByTestId('quantity')).toHaveText(String(left));
    await expect(page.getByRole('button', { name: `Add ${left} to Cart` })).toBeEnabled();

    // The card on the list follows.
    await page.goto(`/products?search=${encodeURIComponent(product.name)}`);
    await hydrated(page, 'ProductBrowser');
    await expect(card(page, slug).locator('[data-stock-left]')).toHaveText(`Only ${left} left`);
  } finally {
    if (orderId) await pb.collection('orders').update(orderId, { status: 'Cancelled', status_reason: 'Test over' });
    // No units: the lot is only traced again and the product sells as before.
    await pb.collection('lots').update(lot.id, { units: 0 });
  }
});
