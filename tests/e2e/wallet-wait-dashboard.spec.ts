// An operator sets how long an order paid by wallet waits for its payment, in the real PocketBase dashboard. A wait
// of 1 to 4 minutes would cancel shoppers still typing an OTP at eSewa or Khalti: it is refused under the field and
// nothing is saved (pocketbase/pb_migrations/1732004890_wallet_wait_floor.js); the field's help says why, and a
// longer wait saves.
import { test, expect } from '@tests/harness/browser';
import { dashboardField, dashboardInput, openDashboardRecord, signInToDashboard } from '@tests/harness/dashboard';
import { adminClient } from '@tests/harness/stack';

test('a wallet wait of a few minutes is refused under the field; a longer one saves', async ({ page }) => {
  test.setTimeout(300_000); // the dashboard is slow on a shared machine; every wait below is for a state
  const pb = await adminClient();
  const settings = await pb.collection('site_settings').getFirstListItem('');
  try {
    await signInToDashboard(page);
    const wait = dashboardField(page, 'wallet_wait_minutes', 'number');
    await openDashboardRecord(page, 'site_settings', settings.id, wait);
    await expect(wait).toContainText('at least 5, since paying at the wallet can take a few minutes');

    await dashboardInput(page, 'wallet_wait_minutes', 'number').fill('2');
    await page.getByRole('button', { name: 'Save changes', exact: true }).click();
    await expect(wait).toContainText('Must be greater or equal than 5', { timeout: 30_000 });
    expect((await pb.collection('site_settings').getOne(settings.id)).wallet_wait_minutes).toBe(
      settings.wallet_wait_minutes,
    );

    await dashboardInput(page, 'wallet_wait_minutes', 'number').fill('45');
    await page.getByRole('button', { name: 'Save changes', exact: true }).click();
    await expect
      .poll(async () => (await pb.collection('site_settings').getOne(settings.id)).wallet_wait_minutes, {
        timeout: 30_000,
      })
      .toBe(45);
  } finally {
    await pb.collection('site_settings').update(settings.id, { wallet_wait_minutes: settings.wallet_wait_minutes });
  }
});
