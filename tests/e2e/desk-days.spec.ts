// The desk's delivery days on a phone (docs/order-desk.md "Delivery days"), against the real shop server and
// PocketBase: a staff member filters the order list by day and route (the choice holds through the live refresh,
// which brings in a new order of that day and route and nothing else), opens the day's packing list and the route's
// sheet from the list, downloads both as CSV, and reads them in Nepali; axe-core passes on each page.
import type { Download } from '@playwright/test';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import days from '../../pocketbase/pb_hooks/lib/delivery-days.js';
import { expectNoAxeViolations } from '@tests/harness/axe';
import { test, expect } from '@tests/harness/browser';
import { everyDayRouteFields, newKey } from '@tests/harness/orders';
import { adminPb } from '@tests/harness/stack';
import { stockedProduct } from '@tests/harness/stock';
import { createStaff, type TestStaff } from '@tests/harness/staff';
import { signInToDesk } from '@tests/harness/desk-browser';
import { showOrderDetails } from '@tests/harness/order-page';

// The desk's list asks every 5 s.
const FOLLOW = { timeout: 30_000 };
const run = newKey().slice(5, 11);
// A day far ahead, so no other test's orders are on it.
const DAY = days.addDays(days.nepalDay(Date.now()), 300 + Math.floor(Math.random() * 300));

let admin: PocketBase;
let staff: TestStaff;
/** A route of this run's own and the branch it serves. */
type Van = RecordModel & { stop: string };
let route: Van;
let other: Van;
const made: { collection: string; id: string }[] = [];
let serial = Math.floor(Math.random() * 800_000);
let honeyId = ''; // a product of this run's own, not stock-tracked: its orders take nothing another test counts

async function create(collection: string, body: Record<string, unknown>) {
  const record = await admin.collection(collection).create(body);
  made.push({ collection, id: record.id });
  return record;
}

async function order(routeId: string, city: string, name: string, quantity: number, day = DAY) {
  const lineTotal = 300 * quantity;
  return create('orders', {
    orderNumber: `ORD-${String(100_000 + (serial++ % 800_000)).padStart(6, '0')}`,
    customerName: name,
    phone: '9841000222',
    landmark: `The ${name} house`,
    district: 'Humla',
    city,
    status: 'Confirmed',
    route: routeId,
    delivery_day: day,
    items: [
      {
        id: honeyId,
        slug: 'honey',
        name: 'Honey',
        nameNe: 'मह',
        unit: '500 GM',
        price: 300,
        quantity,
        lineTotal,
        lots: [{ code: 'HNY-E2E', quantity }],
      },
    ],
    subtotal: lineTotal,
    deliveryCharge: 100,
    total: lineTotal + 100,
  });
}

let first: RecordModel;
let elsewhere: RecordModel;

/** A route of this run's own, every weekday, serving a branch of its own (a branch is on one route at most). */
async function van(name: string, nameNe?: string): Promise<Van> {
  const stop = await create('delivery_branch', { districtName: 'Humla', branchName: `${name} stop`, amount: 150 });
  const made_ = await create('routes', everyDayRouteFields(name, [stop.id], nameNe ? { name_ne: nameNe } : {}));
  return { ...made_, stop: stop.branchName };
}

test.beforeAll(async () => {
  admin = await adminPb();
  honeyId = (await stockedProduct('Desk Days Honey', admin)).id;
  made.push({ collection: 'web_products', id: honeyId });
  staff = await createStaff(admin, 'Gita at the desk');
  route = await van(`E2E van ${run}`, 'परीक्षण भ्यान');
  other = await van(`E2E other ${run}`);
  first = await order(route.id, route.stop, 'Asha Tamang', 2);
  elsewhere = await order(other.id, other.stop, 'Bikash Rai', 5);
});
test.afterAll(async () => {
  for (const m of made.reverse())
    await admin
      .collection(m.collection)
      .delete(m.id)
      .catch(() => {});
  if (staff)
    await admin
      .collection('staff')
      .delete(staff.id)
      .catch(() => {});
});

