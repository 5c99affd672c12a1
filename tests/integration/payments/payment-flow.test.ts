// Paying an order by wallet end to end on the server side: the shop's flow (src/features/payments/flow.server.ts)
// against the real PocketBase of the test stack (its payment routes, pocketbase/pb_hooks/payments.pb.js) and the
// local eSewa and Khalti (tests/harness/esewa.ts, khalti.ts). Nothing is charged twice or lost: two tabs, a replayed
// redirect, another order's redirect, a forged signature, a changed amount, a success after cancellation, expiry.
// The desk's order page (the test stack's shop) names each payment event of the history in English and Nepali.
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlaceOrderResult } from '@/features/checkout/contract';
import { submitPacking } from '@/features/packing/desk-packing.server';
import { deskRefund, deskRefundNotMade } from '@/features/payments/desk-refund.server';
import { esewaSign } from '@/features/payments/esewa.server';
import { CONFIRM_WAITS_FOR_PAYMENT, MAX_ATTEMPTS_PER_ORDER, PACKING_ABOVE_PAID } from '@/features/payments/state';
import {
  checkAttempt,
  esewaSuccess,
  newAttemptId,
  refundPayment,
  startPayment,
  sweepPayments,
} from '@/features/payments/flow.server';
import {
  ESEWA_NOT_FOUND_RECHECK_HOURS,
  postExpireOrder,
  postPaymentLease,
  postPaymentStart,
  releasePaymentLease,
  postSwitchToCod,
  readOpenAttempts,
} from '@/lib/data/payments.server';
import { formatRs } from '@/lib/money';
import { resetServiceClient } from '@/lib/pocketbase.server';
import { callAction } from '@tests/harness/actions-client';
import { type FakeEsewa, startFakeEsewa } from '@tests/harness/esewa';
import { type FakeKhalti, KHALTI_TEST_KEY, startFakeKhalti } from '@tests/harness/khalti';
import { markupText } from '@tests/harness/markup-text';
import { customer, newKey, orderHistory, orderInput } from '@tests/harness/orders';
import { startOtherShop } from '@tests/harness/other-shop';
import { place, type SeedPlace } from '@tests/harness/seed';
import { adminPb, testStack } from '@tests/harness/stack';
import { createStaff, deskCookie, staffPb, type TestStaff } from '@tests/harness/staff';
import { lotFigures, stockedProduct, stockLot } from '@tests/harness/stock';
import { LONG_TEST_MARGIN, NEPAL_MIDNIGHT, waitPastNepalEdges } from '@tests/harness/clock-edge';

let esewa: FakeEsewa;
let khalti: FakeKhalti;
let admin: PocketBase;
let kathmandu: SeedPlace;
let settingsId = '';
let staff: TestStaff;
let cookie = '';
const SITE = 'http://shop.test';
const saved: Record<string, string | undefined> = {};

// A rider's cash day and the payouts are Nepal days: no test begins in the minutes before its midnight.
beforeEach(() => waitPastNepalEdges(NEPAL_MIDNIGHT, LONG_TEST_MARGIN));

beforeAll(async () => {
  esewa = await startFakeEsewa();
  khalti = await startFakeKhalti();
  const stack = testStack();
  const env = {
    PB_URL: stack.pbUrl,
    SHOP_SERVICE_EMAIL: stack.service.email,
    SHOP_SERVICE_PASSWORD: stack.service.password,
    ESEWA_FORM_URL: esewa.formUrl,
    ESEWA_STATUS_URL: esewa.statusUrl,
    KHALTI_SECRET_KEY: KHALTI_TEST_KEY,
    KHALTI_API_URL: khalti.apiUrl,
  };
  for (const [k, v] of Object.entries(env)) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  resetServiceClient();
  admin = await adminPb();
  kathmandu = await place();
  const settings = await admin.collection('site_settings').getList(1, 1);
  settingsId = settings.items[0]?.id ?? '';
  await admin
    .collection('site_settings')
    .update(settingsId, { esewa_on: true, khalti_on: true, wallet_wait_minutes: 30 });
  staff = await createStaff(admin, 'Pay Historian');
  cookie = await deskCookie(staff);
});

afterAll(async () => {
  if (staff)
    await admin
      .collection('staff')
      .delete(staff.id)
      .catch(() => {});
  if (settingsId) await admin.collection('site_settings').update(settingsId, { esewa_on: false, khalti_on: false });
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetServiceClient();
  await esewa?.stop();
  await khalti?.stop();
});

/** A cash order placed through the shop's action; paying it by wallet turns it into a wallet order. */
async function placed(coupon = false): Promise<{ orderNumber: string; accessToken: string; id: string; lot: string }> {
  const product = await stockedProduct('Pay Honey');
  const lot = await stockLot(product, { units: 10 });
  const base = orderInput(kathmandu, [{ product, quantity: 2 }]);
  const result = await callAction<PlaceOrderResult>('placeOrder', {
    ...base,
    // DASHAIN100: 100 off, paid from its campaign's budget (the seed's coupons).
    ...(coupon ? { couponCode: 'DASHAIN100', expectedTotal: base.expectedTotal - 100 } : {}),
    idempotencyKey: newKey(),
    customer: customer(kathmandu, { name: 'Wallet Shopper' }),
  });
  expect(result.error).toBeUndefined();
  const data = result.data!;
  const order = await admin
    .collection('orders')
    .getFirstListItem(admin.filter('orderNumber = {:n}', { n: data.orderNumber }));
  return { orderNumber: data.orderNumber, accessToken: data.accessToken, id: order.id, lot: lot.id };
}

async function orderOf(id: string) {
  return admin.collection('orders').getOne(id);
}
/** An order placed and paid with eSewa: the order, and its attempt. */
async function paidWithEsewa() {
  const o = await placed();
  esewa.next = 'complete';
  const started = await startPayment({ ...o, wallet: 'esewa', siteUrl: SITE });
  const attempt = started.kind === 'esewa-form' ? started.fields.transaction_uuid : '';
  expect(await esewaSuccess(attempt, String(await submitEsewa(started)))).toMatchObject({ outcome: 'paid' });
  return { o, attempt };
}

/** An order paid with eSewa in two tabs at once: the order, and both verdicts. */
async function paidInTwoTabs() {
  const o = await placed();
  esewa.next = 'complete';
  const tab1 = await startPayment({ ...o, wallet: 'esewa', siteUrl: SITE });
  const tab2 = await startPayment({ ...o, wallet: 'esewa', siteUrl: SITE });
  const a1 = tab1.kind === 'esewa-form' ? tab1.fields.transaction_uuid : '';
  const a2 = tab2.kind === 'esewa-form' ? tab2.fields.transaction_uuid : '';
  const [d1, d2] = [await submitEsewa(tab1), await submitEsewa(tab2)];
  const both = await Promise.all([esewaSuccess(a1, String(d1)), esewaSuccess(a2, String(d2))]);
  return { o, both };
}

async function paymentEvents(id: string) {
  const rows = await orderHistory(id, 'payment');
  return rows.map((r) => r.reason);
}
async function attemptsOf(id: string) {
  return admin.collection('payments').getFullList({ filter: admin.filter('order = {:o}', { o: id }), sort: 'created' });
}

/** The desk's packing of `quantity` units of `productId` in place of line 0's one unit left, approved by phone. */
function substituteBody(productId: string, quantity: number) {
  return {
    action: 'substitute',
    seen: { quantity: 1, weightKg: null, substitutes: 0 },
    productId,
    quantity,
    approvedBy: 'Shopper on the phone',
    approvedAt: new Date(Date.now() - 60_000).toISOString(),
  };
}

/** Refunds `rupees` of a Khalti attempt through Khalti as the desk does, whole or in part. */
function refundKhalti(row: Awaited<ReturnType<typeof attemptsOf>>[number], rupees: number, whole: boolean) {
  return refundPayment({
    attempt: row.attempt,
    wallet: 'khalti',
    rupees,
    whole,
    walletRef: row.wallet_ref,
    reference: '',
    actor: 'staff: test',
    khalti: { pidx: row.pidx, amount: row.amount, refunded: row.refunded },
  });
}

/** Records a refund of `rupees` of an eSewa attempt made by hand at eSewa, whole when it is all of the attempt. */
function refundAttempt(row: Awaited<ReturnType<typeof attemptsOf>>[number], rupees: number, reference: string) {
  return refundPayment({
    attempt: row.attempt,
    wallet: 'esewa',
    walletRef: row.wallet_ref,
    actor: 'x',
    rupees,
    whole: rupees === row.amount,
    reference,
  });
}

/** The desk's "Refunds due" list (/desk or /ne/desk): each order's row as text, by order id. */
async function refundsDueOnDesk(lang: '' | '/ne'): Promise<Map<string, string>> {
  const res = await fetch(`${testStack().shopUrl}${lang}/desk`, { headers: { Cookie: cookie } });
  expect(res.status).toBe(200);
  const section = (await res.text()).split('data-testid="refunds-due"')[1]?.split('</section>')[0] ?? '';
  const rows = [...section.matchAll(/<li data-id="([^"]+)"[^>]*>([\s\S]*?)<\/li>/g)];
  return new Map(rows.map(([, id, html]) => [id ?? '', markupText(html ?? '')]));
}

