import { test, expect } from '@tests/harness/browser';
import {
  dashboardField,
  dashboardInput,
  dashboardSaveButton,
  openDashboardRecord,
  openNewDashboardRecord,
  pickInDashboard,
  signInToDashboard,
} from '@tests/harness/dashboard';
import { cancelOrdersOf, createOrderRecord, everyDayRoute, ownBranch } from '@tests/harness/orders';
import { showOrderDetails } from '@tests/harness/order-page';
import { adminClient, testStack } from '@tests/harness/stack';
import { stockedProduct } from '@tests/harness/stock';
import { adToBs } from '@/lib/bikram-sambat';
import days from '../../pocketbase/pb_hooks/lib/delivery-days.js';

test.describe.configure({ mode: 'serial' });

/** A BS date as an operator types it: "2088-02-05". */
function bs(ad: string): string {
  const d = adToBs(ad);
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

test('a route with no weekday and orders closing 0 days before is refused under both fields, nothing saved', async ({
  page,
}) => {
  test.setTimeout(600_000); // the dashboard is slow on a shared machine; every wait below is for a state
  const name = `Mistake route ${Date.now().toString(36)}`;
  await signInToDashboard(page);
  await openNewDashboardRecord(page, 'routes');
  await expect(dashboardField(page, 'weekdays', 'select')).toContainText('at least one');
  await dashboardInput(page, 'name', 'text').fill(name);
  await dashboardInput(page, 'cutoff_time', 'text').fill('18:00');
  await dashboardInput(page, 'cutoff_days_before', 'number').fill('0');
  await page.getByRole('button', { name: 'Create', exact: true }).click();

  await expect(dashboardField(page, 'weekdays', 'select')).toContainText(
    'Choose at least one weekday on which deliveries are made.',
  );
  await expect(dashboardField(page, 'cutoff_days_before', 'number')).toContainText(
    'With 0 days the cut-off falls on the delivery day itself, after the delivery has started.',
  );
  await expect(page.getByText('[object Object]')).toHaveCount(0);
  const pb = await adminClient();
  expect(
    (await pb.collection('routes').getList(1, 1, { filter: pb.filter('name = {:n}', { n: name }) })).totalItems,
  ).toBe(0);
});

test('closed days in BS: an impossible date, then days overlapping another period, each refused; nothing saved', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const pb = await adminClient();
  const run = Date.now().toString(36);
  const base = await pb
    .collection('closed_days')
    .create({ name: `Test strike ${run}`, from: '2031-05-10', to: '2031-05-12' });
  const name = `Mistake closure ${run}`;
  try {
    await signInToDashboard(page);
    await openNewDashboardRecord(page, 'closed_days');
    await dashboardInput(page, 'name', 'text').fill(name);
    await dashboardInput(page, 'from_bs', 'text').fill('२०८८-०६-४०');
    await dashboardInput(page, 'to_bs', 'text').fill('2088-13-01');
    const create = dashboardSaveButton(page, 'Create');
    await create.click();
    await expect(dashboardField(page, 'from_bs', 'text')).toContainText(
      /Month 6 of BS 2088 has \d\d days: there is no day 40\./,
    );
    await expect(dashboardField(page, 'to_bs', 'text')).toContainText('There is no BS month 13');

    // Real BS days this time, but over the strike's.
    await dashboardInput(page, 'from_bs', 'text').fill(bs('2031-05-11'));
    await dashboardInput(page, 'to_bs', 'text').fill(bs('2031-05-14'));
    await create.click();
    await expect(dashboardField(page, 'from', 'date')).toContainText(
      `These days overlap "Test strike ${run}" (2031-05-10 to 2031-05-12)`,
    );
    await expect(page.getByText('[object Object]')).toHaveCount(0);
    expect(
      (await pb.collection('closed_days').getList(1, 1, { filter: pb.filter('name = {:n}', { n: name }) })).totalItems,
    ).toBe(0);
  } finally {
    await pb.collection('closed_days').delete(base.id);
  }
});

