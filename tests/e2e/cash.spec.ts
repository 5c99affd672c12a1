// Cash on delivery and payouts on the desk (docs/rules.md "Cash and payouts", docs/operations.md), in a real browser
// on a phone and a desktop, in English and Nepali, with axe-core on each screen: a rider delivers with the cash
// collected, records a short payment with its reason and a refusal at the door (its stock returns); a lead opens the
// rider's settlement for the day, closes it with the amount handed over, then reads the payouts page and its CSV.
import { randomUUID } from 'node:crypto';
import type PocketBase from 'pocketbase';
import { expectData } from '@tests/harness/actions-client';
import { expectNoAxeViolations } from '@tests/harness/axe';
import { clearOfNepalEdges, expect, test } from '@tests/harness/browser';
import { NEPAL_MIDNIGHT } from '@tests/harness/clock-edge';
import { orderInput } from '@tests/harness/orders';
import { showOrderDetails } from '@tests/harness/order-page';
import { place, type SeedProduct } from '@tests/harness/seed';
import { adminPb } from '@tests/harness/stack';
import { createStaff } from '@tests/harness/staff';
import { deskOnAPhone } from '@tests/harness/desk-browser';
import { lotFigures, stockedProduct, stockLot } from '@tests/harness/stock';
import type { PlaceOrderResult } from '@/features/checkout/contract';
import { nepalDate } from '@/features/desk/nepal-time';
import { formatCash } from '@/lib/money';

let admin: PocketBase;

test.beforeAll(async () => {
  admin = await adminPb();
});

async function outForDelivery(product: SeedProduct, quantity: number): Promise<{ id: string; total: number }> {
  const kathmandu = await place();
  const placed = await expectData<PlaceOrderResult>('placeOrder', orderInput(kathmandu, [{ product, quantity }]));
  const order = await admin
    .collection('orders')
    .getFirstListItem(admin.filter('orderNumber = {:n}', { n: placed.orderNumber }));
  await admin.collection('orders').update(order.id, { status: 'Confirmed' });
  await admin.collection('orders').update(order.id, { status: 'Out for Delivery' });
  return { id: order.id, total: order.total };
}

