// A bounded order storm against one shop server, and the ledger check that
// follows it. Clients place realistic orders (1-3 lines, some with campaign
// coupons) with fresh idempotency keys, as fast as answers come, for a fixed
// time; a fault is injected part-way. A client that gets no answer, or the
// docs/rules.md "try again" answer, retries with the SAME key, as the checkout page
// does. Afterwards every submission still open is retried until it resolves.
import { expect } from 'vitest';
import type PocketBase from 'pocketbase';
import { type ActionResult, callAction } from '@tests/harness/actions-client';
import { customer, newKey } from '@tests/harness/orders';
import type { SeedPlace } from '@tests/harness/seed';
import { quantityBounds, MAX_QUANTITY } from '@/features/cart/rules';
import type { PlaceOrderResult, Quote } from '@/features/checkout/contract';

/** docs/rules.md §8 "Place order failure", verbatim. */
export const PLACE_ORDER_FAILED = 'Failed to place order. Please try again.';

/** A cart as the checkout page would submit it, priced by the shop's own quote before the storm. */
export interface CartTemplate {
  couponCode: string | null;
  items: { id: string; quantity: number; price: number }[];
  expectedTotal: number;
  /** Discounts the order carries (item + delivery): what its campaign pays. */
  charge: number;
  /** The coupon's full discount (docs/rules.md §5 step 5: it must fit the remaining budget). */
  required: number;
}

export interface Submission {
  key: string;
  template: CartTemplate;
  outcome: 'open' | 'placed' | 'refused';
  orderNumber?: string;
  total?: number;
  attempts: number;
}

export interface StormResult {
  submissions: Submission[];
  /** 503 answers with the message docs/rules.md gives ("Failed to place order. Please try again."). */
  tryAgainAnswers: number;
  /** Requests that got no answer at all (connection refused or reset, timeout). */
  noAnswer: number;
  /** Anything else: a bug. */
  unexpected: string[];
  /** Orders acknowledged after the fault was over: the shop recovered by itself. */
  placedAfterFault: number;
  /** Submissions still open when the storm ended, resolved by retrying with their key afterwards. */
  resolvedAfterStorm: number;
}

const COUPON_PLAN = [
  null,
  'RACE10',
  'TIHAR10',
  null,
  'DASHAIN100',
  'FREEDELIVERY',
  null,
  'HILLS15',
  'TIHAR10',
  null,
  'DASHAIN100',
  'RACE10',
];
/** DASHAIN100 needs Rs. 500 and HILLS15 Rs. 1500 of items. */
const MIN_ITEMS = 1600;

/** A dozen carts over the seeded catalogue, each checked with the quote action (what the checkout page shows). */
// Products whose stock is not counted on lots: the storm orders each cart many times, and its refusals must be the
// coupons' budgets only (a sold-out stock-tracked product would be refused too, rightly).
export async function cartTemplates(shopUrl: string, pb: PocketBase, place: SeedPlace): Promise<CartTemplate[]> {
  const products = (
    await pb.collection('web_products').getList(1, 30, {
      filter: 'is_available = true && stock_tracked = false',
      sort: 'slug',
      fields: 'id,price,minOf',
    })
  ).items;
  expect(products.length).toBeGreaterThanOrEqual(6);
  const templates: CartTemplate[] = [];
  for (const [i, couponCode] of COUPON_PLAN.entries()) {
    const lines = Array.from({ length: 1 + (i % 3) }, (_, j) => {
      const p = products[(i * 3 + j) % products.length]!;
      return { id: p.id, price: Number(p.price), quantity: quantityBounds(Number(p.minOf) || 0).min + ((i + j) % 2) };
    });
    if (couponCode) {
      while (lines.reduce((s, l) => s + l.price * l.quantity, 0) < MIN_ITEMS && lines[0]!.quantity < MAX_QUANTITY)
        lines[0]!.quantity++;
    }
    const quote = await callAction<Quote>(
      'quote',
      { items: lines.map(({ id, quantity }) => ({ id, quantity })), branchId: place.cityId, couponCode },
      { shopUrl },
    );
    if (!quote.data) throw new Error(`quote failed: ${quote.raw}`);
    const q = quote.data;
    expect(q.couponError, `${couponCode} applies to template ${i}`).toBeNull();
    expect(q.lines.every((l) => l.available)).toBe(true);
    templates.push({
      couponCode,
      items: q.lines.map((l) => ({ id: l.id, quantity: l.quantity, price: l.price })),
      expectedTotal: q.total,
      charge: q.discount + q.deliveryDiscount,
      required: q.coupon ? q.coupon.discount + q.coupon.deliveryDiscount : 0,
    });
  }
  return templates;
}