/** The payment lines of the order's history on the desk, as text, in English or Nepali (/ne/desk). */
async function deskPaymentHistory(id: string, lang: 'en' | 'ne'): Promise<string[]> {
  const res = await fetch(`${testStack().shopUrl}${lang === 'ne' ? '/ne' : ''}/desk/orders/${id}`, {
    headers: { Cookie: cookie },
  });
  expect(res.status).toBe(200);
  const html = await res.text();
  const lines = [...html.matchAll(/data-testid="desk-history-payment"[^>]*>([^<]*)</g)].map((m) => m[1] ?? '');
  return lines.map((t) =>
    t
      .replaceAll('&#39;', "'")
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&'),
  );
}

/** Rupees in Devanagari digits with lakh grouping, as the Nepali desk writes them. */
const neRupees = (n: number) => `रु. ${new Intl.NumberFormat('en-IN', { numberingSystem: 'deva' }).format(n)}`;

/** Posts the shop's eSewa form as the browser does; the `data` of the success redirect, or null. */
async function submitEsewa(started: Awaited<ReturnType<typeof startPayment>>): Promise<string | null> {
  if (started.kind !== 'esewa-form') throw new Error(`not an eSewa form: ${JSON.stringify(started)}`);
  const res = await fetch(started.action, {
    method: 'POST',
    body: new URLSearchParams(started.fields),
    redirect: 'manual',
  });
  const location = res.headers.get('location');
  return location ? new URL(location).searchParams.get('data') : null;
}

