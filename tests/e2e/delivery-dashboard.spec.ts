import { test, expect } from '@tests/harness/browser';
import {
  dashboardField,
  dashboardInput,
  dashboardSaveButton,
  openNewDashboardRecord,
  signInToDashboard,
} from '@tests/harness/dashboard';
import { adminClient } from '@tests/harness/stack';
import { adToBs } from '@/lib/bikram-sambat';

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
