/// <reference path="../pb_data/types.d.ts" />
// Order status becomes a fixed set (pocketbase/pb_hooks/lib/lifecycle.js,
// docs/order-desk.md): Open, Confirmed, Out for Delivery, Delivered, Cancelled,
// Delivery failed. Each change is timed (confirmed_at ... failed_at) and
// Cancelled / Delivery failed carry a reason shown to the shopper.
//
// Existing free text (typos, "Shipped", lowercase, blanks) is mapped to the set;
// no order is dropped. A value that had to be changed is kept in legacy_status,
// and the down step puts it back.
//
// The orders list in the dashboard shows the key columns first.

const STATUSES = ['Open', 'Confirmed', 'Out for Delivery', 'Delivered', 'Cancelled', 'Delivery failed'];

// Words (letters only, lowercase) that operators have used for each status.
const ALIASES = {
  Open: ['open', 'new', 'pending', 'placed', 'received', 'unconfirmed', 'website'],
  Confirmed: ['confirmed', 'confirm', 'accepted', 'approved', 'processing', 'packed', 'packing', 'ready', 'called'],
  'Out for Delivery': [
    'outfordelivery',
    'delivering',
    'shipped',
    'shipping',
    'ship',
    'dispatched',
    'dispatch',
    'intransit',
    'transit',
    'ontheway',
    'outdelivery',
    'withrider',
    'sent',
  ],
  Delivered: ['delivered', 'deliver', 'complete', 'completed', 'done', 'fulfilled', 'paid', 'received by customer'],
  Cancelled: ['cancelled', 'canceled', 'cancel', 'rejected', 'void', 'voided', 'refunded', 'fake', 'duplicate'],
  'Delivery failed': [
    'deliveryfailed',
    'failed',
    'fail',
    'faileddelivery',
    'undelivered',
    'notdelivered',
    'returned',
    'return',
    'rto',
    'unreachable',
    'noanswer',
  ],
};

function distance(a, b) {
  const prev = [];
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const keep = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = keep;
    }
  }
  return prev[b.length];
}

// The status a stored value means; unknown words become Open (the order is
// kept, staff see it among the open ones, legacy_status keeps the word).
function canonicalStatus(raw) {
  const letters = String(raw || '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  if (letters === '') return 'Open';
  let best = null;
  let bestDistance = 3;
  for (const status of STATUSES) {
    for (const alias of ALIASES[status]) {
      const word = alias.replace(/[^a-z]/g, '');
      if (word === letters) return status;
      if (word.length >= 5) {
        const d = distance(word, letters);
        if (d < bestDistance) {
          best = status;
          bestDistance = d;
        }
      }
    }
  }
  return best || 'Open';
}

const date = (name, help) => ({ name, type: 'date', help });
const KEY_FIELDS_FIRST = [
  'orderNumber',
  'status',
  'customerName',
  'phone',
  'total',
  'created',
  'orderDate',
  'district',
  'city',
  'landmark',
  'notes',
  'items',
  'subtotal',
  'deliveryCharge',
  'discount_amount',
  'delivery_discount_amount',
  'coupon_used',
  'status_reason',
  'confirmed_at',
  'out_for_delivery_at',
  'delivered_at',
  'cancelled_at',
  'failed_at',
  'estimatedDelivery',
  'orderChannel',
  'failedAttempt',
  'legacy_status',
  'updated',
  'idempotencyKey',
  'accessToken',
];

function reorder(collection, names) {
  const fields = [];
  for (const name of names) {
    const field = collection.fields.getByName(name);
    if (field) fields.push(field);
  }
  const rest = [];
  for (const field of collection.fields) if (names.indexOf(field.name) === -1 && !field.system) rest.push(field);
  for (const field of fields.concat(rest)) {
    collection.fields.removeById(field.id);
    collection.fields.add(field);
  }
}

migrate(
  (app) => {
    // 1. Map the stored words to the set (raw SQL: no hook may refuse an old value).
    const rows = arrayOf(new DynamicModel({ id: '', status: '' }));
    app.db().newQuery("SELECT id, COALESCE(status, '') AS status FROM orders").all(rows);
    const changes = [];
    for (const row of rows) {
      const status = canonicalStatus(row.status);
      if (status !== row.status) changes.push({ id: row.id, status, legacy: row.status });
    }

    let orders = app.findCollectionByNameOrId('orders');
    const old = orders.fields.getByName('status');
    old.name = 'status_text';
    orders.fields.add(
      new TextField({
        name: 'legacy_status',
        max: 30,
        help: 'The status as written before the fixed list (kept when it had to be changed).',
      }),
    );
    app.save(orders);

    orders = app.findCollectionByNameOrId('orders');
    orders.fields.add(
      new SelectField({
        name: 'status',
        maxSelect: 1,
        required: true,
        values: STATUSES,
        help: 'Changes follow the lifecycle (docs/order-desk.md); Cancelled and Delivery failed need a reason.',
      }),
    );
    orders.fields.add(
      new TextField({
        name: 'status_reason',
        max: 300,
        help: 'Why the order was cancelled or could not be delivered. The shopper sees it.',
      }),
    );
    orders.fields.add(new DateField(date('confirmed_at', 'When staff confirmed the order.')));
    orders.fields.add(new DateField(date('out_for_delivery_at', 'When the order went out for delivery (last time).')));
    orders.fields.add(new DateField(date('delivered_at', 'When the order was delivered.')));
    orders.fields.add(new DateField(date('cancelled_at', 'When the order was cancelled.')));
    orders.fields.add(new DateField(date('failed_at', 'When a delivery last failed.')));
    app.save(orders);

    app.db().newQuery("UPDATE orders SET status = COALESCE(status_text, '')").execute();
    for (const c of changes) {
      app
        .db()
        .newQuery('UPDATE orders SET status = {:status}, legacy_status = {:legacy} WHERE id = {:id}')
        .bind({ id: c.id, status: c.status, legacy: c.legacy })
        .execute();
    }

    orders = app.findCollectionByNameOrId('orders');
    orders.fields.removeByName('status_text');
    reorder(orders, KEY_FIELDS_FIRST);
    app.save(orders);
  },
  (app) => {
    let orders = app.findCollectionByNameOrId('orders');
    orders.fields.getByName('status').name = 'status_select';
    orders.fields.add(new TextField({ name: 'status', max: 30 }));
    app.save(orders);
    app
      .db()
      .newQuery(
        "UPDATE orders SET status = CASE WHEN legacy_status != '' THEN legacy_status ELSE COALESCE(status_select, '') END",
      )
      .execute();
    orders = app.findCollectionByNameOrId('orders');
    for (const name of [
      'status_select',
      'legacy_status',
      'status_reason',
      'confirmed_at',
      'out_for_delivery_at',
      'delivered_at',
      'cancelled_at',
      'failed_at',
    ]) {
      orders.fields.removeByName(name);
    }
    app.save(orders);
  },
);