test('deliver with cash, a short payment, a refusal; close the rider’s day; payouts and CSV', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  // the rider's day is today's: one that begins before Nepal's midnight and closes after would find nothing to settle
  await clearOfNepalEdges(NEPAL_MIDNIGHT, { beforeMs: 180_000, afterMs: 5_000 });
  const tag = randomUUID().slice(0, 6);
  const coop = `E2E Coop ${tag}`;
  await admin.collection('cooperatives').create({ name: coop, name_ne: `ई२ई सहकारी ${tag}`, commission_percent: 10 });
  const product = await stockedProduct('Cash E2E Honey');
  await admin.collection('web_products').update(product.id, { nepaliName: 'परीक्षण मह' });
  const lot = await stockLot(product, { units: 30, cooperative: coop });
  const rider = await createStaff(admin, `Rider ${tag}`);
  const lead = await createStaff(admin, `Lead ${tag}`);
  await admin.collection('staff').update(lead.id, { lead: true });
  const paid = await outForDelivery(product, 1);
  const short = await outForDelivery(product, 2);
  const refused = await outForDelivery(product, 3);

  const riderPage = await deskOnAPhone(browser, baseURL!, rider);
  // Paid in full: the amount due is already filled in.
  await riderPage.goto(`/desk/orders/${paid.id}`);
  await expect(riderPage.getByLabel('Cash collected (Rs.)')).toHaveValue(String(paid.total));
  await expectNoAxeViolations(riderPage, 'order out for delivery with the cash forms', testInfo);
  // docs/operations.md "A day at the desk" shows this on a phone (a small JPEG, remade by each phone run).
  await riderPage
    .getByTestId('cash-forms')
    .screenshot({ path: 'docs/images/desk-cash.jpg', type: 'jpeg', quality: 60 });
  await riderPage.getByRole('button', { name: 'Delivered, cash collected' }).click();
  await expect(riderPage.getByTestId('desk-message')).toHaveText('Delivered: cash recorded.');
  await expect(riderPage.getByTestId('desk-status')).toHaveText('Delivered');

  // Short: without a reason it is refused and nothing changes; with one it is recorded.
  await riderPage.goto(`/desk/orders/${short.id}`);
  await riderPage.getByLabel('Cash collected (Rs.)').fill(String(short.total - 100));
  await riderPage.getByRole('button', { name: 'Delivered, cash collected' }).click();
  await expect(riderPage.getByTestId('desk-message')).toContainText('say why');
  await expect(riderPage.getByTestId('desk-status')).toHaveText('Out for Delivery');
  await expectNoAxeViolations(riderPage, 'cash refused without a reason', testInfo);
  // Money as it is written ("1,150", "Rs. 1,150") is let through by the phone (the desk reads it as 1150); a letter
  // in the figures is not.
  const cashBox = riderPage.getByLabel('Cash collected (Rs.)');
  for (const typed of ['1,150', 'Rs. 1,150']) {
    await cashBox.fill(typed);
    expect(await cashBox.evaluate((box: HTMLInputElement) => box.checkValidity()), typed).toBe(true);
  }
  await cashBox.fill('1l50');
  expect(await cashBox.evaluate((box: HTMLInputElement) => box.checkValidity())).toBe(false);
  // Typed with the "Rs." the page prints before every amount.
  await riderPage.getByLabel('Cash collected (Rs.)').fill(`Rs. ${short.total - 100}`);
  await riderPage.getByLabel('If it differs from the total, why').selectOption('short');
  await riderPage.getByRole('textbox', { name: 'Note (optional)' }).first().fill('Paid 100 less');
  await riderPage.getByRole('button', { name: 'Delivered, cash collected' }).click();
  await expect(riderPage.getByTestId('desk-message')).toHaveText('Delivered: cash recorded.');
  await expect(riderPage.getByTestId('desk-history')).toContainText('Short: Paid 100 less');
  // Staff are named in the history by their names, not their sign-in emails.
  await expect(riderPage.getByTestId('desk-history')).toContainText(`staff: Rider ${tag}`);
  await expect(riderPage.getByTestId('desk-history')).not.toContainText(rider.email);
  // The order's money says the door: no more "collect in cash", and what was collected, with why it is less.
  await expect(riderPage.getByTestId('desk-total-label')).toHaveText('Total (delivered: cash recorded)');
  await expect(riderPage.getByText('Cash collected at the door (Short: paid less)')).toBeVisible();
  await expect(riderPage.getByTestId('desk-cash-collected')).toHaveText(`Rs. ${short.total - 100}`);
  // The Nepali desk says the hook's own words in Nepali, the rider's note as typed.
  await riderPage.goto(`/ne/desk/orders/${short.id}`);
  await expect(riderPage.getByTestId('desk-history')).toContainText('कम तिर्नुभयो: Paid 100 less');
  // The shopper's order page says what was paid at the door, not that the whole total was.
  const shortOrder = await admin.collection('orders').getOne(short.id);
  const shopperPage = await (await browser.newContext({ baseURL })).newPage();
  await shopperPage.goto(`/order/${shortOrder.orderNumber}`);
  await showOrderDetails(shopperPage, shortOrder.phone);
  await expect(
    shopperPage.getByText(`Total Rs. ${short.total}; Rs. ${short.total - 100} paid on delivery.`),
  ).toBeVisible();
  await expectNoAxeViolations(shopperPage, 'order paid short at the door', testInfo);
  await shopperPage.context().close();

  // Refused at the door, on the Nepali desk: the order is cancelled and its units go back to the lot.
  // Delivered orders no longer hold theirs: only the refused order's 3 units are reserved.
  expect((await lotFigures(lot.id)).reserved).toBe(3);
  await riderPage.goto(`/ne/desk/orders/${refused.id}`);
  await riderPage.getByRole('button', { name: 'ढोकामा अस्वीकार गरियो' }).click();
  await expect(riderPage.getByTestId('desk-message')).toHaveText('ढोकामा अस्वीकार: अर्डर रद्द भयो र स्टक फर्कियो।');
  await expect(riderPage.getByTestId('desk-history')).toContainText('ढोकामा अस्वीकार');
  await expect(riderPage.getByTestId('desk-history')).toContainText('स्टक आफ्नै लटमा फर्कियो');
  await expect(riderPage.locator('main')).not.toContainText(/Refused at the door|Stock returned/);
  await expect(riderPage.getByTestId('desk-total-label')).toHaveText('जम्मा (रद्द भयो: उठाउनु पर्दैन)');
  await expect(riderPage.getByTestId('desk-cash-collected')).toHaveCount(0);
  await expectNoAxeViolations(riderPage, 'Nepali order refused at the door', testInfo);
  expect((await lotFigures(lot.id)).reserved).toBe(0);

  // The lead: the rider's settlement for the day, closed with the amount handed over.
  const day = nepalDate(Date.now());
  const leadPage = await deskOnAPhone(browser, baseURL!, lead);
  await leadPage.getByRole('link', { name: 'Settlement' }).click();
  await leadPage.getByLabel('Day', { exact: true }).fill(day);
  await leadPage.locator('select[name="rider"]').selectOption({ label: `Rider ${tag}` });
  await leadPage.getByRole('button', { name: 'Show' }).click();
  await expect(leadPage.getByTestId('settlement-delivered')).toHaveText('2');
  await expect(leadPage.getByTestId('settlement-refused')).toHaveText('1');
  await expect(leadPage.getByTestId('settlement-order')).toHaveCount(3);
  await expect(leadPage.getByTestId('settlement-difference')).toContainText('100');
  await expectNoAxeViolations(leadPage, 'settlement before closing', testInfo);
  // docs/operations.md "A day at the desk" shows this on a phone (a small JPEG, remade by each phone run).
  await leadPage
    .getByTestId('settlement')
    .screenshot({ path: 'docs/images/desk-settlement.jpg', type: 'jpeg', quality: 60 });
  // Typed as the rupees are counted, with a thousands comma ("1,873" from 1000 up) and the "Rs." before it, as the
  // rider's cash form takes it.
  const handed = paid.total + short.total - 100;
  await leadPage.getByLabel('Amount handed over (Rs.)').fill(`Rs. ${handed.toLocaleString('en-IN')}`);
  await leadPage.getByRole('button', { name: 'Close with this amount' }).click();
  await expect(leadPage.getByTestId('desk-message')).toHaveText('Settlement saved.');
  await expect(leadPage.getByTestId('settlement-entries')).toContainText(`Closed by Lead ${tag}`);
  await expect(leadPage.getByTestId('settlement-outstanding')).toContainText('0');
  await leadPage.goto(`/ne/desk/settlement?day=${day}&rider=${rider.id}`);
  await expect(leadPage.getByTestId('settlement-entries')).toContainText(`Lead ${tag} द्वारा बन्द`);
  await expect(leadPage.getByRole('heading', { name: 'सच्याइ थप्नुहोस्' })).toBeVisible();
  // The correction form says what was handed over already, so the lead types only the difference.
  await expect(leadPage.getByTestId('settlement-already')).toHaveText(
    `${formatCash(handed, 'ne')} बुझाइसकिएको छ। फरक मात्र लेख्नुहोस्, जस्तै थप्न २०० वा घटाउन -२००।`,
  );
  await expectNoAxeViolations(leadPage, 'Nepali settlement after closing', testInfo);
  // The same correction sent from two tabs (or a double tap): the first is saved, the second is told to look again.
  const otherTab = await leadPage.context().newPage();
  await otherTab.goto(leadPage.url());
  const correctionField = leadPage.getByLabel('थप्ने सच्याइ रकम (रु.), घटाउन अगाडि माइनस (-)');
  await correctionField.fill('1,873');
  expect(await correctionField.evaluate((el: HTMLInputElement) => el.checkValidity())).toBe(true);
  // A plus is how a lead writes "add": accepted, and a wrong amount is told how to type it, in Nepali.
  await correctionField.fill('+२००');
  expect(await correctionField.evaluate((el: HTMLInputElement) => el.checkValidity())).toBe(true);
  await correctionField.fill('दुई सय');
  expect(await correctionField.evaluate((el: HTMLInputElement) => el.checkValidity())).toBe(false);
  await expect(correctionField).toHaveAttribute('title', 'अङ्कमा रुपैयाँ: थप्न २००, घटाउन -२००');
  for (const tab of [leadPage, otherTab]) {
    await tab.getByLabel('थप्ने सच्याइ रकम (रु.), घटाउन अगाडि माइनस (-)').fill('-२०');
    await tab.getByLabel('किन सच्याइयो (कर्मचारीले मात्र देख्ने)').fill('२० बढी गनियो');
  }
  await leadPage.getByRole('button', { name: 'सच्याइ थप्नुहोस्' }).click();
  await expect(leadPage.getByTestId('desk-message')).toHaveText('हिसाब सुरक्षित भयो।');
  await otherTab.getByRole('button', { name: 'सच्याइ थप्नुहोस्' }).click();
  await expect(otherTab.getByTestId('desk-message')).toHaveText(
    'तपाईंले हिसाब खोलेपछि यो दिन बन्द वा सच्याइयो: यसका प्रविष्टि फेरि हेर्नुहोस्।',
  );
  await expect(otherTab.getByTestId('settlement-entries').locator('li')).toHaveCount(2);
  await expectNoAxeViolations(otherTab, 'Nepali settlement, correction sent twice', testInfo);
  await otherTab.close();

  // Payouts: the cooperative's row (3 units delivered, refusals left out), printable and as CSV.
  await leadPage.goto(`/desk/payouts?from=${day}&to=${day}`);
  const row = leadPage.locator(`[data-testid="payout-row"][data-lot="${lot.code}"]`);
  await expect(row).toContainText(coop);
  await expect(row).toContainText('Rs. 900');
  await expect(row).toContainText('Rs. 810');
  await expectNoAxeViolations(leadPage, 'payouts page', testInfo);
  // On a small phone (360 px) the table needs no sideways swipe: the units and kg go under the lot.
  await leadPage.setViewportSize({ width: 360, height: 740 });
  await expect(row.getByTestId('payout-quantity')).toHaveText('Units: 3');
  await expect(row.getByTestId('payout-breakdown').locator('span')).toHaveText([
    'Amount: Rs. 900',
    'Commission: Rs. 90 (10%)',
  ]);
  const region = leadPage.getByTestId('payouts').getByRole('region');
  expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await leadPage.setViewportSize(test.info().project.use.viewport ?? { width: 412, height: 839 });
  // docs/operations.md "A day at the desk" shows this on a phone (a small JPEG, remade by each phone run).
  await leadPage.locator('main').screenshot({ path: 'docs/images/desk-payouts.jpg', type: 'jpeg', quality: 60 });
  await leadPage.goto(`/ne/desk/payouts?from=${day}&to=${day}`);
  const rowNe = leadPage.locator(`[data-testid="payout-row"][data-lot="${lot.code}"]`);
  await expect(rowNe).toContainText(`ई२ई सहकारी ${tag}`);
  await expect(rowNe).toContainText('परीक्षण मह');
  await expectNoAxeViolations(leadPage, 'Nepali payouts page', testInfo);
  await leadPage.setViewportSize({ width: 360, height: 740 });
  await expect(rowNe.getByTestId('payout-quantity')).toHaveText('एकाइ: ३');
  await expect(rowNe.getByTestId('payout-breakdown').locator('span')).toHaveText(['रकम: रु. ९००', 'कमिसन: रु. ९० (१०%)']);
  expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await leadPage.setViewportSize(test.info().project.use.viewport ?? { width: 412, height: 839 });
  const download = leadPage.waitForEvent('download');
  await leadPage.getByTestId('payouts-csv').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`payouts-${day}-to-${day}.csv`);
  const csv = await (await leadPage.request.get(`/desk/payouts.csv?from=${day}&to=${day}`)).text();
  expect(csv).toContain(`"${coop}","${lot.code}"`);
  expect(csv).toContain('"900.00","10","90.00","810.00"');
});
