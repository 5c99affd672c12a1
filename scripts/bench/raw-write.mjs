// The checkout's floor: how many order-sized writes per second PocketBase itself takes on this machine, without the
// shop (no Astro action, no shop server, no order hooks or rules), so placeOrder's rate can be read as a share of it.
//
// Each request is one PocketBase batch request (`POST /api/batch`: its requests run in one transaction, as the
// order hook's writes do) against scratch collections this module creates and deletes: one order record of the
// real order's size (customer, address, lines as JSON, totals, a unique idempotency key), then per cart line one
// allocation row and the drawn lot's units decreased (`units-`), the first line always from the same, contended lot,
// as the checkout section's carts are (checkout.mjs), wallet orders among them with their payment method and state.
// The same carts as placeOrder's, at the same connections, as a
// superuser (rules do not apply). Batch requests are off in the migrations: enabled here on the bench's throwaway
// PocketBase for the measurement only, with its rate limits lifted meanwhile (one loopback client), then restored.
// That PocketBase must run with --automigrate=false (startBenchStack in stack.mjs): otherwise it writes each scratch
// collection's creation and deletion as migration files into pocketbase/pb_migrations.
import { createRecord, readRecordCount } from '../../server/data/collections.ts';
import { median, row } from './stats.mjs';
import { boundedAutocannon } from './static.mjs';

const PREFIX = `bench_raw_${Date.now().toString(36)}`;
const ORDERS = `${PREFIX}_orders`;
const ALLOCATIONS = `${PREFIX}_allocations`;
const LOTS = `${PREFIX}_lots`;
const MAX_REQUESTS = 20_000;
const LOT_UNITS = 100_000_000;

const text = (name, max = 200) => ({ name, type: 'text', max });
const number = (name) => ({ name, type: 'number' });