describe('eSewa', () => {
  it('pays once: the redirect is checked with the status API, a replay changes nothing', async () => {
    const o = await placed();
    esewa.next = 'complete';
    const started = await startPayment({ ...o, wallet: 'esewa', siteUrl: SITE });
    expect((await orderOf(o.id)).payment_state).toBe('awaiting');
    const data = await submitEsewa(started);
    const attempt = started.kind === 'esewa-form' ? started.fields.transaction_uuid : '';
    const checked = await esewaSuccess(attempt, String(data));
    expect(checked).toMatchObject({ kind: 'settled', outcome: 'paid', orderNumber: o.orderNumber });
    expect(esewa.statusChecks).toContain(attempt);
    const order = await orderOf(o.id);
    expect([order.payment_method, order.payment_state]).toEqual(['esewa', 'paid']);
    // replayed
    expect(await esewaSuccess(attempt, String(data))).toMatchObject({ kind: 'settled', outcome: 'already' });
    expect(await paymentEvents(o.id)).toEqual(['payment_started', 'paid']);
  });

  it('a paid order has no cash to collect: an operator may set it Delivered in the dashboard', async () => {
    const { o } = await paidWithEsewa();
    for (const status of ['Confirmed', 'Out for Delivery']) {
      if ((await orderOf(o.id)).status !== status) await admin.collection('orders').update(o.id, { status });
    }
    // The payout report's reconciliation counts it as paid by wallet, not as cash a rider owes.
    const lead = await createStaff(admin, 'Payout Lead');
    await admin.collection('staff').update(lead.id, { lead: true });
    const leadPb = await staffPb(admin, lead);
    const today = new Date(Date.now() + 345 * 60_000).toISOString().slice(0, 10);
    const reconciled = async () =>
      (await leadPb.send(`/api/desk/payouts?from=${today}&to=${today}`, { method: 'GET' })).reconciliation;
    const before = await reconciled();
    // The rule that refuses a cash order here (lib/cash-rules.js deliveryProblem) lets it pass.
    await admin.collection('orders').update(o.id, { status: 'Delivered' });
    const delivered = await orderOf(o.id);
    expect(delivered).toMatchObject({ status: 'Delivered', payment_state: 'paid', cash_rider: '' });
    const after = await reconciled();
    expect(Math.round((after.wallet - before.wallet) * 100)).toBe(Math.round(delivered.total * 100));
    expect([after.due, after.collected]).toEqual([before.due, before.collected]);
    expect(Math.round((after.lines + after.adjustments) * 100)).toBe(Math.round((after.wallet + after.due) * 100));
    await admin
      .collection('staff')
      .delete(lead.id)
      .catch(() => {});
  });

  it('a paid order is not asked for cash by its messages; a cash order is', async () => {
    const messageOf = async (id: string, event: string) =>
      admin
        .collection('messages')
        .getFirstListItem(admin.filter('order = {:o} && event = {:e} && channel = "sms"', { o: id, e: event }));
    const paid = await placed();
    esewa.next = 'complete';
    const started = await startPayment({ ...paid, wallet: 'esewa', siteUrl: SITE });
    const attempt = started.kind === 'esewa-form' ? started.fields.transaction_uuid : '';
    expect(await esewaSuccess(attempt, String(await submitEsewa(started)))).toMatchObject({ outcome: 'paid' });
    const cash = await placed();
    for (const o of [paid, cash]) {
      for (const status of ['Confirmed', 'Out for Delivery']) await admin.collection('orders').update(o.id, { status });
    }
    // The template's cash sentence ({cash}) is left out for the order eSewa paid.
    expect((await messageOf(paid.id, 'out_for_delivery')).text).toBe(
      `Krishi Bazaar: order ${paid.orderNumber} is on its way to you today. Reply STOP to stop messages.`,
    );
    const total = (await orderOf(cash.id)).total;
    expect((await messageOf(cash.id, 'out_for_delivery')).text).toBe(
      `Krishi Bazaar: order ${cash.orderNumber} is on its way to you today. Please keep Rs. ${total} ready in cash. Reply STOP to stop messages.`,
    );
  });

  it("refuses a forged signature, a changed amount and another order's transaction", async () => {
    const a = await placed();
    const b = await placed();
    esewa.next = 'complete';
    const startedA = await startPayment({ ...a, wallet: 'esewa', siteUrl: SITE });
    const attemptA = startedA.kind === 'esewa-form' ? startedA.fields.transaction_uuid : '';
    esewa.next = 'close';
    const startedB = await startPayment({ ...b, wallet: 'esewa', siteUrl: SITE });
    await submitEsewa(startedB);
    const attemptB = startedB.kind === 'esewa-form' ? startedB.fields.transaction_uuid : '';
    esewa.next = 'complete';
    const dataA = String(await submitEsewa(startedA));
    // A's genuine success redirect brought back to B's return address
    expect(await esewaSuccess(attemptB, dataA)).toEqual({
      kind: 'refused',
      problem: 'the answer is for another payment',
    });
    // forged: signed with a guessed key
    const body = JSON.parse(Buffer.from(dataA, 'base64').toString());
    const forged = { ...body, transaction_uuid: attemptB };
    forged.signature = esewaSign('guess', forged, body.signed_field_names);
    expect((await esewaSuccess(attemptB, Buffer.from(JSON.stringify(forged)).toString('base64'))).kind).toBe('refused');
    // the amount changed in the URL's data
    const cheaper = { ...body, total_amount: '1.0' };
    expect((await esewaSuccess(attemptA, Buffer.from(JSON.stringify(cheaper)).toString('base64'))).kind).toBe(
      'refused',
    );
    expect((await orderOf(b.id)).payment_state).toBe('awaiting');
    expect((await orderOf(a.id)).payment_state).toBe('awaiting');
    // the status API decides, for the amount the shop recorded
    expect(await checkAttempt(attemptA)).toMatchObject({ kind: 'settled', outcome: 'paid' });
    expect(await checkAttempt(attemptB)).toMatchObject({ kind: 'settled', outcome: 'wait' });
  });

  it('two tabs: the second success is recorded and flagged for refund, the order is paid once', async () => {
    const { o, both } = await paidInTwoTabs();
    expect(both.map((r) => ('outcome' in r ? r.outcome : r.kind)).sort()).toEqual(['paid', 'refund_due']);
    const rows = await attemptsOf(o.id);
    expect(rows.map((r) => r.state).sort()).toEqual(['late', 'success']);
    // The second payment is owed back: the desk's list and the shopper's box say so, not "Paid".
    expect((await orderOf(o.id)).payment_state).toBe('refund_due');
    expect(await paymentEvents(o.id)).toContain('paid_twice');
    expect(await paymentEvents(o.id)).not.toContain('paid_after_cancel');
    // Out for delivery meanwhile: the rider is told there is nothing to collect, and why.
    for (const status of ['Confirmed', 'Out for Delivery']) await admin.collection('orders').update(o.id, { status });
    const res = await fetch(`${testStack().shopUrl}/desk/orders/${o.id}`, { headers: { Cookie: cookie } });
    const page = await res.text();
    expect(page).toContain('Nothing to collect: paid by eSewa');
    expect(page).toContain('Total (nothing to collect: a refund is due)');
    await admin.collection('orders').update(o.id, { status: 'Delivered' });
    // Listed among the refunds due once delivered, for the second payment alone.
    const late = rows.find((r) => r.state === 'late')!;
    expect((await refundsDueOnDesk('')).get(o.id)).toContain(`${formatRs(late.amount)} to refund`);
    // All of the second one back: the order is paid, once, and no longer listed.
    expect((await refundAttempt(late, late.amount, 'RF-2T')).status).toBe(200);
    expect((await orderOf(o.id)).payment_state).toBe('paid');
    expect((await refundsDueOnDesk('')).has(o.id)).toBe(false);
  });

  it('an order waiting for its payment is not packed to another total, which the wallet would refuse', async () => {
    const o = await placed();
    esewa.next = 'complete';
    await startPayment({ ...o, wallet: 'esewa', siteUrl: SITE });
    const packer = await createStaff(admin, 'Early Packer');
    const before = await orderOf(o.id);
    const refused = await (await staffPb(admin, packer))
      .send(`/api/desk/orders/${o.id}/lines/0`, { method: 'POST', body: { action: 'short', seen: { quantity: 2 } } })
      .then(
        () => null,
        (e: { status: number; response: { message: string } }) => e,
      );
    expect(refused?.status).toBe(409);
    expect(refused?.response.message).toBe(
      'This order waits for its wallet payment: pack it once it is paid or switched to cash on delivery.',
    );
    // The Nepali desk words this refusal by its key, not as a general "not saved".
    const form = new FormData();
    for (const [k, v] of Object.entries({ action: 'pack-short', line: '0', seen_quantity: '2', quantity: '1' }))
      form.set(k, v);
    expect(await submitPacking(await staffPb(admin, packer), o.id, form, 'ne')).toEqual({
      kind: 'refused',
      status: 409,
      message: 'यो अर्डरले वालेटको भुक्तानी कुरिरहेको छ: भुक्तानी भएपछि वा डेलिभरीमा नगदमा बदलिएपछि मात्र प्याक गर्नुहोस्।',
    });
    expect((await orderOf(o.id)).updated).toBe(before.updated);
    await admin
      .collection('staff')
      .delete(packer.id)
      .catch(() => {});
  });

  it('a paid order packed to less owes the difference back; packed to more than was paid is refused', async () => {
    const { o } = await paidWithEsewa();
    const paid = await orderOf(o.id);
    const packer = await createStaff(admin, 'Paid Packer');
    const packerPb = await staffPb(admin, packer);
    const pack = (line: number, body: Record<string, unknown>) =>
      packerPb.send(`/api/desk/orders/${o.id}/lines/${line}`, { method: 'POST', body }).then(
        () => null,
        (e: { status: number; response: { message: string } }) => e,
      );
    // One jar of two broke: Rs. 300 less, owed back.
    expect(await pack(0, { action: 'short', seen: { quantity: 2 }, quantity: 1, reason: 'One jar broke' })).toBeNull();
    expect(await orderOf(o.id)).toMatchObject({ total: paid.total - 300, payment_state: 'refund_due' });
    // A substitute of Rs. 600 would bring it Rs. 300 above what eSewa paid: refused, nothing changed.
    const jam = await stockedProduct('Pay Jam');
    const jamLot = await stockLot(jam, { units: 10 });
    const substitute = (quantity: number) => substituteBody(jam.id, quantity);
    const before = await orderOf(o.id);
    const refused = await pack(0, substitute(2));
    expect([refused?.status, refused?.response.message]).toEqual([409, PACKING_ABOVE_PAID]);
    expect((await orderOf(o.id)).updated).toBe(before.updated);
    expect(await lotFigures(jamLot.id)).toMatchObject({ remaining: 10 });
    // The Nepali desk says why in Nepali.
    const form = new FormData();
    const fields = { action: 'pack-substitute', line: '0', seen_quantity: '1', seen_substitutes: '0', product: jam.id };
    // As the phone's datetime box gives it: Nepal's time (UTC+5:45), to the minute.
    const nepalNow = new Date(Date.now() + (345 - 1) * 60_000).toISOString().slice(0, 16);
    const typed = { quantity: '२', approved_by: substitute(2).approvedBy, approved_at: nepalNow };
    for (const [k, v] of Object.entries({ ...fields, ...typed })) form.set(k, v);
    expect(await submitPacking(packerPb, o.id, form, 'ne')).toMatchObject({
      kind: 'refused',
      message:
        'यो अर्डर वालेटबाट तिरिएको छ: प्याकिङले जम्मा रकम तिरिएको भन्दा बढी बनाउन मिल्दैन। कम प्याक गर्नुहोस्, वा सस्तो सट्टा रोज्नुहोस्।',
    });
    // One jar of jam in its place: back at what was paid, nothing owed.
    expect(await pack(0, substitute(1))).toBeNull();
    expect(await orderOf(o.id)).toMatchObject({ total: paid.total, payment_state: 'paid' });
    // The jam taken back too: Rs. 300 owed, refunded from the desk, and the order is partly refunded.
    expect(
      await pack(1, { action: 'short', seen: { quantity: 1 }, quantity: 0, reason: 'Jam jar cracked' }),
    ).toBeNull();
    expect((await orderOf(o.id)).payment_state).toBe('refund_due');
    const [row] = await attemptsOf(o.id);
    // The desk offers the Rs. 300 owed back, and refuses all of the payment: the goods still to be delivered would go
    // unpaid, and the rider would collect nothing. Nothing is recorded.
    const lead = await createStaff(admin, 'Packed Refund Lead');
    await admin.collection('staff').update(lead.id, { lead: true });
    const whole = new FormData();
    const refundFields = {
      payment: row.id,
      amount: String(row.amount),
      reason: 'Jam cracked',
      reference: 'ESW-W',
      refunded_seen: '0',
    };
    for (const [k, v] of Object.entries(refundFields)) whole.set(k, v);
    expect(await deskRefund(await staffPb(admin, lead), o.id, whole, lead.email)).toEqual({
      kind: 'refused',
      status: 400,
      why: 'not_whole',
      left: 300,
    });
    expect((await attemptsOf(o.id))[0].refunded).toBe(0);
    const deskPage = await fetch(`${testStack().shopUrl}/desk/orders/${o.id}`, {
      headers: { cookie: await deskCookie(lead) },
    }).then((r) => r.text());
    expect(markupText(deskPage)).toContain('Owed back now: Rs. 300.');
    expect(deskPage).toMatch(/name="amount"[^>]*value="300"/);
    expect((await refundAttempt(row, 100, 'RF-P1')).status).toBe(200);
    expect((await orderOf(o.id)).payment_state).toBe('refund_due');
    expect((await refundAttempt(row, 200, 'RF-P2')).status).toBe(200);
    expect((await orderOf(o.id)).payment_state).toBe('partially_refunded');
    for (const staff of [packer, lead])
      await admin
        .collection('staff')
        .delete(staff.id)
        .catch(() => {});
  });

  it('paid twice and packed to less: owed back until the shop holds no more than the packed total', async () => {
    const { o } = await paidInTwoTabs();
    const paid = await orderOf(o.id);
    expect(paid.payment_state).toBe('refund_due');
    const packer = await createStaff(admin, 'Twice Packer');
    // One jar of two broke.
    await (await staffPb(admin, packer)).send(`/api/desk/orders/${o.id}/lines/0`, {
      method: 'POST',
      body: { action: 'short', seen: { quantity: 2 }, quantity: 1, reason: 'One jar broke' },
    });
    const packed = await orderOf(o.id);
    expect(packed.total).toBeLessThan(paid.total);
    expect(packed.payment_state).toBe('refund_due');
    // A dearer substitute (two jars of Rs. 300 for the one left) is refused, though the second payment would cover
    // it: that payment is owed back whole, never kept towards the order.
    const jam = await stockedProduct('Twice Jam');
    const jamLot = await stockLot(jam, { units: 10 });
    const dearer = await (await staffPb(admin, packer))
      .send(`/api/desk/orders/${o.id}/lines/0`, {
        method: 'POST',
        body: substituteBody(jam.id, 2),
      })
      .then(
        () => null,
        (e: { status: number; response: { message: string } }) => e,
      );
    expect([dearer?.status, dearer?.response.message]).toEqual([409, PACKING_ABOVE_PAID]);
    expect((await orderOf(o.id)).total).toBe(packed.total);
    // The substitute's draw, made before the refusal, is rolled back with it (lib/order-change.js).
    expect(await lotFigures(jamLot.id)).toMatchObject({ units: 10, remaining: 10, reserved: 0 });
    const rows = await attemptsOf(o.id);
    const late = rows.find((r) => r.state === 'late')!;
    const own = rows.find((r) => r.state === 'success')!;
    // The second payment all back: the first still holds more than the packed total.
    expect((await refundAttempt(late, late.amount, 'RF-T1')).status).toBe(200);
    expect((await orderOf(o.id)).payment_state).toBe('refund_due');
    // The jar's price back from the first: what is held is the packed total.
    expect((await refundAttempt(own, paid.total - packed.total, 'RF-T2')).status).toBe(200);
    expect((await orderOf(o.id)).payment_state).toBe('partially_refunded');
    await admin
      .collection('staff')
      .delete(packer.id)
      .catch(() => {});
  });

  it("paid twice: once the second payment is all back, the order's own payment stands as it was, partly refunded", async () => {
    const { o } = await paidInTwoTabs();
    const rows = await attemptsOf(o.id);
    const late = rows.find((r) => r.state === 'late')!;
    const own = rows.find((r) => r.state === 'success')!;
    // The second payment is marked late, and stays so after its refund; the order's own is not.
    expect([late.late, own.late]).toEqual([true, false]);
    // A goodwill refund of the order's own payment first: still owed the second payment.
    expect((await refundAttempt(own, 50, 'RF-G1')).status).toBe(200);
    expect((await orderOf(o.id)).payment_state).toBe('refund_due');
    // The second payment all back.
    expect((await refundAttempt(late, late.amount, 'RF-L1')).status).toBe(200);
    expect((await attemptsOf(o.id)).find((r) => r.id === late.id)?.late).toBe(true);
    // The order is as it was before the second payment came: partly refunded, not "paid".
    expect((await orderOf(o.id)).payment_state).toBe('partially_refunded');
    // The desk still tells the second payment from the order's own.
    const desk = await (
      await fetch(`${testStack().shopUrl}/desk/orders/${o.id}`, { headers: { Cookie: cookie } })
    ).text();
    const states = [...desk.matchAll(/data-testid="desk-payment-attempt-state"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(states.sort()).toEqual(['Partly refunded', 'Refunded · Paid late']);
  });

  it('paid twice and then cancelled: both payments are owed back, refunded only once both are back', async () => {
    const { o } = await paidInTwoTabs();
    await admin.collection('orders').update(o.id, { status: 'Cancelled', status_reason: 'Shopper called' });
    expect((await orderOf(o.id)).payment_state).toBe('refund_due');
    const rows = await attemptsOf(o.id);
    const late = rows.find((r) => r.state === 'late')!;
    const own = rows.find((r) => r.state === 'success')!;
    expect((await refundAttempt(late, late.amount, 'RF-C1')).status).toBe(200);
    // The order's own payment is still held: the desk still lists it as owed.
    expect((await orderOf(o.id)).payment_state).toBe('refund_due');
    expect((await refundAttempt(own, own.amount, 'RF-C2')).status).toBe(200);
    expect((await orderOf(o.id)).payment_state).toBe('refunded');
  });

  it("the desk's refund form: a stale tab or a second tap sends no second refund", async () => {
    const { o, attempt } = await paidWithEsewa();
    const lead = await createStaff(admin, 'Refunding Lead');
    await admin.collection('staff').update(lead.id, { lead: true });
    const leadPb = await staffPb(admin, lead);
    const [row] = await attemptsOf(o.id);
    const form = (seen: string) => {
      const f = new FormData();
      const fields = { payment: row.id, amount: '100', reason: 'Bruised', reference: 'ESW-9', refunded_seen: seen };
      for (const [k, v] of Object.entries(fields)) f.set(k, v);
      return f;
    };
    const refunded = async () => (await attemptsOf(o.id))[0].refunded;
    expect(await deskRefund(leadPb, o.id, form('0'), lead.email)).toEqual({ kind: 'done' });
    // The same form again, from the tab that still shows nothing refunded: refused, nothing sent or recorded.
    expect(await deskRefund(leadPb, o.id, form('0'), lead.email)).toEqual({
      kind: 'refused',
      status: 409,
      why: 'changed',
      left: row.amount - 100,
    });
    expect(await refunded()).toBe(100);
    // While another refund of it is on its way (its hold taken), a form that saw the latest is held back too.
    expect((await postPaymentLease(attempt, 60)).status).toBe(200);
    expect(await deskRefund(leadPb, o.id, form('100'), lead.email)).toMatchObject({ kind: 'refused', why: 'changed' });
    expect(await refunded()).toBe(100);
    expect((await postPaymentLease(attempt, 1)).status).toBe(409); // held: no other check takes it
    // Released as the shop's refund does when its call is done (an operator cannot edit an attempt: below).
    expect((await releasePaymentLease(attempt)).status).toBe(200);
    // Two taps at once: one refund.
    const taps = await Promise.all([
      deskRefund(leadPb, o.id, form('100'), lead.email),
      deskRefund(leadPb, o.id, form('100'), lead.email),
    ]);
    expect(taps.map((t) => t.kind).sort()).toEqual(['done', 'refused']);
    expect(await refunded()).toBe(200);
    expect((await paymentEvents(o.id)).filter((e) => e === 'refunded')).toHaveLength(2);
    // The refund recorded ends its hold: the next one may go.
    expect((await attemptsOf(o.id))[0].lease_until).toBe('');
    expect(await deskRefund(leadPb, o.id, form('200'), lead.email)).toEqual({ kind: 'done' });
    expect(await refunded()).toBe(300);
    // An operator cannot note a refund by hand, delete the attempt or make one "paid": each would lose a payment or
    // refund it twice. A 400 says where refunds are recorded, and the attempt stays as it was.
    const kept = (await attemptsOf(o.id))[0];
    for (const write of [
      () => admin.collection('payments').update(row.id, { state: 'refunded', refunded: row.amount }),
      () => admin.collection('payments').delete(row.id),
      () => admin.collection('payments').create({ order: o.id, wallet: 'esewa', state: 'success', amount: 1 }),
    ])
      expect(
        await write().then(
          () => 'saved',
          (err) => [err.status, err.response.message],
        ),
      ).toEqual([400, expect.stringContaining("A refund is recorded on the desk's order page")]);
    expect(await attemptsOf(o.id)).toEqual([kept]);
    await admin
      .collection('staff')
      .delete(lead.id)
      .catch(() => {});
  });

  it('a paid order cancelled owes its payment back: refund due until all of it is refunded', async () => {
    const { o, attempt } = await paidWithEsewa();
    await admin.collection('orders').update(o.id, { status: 'Cancelled', status_reason: 'Shopper called' });
    const order = await orderOf(o.id);
    expect([order.status, order.payment_state]).toEqual(['Cancelled', 'refund_due']);
    const [row] = await attemptsOf(o.id);
    const refund = (rupees: number, whole: boolean, reference: string) =>
      refundPayment({ attempt, wallet: 'esewa', rupees, whole, walletRef: row.wallet_ref, reference, actor: 'x' });
    expect((await refund(100, false, 'RF-1')).status).toBe(200);
    expect((await orderOf(o.id)).payment_state).toBe('refund_due');
    expect((await refund(order.total - 100, true, 'RF-2')).status).toBe(200);
    expect((await orderOf(o.id)).payment_state).toBe('refunded');
  });

  it("a paid order's cancel undone in the dashboard is paid again; once its payment went back, the undo is refused", async () => {
    const { o, attempt } = await paidWithEsewa();
    const cancel = () =>
      admin.collection('orders').update(o.id, { status: 'Cancelled', status_reason: 'Shopper called' });
    const undo = () =>
      admin
        .collection('orders')
        .update(o.id, { status: 'Open' })
        .then(
          () => 'saved',
          (err: { status: number; response: { message: string } }) => `${err.status}: ${err.response.message}`,
        );
    await cancel();
    // The operator cancelled the wrong order: undone, its payment pays for it again, nothing owed back.
    expect(await undo()).toBe('saved');
    expect(await orderOf(o.id)).toMatchObject({ status: 'Open', payment_state: 'paid' });
    await cancel();
    const [row] = await attemptsOf(o.id);
    const refund = await refundPayment({
      attempt,
      wallet: 'esewa',
      rupees: 100,
      whole: false,
      walletRef: row.wallet_ref,
      reference: 'RF-U1',
      actor: 'x',
    });
    expect(refund.status).toBe(200);
    // Rs. 100 went back: the order cannot be open again as if paid.
    expect(await undo()).toBe(
      "400: Part or all of this order's wallet payment has gone back to the shopper: it cannot be opened again without it. Place a new order instead.",
    );
    expect(await orderOf(o.id)).toMatchObject({ status: 'Cancelled', payment_state: 'refund_due' });
  });

  it("an operator's correction of a wallet-paid order: below what was paid it is owed back; above it, refused", async () => {
    const { o } = await paidWithEsewa();
    const paid = await orderOf(o.id);
    const correct = (fields: Record<string, unknown>) =>
      admin
        .collection('order_corrections')
        .create({ order: o.id, reason: 'Phoned in a change', ...fields })
        .then(
          () => 'saved',
          (err: { status: number; response: { data: { total?: { message: string } } } }) =>
            `${err.status}: ${err.response.data.total?.message}`,
        );
    // Rs. 500 more than eSewa paid could never be collected (the rider collects nothing on a wallet order).
    expect(await correct({ subtotal: paid.subtotal + 500 })).toBe(
      '400: A wallet paid this order: a correction may not bring its total above what was paid, since the difference cannot be collected. Make it at most that, or cancel the order and place a new one.',
    );
    expect(await orderOf(o.id)).toMatchObject({ total: paid.total, payment_state: 'paid' });
    // Rs. 100 less: the difference is owed back, and the desk lists it.
    expect(await correct({ subtotal: paid.subtotal - 100 })).toBe('saved');
    expect(await orderOf(o.id)).toMatchObject({ total: paid.total - 100, payment_state: 'refund_due' });
    // Corrected back to what was paid: nothing owed any more.
    expect(await correct({ subtotal: paid.subtotal })).toBe('saved');
    expect(await orderOf(o.id)).toMatchObject({ total: paid.total, payment_state: 'paid' });
    // An order still waiting for its wallet is corrected once it is paid or switched to cash.
    const waiting = await placed();
    esewa.next = 'complete';
    await startPayment({ ...waiting, wallet: 'esewa', siteUrl: SITE });
    const before = await orderOf(waiting.id);
    expect(before.payment_state).toBe('awaiting');
    const refused = await admin
      .collection('order_corrections')
      .create({ order: waiting.id, reason: 'x', subtotal: before.subtotal - 50 })
      .catch((err: { response: { data: { total?: { message: string } } } }) => err.response.data.total?.message);
    expect(refused).toBe(
      'This order waits for its wallet payment: correct it once it is paid or switched to cash on delivery.',
    );
    expect((await orderOf(waiting.id)).total).toBe(before.total);
  });

  it('a paid order refused at the door owes its payment back, as any cancel does', async () => {
    const { o } = await paidWithEsewa();
    for (const status of ['Confirmed', 'Out for Delivery']) await admin.collection('orders').update(o.id, { status });
    const rider = await createStaff(admin, 'Refused Rider');
    // Nothing is due at the door: cash typed as "change not given" is refused (the rider's day would ask for a
    // second payment), and the order stays out.
    const cash = await (await staffPb(admin, rider))
      .send(`/api/desk/orders/${o.id}/cash`, {
        method: 'POST',
        body: { from: 'Out for Delivery', collected: 970, reason: 'no_change' },
      })
      .catch((err: { status: number; response: { problem: string } }) => [err.status, err.response.problem]);
    expect(cash).toEqual([400, 'nothing_due']);
    expect(await orderOf(o.id)).toMatchObject({ status: 'Out for Delivery', cash_collected: 0 });
    await (await staffPb(admin, rider)).send(`/api/desk/orders/${o.id}/refused`, {
      method: 'POST',
      body: { from: 'Out for Delivery', note: 'Did not want it' },
    });
    const order = await orderOf(o.id);
    expect([order.status, order.payment_state]).toEqual(['Cancelled', 'refund_due']);
    await admin
      .collection('staff')
      .delete(rider.id)
      .catch(() => {});
  });

  it('a payment landing after the cash was collected at the door is a second one: refund due, the cash still due', async () => {
    const o = await placed();
    esewa.next = 'complete';
    const started = await startPayment({ ...o, wallet: 'esewa', siteUrl: SITE });
    const attempt = started.kind === 'esewa-form' ? started.fields.transaction_uuid : '';
    const data = String(await submitEsewa(started));
    // Switched to cash before eSewa's answer was read; delivered and the cash recorded.
    expect((await postSwitchToCod(o.orderNumber, o.accessToken)).status).toBe(200);
    for (const status of ['Confirmed', 'Out for Delivery']) await admin.collection('orders').update(o.id, { status });
    const rider = await createStaff(admin, 'Double Pay Rider');
    const riderPb = await staffPb(admin, rider);
    const { total } = await orderOf(o.id);
    await riderPb.send(`/api/desk/orders/${o.id}/cash`, {
      method: 'POST',
      body: { from: 'Out for Delivery', collected: total, reason: '', note: '' },
    });
    const lead = await createStaff(admin, 'Double Pay Lead');
    await admin.collection('staff').update(lead.id, { lead: true });
    const leadPb = await staffPb(admin, lead);
    const cashDay = new Date(Date.parse((await orderOf(o.id)).cash_at) + 345 * 60_000).toISOString().slice(0, 10);
    const reconciled = async () =>
      (await leadPb.send(`/api/desk/payouts?from=${cashDay}&to=${cashDay}`, { method: 'GET' })).reconciliation;
    const before = await reconciled();
    expect(await esewaSuccess(attempt, data)).toMatchObject({ kind: 'settled', outcome: 'refund_due' });
    expect(await orderOf(o.id)).toMatchObject({
      status: 'Delivered',
      payment_method: 'cod',
      payment_state: 'refund_due',
    });
    // The rider's day (a Nepal day, UTC+5:45) counts the cash as due still.
    const nepalDay = new Date(Date.parse((await orderOf(o.id)).cash_at) + 345 * 60_000).toISOString().slice(0, 10);
    const day = await riderPb.send(`/api/desk/settlement?day=${nepalDay}&rider=${rider.id}`, { method: 'GET' });
    expect(day.orders.find((x: { id: string }) => x.id === o.id)).toMatchObject({ total, collected: total });
    // And so does the payout report: the cash due still equals the settlements' (lib/cash-rules.js cashDue).
    const after = await reconciled();
    expect([after.due, after.wallet, after.collected]).toEqual([before.due, before.wallet, before.collected]);
    for (const id of [rider.id, lead.id])
      await admin
        .collection('staff')
        .delete(id)
        .catch(() => {});
  });

  it('a shopper who never came back is settled by the background check', async () => {
    const o = await placed();
    esewa.next = 'complete-silent';
    const started = await startPayment({ ...o, wallet: 'esewa', siteUrl: SITE });
    expect(await submitEsewa(started)).toBeNull();
    expect((await orderOf(o.id)).payment_state).toBe('awaiting');
    await sweepPayments();
    expect((await orderOf(o.id)).payment_state).toBe('paid');
  });

  it('a payment made after a check found nothing at eSewa yet is found by the next check', async () => {
    const o = await placed();
    esewa.next = 'complete-silent';
    const started = await startPayment({ ...o, wallet: 'esewa', siteUrl: SITE });
    // The background check comes while the shopper is still on eSewa's page: eSewa knows nothing of it yet.
    await sweepPayments();
    expect((await orderOf(o.id)).payment_state).toBe('unpaid');
    const [attempt] = await attemptsOf(o.id);
    expect(attempt).toMatchObject({ state: 'failed', wallet_status: 'NOT_FOUND' });
    const failedEvents = (await paymentEvents(o.id)).filter((kind) => kind === 'payment_failed').length;
    // Asked again while eSewa still knows nothing: nothing more is written.
    await sweepPayments();
    expect((await paymentEvents(o.id)).filter((kind) => kind === 'payment_failed')).toHaveLength(failedEvents);
    // On eSewa's page, not paid yet: eSewa says PENDING, and the attempt is still asked about.
    esewa.next = 'close';
    expect(await submitEsewa(started)).toBeNull();
    await sweepPayments();
    expect((await attemptsOf(o.id))[0]).toMatchObject({ state: 'failed', wallet_status: 'NOT_FOUND' });
    // The shopper pays and closes the app: the next check finds the payment.
    esewa.next = 'complete-silent';
    expect(await submitEsewa(started)).toBeNull();
    await sweepPayments();
    expect((await orderOf(o.id)).payment_state).toBe('paid');
    expect((await attemptsOf(o.id))[0]).toMatchObject({ state: 'success', wallet_status: 'COMPLETE' });
  });

  it("a shopper who never came back is settled by the shop server's own timed check", async () => {
    // The server's timer (server/shop-server.ts checkPayments) posting to its build, not the flow called from here:
    // the route refused that post (Astro's origin check) and no payment was ever settled in the background.
    const shop = await startOtherShop({
      env: {
        ESEWA_FORM_URL: esewa.formUrl,
        ESEWA_STATUS_URL: esewa.statusUrl,
        KHALTI_SECRET_KEY: KHALTI_TEST_KEY,
        KHALTI_API_URL: khalti.apiUrl,
        PAYMENTS_CHECK_MS: '500',
        SITE_BUILD_TOKEN: testStack().buildToken,
      },
    });
    try {
      const o = await placed();
      esewa.next = 'complete-silent';
      const started = await startPayment({ ...o, wallet: 'esewa', siteUrl: SITE });
      expect(await submitEsewa(started)).toBeNull();
      await expect.poll(async () => (await orderOf(o.id)).payment_state, { timeout: 30_000 }).toBe('paid');
      expect(shop.serverLog()).not.toMatch(/the check was refused/);
    } finally {
      await shop.stop();
    }
  });

  it('an order waiting for its wallet is not confirmed by hand, and the Nepali desk says why in Nepali', async () => {
    const o = await placed();
    await startPayment({ ...o, wallet: 'esewa', siteUrl: SITE });
    const confirm = (lang: '' | '/ne') =>
      fetch(`${testStack().shopUrl}${lang}/desk/orders/${o.id}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          Origin: testStack().shopUrl,
          Cookie: cookie,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ from: 'Open', to: 'Confirmed' }),
      });
    const ne = await confirm('/ne');
    expect(ne.status).toBe(400);
    expect(await ne.text()).toContain(
      'यो अर्डरले वालेटको भुक्तानी कुरिरहेको छ: भुक्तानी भएपछि वा डेलिभरीमा नगदमा बदलिएपछि मात्र पुष्टि गर्न सकिन्छ।',
    );
    const en = await confirm('');
    expect(en.status).toBe(400);
    expect(await en.text()).toContain(CONFIRM_WAITS_FOR_PAYMENT.replace(/'/g, '&#39;'));
    expect((await orderOf(o.id)).status).toBe('Open');
  });

  it("the desk's CSV export says how each order was paid", async () => {
    const { o } = await paidWithEsewa();
    const today = new Date(Date.now() + 345 * 60_000).toISOString().slice(0, 10);
    const res = await fetch(`${testStack().shopUrl}/desk/export?from=${today}&to=${today}`, {
      headers: { Cookie: cookie },
    });
    const csv = await res.text();
    expect(csv.split('\r\n')[0]).toMatch(/"Paid by","Payment state"$/);
    const line = csv.split('\r\n').find((l) => l.startsWith(`"${o.orderNumber}"`));
    expect(line?.endsWith('"eSewa","Paid"')).toBe(true);
  });

  it("the desk's list marks an order still waiting for its wallet, and one paid, in the desk's language", async () => {
    const o = await placed();
    esewa.next = 'complete';
    const started = await startPayment({ ...o, wallet: 'esewa', siteUrl: SITE });
    const row = async (lang: '' | '/ne') => {
      const res = await fetch(`${testStack().shopUrl}${lang}/desk/orders.json`, { headers: { Cookie: cookie } });
      const { orders } = (await res.json()) as { orders: { id: string; paymentText: string }[] };
      return orders.find((r) => r.id === o.id)?.paymentText;
    };
    expect(await row('')).toBe('eSewa · Awaiting payment');
    expect(await row('/ne')).toBe('इसेवा · भुक्तानी पर्खँदै');
    const page = await (await fetch(`${testStack().shopUrl}/desk`, { headers: { Cookie: cookie } })).text();
    expect(page).toContain('eSewa · Awaiting payment');
    const attempt = started.kind === 'esewa-form' ? started.fields.transaction_uuid : '';
    expect(await esewaSuccess(attempt, String(await submitEsewa(started)))).toMatchObject({ outcome: 'paid' });
    expect(await row('')).toBe('eSewa · Paid');
    // Cash on delivery says nothing more than its total.
    const cash = await placed();
    const res = await fetch(`${testStack().shopUrl}/desk/orders.json`, { headers: { Cookie: cookie } });
    const { orders } = (await res.json()) as { orders: { id: string; paymentText: string }[] };
    expect(orders.find((r) => r.id === cash.id)?.paymentText).toBe('');
  });

  it('packed after a switch to cash while the wallet was working: a payment above the new total pays it and owes the rest; one below is owed back whole', async () => {
    const packer = await createStaff(admin, 'Switch Packer');
    const packerPb = await staffPb(admin, packer);
    const pack = (id: string, line: number, body: Record<string, unknown>) =>
      packerPb.send(`/api/desk/orders/${id}/lines/${line}`, { method: 'POST', body });
    const oneJarBroke = { action: 'short', seen: { quantity: 2 }, quantity: 1, reason: 'One jar broke' };
    /** Placed by eSewa, paid there, switched to cash before eSewa's answer was read: its attempt id. */
    const switchedWhilePaying = async (o: Awaited<ReturnType<typeof placed>>) => {
      esewa.next = 'complete';
      const started = await startPayment({ ...o, wallet: 'esewa', siteUrl: SITE });
      await submitEsewa(started);
      expect((await postSwitchToCod(o.orderNumber, o.accessToken)).status).toBe(200);
      return started.kind === 'esewa-form' ? started.fields.transaction_uuid : '';
    };

    // Packed for less: the payment covers it, and the difference is owed back.
    const less = await placed();
    const lessAttempt = await switchedWhilePaying(less);
    await pack(less.id, 0, oneJarBroke);
    expect(await checkAttempt(lessAttempt)).toMatchObject({ kind: 'settled', outcome: 'paid' });
    expect(await orderOf(less.id)).toMatchObject({ payment_method: 'esewa', payment_state: 'refund_due' });

    // Packed for more (a jar short, then two jars of jam in its place): the payment does not cover it. It is owed
    // back whole, and the order stays cash on delivery for all of its total.
    const more = await placed();
    const moreAttempt = await switchedWhilePaying(more);
    const jam = await stockedProduct('Switch Jam');
    await stockLot(jam, { units: 10 });
    await pack(more.id, 0, oneJarBroke);
    await pack(more.id, 0, substituteBody(jam.id, 2));
    const raised = await orderOf(more.id);
    expect(await checkAttempt(moreAttempt)).toMatchObject({
      kind: 'settled',
      outcome: 'owed_back',
      paymentState: 'cod',
    });
    expect(await orderOf(more.id)).toMatchObject({ total: raised.total, payment_method: 'cod', payment_state: 'cod' });
    const [row] = await attemptsOf(more.id);
    expect([row?.state, row?.late]).toEqual(['late', true]);
    expect(row?.amount).toBeLessThan(raised.total);
    // The desk lists it among the refunds due, whatever its day, for all of that payment.
    expect((await refundsDueOnDesk('')).get(more.id)).toContain(`${formatRs(row!.amount)} to refund`);
    expect((await refundsDueOnDesk('/ne')).get(more.id)).toContain('फिर्ता दिनुपर्ने');
    // The shopper pays the new total by wallet after all: the order is paid, and still owes the first payment back.
    esewa.next = 'complete';
    const again = await startPayment({ ...more, wallet: 'esewa', siteUrl: SITE });
    const againAttempt = again.kind === 'esewa-form' ? again.fields.transaction_uuid : '';
    expect(await esewaSuccess(againAttempt, String(await submitEsewa(again)))).toMatchObject({ outcome: 'paid' });
    expect(await orderOf(more.id)).toMatchObject({ payment_method: 'esewa', payment_state: 'refund_due' });
    expect((await refundsDueOnDesk('')).get(more.id)).toContain(`${formatRs(row!.amount)} to refund`);
    // Refunded from the desk: the order is paid, once, and no longer among the refunds due.
    expect((await refundAttempt(row!, row!.amount, 'RF-SW')).status).toBe(200);
    expect((await orderOf(more.id)).payment_state).toBe('paid');
    expect((await refundsDueOnDesk('')).has(more.id)).toBe(false);
    await admin
      .collection('staff')
      .delete(packer.id)
      .catch(() => {});
  });

  it('an attempt that failed after the shopper switched to cash is over: asked again a while, it changes nothing', async () => {
    const o = await placed();
    esewa.next = 'cancel';
    const started = await startPayment({ ...o, wallet: 'esewa', siteUrl: SITE });
    await submitEsewa(started);
    const attempt = started.kind === 'esewa-form' ? started.fields.transaction_uuid : '';
    // Switched to cash before eSewa's answer was read.
    expect((await postSwitchToCod(o.orderNumber, o.accessToken)).status).toBe(200);
    expect((await readOpenAttempts(1000)).map((a) => a.attempt)).toContain(attempt);
    expect(await checkAttempt(attempt)).toMatchObject({ kind: 'settled', outcome: 'ignore', paymentState: 'cod' });
    expect((await attemptsOf(o.id)).map((r) => r.state)).toEqual(['failed']);
    // eSewa said NOT_FOUND (as it says before a payment is made): asked again for a while, with nothing written.
    const events = await paymentEvents(o.id);
    expect((await readOpenAttempts(1000)).map((a) => a.attempt)).toContain(attempt);
    expect(await checkAttempt(attempt)).toMatchObject({ kind: 'settled', outcome: 'already', paymentState: 'cod' });
    expect(await paymentEvents(o.id)).toEqual(events);
    const later = new Date(Date.now() + (ESEWA_NOT_FOUND_RECHECK_HOURS + 1) * 3_600_000);
    expect((await readOpenAttempts(1000, later)).map((a) => a.attempt)).not.toContain(attempt);
    expect(await orderOf(o.id)).toMatchObject({ payment_method: 'cod', payment_state: 'cod' });
  });

  it("one order's link starts at most MAX_ATTEMPTS_PER_ORDER payments: the background check is not flooded", async () => {
    const o = await placed();
    for (let i = 0; i < MAX_ATTEMPTS_PER_ORDER; i++)
      expect((await startPayment({ ...o, wallet: 'esewa', siteUrl: SITE })).kind, `attempt ${i + 1}`).toBe(
        'esewa-form',
      );
    expect(await startPayment({ ...o, wallet: 'esewa', siteUrl: SITE })).toEqual({
      kind: 'refused',
      reason: 'too_many_attempts',
    });
    const direct = await postPaymentStart({ ...o, wallet: 'khalti', attempt: newAttemptId(o.orderNumber) });
    expect([direct.status, direct.body.code]).toEqual([409, 'too_many_attempts']);
    expect(await attemptsOf(o.id)).toHaveLength(MAX_ATTEMPTS_PER_ORDER);
    // Cash on delivery is still there for it.
    expect((await postSwitchToCod(o.orderNumber, o.accessToken)).status).toBe(200);
  });

  it('a cancelled eSewa payment leaves the order unpaid; the shopper switches to cash', async () => {
    const o = await placed();
    esewa.next = 'cancel';
    const started = await startPayment({ ...o, wallet: 'esewa', siteUrl: SITE });
    await submitEsewa(started);
    const attempt = started.kind === 'esewa-form' ? started.fields.transaction_uuid : '';
    expect(await checkAttempt(attempt)).toMatchObject({ kind: 'settled', outcome: 'failed', paymentState: 'unpaid' });
    // Unpaid, it may still be paid for the placed total (a second try, or a payment the wallet settles late): an
    // operator's correction waits, as packing does, or that payment would no longer pay the order.
    const unpaid = await orderOf(o.id);
    const refused = await admin
      .collection('order_corrections')
      .create({ order: o.id, reason: 'A jar added by phone', subtotal: unpaid.subtotal + 100 })
      .catch((err: { response: { data: { total?: { message: string } } } }) => err.response.data.total?.message);
    expect(refused).toBe(
      'This order waits for its wallet payment: correct it once it is paid or switched to cash on delivery.',
    );
    expect((await orderOf(o.id)).total).toBe(unpaid.total);
    expect((await postSwitchToCod(o.orderNumber, o.accessToken)).status).toBe(200);
    const order = await orderOf(o.id);
    expect([order.payment_method, order.payment_state, order.status]).toEqual(['cod', 'cod', 'Open']);
    expect((await postSwitchToCod(o.orderNumber, 'x'.repeat(40))).status).toBe(404);
    // The desk's history names each step, with the wallet and the amount asked, in both languages.
    expect(await deskPaymentHistory(o.id, 'en')).toEqual([
      `Sent to eSewa to pay Rs. ${order.total}`,
      'Payment with eSewa failed',
      'Switched from eSewa to cash on delivery',
    ]);
    expect(await deskPaymentHistory(o.id, 'ne')).toEqual([
      `${neRupees(order.total)} तिर्न इसेवा मा पठाइयो`,
      'इसेवा बाट भुक्तानी असफल भयो',
      'इसेवा छोडेर डेलिभरीमा नगद रोजियो',
    ]);
  });
});

describe('Khalti', () => {
  it('notes the pidx Khalti gave while a background check holds the new attempt: the payment can be looked up', async () => {
    const o = await placed();
    // The attempt as the shop starts it, before Khalti's initiate answers: no pidx yet.
    const attempt = newAttemptId(o.orderNumber);
    expect((await postPaymentStart({ ...o, wallet: 'khalti', attempt })).status).toBe(200);
    // A background check takes it first (never checked: it comes first), finds no pidx, and holds it meanwhile.
    expect((await postPaymentLease(attempt, 60)).status).toBe(200);
    // Khalti answers the initiate: its pidx is noted all the same, and the check's hold stays.
    const noted = await postPaymentLease(attempt, 0, 'pidxNotedWhileHeld');
    expect([noted.status, noted.body.pidx]).toEqual([200, 'pidxNotedWhileHeld']);
    expect((await postPaymentLease(attempt, 60)).status).toBe(409);
    const [row] = await attemptsOf(o.id);
    expect(row).toMatchObject({ pidx: 'pidxNotedWhileHeld', state: 'started' });
    expect(row.lease_until).not.toBe('');
    // The shopper back from Khalti meanwhile lands on their order page, told the answer is awaited.
    const back = await fetch(`${testStack().shopUrl}/pay/khalti/return?attempt=${attempt}&pidx=pidxNotedWhileHeld`, {
      redirect: 'manual',
    });
    expect([back.status, back.headers.get('location')]).toEqual([303, `/order/${o.orderNumber}?pay=busy`]);
    expect((await releasePaymentLease(attempt)).status).toBe(200);
  });

  /** An order placed and sent to Khalti, which pays it and sends the shopper back: the order and Khalti's redirect. */
  async function paidAtKhalti() {
    const o = await placed();
    khalti.next = 'complete';
    const started = await startPayment({ ...o, wallet: 'khalti', siteUrl: SITE });
    if (started.kind !== 'redirect') throw new Error(JSON.stringify(started));
    const back = new URL(String((await fetch(started.url, { redirect: 'manual' })).headers.get('location')));
    return { o, attempt: String(back.searchParams.get('attempt')), pidx: String(back.searchParams.get('pidx')) };
  }

  it("a wallet whose key was taken away is not asked, and its check holds nothing back (the order's expiry)", async () => {
    const { attempt, pidx } = await paidAtKhalti();
    const key = process.env.KHALTI_SECRET_KEY;
    delete process.env.KHALTI_SECRET_KEY;
    try {
      expect(await checkAttempt(attempt, pidx)).toMatchObject({ kind: 'unknown', problem: 'Khalti is not configured' });
    } finally {
      process.env.KHALTI_SECRET_KEY = key;
    }
    // Released: the next check (or the expiry, which waits for a held attempt) takes it at once.
    expect((await postPaymentLease(attempt, 1)).status).toBe(200);
    expect((await releasePaymentLease(attempt)).status).toBe(200);
    expect(await checkAttempt(attempt, pidx)).toMatchObject({ outcome: 'paid' });
  });

  it('pays by lookup, refunds part and then the rest from the desk, each an event', async () => {
    const { o, attempt, pidx } = await paidAtKhalti();
    // a pidx in the URL that is not this attempt's is not looked up
    expect((await checkAttempt(attempt, 'someoneelsespidx')).kind).toBe('unknown');
    expect(await checkAttempt(attempt, pidx)).toMatchObject({ outcome: 'paid' });
    const order = await orderOf(o.id);
    expect([order.payment_method, order.payment_state]).toEqual(['khalti', 'paid']);
    const [row] = await attemptsOf(o.id);
    const part = await refundKhalti(row, 100, false);
    expect(part.status).toBe(200);
    expect(khalti.refunds.at(-1)).toEqual({ transactionId: row.wallet_ref, amount: 10000 });
    expect((await orderOf(o.id)).payment_state).toBe('partially_refunded');
    const tooMuch = await refundKhalti({ ...row, refunded: 100 }, order.total, false);
    expect(tooMuch).toMatchObject({ status: 502, body: { code: 'wallet_refused' } });
    const rest = await refundKhalti({ ...row, refunded: 100 }, order.total - 100, true);
    expect(rest.status).toBe(200);
    expect((await orderOf(o.id)).payment_state).toBe('refunded');
    expect((await paymentEvents(o.id)).filter((e) => e === 'refunded')).toHaveLength(2);
    expect(await deskPaymentHistory(o.id, 'en')).toEqual([
      `Sent to Khalti to pay Rs. ${order.total}`,
      `Paid Rs. ${order.total} with Khalti`,
      'Refunded Rs. 100 through Khalti',
      `Refunded Rs. ${order.total - 100} through Khalti`,
    ]);
    expect(await deskPaymentHistory(o.id, 'ne')).toEqual([
      `${neRupees(order.total)} तिर्न खल्ती मा पठाइयो`,
      `खल्ती बाट ${neRupees(order.total)} भुक्तानी भयो`,
      'खल्ती मार्फत रु. १०० फिर्ता गरियो',
      `खल्ती मार्फत ${neRupees(order.total - 100)} फिर्ता गरियो`,
    ]);
  });

  it('a refund Khalti made but whose answer was lost is never sent twice: recorded from its portal, or found', async () => {
    const lead = await createStaff(admin, 'Khalti Refund Lead');
    await admin.collection('staff').update(lead.id, { lead: true });
    const leadPb = await staffPb(admin, lead);
    /** An order paid with Khalti and then cancelled (its payment owed back whole), and the desk's refund form for it. */
    const paidWithKhalti = async () => {
      const { o, attempt, pidx } = await paidAtKhalti();
      expect(await checkAttempt(attempt, pidx)).toMatchObject({ outcome: 'paid' });
      await admin.collection('orders').update(o.id, { status: 'Cancelled', status_reason: 'Sold out' });
      const [row] = await attemptsOf(o.id);
      const form = (amount: number, extra: Record<string, string> = {}) => {
        const f = new FormData();
        const fields = { payment: row.id, amount: String(amount), reason: 'Sold out', refunded_seen: '0', ...extra };
        for (const [k, v] of Object.entries(fields)) f.set(k, v);
        return f;
      };
      return { o, row, form };
    };
    const sentFor = (row: Awaited<ReturnType<typeof attemptsOf>>[number]) =>
      khalti.refunds.filter((r) => r.transactionId === String(row.wallet_ref));
    const refundEvents = async (id: string) =>
      (await orderHistory(id, 'payment')).filter((e) => e.reason === 'refunded').map((e) => JSON.stringify(e));
    const cookie = await deskCookie(lead);
    const deskPage = async (id: string, query = '', lang: '' | '/ne' = '') =>
      (await fetch(`${testStack().shopUrl}${lang}/desk/orders/${id}${query}`, { headers: { cookie } })).text();
    try {
      // The whole payment: Khalti makes the refund, the connection drops before its answer.
      const whole = await paidWithKhalti();
      khalti.refundAnswer = 'drop';
      expect(await deskRefund(leadPb, whole.o.id, whole.form(whole.row.amount), lead.email)).toEqual({
        kind: 'refused',
        status: 502,
        why: 'wallet_unsure',
        left: whole.row.amount,
      });
      khalti.refundAnswer = 'ok';
      // Nothing recorded; the payment is marked, and a second tap (or the same form later) sends nothing to Khalti:
      // it is recorded by hand, with the reference Khalti's portal shows.
      expect((await attemptsOf(whole.o.id))[0]).toMatchObject({ refunded: 0, state: 'success', refund_unsure: true });
      expect(await deskRefund(leadPb, whole.o.id, whole.form(whole.row.amount), lead.email)).toMatchObject({
        status: 409,
        why: 'changed',
      });
      expect(
        await deskRefund(leadPb, whole.o.id, whole.form(whole.row.amount, { by_hand: '1' }), lead.email),
      ).toMatchObject({ status: 400, why: 'no_khalti_reference' });
      expect(sentFor(whole.row)).toHaveLength(1);
      const page = await deskPage(whole.o.id);
      expect(page).toContain('Khalti may have refunded some of this payment');
      expect(page).toContain('Record the refund Khalti&#39;s portal shows');
      expect(await deskPage(whole.o.id, '', '/ne')).toContain('खल्तीको पोर्टलमा यस्तो फिर्ता छैन');
      const byHand = whole.form(whole.row.amount, { reference: 'KH-R1', by_hand: '1' });
      expect(await deskRefund(leadPb, whole.o.id, byHand, lead.email)).toEqual({ kind: 'done' });
      expect(sentFor(whole.row)).toHaveLength(1);
      expect((await attemptsOf(whole.o.id))[0]).toMatchObject({
        refunded: whole.row.amount,
        state: 'refunded',
        refund_unsure: false,
      });
      expect((await orderOf(whole.o.id)).payment_state).toBe('refunded');
      expect(await refundEvents(whole.o.id)).toEqual([
        expect.stringContaining("Khalti KH-R1 (found in Khalti's portal)"),
      ]);

      // A part: Khalti makes it behind its own error, and staff first say its portal shows none (a mistake).
      const part = await paidWithKhalti();
      khalti.refundAnswer = 'error';
      expect(await deskRefund(leadPb, part.o.id, part.form(100), lead.email)).toMatchObject({ why: 'wallet_unsure' });
      khalti.refundAnswer = 'ok';
      const notMade = new FormData();
      notMade.set('payment', part.row.id);
      notMade.set('refunded_seen', '0');
      expect(await deskRefundNotMade(leadPb, part.o.id, notMade)).toEqual({ kind: 'done' });
      // The by-hand form of the page opened before that, sent now: refused, never sent to Khalti as a second refund.
      expect(
        await deskRefund(leadPb, part.o.id, part.form(100, { reference: 'KH-OLD', by_hand: '1' }), lead.email),
      ).toMatchObject({ status: 409, why: 'changed' });
      expect(sentFor(part.row)).toHaveLength(1);
      expect((await attemptsOf(part.o.id))[0]).toMatchObject({ refund_unsure: false, lease_until: '' });
      // Cleared twice: refused, nothing changes.
      expect(await deskRefundNotMade(leadPb, part.o.id, notMade)).toMatchObject({ kind: 'refused', why: 'changed' });
      // Refunded again: Khalti's lookup shows a part refunded that the shop has not recorded, so nothing is sent and
      // the payment is marked again.
      expect(await deskRefund(leadPb, part.o.id, part.form(100), lead.email)).toEqual({
        kind: 'refused',
        status: 409,
        why: 'wallet_unrecorded',
        left: part.row.amount,
      });
      expect(sentFor(part.row)).toHaveLength(1);
      expect((await attemptsOf(part.o.id))[0]).toMatchObject({ refunded: 0, refund_unsure: true, lease_until: '' });
      // Recorded from the portal, then the rest refunded through Khalti (its lookup agrees with the shop now).
      const fromPortal = part.form(100, { reference: 'KH-R2', by_hand: '1' });
      expect(await deskRefund(leadPb, part.o.id, fromPortal, lead.email)).toEqual({ kind: 'done' });
      const rest = part.form(part.row.amount - 100, { refunded_seen: '100' });
      expect(await deskRefund(leadPb, part.o.id, rest, lead.email)).toEqual({ kind: 'done' });
      expect(sentFor(part.row)).toHaveLength(2);
      expect((await attemptsOf(part.o.id))[0]).toMatchObject({ refunded: part.row.amount, state: 'refunded' });

      // Refunded in Khalti's own portal, never recorded: found by the lookup and recorded, none sent.
      const outside = await paidWithKhalti();
      for (const p of khalti.payments.values())
        if (p.transactionId === outside.row.wallet_ref)
          Object.assign(p, { status: 'Refunded', refundedPaisa: p.amount });
      expect(await deskRefund(leadPb, outside.o.id, outside.form(100), lead.email)).toEqual({
        kind: 'done',
        found: true,
      });
      expect(sentFor(outside.row)).toHaveLength(0);
      expect((await attemptsOf(outside.o.id))[0]).toMatchObject({ refunded: outside.row.amount, state: 'refunded' });
      expect(await refundEvents(outside.o.id)).toEqual([
        expect.stringContaining('found refunded at Khalti, none sent'),
      ]);
      expect(await deskPage(outside.o.id, '?refunded=found')).toContain('Khalti shows this payment refunded in full');

      // A clear refusal (a 4xx) ends the hold at once: nothing was refunded, nothing marked.
      const refused = await paidWithKhalti();
      for (const p of khalti.payments.values()) if (p.transactionId === refused.row.wallet_ref) p.status = 'Pending';
      expect(await deskRefund(leadPb, refused.o.id, refused.form(100), lead.email)).toMatchObject({
        why: 'wallet_failed',
      });
      expect((await attemptsOf(refused.o.id))[0]).toMatchObject({ refunded: 0, lease_until: '', refund_unsure: false });
    } finally {
      khalti.refundAnswer = 'ok';
      await admin
        .collection('staff')
        .delete(lead.id)
        .catch(() => {});
    }
  });

  it('a success after the order was cancelled is recorded for refund and never revives it', async () => {
    const o = await placed();
    khalti.next = 'complete-silent';
    const started = await startPayment({ ...o, wallet: 'khalti', siteUrl: SITE });
    if (started.kind !== 'redirect') throw new Error(JSON.stringify(started));
    await fetch(started.url, { redirect: 'manual' });
    await admin.collection('orders').update(o.id, { status: 'Cancelled', status_reason: 'Shopper called' });
    await sweepPayments();
    const order = await orderOf(o.id);
    expect([order.status, order.payment_state]).toEqual(['Cancelled', 'refund_due']);
    const [row] = await attemptsOf(o.id);
    expect(row.state).toBe('late');
    expect((await deskPaymentHistory(o.id, 'en')).at(-1)).toBe(
      `Paid Rs. ${order.total} with Khalti after the order was cancelled: refund due`,
    );
    expect((await deskPaymentHistory(o.id, 'ne')).at(-1)).toBe(
      `अर्डर रद्द भइसकेपछि खल्ती बाट ${neRupees(order.total)} भुक्तानी भयो: फिर्ता दिनुपर्ने`,
    );
  });
});

describe('expiry', () => {
  const WAIT_FLOOR_MINUTES = 5;

  it('cancels an order unpaid past the limit, returning its stock and coupon budget; never while a check holds it', async () => {
    // The shortest wait the dashboard takes (pb_migrations/1732004890_wallet_wait_floor.js): this test waits it out.
    await admin.collection('site_settings').update(settingsId, { wallet_wait_minutes: WAIT_FLOOR_MINUTES });
    const coupon = await admin.collection('coupon').getFirstListItem('code = "DASHAIN100"');
    const budget = async () => (await admin.collection('campaigns').getOne(coupon.campaign)).remaining_budget;
    const budgetBefore = await budget();
    const unpaid = await placed(true);
    expect(await budget()).toBe(budgetBefore - 100);
    const checking = await placed();
    const retried = await placed();
    khalti.next = 'close';
    for (const o of [unpaid, checking]) {
      const started = await startPayment({ ...o, wallet: 'khalti', siteUrl: SITE });
      if (started.kind !== 'redirect') throw new Error(JSON.stringify(started));
      await fetch(started.url, { redirect: 'manual' });
    }
    const taken = (await lotFigures(unpaid.lot)).remaining;
    const [held] = await attemptsOf(checking.id);
    expect((await postPaymentLease(held.attempt, 120)).status).toBe(200);
    expect((await postExpireOrder(unpaid.id)).status).toBe(409); // not old enough yet
    await new Promise((done) => setTimeout(done, WAIT_FLOOR_MINUTES * 60_000 + 2_000));
    // A check with Khalti in flight for the second order (a lease lasts at most 120 s, so it is taken again now).
    expect((await postPaymentLease(held.attempt, 120)).status).toBe(200);
    // Placed over the wait ago, but the shopper goes to Khalti only now: the wait counts from this try.
    const late = await startPayment({ ...retried, wallet: 'khalti', siteUrl: SITE });
    if (late.kind !== 'redirect') throw new Error(JSON.stringify(late));
    await sweepPayments();
    const cancelled = await orderOf(unpaid.id);
    expect([cancelled.status, cancelled.status_reason, cancelled.payment_state]).toEqual([
      'Cancelled',
      'Not paid in time',
      'unpaid',
    ]);
    expect((await lotFigures(unpaid.lot)).remaining).toBe(taken + 2);
    expect(await budget()).toBe(budgetBefore); // the coupon budget is back
    expect(await paymentEvents(unpaid.id)).toContain('expired');
    expect((await deskPaymentHistory(unpaid.id, 'en')).at(-1)).toBe('Cancelled: not paid in time');
    expect((await deskPaymentHistory(unpaid.id, 'ne')).at(-1)).toBe('रद्द: समयमै भुक्तानी भएन');
    expect((await orderOf(checking.id)).status).toBe('Open');
    expect((await postExpireOrder(checking.id)).body.code).toBe('not_due');
    expect((await orderOf(retried.id)).status).toBe('Open');
    expect((await postExpireOrder(retried.id)).body.code).toBe('not_due');
  }, 420_000);
});

describe('a wallet at placement', () => {
  /** The shop's placeOrder with `paymentMethod`, as a browser would send it whatever the review page offered. */
  async function placeBy(paymentMethod: 'esewa' | 'khalti') {
    const product = await stockedProduct('Pay Switch Honey');
    await stockLot(product, { units: 10 });
    const key = newKey();
    const result = await callAction<PlaceOrderResult>('placeOrder', {
      ...orderInput(kathmandu, [{ product, quantity: 1 }]),
      idempotencyKey: key,
      customer: customer(kathmandu, { name: 'Switch Shopper' }),
      paymentMethod,
    });
    const stored = await admin
      .collection('orders')
      .getList(1, 1, { filter: admin.filter('idempotencyKey = {:k}', { k: key }) });
    return { result, stored: stored.items };
  }

  it('places an order awaiting its payment while the operator has the wallet on', async () => {
    const { result, stored } = await placeBy('esewa');
    expect(result.error).toBeUndefined();
    expect(stored.map((o) => [o.payment_method, o.payment_state])).toEqual([['esewa', 'awaiting']]);
  });

  it('refuses a wallet the operator turned off, whatever the browser sends, and writes nothing', async () => {
    await admin.collection('site_settings').update(settingsId, { khalti_on: false });
    try {
      const { result, stored } = await placeBy('khalti');
      expect(result.error?.code).toBe('BAD_REQUEST');
      expect(result.error?.message).toBe('This way of paying is not available now. Please choose another.');
      expect(stored).toEqual([]);
    } finally {
      await admin.collection('site_settings').update(settingsId, { khalti_on: true });
    }
  });
});

describe('a coupon in use', () => {
  it("keeps its discount while an open order uses it: packing works the order's discount out from it", async () => {
    await placed(true);
    const coupon = await admin.collection('coupon').getFirstListItem('code = "DASHAIN100"');
    const refused = await admin
      .collection('coupon')
      .update(coupon.id, { discount_value: coupon.discount_value + 50 })
      .then(
        () => null,
        (e: { status: number; response: { data: Record<string, { message: string }> } }) => e,
      );
    expect(refused?.status).toBe(400);
    expect(refused?.response.data.discount_value?.message).toMatch(/open orders? uses? this coupon/);
    expect((await admin.collection('coupon').getOne(coupon.id)).discount_value).toBe(coupon.discount_value);
    // Its other terms stay the operator's to change.
    await admin.collection('coupon').update(coupon.id, { min_order_amount: coupon.min_order_amount });
  });
});
