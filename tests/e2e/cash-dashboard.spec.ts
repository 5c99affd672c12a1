// An operator who sets Delivered in the real PocketBase dashboard on an order paid on delivery (docs/operations.md
// "Cash and payouts"): refused with the sentence under the status field, and nothing is saved, so no cash escapes a
// rider's settlement (pocketbase/pb_hooks/lib/cash-rules.js deliveryProblem, order-status.pb.js).
import { test, expect } from '@tests/harness/browser';
import { chooseInDashboard, dashboardField, openDashboardRecord, signInToDashboard } from '@tests/harness/dashboard';
import { createOrderRecord } from '@tests/harness/orders';
import { adminClient } from '@tests/harness/stack';

test('Delivered on a cash order is refused under the status field, and the order stays Out for Delivery', async ({
  page,
}) => {
  test.setTimeout(300_000); // the dashboard is slow on a shared machine; every wait below is for a state
  const pb = await adminClient();
  const order = await createOrderRecord(pb, {
    customerName: 'Dashboard Cash',
    phone: '9841000044',
    items: [],
    total: 450,
  });
  await pb.collection('orders').update(order.id, { status: 'Confirmed' });
  const before = await pb.collection('orders').update(order.id, { status: 'Out for Delivery' });

  try {
    await signInToDashboard(page);
    // The operator opens the order by its address. Not from the list: other tests place orders meanwhile, and on CI
    // they pushed this one off the list's first page.
    const status = dashboardField(page, 'status', 'select');
    await openDashboardRecord(page, 'orders', order.id, status);
    await expect(status).toContainText('Out for Delivery');
    await chooseInDashboard(page, 'status', 'Delivered');
    await page.getByRole('button', { name: 'Save changes', exact: true }).click();

    await expect(status).toContainText(
      "This order has cash to collect: record the cash collected with the cash form on the desk's order page to deliver it.",
      { timeout: 30_000 },
    );
    await expect(page.getByText('[object Object]')).toHaveCount(0);
    expect(await pb.collection('orders').getOne(order.id)).toEqual(before);
    const events = await pb
      .collection('order_history')
      .getFullList({ filter: pb.filter('order = {:o}', { o: order.id }) });
    expect(events.map((e) => e.status)).toEqual(['Open', 'Confirmed', 'Out for Delivery']);
  } finally {
    // Not left out for delivery among the desk's orders that later browser tests read.
    await pb.collection('orders').update(order.id, { status: 'Delivery failed', status_reason: 'Test order' });
    await pb.collection('orders').update(order.id, { status: 'Cancelled', status_reason: 'Test order' });
  }
});