type Attempt = 'placed' | 'refused' | 'try-again' | 'no-answer' | 'unexpected';

async function attempt(shopUrl: string, place: SeedPlace, sub: Submission, result: StormResult): Promise<Attempt> {
  sub.attempts++;
  const { template } = sub;
  let answer: ActionResult<PlaceOrderResult>;
  try {
    answer = await callAction<PlaceOrderResult>(
      'placeOrder',
      {
        idempotencyKey: sub.key,
        customer: customer(place, { name: `Storm shopper ${sub.key.slice(-6)}` }),
        items: template.items,
        ...(template.couponCode ? { couponCode: template.couponCode } : {}),
        expectedTotal: template.expectedTotal,
      },
      { shopUrl, timeoutMs: 30_000 },
    );
  } catch {
    result.noAnswer++;
    return 'no-answer';
  }
  if (answer.data) {
    sub.outcome = 'placed';
    sub.orderNumber = answer.data.orderNumber;
    sub.total = answer.data.order.total;
    return 'placed';
  }
  const { status, code, message } = answer.error;
  if (status === 503 && code === 'SERVICE_UNAVAILABLE' && message === PLACE_ORDER_FAILED) {
    result.tryAgainAnswers++;
    return 'try-again';
  }
  // The coupon's campaign ran out of budget: a final answer, and no order may exist for it.
  if (status === 409 && code === 'CONFLICT' && template.couponCode) {
    sub.outcome = 'refused';
    return 'refused';
  }
  result.unexpected.push(`${status} ${code} ${message}`);
  return 'unexpected';
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * `clients` loops for `durationMs`, each placing one order after another; `fault` runs `faultAtMs` in. Resolves once
 * the storm, the fault and the retries of every open submission are done.
 */
/**
 * Places `n` orders one after the other from the templates (without coupons' budgets mattering), each answered as
 * placed, and returns their numbers in order: the acknowledged orders a restore must bring back.
 */
export async function placeInTurn(
  shopUrl: string,
  templates: CartTemplate[],
  place: SeedPlace,
  n: number,
  label: string,
): Promise<string[]> {
  const numbers: string[] = [];
  for (let i = 0; i < n; i++) {
    const template = templates[i % templates.length]!;
    const answer = await callAction<PlaceOrderResult>(
      'placeOrder',
      {
        idempotencyKey: newKey(),
        customer: customer(place, { name: `${label} ${i}` }),
        items: template.items,
        expectedTotal: template.expectedTotal,
      },
      { shopUrl },
    );
    expect(answer.error, answer.raw).toBeUndefined();
    numbers.push(answer.data!.orderNumber);
  }
  return numbers;
}

export async function runStorm(options: {
  shopUrl: string;
  place: SeedPlace;
  templates: CartTemplate[];
  clients: number;
  durationMs: number;
  faultAtMs: number;
  fault: () => Promise<void>;
}): Promise<StormResult> {
  const { shopUrl, place, templates } = options;
  const result: StormResult = {
    submissions: [],
    tryAgainAnswers: 0,
    noAnswer: 0,
    unexpected: [],
    placedAfterFault: 0,
    resolvedAfterStorm: 0,
  };
  const end = Date.now() + options.durationMs;
  let faultOver = false;
  const fault = pause(options.faultAtMs)
    .then(options.fault)
    .then(() => {
      faultOver = true;
    });
  fault.catch(() => {}); // awaited (and thrown) after the storm, not reported twice

  const client = async (c: number) => {
    for (let n = 0; Date.now() < end; n++) {
      const sub: Submission = {
        key: newKey(),
        template: templates[(c * 7 + n) % templates.length]!,
        outcome: 'open',
        attempts: 0,
      };
      result.submissions.push(sub);
      while (sub.outcome === 'open' && Date.now() < end) {
        const outcome = await attempt(shopUrl, place, sub, result);
        if (outcome === 'placed' && faultOver) result.placedAfterFault++;
        if (outcome === 'unexpected') return;
        if (outcome === 'try-again' || outcome === 'no-answer') await pause(150);
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, c) => client(c)));
  await fault;

  // Submissions the storm left open (no answer yet): retried with their own key until they resolve.
  const open = result.submissions.filter((s) => s.outcome === 'open');
  const deadline = Date.now() + 60_000;
  for (const sub of open) {
    while (sub.outcome === 'open' && Date.now() < deadline) {
      const outcome = await attempt(shopUrl, place, sub, result);
      if (outcome === 'placed') result.placedAfterFault++;
      if (outcome === 'unexpected') break;
      if (outcome !== 'placed' && outcome !== 'refused') await pause(250);
    }
    if (sub.outcome !== 'open') result.resolvedAfterStorm++;
  }
  return result;
}

export interface LedgerFigures {
  ordersFound: number;
  couponOrders: number;
  campaignsChecked: number;
}

/**
 * The whole order ledger against what clients saw: every acknowledged order exists exactly once with the number
 * the client got; refused submissions left no order; every order is complete and adds up; no order number or key
 * twice; every campaign's budget is its start minus the discounts of the orders that exist.
 */
export async function checkLedger(
  admin: PocketBase,
  submissions: readonly Submission[],
  startBudgets: ReadonlyMap<string, number>,
): Promise<LedgerFigures> {
  const orders = await admin.collection('orders').getFullList({ batch: 1000 });
  const coupons = await admin.collection('coupon').getFullList({ fields: 'id,code,campaign' });
  const campaigns = await admin.collection('campaigns').getFullList({ fields: 'id,remaining_budget' });
  const couponByCode = new Map(coupons.map((c) => [c.code as string, c]));
  const couponById = new Map(coupons.map((c) => [c.id, c]));

  const byKey = new Map<string, typeof orders>();
  for (const o of orders) byKey.set(o.idempotencyKey, [...(byKey.get(o.idempotencyKey) ?? []), o]);
  expect(new Set(orders.map((o) => o.orderNumber)).size, 'order numbers are unique').toBe(orders.length);
  expect(byKey.size, 'idempotency keys are unique').toBe(orders.length);

  const submitted = new Map(submissions.map((s) => [s.key, s]));
  for (const sub of submissions) {
    const found = byKey.get(sub.key) ?? [];
    if (sub.outcome === 'placed') {
      expect(
        found.map((o) => o.orderNumber),
        `acknowledged ${sub.orderNumber} exists exactly once`,
      ).toEqual([sub.orderNumber]);
      expect(found[0]!.total).toBe(sub.template.expectedTotal);
      expect(sub.total).toBe(sub.template.expectedTotal);
      const coupon = sub.template.couponCode ? couponByCode.get(sub.template.couponCode)!.id : '';
      expect(found[0]!.coupon_used).toBe(coupon);
      expect(found[0]!.discount_amount + found[0]!.delivery_discount_amount).toBe(sub.template.charge);
    } else {
      expect(found, `${sub.outcome} submission ${sub.key} left no order`).toEqual([]);
    }
  }

  for (const o of orders) {
    const where = `order ${o.orderNumber}`;
    expect(submitted.has(o.idempotencyKey), `${where} was submitted by a client`).toBe(true);
    expect(o.orderNumber, where).toMatch(/^ORD-\d{6}$/);
    expect(o.accessToken, where).toHaveLength(40);
    expect(o.status, where).toBe('Open');
    for (const field of ['customerName', 'phone', 'district', 'city', 'landmark', 'orderDate', 'estimatedDelivery']) {
      expect(o[field], `${where} ${field}`).toBeTruthy();
    }
    expect(Array.isArray(o.items) && o.items.length > 0, `${where} has lines`).toBe(true);
    const items = o.items as { id: string; name: string; price: number; quantity: number; lineTotal: number }[];
    for (const item of items) {
      expect(item.id && item.name, where).toBeTruthy();
      expect(item.quantity, where).toBeGreaterThanOrEqual(1);
      expect(item.lineTotal, where).toBe(item.price * item.quantity);
    }
    expect(o.subtotal, `${where} subtotal`).toBe(items.reduce((s, i) => s + i.lineTotal, 0));
    expect(o.total, `${where} total`).toBe(
      o.subtotal + o.deliveryCharge - o.discount_amount - o.delivery_discount_amount,
    );
    expect(o.discount_amount).toBeLessThanOrEqual(o.subtotal);
    expect(o.delivery_discount_amount).toBeLessThanOrEqual(o.deliveryCharge);
    if (!o.coupon_used) expect(o.discount_amount + o.delivery_discount_amount, where).toBe(0);
    else expect(couponById.has(o.coupon_used), `${where} coupon exists`).toBe(true);
  }

  // Budgets: start minus what the existing orders took, campaign by campaign (a campaign may have several coupons).
  const spent = new Map<string, number>();
  let couponOrders = 0;
  for (const o of orders) {
    if (!o.coupon_used) continue;
    couponOrders++;
    const campaign = couponById.get(o.coupon_used)!.campaign as string;
    spent.set(campaign, (spent.get(campaign) ?? 0) + o.discount_amount + o.delivery_discount_amount);
  }
  for (const c of campaigns) {
    const start = startBudgets.get(c.id)!;
    expect(c.remaining_budget, `campaign ${c.id} budget`).toBe(start - (spent.get(c.id) ?? 0));
    expect(c.remaining_budget).toBeGreaterThanOrEqual(0);
  }
  // A refusal is only right when the budget could no longer pay that coupon (budgets only go down).
  for (const sub of submissions.filter((s) => s.outcome === 'refused')) {
    const campaign = couponByCode.get(sub.template.couponCode!)!.campaign as string;
    const remaining = campaigns.find((c) => c.id === campaign)!.remaining_budget as number;
    expect(
      remaining < sub.template.required || remaining <= 0,
      `${sub.template.couponCode} refused with budget left`,
    ).toBe(true);
  }
  return { ordersFound: orders.length, couponOrders, campaignsChecked: campaigns.length };
}

/** Each campaign's remaining budget now (before any order). */
export async function campaignBudgets(admin: PocketBase): Promise<Map<string, number>> {
  const campaigns = await admin.collection('campaigns').getFullList({ fields: 'id,remaining_budget' });
  return new Map(campaigns.map((c) => [c.id, c.remaining_budget as number]));
}

/** The figures worth quoting, on one line. */
export function stormFigures(label: string, r: StormResult, ledger: LedgerFigures): string {
  const count = (o: Submission['outcome']) => r.submissions.filter((s) => s.outcome === o).length;
  const retried = r.submissions.filter((s) => s.attempts > 1).length;
  return (
    `[faults] ${label}: ${r.submissions.length} submissions, ${count('placed')} acknowledged, ${count('refused')} refused ` +
    `(coupon budget spent), ${ledger.ordersFound} orders found (${ledger.couponOrders} with coupons, ` +
    `${ledger.campaignsChecked} campaign budgets exact); during the fault ${r.tryAgainAnswers} "try again" answers, ` +
    `${r.noAnswer} requests without answer; ${retried} submissions retried with their key, ` +
    `${r.resolvedAfterStorm} resolved after the storm; ${r.placedAfterFault} acknowledged after recovery`
  );
}
