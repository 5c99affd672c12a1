// The pickup charge in the checkout (docs/rules.md "Delivery days", "Pickup charge"): choosing a pickup point shows its
// charge instead of the delivery charge, in the checkout, the review and the stored order.
import { test, expect } from '@tests/harness/browser';
import { cartLine, openCheckout, savedCustomer, seedBrowser } from '@tests/harness/browser-cart';
import { expectNoAxeViolations } from '@tests/harness/axe';
import { adminPb } from '@tests/harness/stack';

test("a pickup point's charge stands for the delivery charge, in the checkout, the review and the order", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await seedBrowser(page, [await cartLine('jumla-apple', 1)], await savedCustomer('Kaski', 'Lakeside Pokhara'));
  const checkout = await openCheckout(page);
  const days = checkout.getByRole('group', { name: 'Delivery day' });
  await expect(days).toBeVisible();
  const address = (await checkout.getByTestId('totals-delivery').textContent()) ?? '';
  expect(address).not.toBe('Rs. 30');

  // The seeded Lakeside farmers corner charges Rs. 30 (scripts/seed/data.mjs pickupPoints).
  const pickup = days.getByRole('radio', { name: /Lakeside farmers corner.* · pickup charge Rs\. 30$/ }).first();
  await pickup.check();
  const row = checkout.getByTestId('totals-delivery');
  await expect(row).toHaveText('Rs. 30');
  await expect(row.locator('xpath=preceding-sibling::dt')).toHaveText('Pickup charge');
  await expectNoAxeViolations(page, 'checkout with a pickup point', testInfo);

  await checkout.getByRole('button', { name: 'Review Order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Your Order' });
  await expect(confirm.getByTestId('totals-delivery')).toHaveText('Rs. 30');
  await confirm.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/ORD-\d{6}$/);
  const pb = await adminPb();
  const order = await pb
    .collection('orders')
    .getFirstListItem(pb.filter('orderNumber = {:n}', { n: new URL(page.url()).pathname.split('/').pop() }));
  expect(order.deliveryCharge).toBe(30);
  expect(order.pickup_point).not.toBe('');
});