async function createScratch(adminPb, products) {
  const lots = await adminPb.collections.create({
    name: LOTS,
    type: 'base',
    fields: [text('product', 30), text('code', 20), number('units')],
  });
  const orders = await adminPb.collections.create({
    name: ORDERS,
    type: 'base',
    fields: [
      text('orderNumber', 30),
      text('idempotencyKey', 100),
      text('customerName'),
      text('phone', 20),
      text('districtName'),
      text('cityName'),
      text('landmark'),
      text('notes', 500),
      { name: 'items', type: 'json', maxSize: 100_000 },
      number('subtotal'),
      number('deliveryCharge'),
      number('total'),
      text('status', 20),
      text('paymentMethod', 10),
      text('paymentState', 20),
      { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
    ],
    indexes: [`CREATE UNIQUE INDEX idx_${PREFIX}_key ON ${PREFIX}_orders (idempotencyKey)`],
  });
  await adminPb.collections.create({
    name: ALLOCATIONS,
    type: 'base',
    fields: [
      { name: 'order', type: 'relation', collectionId: orders.id, maxSelect: 1, cascadeDelete: true },
      { name: 'line', type: 'number' },
      text('product', 30),
      { name: 'lot', type: 'relation', collectionId: lots.id, maxSelect: 1 },
      number('quantity'),
      { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
    ],
  });
  const lotOf = new Map();
  for (const [i, product] of products.entries()) {
    const lot = await createRecord(adminPb, LOTS, { product: product.id, code: `RAW-${i}`, units: LOT_UNITS });
    lotOf.set(product.id, lot.id);
  }
  return lotOf;
}

async function dropScratch(adminPb) {
  for (const name of [ALLOCATIONS, ORDERS, LOTS]) await adminPb.collections.delete(name).catch(() => undefined);
}

/** A PocketBase record id: 15 characters a-z0-9. */
const recordId = (n) => `r${n.toString(36).padStart(14, '0')}`.slice(-15);

/** The batch body of one order: the order, then per line its allocation row and the lot's decrement. */
function orderBatch(order, n, key, lotOf) {
  const id = recordId(n);
  const requests = [
    {
      method: 'POST',
      url: `/api/collections/${ORDERS}/records`,
      body: {
        id,
        orderNumber: `RAW-${n}`,
        idempotencyKey: key,
        customerName: order.customer.name,
        phone: order.customer.phone,
        districtName: order.customer.districtName,
        cityName: order.customer.cityName,
        landmark: order.customer.landmark,
        notes: order.customer.notes ?? '',
        items: order.items,
        subtotal: order.expectedTotal,
        deliveryCharge: 0,
        total: order.expectedTotal,
        status: 'placed',
        paymentMethod: order.paymentMethod ?? 'cod',
        // as the order hook stores a placed order (pocketbase/pb_hooks/lib/orders.js)
        paymentState: order.paymentMethod ? 'awaiting' : 'cod',
      },
    },
  ];
  order.items.forEach((line, i) => {
    const lot = lotOf.get(line.id);
    requests.push(
      {
        method: 'POST',
        url: `/api/collections/${ALLOCATIONS}/records`,
        body: { order: id, line: i, product: line.id, lot, quantity: line.quantity },
      },
      { method: 'PATCH', url: `/api/collections/${LOTS}/records/${lot}`, body: { 'units-': line.quantity } },
    );
  });
  return { requests };
}

/**
 * Orders per second of the raw write at `connections`, `rounds` rounds of `seconds` (medians), with the rows to report.
 * `orders` are the checkout section's carts (makeOrders in checkout.mjs).
 */
export async function measureRawWrite({ adminPb, orders, products, connections, rounds, seconds, log }) {
  const pbUrl = adminPb.baseURL ?? adminPb.baseUrl;
  const settings = await adminPb.settings.getAll();
  const item = `PocketBase raw write @ ${connections} conn`;
  const results = [];
  try {
    const lotOf = await createScratch(adminPb, products);
    await adminPb.settings.update({
      batch: { enabled: true, maxRequests: 50, timeout: 10, maxBodySize: 0 },
      rateLimits: { ...settings.rateLimits, enabled: false },
    });
    let sent = 0;
    for (let round = 0; round < rounds; round++) {
      let failed = 0;
      let firstFailure = '';
      const result = await boundedAutocannon({
        url: `${pbUrl}/api/batch`,
        connections,
        duration: seconds,
        maxOverallRequests: MAX_REQUESTS,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: adminPb.authStore.token },
            setupRequest: (request) => {
              const n = sent++;
              const body = orderBatch(orders[n % orders.length], n, `${PREFIX}-${n}`, lotOf);
              return { ...request, body: JSON.stringify(body) };
            },
            onResponse: (status, body) => {
              if (status !== 200) {
                failed++;
                firstFailure ||= `HTTP ${status}: ${String(body).slice(0, 160)}`;
              }
            },
          },
        ],
      });
      const ok = result['2xx'];
      const rate = ok / result.duration;
      log(
        `checkout raw write @${connections} round ${round + 1}/${rounds}: ${rate.toFixed(1)} orders/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${failed} failed, ${result.errors} errors`,
      );
      results.push({
        rate,
        ok,
        duration: result.duration,
        latency: result.latency,
        failed,
        firstFailure,
        errors: result.errors,
      });
    }
    const stored = await readRecordCount(adminPb, ORDERS);
    const allocations = await readRecordCount(adminPb, ALLOCATIONS);
    log(`checkout raw write: ${stored} orders and ${allocations} allocation rows stored`);
  } finally {
    await adminPb.settings.update({ batch: settings.batch, rateLimits: settings.rateLimits }).catch(() => undefined);
    await dropScratch(adminPb);
  }
  const rate = median(results.map((r) => r.rate));
  const each = results.length > 1 ? `; rounds: ${results.map((r) => r.rate.toFixed(1)).join(' / ')}` : '';
  const failures = results.reduce((sum, r) => sum + r.failed + r.errors, 0);
  const lines = orders.reduce((sum, o) => sum + o.items.length, 0) / orders.length;
  return {
    rate,
    details: { connections, rounds: results, meanLines: lines },
    rows: [
      row(
        'checkout',
        item,
        'orders/s',
        rate,
        'rps',
        null,
        `one /api/batch transaction per order (the order record, ${lines.toFixed(1)} allocation rows and lot decrements on average), as a superuser on scratch collections: no shop server, hooks or rules; median of ${results.length} rounds of ${seconds} s${each}`,
      ),
      row('checkout', item, 'latency p99', median(results.map((r) => r.latency.p99)), 'ms', null, ''),
      row(
        'checkout',
        item,
        'refused or failed',
        failures,
        'count',
        { max: 0 },
        results.find((r) => r.firstFailure)?.firstFailure ?? '',
      ),
    ],
  };
}
