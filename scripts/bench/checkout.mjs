// Section "checkout": order throughput through the real Astro action
// `placeOrder`, then a check that every acknowledged order is stored once.
//
// The request is what the browser's `actions.placeOrder(input)` sends (Astro
// 7: node_modules/astro/dist/actions/runtime/entrypoints/client.js): POST
// /_actions/placeOrder, Content-Type: application/json, Accept:
// application/json, the input as JSON. A same-origin Origin header is added
// as a browser would (security.checkOrigin only refuses form-like content
// types without it, node_modules/astro/dist/core/app/origin-check.js). A
// success is 200 with `application/json+devalue` (parsed with devalue, as
// Astro's client does); an error is JSON { code, message, ... } with its
// status; a missing action is 404 { code: "NOT_FOUND" }.
//
// Orders are realistic carts (1-4 visible, available products, quantities
// from max(1, minOf)) to real districts and delivery branches, at current
// PocketBase prices, with expectedTotal from the project's own pure rules
// (delivery-charge.ts, totals.ts, loaded by source-module.mjs). Every request carries a new idempotency key (autocannon's
// setupRequest), so every 2xx is one new order. One order in WALLET_EVERY is paid by wallet (`paymentMethod` esewa
// and khalti in turn), placed by the same action: the bench's stack turns both wallets on (stack.mjs); the order is
// stored awaiting its payment and no wallet is asked (the shopper would be sent to it from the order page).
import { readFileSync } from 'node:fs';
import { parse as parseDevalue } from 'devalue';
import { readAllBranchRecords } from '../../server/data/delivery-branch.ts';
import { readAllDistrictRecords } from '../../server/data/districts.ts';
import { createLot } from '../../server/data/lots.ts';
import { readOrdersByKeyPrefix } from '../../server/data/orders.ts';
import { readAllCartProducts } from '../../server/data/products.ts';
import { sourceModule } from './source-module.mjs';
import { median, row } from './stats.mjs';
import { boundedAutocannon } from './static.mjs';
import { measureRawWrite } from './raw-write.mjs';

export const ACTION_PATH = '/_actions/placeOrder';
export const THROUGHPUT_BUDGET = { connections: 50, ordersPerSecond: { min: 200 }, p99Ms: { max: 250 } };
/** placeOrder's rate at the budget's connections as a share of PocketBase's raw write of the same carts (%). */
export const RAW_SHARE_BUDGET = { min: 50 };
const MAX_ORDERS_PER_LEVEL = 20_000;
const POOL_SIZE = 200;
/** One order in this many is paid by wallet (bench/README.md, the checkout row); the pool holds whole cycles of it. */
export const WALLET_EVERY = 5;

/** How the pool's order `i` is paid: every WALLET_EVERY-th by wallet, eSewa and Khalti in turn; the rest cash. */
export function paymentMethodOf(i) {
  if (i % WALLET_EVERY !== WALLET_EVERY - 1) return 'cod';
  return Math.floor(i / WALLET_EVERY) % 2 === 0 ? 'esewa' : 'khalti';
}

/** The payment state a just-placed order is stored with (pocketbase/pb_hooks/lib/orders.js): cod or awaiting. */
export const placedPaymentState = (method) => (method === 'cod' ? 'cod' : 'awaiting');

const rules = async () => {
  const [{ deliveryCharge }, { orderTotals }, { cartSubtotal: subtotal }] = await Promise.all([
    sourceModule('features/checkout/delivery-charge.ts'),
    sourceModule('features/checkout/totals.ts'),
    sourceModule('features/cart/rules.ts'),
  ]);
  return { deliveryCharge, orderTotals, subtotal };
};

/** Visible, available products and delivery branches with their district, as the checkout form offers them. */
async function loadCatalogue(adminPb, shopUrl) {
  const products = await readAllCartProducts(adminPb);
  const districts = await readAllDistrictRecords(adminPb);
  const districtByName = new Map(districts.map((d) => [d.districtName, d]));
  const branches = (await readAllBranchRecords(adminPb)).filter((b) => districtByName.has(b.districtName));
  return { products, branches, districtByName, dayByBranch: await deliveryDays(shopUrl, branches, districtByName) };
}