/** The text of a downloaded file (the CSV's byte-order mark kept). */
async function text(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

test('filter by day and route, open the packing list and route sheet, download both, in English and Nepali', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  await signInToDesk(page, staff);
  const rows = page.locator('#desk-orders li');

  // Filter: the day and the route, as a plain GET form.
  await page.getByLabel('Delivery day', { exact: true }).fill(DAY);
  await page.getByLabel('Route or pickup point').selectOption(route.id);
  await page.getByRole('button', { name: 'Show orders' }).click();
  await expect(page).toHaveURL(new RegExp(`day=${DAY}&route=${route.id}`));
  await expect(page.getByTestId('day-filter')).toContainText(`E2E van ${run}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(first.orderNumber);
  await expectNoAxeViolations(page, 'desk-day-filter', testInfo);

  // The live refresh keeps the choice: a new order of that day and route comes in, one on the other route does not.
  const second = await order(route.id, route.stop, 'Chandra Magar', 1);
  await order(other.id, other.stop, 'Dil Gurung', 3);
  await expect(rows.filter({ hasText: second.orderNumber })).toBeVisible(FOLLOW);
  await expect(page.locator('#desk-live')).toContainText('Updated');
  await expect(rows).toHaveCount(2);
  await expect(page.locator('#desk-orders')).not.toContainText(elsewhere.orderNumber);

  // The packing list of the chosen day and route, from the list's form.
  await page.getByRole('button', { name: 'Packing list' }).click();
  await expect(page).toHaveURL(new RegExp(`/desk/packing\\?day=${DAY}&route=${route.id}`));
  const product = page.getByTestId('packing-product');
  await expect(product).toHaveCount(1);
  await expect(product.getByTestId('packing-quantity')).toHaveText('3 in all');
  await expect(product.getByTestId('packing-weight')).toHaveText('1.5 kg');
  await expect(product.getByTestId('packing-lot')).toContainText('Lot HNY-E2E: 3 units');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoAxeViolations(page, 'desk-packing', testInfo);
  const [packingCsv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('packing-csv').click()]);
  expect(packingCsv.suggestedFilename()).toBe(`packing-${DAY}.csv`);
  const packing = await text(packingCsv);
  expect(packing.startsWith('\uFEFF"Product"')).toBe(true);
  expect(packing).toContain('"Honey","मह","500 GM","All lots","3","1.5",""');

  // The route sheet.
  await page.goBack();
  await page.getByRole('button', { name: 'Route sheet' }).click();
  await expect(page).toHaveURL(new RegExp(`/desk/route-sheet\\?day=${DAY}&route=${route.id}`));
  await expect(page.getByTestId('sheet-heading')).toContainText(`E2E van ${run}`);
  const stops = page.getByTestId('sheet-order');
  await expect(stops).toHaveCount(2);
  const numbers = [first.orderNumber, second.orderNumber].sort();
  await expect(stops.nth(0)).toContainText(numbers[0]!);
  await expect(stops.nth(1)).toContainText(numbers[1]!);
  await expect(page.getByTestId('sheet-total')).toHaveText(
    `Cash to collect in all: Rs. ${(first.total as number) + (second.total as number)} (2 orders)`,
  );
  await expectNoAxeViolations(page, 'desk-route-sheet', testInfo);
  const [sheetCsv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('sheet-csv').click()]);
  expect(sheetCsv.suggestedFilename()).toBe(`route-sheet-${DAY}.csv`);
  const sheet = (await text(sheetCsv))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(sheet.slice(1).map((r) => r.split('","')[3])).toEqual(numbers);

  // In Nepali: the same sheet through the header's language link, then the packing list.
  await page.locator('[data-desk-language="ne"]').click();
  await expect(page).toHaveURL(new RegExp(`/ne/desk/route-sheet\\?day=${DAY}&route=${route.id}`));
  await expect(page.getByTestId('sheet-heading')).toContainText('परीक्षण भ्यान');
  await expect(page.getByTestId('sheet-total')).toContainText('जम्मा उठाउने नगद');
  await expect(page.getByTestId('sheet-total')).not.toContainText(/[0-9]/);
  await expectNoAxeViolations(page, 'desk-route-sheet-ne', testInfo);
  await page.goto(`/ne/desk/packing?day=${DAY}&route=${route.id}`);
  await expect(page.getByTestId('packing-weight')).toHaveText('१.५ केजी');
  await expectNoAxeViolations(page, 'desk-packing-ne', testInfo);
  const [neCsv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('packing-csv').click()]);
  expect(await text(neCsv)).toContain('"HNY-E2E","3","1.5"');

  // A refused day says why, in the page's language.
  await page.goto('/ne/desk/packing?day=2026-13-40');
  await expect(page.getByTestId('desk-message')).toContainText('YYYY-MM-DD');
  await expectNoAxeViolations(page, 'desk-packing-refused-ne', testInfo);
});

test('a day closed after an order was booked on it says so on its packing list, in both languages, and leads to its orders', async ({
  page,
}, testInfo) => {
  // A day of its own (the test above orders on DAY), closed once an order is on it: the operator's strike.
  const closedDay = days.addDays(DAY, 1);
  const booked = await order(route.id, route.stop, 'Hari Thapa', 1, closedDay);
  await create('closed_days', { name: `Strike ${run}`, name_ne: 'नेपाल बन्द', from: closedDay, to: closedDay });
  await signInToDesk(page, staff);
  await page.goto(`/desk/packing?day=${closedDay}`);
  const notice = page.getByTestId('day-closed');
  await expect(notice).toContainText(`Closed for Strike ${run}: nobody delivers on this day.`);
  await expectNoAxeViolations(page, 'desk-packing-closed', testInfo);
  await page.goto(`/ne/desk/packing?day=${closedDay}`);
  await expect(notice).toContainText('नेपाल बन्द का लागि बन्द');
  await expectNoAxeViolations(page, 'desk-packing-closed-ne', testInfo);
  await notice.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/ne/desk\\?day=${closedDay}`));
  await expect(page.locator('#desk-orders li')).toHaveCount(1);
  await expect(page.locator('#desk-orders li').first()).toContainText(booked.orderNumber);
  // The order's page says it too, above the move; moved to the next day, it says nothing more.
  await page.goto(`/desk/orders/${booked.id}`);
  const day = page.getByTestId('desk-delivery-day');
  await expect(day.getByTestId('day-closed')).toContainText(`Closed for Strike ${run}`);
  await expectNoAxeViolations(page, 'desk-order-day-closed', testInfo);
  // The year mistyped (a day 400 days on) is refused in words, in both languages, and the order stays.
  await day.getByLabel('Move to', { exact: false }).fill(days.addDays(closedDay, 400));
  await day.getByLabel('Reason (the customer sees it)').fill('Strike: the van stays in');
  await day.getByRole('button', { name: 'Move to this day' }).click();
  await expect(page.getByTestId('desk-message')).toHaveText(
    'That day is more than 120 days ahead: choose a nearer day.',
  );
  await expectNoAxeViolations(page, 'desk-order-move-too-far', testInfo);
  await page.goto(`/ne/desk/orders/${booked.id}`);
  await day.getByLabel('नयाँ दिन').fill(days.addDays(closedDay, 400));
  await day.getByLabel('कारण (ग्राहकले यो देख्नुहुन्छ)').fill('बन्द: गाडी चल्दैन');
  await day.getByRole('button', { name: 'यो दिनमा सार्नुहोस्' }).click();
  await expect(page.getByTestId('desk-message')).toHaveText('त्यो दिन १२० दिनभन्दा पर छ: नजिकको दिन छान्नुहोस्।');
  await expectNoAxeViolations(page, 'desk-order-move-too-far-ne', testInfo);
  await page.goto(`/desk/orders/${booked.id}`);
  await expect(day.getByTestId('day-closed')).toContainText(`Closed for Strike ${run}`);
  await day.getByLabel('Move to', { exact: false }).fill(days.addDays(closedDay, 1));
  await day.getByLabel('Reason (the customer sees it)').fill('Strike: the van stays in');
  await day.getByRole('button', { name: 'Move to this day' }).click();
  await expect(page).toHaveURL(/moved=/);
  await expect(day.getByTestId('day-closed')).toHaveCount(0);
});

