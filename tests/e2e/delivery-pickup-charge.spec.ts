// The pickup charge in the checkout (docs/rules.md "Delivery days", "Pickup charge"): choosing a pickup point shows its
// charge instead of the delivery charge, in the checkout, the review and the stored order; the review and the order
// page name the point, its address and its hours instead of the delivery address and window, in English and Nepali;
// and a day closed after the order was placed is said on its page.
import { test, expect } from '@tests/harness/browser';
import { cartLine, openCheckout, savedCustomer, seedBrowser } from '@tests/harness/browser-cart';
import { expectNoAxeViolations } from '@tests/harness/axe';
import { adminPb } from '@tests/harness/stack';
import deliveryDays from '../../pocketbase/pb_hooks/lib/delivery-days.js';

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
  // The review says where and when to collect it, not the address it is not brought to.
  await expect(confirm.getByTestId('pickup-place')).toHaveText(
    'Collect at Lakeside farmers cornerLakeside Road 6, opposite the boat stationOpen 09:00–16:00',
  );
  await expect(confirm).not.toContainText('Near the Narayanhiti gate');
  await confirm.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/ORD-\d{6}$/);

  // The order page: the point, its address and hours, and the charge named as a pickup charge; no delivery window.
  const place = page.getByTestId('pickup-place');
  await expect(place).toContainText('Collect at Lakeside farmers corner');
  await expect(place).toContainText('Open 09:00–16:00');
  await expect(page.getByText('Lakeside farmers corner, Lakeside Road 6, opposite the boat station')).toBeVisible();
  await expect(page.getByText('10:00 AM - 5:00 PM')).toHaveCount(0);
  await expect(page.getByText('Near the Narayanhiti gate')).toHaveCount(0);
  const charge = page.locator('dt', { hasText: 'Pickup charge' });
  await expect(charge).toBeVisible();
  await expect(charge.locator('xpath=following-sibling::dd')).toHaveText('Rs. 30');
  await expectNoAxeViolations(page, 'a pickup order', testInfo);

  // The same order page in Nepali: the Nepali name and address, the hours in Devanagari digits.
  const number = new URL(page.url()).pathname.split('/').pop();
  await page.goto(`/ne/order/${number}`);
  const placeNe = page.getByTestId('pickup-place');
  await expect(placeNe).toContainText('लेकसाइड किसान कुनामा लिनुहोस्');
  await expect(placeNe).toContainText('लेकसाइड सडक ६, डुङ्गा स्टेसनको अगाडि');
  await expect(placeNe).toContainText('खुल्ने समय ०९:००–१६:००');
  await expect(page.locator('dt', { hasText: 'पिकअप शुल्क' })).toBeVisible();
  await expect(page.getByText('पिकअप स्थान')).toBeVisible();
  await expectNoAxeViolations(page, 'a pickup order in Nepali', testInfo);
  const pb = await adminPb();
  const order = await pb
    .collection('orders')
    .getFirstListItem(pb.filter('orderNumber = {:n}', { n: new URL(page.url()).pathname.split('/').pop() }));
  expect(order.deliveryCharge).toBe(30);
  expect(order.pickup_point).not.toBe('');

  // Its day closed after it was placed (a strike): the page says so until staff move it. A day far ahead, one the
  // point opens on, so closing it stops no other test's orders.
  const point = await pb.collection('pickup_points').getOne(order.pickup_point);
  let far = deliveryDays.addDays(order.delivery_day, 500 + Math.floor(Math.random() * 200));
  while (!point.weekdays.includes(deliveryDays.weekdayOf(far))) far = deliveryDays.addDays(far, 1);
  await pb.collection('orders').update(order.id, { delivery_day: far });
  const closure = await pb
    .collection('closed_days')
    .create({ name: 'Valley strike', name_ne: 'उपत्यका बन्द', from: far, to: far });
  try {
    await page.reload();
    await expect(page.getByTestId('day-closed')).toHaveText(
      'यो दिन (उपत्यका बन्द) कसैले डेलिभरी गर्दैन: हामी तपाईंको अर्डर सार्नेछौं र नयाँ दिन भन्नेछौं।',
    );
    await expectNoAxeViolations(page, 'a pickup order on a closed day, in Nepali', testInfo);
    await page.goto(`/order/${order.orderNumber}`);
    await expect(page.getByTestId('day-closed')).toHaveText(
      'Nobody delivers on this day (Valley strike): we will move your order and tell you its new day.',
    );
  } finally {
    await pb.collection('closed_days').delete(closure.id);
  }
});