test('a weekday an operator takes off a route in the dashboard is saved, and the order booked on it tells its shopper a new day will come', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const pb = await adminClient();
  const run = Date.now().toString(36);
  // A route and a day of this test's own, far ahead, with an order booked on that day.
  const day = days.addDays(days.nepalDay(Date.now()), 500 + Math.floor(Math.random() * 300));
  const weekday = days.weekdayOf(day);
  const branch = await pb
    .collection('delivery_branch')
    .create({ districtName: 'Humla', branchName: `Dashboard stop ${run}`, amount: 150 });
  const route = await everyDayRoute(pb, `Dashboard van ${run}`, [branch.id], { name_ne: 'ड्यासबोर्ड भ्यान' });
  const honey = await stockedProduct('Dashboard Honey', pb);
  const booked = await createOrderRecord(pb, {
    customerName: 'Sita Magar',
    phone: '9841000333',
    landmark: 'The yellow gate',
    district: 'Humla',
    city: branch.branchName,
    status: 'Confirmed',
    route: route.id,
    delivery_day: day,
    items: [
      {
        id: honey.id,
        slug: 'honey',
        name: 'Honey',
        nameNe: 'मह',
        unit: '500 GM',
        price: 300,
        quantity: 1,
        lineTotal: 300,
      },
    ],
    subtotal: 300,
    deliveryCharge: 150,
    total: 450,
  });
  try {
    await signInToDashboard(page);
    const weekdays = dashboardField(page, 'weekdays', 'select');
    await openDashboardRecord(page, 'routes', route.id, weekdays);
    // The operator unticks the order's weekday (the van runs on the other six now) and saves: the save stands.
    // Each chosen weekday is a chip with an "Unset" button.
    await weekdays
      .locator('*', { hasText: new RegExp(`^\\s*${weekday}\\s*$`) })
      .filter({ has: page.getByRole('button', { name: 'Unset' }) })
      .getByRole('button', { name: 'Unset' })
      .click();
    await expect(weekdays.getByRole('button', { name: 'Unset' })).toHaveCount(6);
    await dashboardSaveButton(page, 'Save changes').click();
    await expect(dashboardSaveButton(page, 'Save changes')).toBeHidden({ timeout: 60_000 });
    expect((await pb.collection('routes').getOne(route.id)).weekdays).toEqual(
      days.WEEKDAYS.filter((d: string) => d !== weekday),
    );

    const shopper = await page.context().newPage();
    await shopper.goto(`${testStack().shopUrl}/order/${booked.orderNumber}`);
    await showOrderDetails(shopper, booked.phone);
    await expect(shopper.getByTestId('day-not-served')).toHaveText(
      `Dashboard van ${run} no longer delivers on this weekday: we will move your order and tell you its new day.`,
    );
  } finally {
    await cancelOrdersOf(pb, 'route', route.id);
    await pb.collection('orders').delete(booked.id);
    await pb.collection('routes').delete(route.id);
    await pb.collection('delivery_branch').delete(branch.id);
  }
});

test("a branch another route has, added to a route in the dashboard, is refused under branches with that route's name; nothing saved", async ({
  page,
}) => {
  test.setTimeout(600_000);
  const pb = await adminClient();
  const run = Date.now().toString(36);
  const taken = await ownBranch(pb, `Taken stop ${run}`);
  const own = await ownBranch(pb, `Own stop ${run}`);
  const first = await everyDayRoute(pb, `First van ${run}`, [taken.id]);
  const second = await everyDayRoute(pb, `Second van ${run}`, [own.id]);
  try {
    await signInToDashboard(page);
    const branches = dashboardField(page, 'branches', 'relation');
    await openDashboardRecord(page, 'routes', second.id, branches);
    // The route's branch is named, not only its id (pocketbase/pb_migrations/1732004920_presentable_names.js).
    await expect(branches).toContainText(own.branchName);
    // The help beside the fields says the rule, and what becomes of orders on a weekday taken off.
    await expect(branches).toContainText('A branch is on one route at most.');
    await expect(dashboardField(page, 'weekdays', 'select')).toContainText(
      'Orders already booked on a day you take off stay on it: the desk lists them on that day, for staff to move.',
    );
    // The operator adds the first van's branch through the records picker: types its name, picks it by its name.
    await pickInDashboard(page, branches, taken.branchName, taken.branchName);
    await expect(branches).toContainText(taken.branchName);
    await dashboardSaveButton(page, 'Save changes').click();

    await expect(branches).toContainText(
      `${taken.branchName} is on the route "First van ${run}" already: a branch has one route. ` +
        `Take it off "First van ${run}" first, or leave it out here.`,
      { timeout: 60_000 },
    );
    await expect(page.getByText('[object Object]')).toHaveCount(0);
    expect((await pb.collection('routes').getOne(second.id)).branches).toEqual([own.id]);
    expect((await pb.collection('routes').getOne(first.id)).branches).toEqual([taken.id]);
  } finally {
    for (const route of [first, second]) await pb.collection('routes').delete(route.id);
    for (const branch of [taken, own]) await pb.collection('delivery_branch').delete(branch.id);
  }
});

test("a branch's district typed with a slip in the dashboard is refused under the field; typed in small letters it is saved as Districts spells it", async ({
  page,
}) => {
  test.setTimeout(600_000);
  const pb = await adminClient();
  const branch = await ownBranch(pb, `Typed stop ${Date.now().toString(36)}`);
  try {
    await signInToDashboard(page);
    const district = dashboardField(page, 'districtName', 'text');
    await openDashboardRecord(page, 'delivery_branch', branch.id, district);
    // The help says the name is matched to Districts (pocketbase/pb_migrations/1732004960_place_names_help.js).
    await expect(district).toContainText('capitals and extra spaces are fixed on save');
    await dashboardInput(page, 'districtName', 'text').fill('Humlaa');
    await dashboardSaveButton(page, 'Save changes').click();
    await expect(district).toContainText(
      'No district is named "Humlaa". Type it as Districts spells it (Example: Kathmandu), or add the district there first.',
      { timeout: 60_000 },
    );
    expect((await pb.collection('delivery_branch').getOne(branch.id)).districtName).toBe('Humla');
    await dashboardInput(page, 'districtName', 'text').fill('  mugu ');
    await dashboardSaveButton(page, 'Save changes').click();
    await expect(dashboardSaveButton(page, 'Save changes')).toBeHidden({ timeout: 60_000 });
    await expect.poll(async () => (await pb.collection('delivery_branch').getOne(branch.id)).districtName).toBe('Mugu');
  } finally {
    await pb.collection('delivery_branch').delete(branch.id);
  }
});