/**
 * The delivery day each branch's orders ask for, as the checkout sends it (docs/rules.md "Delivery days"), so the
 * order hook checks the day in its write transaction as for a shopper: the last of the route's open days the shop
 * lists (the first could close at its cut-off while the bench runs). Branches no route serves send none.
 */
async function deliveryDays(shopUrl, branches, districtByName) {
  const days = new Map();
  for (const branch of branches) {
    const query = new URLSearchParams({ district: districtByName.get(branch.districtName).id, branch: branch.id });
    const res = await fetch(new URL(`/delivery-days.json?${query}`, shopUrl));
    if (!res.ok) throw new Error(`/delivery-days.json answered ${res.status} for ${branch.branchName}`);
    const open = ((await res.json()).route?.days ?? []).filter((d) => !d.full);
    if (open.length > 0) days.set(branch.id, open.at(-1).date);
  }
  return days;
}

/** Units each product's bench lot holds: enough that no level runs out (MAX_ORDERS_PER_LEVEL × 3 levels × ≤ 99). */
const BENCH_LOT_UNITS = 10_000_000;

/**
 * Checkout with stock allocation: every product gets a lot holding units (a stock-tracked product), so every order
 * line is drawn from a lot in the order's transaction; the first product is the contended one, in every cart.
 */
async function stockUp(adminPb, catalogue, log) {
  for (const p of catalogue.products) {
    await createLot(adminPb, {
      product: p.id,
      harvest_date: '2026-10-01',
      pack_date: '2026-10-02',
      origin_district: 'Kaski',
      units: BENCH_LOT_UNITS,
    });
  }
  log(
    `checkout: ${catalogue.products.length} products stock-tracked (a lot each); contended: ${catalogue.products[0]?.name}`,
  );
  return { ...catalogue, contended: catalogue.products[0] ?? null };
}

/** A small deterministic generator, so runs place the same carts. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * POOL_SIZE different order inputs without their idempotency key. The shape
 * is the placeOrder contract given to the checkout work (verify after merge):
 *   { idempotencyKey, customer: { name, phone, districtId, districtName, cityId, cityName, landmark, notes? },
 *     items: [{ id, quantity, price }], couponCode?, expectedTotal, deliveryDay?, paymentMethod? }
 * paymentMethod is left out for cash, as the checkout form sends it (paymentMethodOf).
 */
export function makeOrders(
  { products, branches, districtByName, contended = null, dayByBranch = new Map() },
  { deliveryCharge, orderTotals, subtotal },
  count = POOL_SIZE,
) {
  if (!products.length || !branches.length)
    throw new Error('no visible, available product or no delivery branch in PocketBase');
  const random = seededRandom(20261122);
  const pick = (list) => list[Math.floor(random() * list.length)];
  return Array.from({ length: count }, (_, i) => {
    const lines = new Map();
    // Every cart holds the contended product: each order draws from the same lot (pocketbase/pb_hooks/lib/stock.js).
    if (contended) lines.set(contended.id, { product: contended, quantity: Math.max(1, Number(contended.minOf) || 0) });
    const size = 1 + Math.floor(random() * 4);
    while (lines.size < Math.min(size, products.length)) {
      const p = pick(products);
      const min = Math.max(1, Number(p.minOf) || 0);
      lines.set(p.id, { product: p, quantity: Math.min(99, min + Math.floor(random() * 3)) });
    }
    const cart = [...lines.values()];
    const branch = pick(branches);
    const district = districtByName.get(branch.districtName);
    const sub = subtotal(cart.map((l) => ({ price: l.product.price, quantity: l.quantity })));
    const delivery = deliveryCharge(
      cart.map((l) => ({ category: l.product.category, unit: l.product.unit, quantity: l.quantity })),
      branch.amount,
    );
    const { total } = orderTotals({ subtotal: sub, deliveryCharge: delivery, discount: 0, deliveryDiscount: 0 });
    const paymentMethod = paymentMethodOf(i);
    return {
      customer: {
        name: `Bench Shopper ${i + 1}`,
        phone: `98${String(10_000_000 + i * 7919).slice(-8)}`,
        districtId: district.id,
        districtName: district.districtName,
        cityId: branch.id,
        cityName: branch.branchName,
        landmark: `Near ward office ${1 + (i % 30)}`,
        ...(i % 3 === 0 ? { notes: 'Please call before delivery' } : {}),
      },
      items: cart.map((l) => ({ id: l.product.id, quantity: l.quantity, price: l.product.price })),
      expectedTotal: total,
      ...(dayByBranch.has(branch.id) ? { deliveryDay: dayByBranch.get(branch.id) } : {}),
      ...(paymentMethod === 'cod' ? {} : { paymentMethod }),
    };
  });
}

