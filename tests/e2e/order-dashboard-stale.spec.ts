// An operator who saves an order in the real PocketBase dashboard after the desk changed it (the form was opened
// before): the dashboard sends back the whole record it loaded, so the save would put back the old status and fields.
// It is refused with a sentence saying so, and nothing is saved (pocketbase/pb_hooks/lib/order-events.js
// refuseStaleSave); opened again, the same edit saves.
import { test, expect } from '@tests/harness/browser';
import { dashboardField, dashboardInput, openDashboardRecord, signInToDashboard } from '@tests/harness/dashboard';
import { createOrderRecord } from '@tests/harness/orders';
import { adminClient } from '@tests/harness/stack';

test('a save on an order changed since the form was opened is refused, and the desk change stays', async ({ page }) => {
  test.setTimeout(300_000); // the dashboard is slow on a shared machine; every wait below is for a state
  const pb = await adminClient();
  const order = await createOrderRecord(pb, {
    customerName: 'Dashboard Stale',
    phone: '9841000045',
    items: [],
    total: 450,
  });
  try {
    await signInToDashboard(page);
    const status = dashboardField(page, 'status', 'select');
    await openDashboardRecord(page, 'orders', order.id, status);
    await expect(status).toContainText('Open');
    // Meanwhile the order is confirmed and given a note (the desk, another operator).
    const changed = await pb.collection('orders').update(order.id, { status: 'Confirmed', notes: 'Gate is blue' });

    await dashboardInput(page, 'landmark', 'text').fill('Opposite the school');
    await page.getByRole('button', { name: 'Save changes', exact: true }).click();
    await expect(page.getByText(/Changed by someone else since you opened it/).first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('[object Object]')).toHaveCount(0);
    expect(await pb.collection('orders').getOne(order.id)).toEqual(changed);

    // Opened again, the operator sees the change and the same edit saves.
    await openDashboardRecord(page, 'orders', order.id, status);
    await expect(status).toContainText('Confirmed');
    await dashboardInput(page, 'landmark', 'text').fill('Opposite the school');
    await page.getByRole('button', { name: 'Save changes', exact: true }).click();
    await expect
      .poll(async () => (await pb.collection('orders').getOne(order.id)).landmark, { timeout: 30_000 })
      .toBe('Opposite the school');
    expect(await pb.collection('orders').getOne(order.id)).toMatchObject({
      status: 'Confirmed',
      notes: 'Gate is blue',
    });
  } finally {
    // Not left confirmed among the desk's orders that later browser tests read.
    await pb.collection('orders').update(order.id, { status: 'Cancelled', status_reason: 'Test order' });
  }
});
