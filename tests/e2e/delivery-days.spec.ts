// The checkout's delivery day (docs/rules.md "Delivery days"; src/features/delivery/DeliveryDayPicker.tsx): the next
// open days of the shopper's route, each as its weekday with the AD and BS dates, the chosen one on the confirmation
// and stored with the order; on Nepali pages in Nepali with Devanagari digits, with the branch's pickup points. A day
// the shop refuses at Place Order (closed or filled meanwhile) is said above the days, in the checkout that stays open,
// and is not offered or promised again: the checkout and the cart read the days afresh
// (src/features/delivery/fresh-days.ts) and the next open day is chosen.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '@tests/harness/browser';
import { cartLine, openCheckout, savedCustomer, seedBrowser } from '@tests/harness/browser-cart';
import { expectNoAxeViolations } from '@tests/harness/axe';
import { callAction } from '@tests/harness/actions-client';
import { cancelOrdersOf, customer as orderCustomer, everyDayRoute, orderInput } from '@tests/harness/orders';
import { place, product } from '@tests/harness/seed';
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

// A branch no other browser test reads, on a route of its own for the refused-day test.
const REFUSED_BRANCH = 'Budhanilkantha';
const MONTHS = 'January February March April May June July August September October November December'.split(' ');
const WEEKDAYS = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');
/** The AD half of the shop's words for a day: "Tuesday, 1 December 2026". */
function adWords(day: string): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}
/** The route day of the checked radio ("route-2026-12-01" → "2026-12-01"). */
async function checkedDay(days: Locator): Promise<string> {
  const checked = days.getByRole('radio', { checked: true });
  await expect(checked).toHaveCount(1);
  return ((await checked.getAttribute('value')) ?? '').replace(/^route-/, '');
}
/** The route days the picker lists (full ones too). */
async function listedDays(days: Locator): Promise<string[]> {
  return (await days.getByRole('radio').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)))
    .filter((v) => v.startsWith('route-'))
    .map((v) => v.slice('route-'.length));
}
/** Review Order, then the confirmation. */
async function review(page: Page, checkout: Locator): Promise<Locator> {
  await checkout.getByRole('button', { name: 'Review Order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Your Order' });
  await expect(confirm.getByRole('button', { name: 'Place Order' })).toBeVisible();
  return confirm;
}

test('a day refused at Place Order (closed, then fully booked meanwhile) is said in the checkout and not offered again; the next open day is chosen and the order placed on it', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000); // three reviews and two reads of the days, on a busy machine
  const pb = await adminPb();
  const shopper = await savedCustomer('Kathmandu', REFUSED_BRANCH);
  const run = Date.now().toString(36);
  // Every day, orders closing at midnight 14 days before, one order a day: the first open day is 15 days away, past
  // any day another test chooses, so closing it disturbs none of them.
  const route = await everyDayRoute(pb, `Refused day ${run}`, [shopper.city], {
    cutoff_time: '00:00',
    cutoff_days_before: 14,
    capacity: 1,
  });
  const made: { collection: string; id: string }[] = [];
  try {
    await seedBrowser(page, [await cartLine('jumla-apple', 1)], shopper);
    let checkout = await openCheckout(page);
    let days = checkout.getByRole('group', { name: 'Delivery day' });
    const first = await checkedDay(days);
    let confirm = await review(page, checkout);

    // Meanwhile an operator closes that day (a strike). Place Order is refused, naming it and the next day.
    const strike = await pb
      .collection('closed_days')
      .create({ name: `Test strike ${run}`, name_ne: 'परीक्षण हडताल', from: first, to: first });
    made.push({ collection: 'closed_days', id: strike.id });
    await confirm.getByRole('button', { name: 'Place Order' }).click();
    // The checkout stays open, the refusal above its days, which are read again.
    await expect(confirm).toBeHidden();
    const refused = checkout.getByTestId('day-refused');
    await expect(refused).toContainText(`We do not deliver on ${adWords(first)}`);
    await expect(refused).toContainText(`(Test strike ${run}). The next delivery day is `);
    await expectNoAxeViolations(page, 'checkout with its day refused', testInfo);
    const refusal = (await refused.textContent()) ?? '';
    // The closed day is gone, the next open day is chosen, the one the refusal named.
    await expect
      .poll(async () => {
        const listed = await listedDays(days);
        return listed.length > 0 && !listed.includes(first);
      })
      .toBe(true);
    const second = await checkedDay(days);
    expect(second > first).toBe(true);
    expect(refusal).toContain(`The next delivery day is ${adWords(second)} · `);
    // The cart no longer promises the closed day either: it says the next one.
    await checkout.getByRole('button', { name: 'Back to Cart' }).click();
    const drawer = page.getByRole('dialog', { name: /^Your Cart/ });
    const arrives = drawer.getByTestId('cart-arrives');
    await expect(arrives).toContainText(`Order now and it arrives on ${adWords(second)} · `);
    await drawer.getByRole('button', { name: 'Continue to Quick Checkout' }).click();
    checkout = page.getByRole('dialog', { name: 'Quick Checkout' });
    days = checkout.getByRole('group', { name: 'Delivery day' });
    expect(await checkedDay(days)).toBe(second);
    confirm = await review(page, checkout);
    await expect(checkout.getByTestId('day-refused')).toHaveCount(0);

    // Meanwhile another shopper takes that day's one place: refused again, as fully booked.
    const where = await place('Kathmandu', REFUSED_BRANCH, pb);
    const other = await callAction<{ orderNumber: string }>('placeOrder', {
      ...orderInput(where, [{ product: await product('jumla-apple'), quantity: 1 }], {
        customer: orderCustomer(where, { name: 'Other Shopper' }),
      }),
      deliveryDay: second,
    });
    expect(other.error).toBeUndefined();
    await confirm.getByRole('button', { name: 'Place Order' }).click();
    await expect(checkout.getByTestId('day-refused')).toContainText(
      new RegExp(`${adWords(second)} · [^.]+ BS is fully booked\\. The next delivery day with room is `),
    );

    // The full day is listed as full and cannot be chosen; the next open day is chosen, and the order placed on it.
    await expect(
      days.getByRole('radio', { name: new RegExp(`^${adWords(second)}.*\\(fully booked\\)$`) }),
    ).toBeDisabled();
    const third = await checkedDay(days);
    expect(third > second).toBe(true);
    expect(await listedDays(days)).not.toContain(first);
    confirm = await review(page, checkout);
    await confirm.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order\/ORD-\d{6}$/);
    const orderNumber = new URL(page.url()).pathname.split('/').pop()!;
    const order = await pb.collection('orders').getFirstListItem(pb.filter('orderNumber = {:n}', { n: orderNumber }));
    expect(order).toMatchObject({ delivery_day: third, route: route.id });
  } finally {
    // The orders are over; the route goes, so the branch's seeded route serves it again.
    await cancelOrdersOf(pb, 'route', route.id);
    await pb.collection('routes').delete(route.id);
    for (const m of made) await pb.collection(m.collection).delete(m.id);
  }
});