const actionHeaders = (shopUrl) => ({
  'content-type': 'application/json',
  accept: 'application/json',
  origin: new URL(shopUrl).origin,
});

/**
 * CPU time (user + system, all threads) a process has used so far, in ms, from /proc (Linux counts it in ticks of
 * 10 ms); null elsewhere or when the process is gone.
 */
function cpuMs(pid) {
  if (!pid) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop().split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

const pbTime = (date) => date.toISOString().replace('T', ' ');

/**
 * How long PocketBase itself took for each order placement between two instants, from its request log (the
 * `execTime` it records for POST /api/shop/orders, waiting for the write connection included), sorted; empty when
 * logging is off. PocketBase writes its log in batches, so this is read a few seconds after the load.
 */
async function pocketbaseOrderTimes(adminPb, from, to) {
  const filter = adminPb.filter(
    'created >= {:from} && created <= {:to} && data.type = "request" && data.url = "/api/shop/orders"',
    { from: pbTime(from), to: pbTime(to) },
  );
  const times = [];
  for (let page = 1; page <= 100; page++) {
    const list = await adminPb.send('/api/logs', { query: { page, perPage: 500, filter, skipTotal: 1 } });
    for (const entry of list.items) times.push(Number(entry.data?.execTime) || 0);
    if (list.items.length < 500) break;
  }
  return times.sort((a, b) => a - b);
}

/** The wallet orders among the acknowledged, for a row's note. */
const walletShare = (wallet, all) =>
  `${wallet} by wallet (1 in ${WALLET_EVERY}, eSewa and Khalti in turn; ${all ? ((100 * wallet) / all).toFixed(1) : 0}%)`;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const ms = (n) => `${n.toFixed(1)} ms`;

/** The order number from a 2xx action answer, or null. */
function orderNumberOf(body) {
  try {
    return parseDevalue(body)?.orderNumber ?? null;
  } catch {
    try {
      return JSON.parse(body)?.orderNumber ?? null;
    } catch {
      return null;
    }
  }
}

/** One order through fetch: proves the payload is accepted before loading the server. */
async function placeOne(shopUrl, input) {
  const res = await fetch(new URL(ACTION_PATH, shopUrl), {
    method: 'POST',
    headers: actionHeaders(shopUrl),
    body: JSON.stringify(input),
  });
  const body = await res.text();
  return { status: res.status, body, orderNumber: res.ok ? orderNumberOf(body) : null };
}

async function loadLevel({ shopUrl, orders, connections, seconds, prefix }) {
  let sent = 0;
  const acknowledged = [];
  const failures = new Map();
  const result = await boundedAutocannon({
    url: new URL(ACTION_PATH, shopUrl).href,
    connections,
    duration: seconds,
    maxOverallRequests: MAX_ORDERS_PER_LEVEL,
    requests: [
      {
        method: 'POST',
        headers: actionHeaders(shopUrl),
        setupRequest: (request, context) => {
          const n = sent++;
          const order = orders[n % orders.length];
          context.key = `${prefix}-c${connections}-${String(n).padStart(6, '0')}`;
          context.expectedTotal = order.expectedTotal;
          context.paymentMethod = order.paymentMethod ?? 'cod';
          return { ...request, body: JSON.stringify({ idempotencyKey: context.key, ...order }) };
        },
        onResponse: (status, body, context) => {
          const orderNumber = status >= 200 && status < 300 ? orderNumberOf(body) : null;
          if (orderNumber)
            acknowledged.push({
              key: context.key,
              orderNumber,
              expectedTotal: context.expectedTotal,
              paymentMethod: context.paymentMethod,
            });
          else {
            const reason = `HTTP ${status}: ${String(body).slice(0, 160)}`;
            failures.set(reason, (failures.get(reason) ?? 0) + 1);
          }
        },
      },
    ],
  });
  return { result, acknowledged, failures: Object.fromEntries(failures) };
}

/**
 * Every acknowledged order must be in PocketBase exactly once, under its key,
 * with the total the bench expected and the payment method it was placed with
 * (a wallet order awaiting its payment, a cash one `cod`); orders stored without
 * an answer (e.g. a client timeout) are counted apart.
 */
async function verifyStored(adminPb, prefix, acknowledged) {
  const stored = await readOrdersByKeyPrefix(adminPb, prefix);
  const byKey = new Map();
  const byNumber = new Map();
  for (const order of stored) {
    byKey.set(order.idempotencyKey, [...(byKey.get(order.idempotencyKey) ?? []), order]);
    byNumber.set(order.orderNumber, (byNumber.get(order.orderNumber) ?? 0) + 1);
  }
  let missing = 0;
  let wrongNumber = 0;
  let wrongTotal = 0;
  let wrongPayment = 0;
  let wallet = 0;
  const ackedKeys = new Set();
  for (const ack of acknowledged) {
    ackedKeys.add(ack.key);
    const found = byKey.get(ack.key) ?? [];
    if (found.length === 0) missing++;
    else if (found[0].orderNumber !== ack.orderNumber) wrongNumber++;
    else if (found[0].total !== ack.expectedTotal) wrongTotal++;
    else if (
      found[0].payment_method !== ack.paymentMethod ||
      found[0].payment_state !== placedPaymentState(ack.paymentMethod)
    )
      wrongPayment++;
    if (ack.paymentMethod !== 'cod') wallet++;
  }
  const duplicatedKeys = [...byKey.values()].filter((list) => list.length > 1).length;
  const duplicatedNumbers = [...byNumber.values()].filter((n) => n > 1).length;
  const duplicateAcks = acknowledged.length - ackedKeys.size;
  return {
    acknowledged: acknowledged.length,
    stored: stored.length,
    missing,
    wrongNumber,
    wrongTotal,
    wrongPayment,
    wallet,
    duplicatedKeys,
    duplicatedNumbers,
    duplicateAcks,
    storedWithoutAnswer: stored.filter((o) => !ackedKeys.has(o.idempotencyKey)).length,
  };
}

export async function runCheckout({ shopUrl, adminPb, connectionLevels, budgetRounds = 1, seconds, log, pids = {} }) {
  const item = `POST ${ACTION_PATH}`;
  const unavailable = (note) => ({
    rows: [
      row(
        'checkout',
        `${item} @ ${THROUGHPUT_BUDGET.connections} conn`,
        'orders/s',
        null,
        'rps',
        THROUGHPUT_BUDGET.ordersPerSecond,
        note,
      ),
      row(
        'checkout',
        `${item} @ ${THROUGHPUT_BUDGET.connections} conn`,
        'latency p99',
        null,
        'ms',
        THROUGHPUT_BUDGET.p99Ms,
        note,
      ),
    ],
    details: { available: false, note },
  });

  // The probe carries no order: an existing action answers 400 (invalid input), a missing one 404.
  const probe = await fetch(new URL(ACTION_PATH, shopUrl), {
    method: 'POST',
    headers: actionHeaders(shopUrl),
    body: '{}',
  });
  const probeBody = await probe.text();
  if (probe.status === 404) {
    log('checkout: placeOrder action not available (404), skipped');
    return unavailable('placeOrder action not available');
  }

  let orders;
  let catalogue;
  try {
    catalogue = await stockUp(adminPb, await loadCatalogue(adminPb, shopUrl), log);
    orders = makeOrders(catalogue, await rules());
  } catch (err) {
    return unavailable(`could not prepare orders: ${err.message}`);
  }
  const prefix = `bench${Date.now().toString(36)}`;
  // A cash order and a wallet order first: a refusal of either (wallets off, a changed contract) stops here.
  const smokes = [orders[0], orders.find((o) => o.paymentMethod)];
  const acknowledged = [];
  for (const [i, order] of smokes.entries()) {
    const key = `${prefix}-smoke-${String(i).padStart(6, '0')}`;
    const placed = await placeOne(shopUrl, { idempotencyKey: key, ...order });
    if (!placed.orderNumber) {
      const note = `placeOrder refused the bench's ${order.paymentMethod ?? 'cash'} order: HTTP ${placed.status} ${placed.body.slice(0, 300)}`;
      log(`checkout: ${note} (probe answered HTTP ${probe.status} ${probeBody.slice(0, 200)})`);
      return unavailable(note);
    }
    acknowledged.push({
      key,
      orderNumber: placed.orderNumber,
      expectedTotal: order.expectedTotal,
      paymentMethod: order.paymentMethod ?? 'cod',
    });
  }
  log(
    `checkout: smoke orders ${acknowledged.map((a) => `${a.orderNumber} (${a.paymentMethod})`).join(', ')} placed; 1 in ${WALLET_EVERY} orders by wallet; loading at ${connectionLevels.join(', ')} connections for ${seconds} s each`,
  );

  const rows = [];
  const levels = [];
  const windows = [];
  for (const connections of connectionLevels) {
    const atBudget = connections === THROUGHPUT_BUDGET.connections;
    // The budget level runs several rounds and reports their medians: one 10 s round on these shared cores moves
    // by 15-20% from one run to the next (bench/README.md, "Checkout at 50 connections").
    const rounds = [];
    for (let round = 0; round < (atBudget ? budgetRounds : 1); round++) {
      const cpuBefore = { shop: cpuMs(pids.shop), pocketbase: cpuMs(pids.pocketbase) };
      const from = new Date();
      const level = await loadLevel({ shopUrl, orders, connections, seconds, prefix: `${prefix}-${round}` });
      const to = new Date();
      const cpuAfter = { shop: cpuMs(pids.shop), pocketbase: cpuMs(pids.pocketbase) };
      const answered = Math.max(1, level.result.requests.total);
      const cpuPerOrder =
        cpuBefore.shop === null ||
        cpuAfter.shop === null ||
        cpuBefore.pocketbase === null ||
        cpuAfter.pocketbase === null
          ? null
          : {
              shop: (cpuAfter.shop - cpuBefore.shop) / answered,
              pocketbase: (cpuAfter.pocketbase - cpuBefore.pocketbase) / answered,
            };
      windows.push({ connections, from, to, meanLatency: level.result.latency.mean });
      acknowledged.push(...level.acknowledged);
      const { result } = level;
      // Answers that were not an order (non-2xx, or 2xx without an order number); connection errors come apart.
      const refused = Object.values(level.failures).reduce((a, b) => a + b, 0);
      const ordersPerSecond = level.acknowledged.length / result.duration;
      log(
        `checkout @${connections}${atBudget && budgetRounds > 1 ? ` round ${round + 1}/${budgetRounds}` : ''}: ${ordersPerSecond.toFixed(1)} orders/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${refused} not acknowledged, ${result.errors} errors`,
      );
      rounds.push({
        connections,
        cpuPerOrder,
        duration: result.duration,
        requests: result.requests.total,
        acknowledged: level.acknowledged.length,
        wallet: level.acknowledged.filter((a) => a.paymentMethod !== 'cod').length,
        ordersPerSecond,
        latency: result.latency,
        statusCodeStats: result.statusCodeStats,
        errors: result.errors,
        timeouts: result.timeouts,
        failures: level.failures,
        refused,
      });
    }
    const itemAt = `${item} @ ${connections} conn`;
    const middle = (pick) => median(rounds.map(pick));
    const each = (pick) => (rounds.length > 1 ? `rounds: ${rounds.map(pick).join(' / ')}` : '');
    const ordersPerSecond = middle((r) => r.ordersPerSecond);
    const acknowledgedCount = rounds.reduce((sum, r) => sum + r.acknowledged, 0);
    const walletCount = rounds.reduce((sum, r) => sum + r.wallet, 0);
    const duration = rounds.reduce((sum, r) => sum + r.duration, 0);
    const medianOf = rounds.length > 1 ? `median of ${rounds.length} rounds of ${seconds} s; ` : '';
    rows.push(
      row(
        'checkout',
        itemAt,
        'orders/s',
        ordersPerSecond,
        'rps',
        atBudget ? THROUGHPUT_BUDGET.ordersPerSecond : null,
        [
          `${medianOf}${acknowledgedCount} orders in ${Math.round(duration * 100) / 100} s`,
          walletShare(walletCount, acknowledgedCount),
          each((r) => r.ordersPerSecond.toFixed(1)),
        ]
          .filter(Boolean)
          .join('; '),
      ),
    );
    rows.push(
      row(
        'checkout',
        itemAt,
        'latency p50',
        middle((r) => r.latency.p50),
        'ms',
        null,
        each((r) => r.latency.p50),
      ),
    );
    rows.push(
      row(
        'checkout',
        itemAt,
        'latency p99',
        middle((r) => r.latency.p99),
        'ms',
        atBudget ? THROUGHPUT_BUDGET.p99Ms : null,
        `${medianOf}${each((r) => r.latency.p99)}`,
      ),
    );
    const failures = Object.assign({}, ...rounds.map((r) => r.failures));
    rows.push(
      row(
        'checkout',
        itemAt,
        'refused or failed',
        rounds.reduce((sum, r) => sum + r.refused + r.errors, 0),
        'count',
        { max: 0 },
        Object.keys(failures)[0] ?? '',
      ),
    );
    const measured = rounds.every((r) => r.cpuPerOrder);
    const cpuPerOrder = measured
      ? { shop: middle((r) => r.cpuPerOrder.shop), pocketbase: middle((r) => r.cpuPerOrder.pocketbase) }
      : null;
    rows.push(
      row(
        'checkout',
        itemAt,
        'CPU per order',
        cpuPerOrder ? cpuPerOrder.shop + cpuPerOrder.pocketbase : null,
        'ms',
        null,
        cpuPerOrder
          ? `shop server ${ms(cpuPerOrder.shop)}, PocketBase ${ms(cpuPerOrder.pocketbase)} (the load generator apart)`
          : 'process CPU times not readable here',
      ),
    );
    levels.push({
      connections,
      cpuPerOrder,
      duration,
      acknowledged: acknowledgedCount,
      wallet: walletCount,
      ordersPerSecond,
      latency: { p50: middle((r) => r.latency.p50), p99: middle((r) => r.latency.p99) },
      rounds,
    });
  }

  // The floor: the same carts written straight into PocketBase, at the budget's connections (raw-write.mjs).
  let raw = null;
  try {
    raw = await measureRawWrite({
      adminPb,
      orders,
      products: catalogue.products,
      connections: THROUGHPUT_BUDGET.connections,
      rounds: budgetRounds,
      seconds,
      log,
    });
    rows.push(...raw.rows);
    const atBudget = levels.find((l) => l.connections === THROUGHPUT_BUDGET.connections);
    if (atBudget && raw.rate) {
      rows.push(
        row(
          'checkout',
          `${item} @ ${THROUGHPUT_BUDGET.connections} conn`,
          'share of the raw write',
          (100 * atBudget.ordersPerSecond) / raw.rate,
          'share',
          RAW_SHARE_BUDGET,
          `${atBudget.ordersPerSecond.toFixed(1)} against ${raw.rate.toFixed(1)} orders/s written straight into PocketBase`,
        ),
      );
    }
  } catch (err) {
    log(`checkout: raw write not measured: ${err.stack ?? err.message}`);
    rows.push(
      row(
        'checkout',
        `PocketBase raw write @ ${THROUGHPUT_BUDGET.connections} conn`,
        'orders/s',
        null,
        'rps',
        null,
        String(err.message).split('\n')[0],
      ),
    );
  }

  const check = await verifyStored(adminPb, prefix, acknowledged);
  // PocketBase's share of each order's time, from its own request log (written in batches: give it a moment).
  await new Promise((resolve) => setTimeout(resolve, 3000));
  for (const level of levels) {
    const itemAt = `${item} @ ${level.connections} conn`;
    const levelWindows = windows.filter((w) => w.connections === level.connections);
    let times = [];
    try {
      for (const window of levelWindows) times.push(...(await pocketbaseOrderTimes(adminPb, window.from, window.to)));
    } catch (err) {
      times = [];
      log(`checkout: PocketBase request log not readable: ${err.message}`);
    }
    const mean = times.length ? times.reduce((a, b) => a + b, 0) / times.length : null;
    const meanLatency = levelWindows.reduce((sum, w) => sum + w.meanLatency, 0) / levelWindows.length;
    rows.push(
      row(
        'checkout',
        itemAt,
        'PocketBase time per order',
        mean,
        'ms',
        null,
        mean === null
          ? 'no request log (PocketBase logging off?)'
          : `its request log, ${times.length} placements: p50 ${ms(percentile(times, 0.5))}, p99 ${ms(percentile(times, 0.99))}; ${Math.round((100 * mean) / meanLatency)}% of the mean answer time`,
      ),
    );
    if (mean !== null) {
      level.pocketbaseOrderTime = { n: times.length, mean, p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
    }
  }
  const problems =
    check.missing + check.wrongNumber + check.duplicatedKeys + check.duplicatedNumbers + check.duplicateAcks;
  log(
    `checkout: ${check.acknowledged} acknowledged (${check.wallet} by wallet), ${check.stored} stored, ${problems} missing or duplicated, ${check.wrongTotal} with another total, ${check.wrongPayment} with another payment method or state, ${check.storedWithoutAnswer} stored without an answer`,
  );
  rows.push(
    row(
      'checkout',
      'acknowledged orders in PocketBase',
      'missing or duplicated',
      problems,
      'count',
      { max: 0 },
      `${check.acknowledged} acknowledged, ${check.stored} stored; ${walletShare(check.wallet, check.acknowledged)}`,
    ),
  );
  rows.push(
    row(
      'checkout',
      'acknowledged orders in PocketBase',
      'total differs from expectedTotal',
      check.wrongTotal,
      'count',
      { max: 0 },
    ),
  );
  rows.push(
    row(
      'checkout',
      'acknowledged orders in PocketBase',
      'payment method or state differs',
      check.wrongPayment,
      'count',
      { max: 0 },
      `a wallet order stored awaiting its payment with its wallet, a cash order cod (${check.wallet} by wallet checked)`,
    ),
  );
  rows.push(
    row(
      'checkout',
      'orders stored without an answer',
      'count',
      check.storedWithoutAnswer,
      'count',
      null,
      'e.g. client timeouts',
    ),
  );
  return {
    rows,
    details: {
      available: true,
      prefix,
      sample: { idempotencyKey: `${prefix}-smoke-000000`, ...orders[0] },
      walletEvery: WALLET_EVERY,
      levels,
      rawWrite: raw?.details ?? null,
      verification: check,
    },
  };
}
