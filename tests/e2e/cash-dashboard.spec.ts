// An operator who sets Delivered in the real PocketBase dashboard on an order paid on delivery (docs/operations.md
// "Cash and payouts"): refused with the sentence under the status field, and nothing is saved, so no cash escapes a
// rider's settlement (pocketbase/pb_hooks/lib/cash-rules.js deliveryProblem, order-status.pb.js). And a delivered
// order whose rider's day is closed: edited there as any other (whom its lot paid, kept at delivery, goes back as it
// came), and a correction of its total refused under the total field (lib/cash.js settledTotalProblem).
import { test, expect } from '@tests/harness/browser';
import {
  chooseInDashboard,
  dashboardField,
  dashboardInput,
  dashboardSaveButton,
  openDashboardRecord,
  openNewDashboardRecord,
  pickInDashboard,
  signInToDashboard,
} from '@tests/harness/dashboard';
import { createOrderRecord } from '@tests/harness/orders';
import { adminClient } from '@tests/harness/stack';
import { createStaff, deliverWithCash, staffPb } from '@tests/harness/staff';
import { stockedProduct, stockLot } from '@tests/harness/stock';
import { nepalDate } from '@/features/desk/nepal-time';

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

test('a closed day’s delivery: an edit is saved with whom it paid unchanged, a correction of its total is refused', async ({
  page,
}) => {
  test.setTimeout(300_000); // the dashboard is slow on a shared machine; every wait below is for a state
  const pb = await adminClient();
  const farmer = await pb.collection('farmers').create({ name: `Dashboard Farmer ${Date.now()}`, sort: 9999 });
  const product = await stockedProduct('Dashboard Payee Honey', pb);
  const lot = await stockLot(product, { units: 5, farmers: [farmer.id] }, pb);
  const order = await createOrderRecord(pb, {
    customerName: 'Dashboard Closed Day',
    phone: '9841000045',
    items: [{ id: product.id, name: product.name, price: 300, quantity: 1 }],
  });
  await pb.collection('orders').update(order.id, { status: 'Confirmed' });
  await pb.collection('orders').update(order.id, { status: 'Out for Delivery' });
  await deliverWithCash(pb, order.id);
  const delivered = await pb.collection('orders').getOne(order.id);
  expect(delivered.payees).toEqual({
    [lot.code]: { cooperative: '', cooperativeNe: '', commissionPercent: 0, farmers: farmer.name },
  });
  // A lead closes the rider's day.
  const lead = await createStaff(pb, 'Dashboard Lead');
  await pb.collection('staff').update(lead.id, { lead: true });
  const leadPb = await staffPb(pb, lead);
  const day = nepalDate(Date.now());
  const seen = await leadPb.send(`/api/desk/settlement?day=${day}&rider=${delivered.cash_rider}`, { method: 'GET' });
  await leadPb.send('/api/desk/settlement', {
    method: 'POST',
    body: {
      day,
      rider: delivered.cash_rider,
      handedOver: seen.figures.collected,
      note: seen.entries.length > 0 ? 'Closed again for the dashboard test' : '',
      seen: seen.figures.pending,
      seenEntries: seen.entries.map((e: { id: string }) => e.id),
    },
  });
  const closed = await pb.collection('orders').getOne(order.id);
  expect(closed.settlement).not.toBe('');

  await signInToDashboard(page);
  // The operator adds a note to the delivered order: saved, and what it kept of its lot's farmer is as it was.
  const notes = dashboardInput(page, 'notes', 'text');
  await openDashboardRecord(page, 'orders', order.id, notes);
  await notes.fill('Shopper asks for a paper bag next time');
  const save = dashboardSaveButton(page, 'Save changes');
  await save.click();
  await expect(save).toBeHidden({ timeout: 30_000 });
  const edited = await pb.collection('orders').getOne(order.id);
  expect(edited).toMatchObject({ notes: 'Shopper asks for a paper bag next time', payees: closed.payees });

  // Then a discount for it, as a correction: refused under the total, and the order is as it was.
  await openNewDashboardRecord(page, 'order_corrections');
  await pickInDashboard(
    page,
    page.locator('output[name="order"]'),
    `orderNumber = "${closed.orderNumber}"`,
    closed.orderNumber,
  );
  await dashboardInput(page, 'reason', 'text').fill('Shopper phoned: the honey jar was cracked');
  await page.locator('input[name="discount_amount"]').fill('50');
  const create = dashboardSaveButton(page, 'Create');
  await create.click();
  await expect(dashboardField(page, 'total', 'number')).toContainText(
    "This order's cash is in its rider's closed day",
    { timeout: 30_000 },
  );
  await expect(page.getByText('[object Object]')).toHaveCount(0);
  expect(await pb.collection('orders').getOne(order.id)).toMatchObject({
    total: closed.total,
    discount_amount: closed.discount_amount,
  });
});