test("a route's weekday taken off after an order was booked on it: the packing list, route sheet and order say so, and so does the shopper's page", async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  // A route and a day of their own (the tests above use DAY and DAY + 1), with an order booked on that day.
  const day = days.addDays(DAY, 2);
  const weekdayVan = await van(`E2E weekday van ${run}`, 'बार भ्यान');
  const booked = await order(weekdayVan.id, weekdayVan.stop, 'Laxmi Gurung', 1, day);
  // The operator moves the van to the other six days.
  await admin
    .collection('routes')
    .update(weekdayVan.id, { weekdays: days.WEEKDAYS.filter((d) => d !== days.weekdayOf(day)) });
  const weekday = new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });

  await signInToDesk(page, staff);
  await page.goto(`/desk/packing?day=${day}&route=${weekdayVan.id}`);
  const notice = page.getByTestId('day-not-served');
  await expect(notice).toContainText(`E2E weekday van ${run} no longer delivers on ${weekday}: move each order`);
  await expectNoAxeViolations(page, 'desk-packing-weekday-gone', testInfo);
  await page.goto(`/ne/desk/route-sheet?day=${day}&route=${weekdayVan.id}`);
  await expect(notice).toContainText('बार भ्यानले अब');
  await expectNoAxeViolations(page, 'desk-sheet-weekday-gone-ne', testInfo);
  await notice.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/ne/desk\\?day=${day}&route=${weekdayVan.id}`));
  await expect(page.locator('#desk-orders li')).toHaveCount(1);
  // The day's packing list for every place names the van too, and leads to its orders.
  await page.goto(`/desk/packing?day=${day}`);
  await expect(notice).toHaveCount(1);
  await expect(notice.getByRole('link')).toHaveAttribute('href', `/desk?day=${day}&route=${weekdayVan.id}`);
  // Another route on that day says nothing: it still runs then.
  await page.goto(`/desk/packing?day=${DAY}&route=${route.id}`);
  await expect(page.getByTestId('packing-heading')).toBeVisible();
  await expect(notice).toHaveCount(0);

  // The shopper's page says a new day will come.
  const shopper = await page.context().newPage();
  await shopper.goto(`/order/${booked.orderNumber}`);
  await showOrderDetails(shopper, booked.phone);
  await expect(shopper.getByTestId('day-not-served')).toHaveText(
    `E2E weekday van ${run} no longer delivers on this weekday: we will move your order and tell you its new day.`,
  );
  await expectNoAxeViolations(shopper, 'order-weekday-gone', testInfo);

  // The order's page says it above the move; moved to a day the van runs, it says nothing more, nor does the shopper's.
  await page.goto(`/desk/orders/${booked.id}`);
  const dayBox = page.getByTestId('desk-delivery-day');
  await expect(dayBox.getByTestId('day-not-served')).toContainText(
    `E2E weekday van ${run} no longer delivers on ${weekday}: move this order to another day below.`,
  );
  await expectNoAxeViolations(page, 'desk-order-weekday-gone', testInfo);
  await dayBox.getByLabel('Move to', { exact: false }).fill(days.addDays(day, 1));
  await dayBox.getByLabel('Reason (the customer sees it)').fill('The van runs on other days now');
  await dayBox.getByRole('button', { name: 'Move to this day' }).click();
  await expect(page).toHaveURL(/moved=/);
  await expect(dayBox.getByTestId('day-not-served')).toHaveCount(0);
  await shopper.reload();
  await showOrderDetails(shopper, booked.phone);
  await expect(shopper.getByTestId('delivery-moved')).toBeVisible();
  await expect(shopper.getByTestId('day-not-served')).toHaveCount(0);
  await shopper.close();
});
