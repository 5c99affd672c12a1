// The checkout's delivery day (docs/rules.md "Delivery days"; src/features/delivery/DeliveryDayPicker.tsx): the next
// open days of the shopper's route, each as its weekday with the AD and BS dates, the chosen one on the confirmation
// and stored with the order; on Nepali pages in Nepali with Devanagari digits, with the branch's pickup points.
import { test, expect } from '@tests/harness/browser';
import { cartLine, openCheckout, savedCustomer, seedBrowser } from '@tests/harness/browser-cart';
import { expectNoAxeViolations } from '@tests/harness/axe';
import { adminPb } from '@tests/harness/stack';

const DAY_EN =
  /^(Tuesday|Friday), \d{1,2} [A-Z][a-z]+ \d{4} · \d{1,2} [A-Z][a-z]+ \d{4} BS, delivered to your address$/;

test('the valley route offers its next Tuesdays and Fridays; the chosen day is confirmed and stored', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000); // two axe runs and a placement, on a busy machine
  await seedBrowser(page, [await cartLine('jumla-apple', 1)], await savedCustomer('Kathmandu', 'Baneshwor'));
  const checkout = await openCheckout(page);
  const days = checkout.getByRole('group', { name: 'Delivery day' });
  await expect(days).toBeVisible();
  const radios = days.getByRole('radio');
  await expect(radios).toHaveCount(4);
  for (const label of await days.locator('label').allTextContents()) expect(label).toMatch(DAY_EN);
  // The first open day is chosen for the shopper.
  await expect(radios.first()).toBeChecked();
  await expectNoAxeViolations(page, 'checkout with delivery days', testInfo);

  const second = (await days.locator('label').nth(1).textContent())!.replace(', delivered to your address', '');
  await radios.nth(1).check();
  await checkout.getByRole('button', { name: 'Review Order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Your Order' });
  await expect(confirm.getByTestId('confirm-delivery-day')).toHaveText(`Delivery day: ${second}`);
  await expectNoAxeViolations(page, 'confirmation with its delivery day', testInfo);
  await confirm.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/ORD-\d{6}$/);

  const orderNumber = new URL(page.url()).pathname.split('/').pop()!;
  const pb = await adminPb();
  const order = await pb.collection('orders').getFirstListItem(pb.filter('orderNumber = {:n}', { n: orderNumber }));
  const weekday = new Date(`${order.delivery_day}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    timeZone: 'UTC',
  });
  expect(second.startsWith(`${weekday}, `)).toBe(true);
  expect(order.route).not.toBe('');
});

test('on a Nepali page the days and the pickup point read in Nepali, with Devanagari digits', async ({
  page,
}, testInfo) => {
  await seedBrowser(page, [await cartLine('jumla-apple', 1)], await savedCustomer('Lalitpur', 'Jawalakhel'));
  await page.goto('/ne');
  await page.getByRole('button', { name: /^किनमेल कार्ट, / }).click();
  const drawer = page.getByRole('dialog', { name: /^तपाईंको कार्ट/ });
  await drawer.getByRole('button', { name: 'छिटो चेकआउटमा जानुहोस्' }).click();
  const checkout = page.getByRole('dialog', { name: 'छिटो अर्डर' });
  const days = checkout.getByRole('group', { name: 'डेलिभरी दिन' });
  await expect(days).toBeVisible();
  const labels = await days.locator('label').allTextContents();
  expect(labels.length).toBeGreaterThanOrEqual(5);
  for (const label of labels) {
    expect(label).toMatch(/^(मंगलबार|शुक्रबार|आइतबार|बिहीबार), [०-९]+ /);
    expect(label).not.toMatch(/[0-9]/);
  }
  expect(labels.filter((l) => l.includes('पाटन ढोका सहकारी पसल')).length).toBeGreaterThanOrEqual(1);
  await expectNoAxeViolations(page, 'Nepali checkout with delivery days and a pickup point', testInfo);
});
