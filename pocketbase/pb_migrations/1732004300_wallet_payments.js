/// <reference path="../pb_data/types.d.ts" />
// Paying by eSewa or Khalti beside cash on delivery (docs/payments.md):
// - orders: payment_method (cod | esewa | khalti), payment_state (lib/payment-state.js) and budget_charged (the
//   coupon budget the placement took, given back when an unpaid order expires).
// - payments: one row per attempt to pay an order by wallet. Written only by PocketBase's payment routes
//   (pb_hooks/payments.pb.js) for the shop's service account; staff read them on the desk. A partial unique index
//   keeps one successful payment per order: a second success is recorded as `late` and flagged for refund.
// - order_history: the `payment` kind (paid, payment_failed, paid_after_cancel, refunded, switched_to_cod...).
// - site_settings: each wallet on or off, and how long an unpaid wallet order waits before it is cancelled.

const SERVICE = '@request.auth.collectionName = "shop_service"';
const STAFF_READS = `${SERVICE} || @request.auth.collectionName = "staff"`;

migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId('orders');
    orders.fields.add(
      new Field({
        name: 'payment_method',
        type: 'select',
        values: ['cod', 'esewa', 'khalti'],
        maxSelect: 1,
        help: 'How the shopper pays: cod (cash on delivery), esewa or khalti. Set by the shop; empty on orders from before wallets means cod.',
      }),
    );
    orders.fields.add(
      new Field({
        name: 'payment_state',
        type: 'select',
        values: ['cod', 'awaiting', 'paid', 'unpaid', 'refund_due', 'refunded', 'partially_refunded'],
        maxSelect: 1,
        help: 'cod: paid in cash on delivery. awaiting: sent to the wallet, not yet confirmed by it. paid: confirmed by the wallet. unpaid: the wallet said it failed. refund_due: paid after it was cancelled or twice. Set by the shop only.',
      }),
    );
    orders.fields.add(
      new Field({
        name: 'budget_charged',
        type: 'number',
        min: 0,
        help: "The coupon campaign's budget this order took at placement, given back if the order is cancelled unpaid.",
      }),
    );
    app.save(orders);

    const payments = new Collection({
      type: 'base',
      name: 'payments',
      listRule: STAFF_READS,
      viewRule: STAFF_READS,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: 'order', type: 'relation', collectionId: orders.id, maxSelect: 1, required: true },
        { name: 'wallet', type: 'select', values: ['esewa', 'khalti'], maxSelect: 1, required: true },
        {
          name: 'attempt',
          type: 'text',
          required: true,
          max: 64,
          pattern: '^[A-Za-z0-9-]+$',
          help: "This attempt's id as the wallet knows it: eSewa's transaction_uuid, Khalti's purchase_order_id.",
        },
        { name: 'pidx', type: 'text', max: 64, help: "Khalti's payment id for this attempt (empty for eSewa)." },
        {
          name: 'amount',
          type: 'number',
          min: 0,
          onlyInt: true,
          required: true,
          help: 'Rupees asked for: the order total.',
        },
        {
          name: 'state',
          type: 'select',
          values: ['started', 'success', 'failed', 'late', 'refused', 'refunded', 'partially_refunded'],
          maxSelect: 1,
          required: true,
          help: 'started: sent to the wallet. success: the wallet confirmed it, the order is paid. late: confirmed after the order was cancelled or paid: refund it. refused: amount did not match. failed: not paid.',
        },
        { name: 'wallet_status', type: 'text', max: 40, help: "The wallet's last word on it (COMPLETE, Pending...)." },
        {
          name: 'wallet_ref',
          type: 'text',
          max: 100,
          help: "The wallet's reference: eSewa ref_id, Khalti transaction_id.",
        },
        { name: 'refunded', type: 'number', min: 0, onlyInt: true, help: 'Rupees refunded so far.' },
        {
          name: 'refund_ref',
          type: 'text',
          max: 200,
          help: 'The refund reference (Khalti answer, or what staff wrote for eSewa).',
        },
        {
          name: 'lease_until',
          type: 'date',
          help: 'A check with the wallet is in flight until then: the order is not cancelled meanwhile.',
        },
        { name: 'checked_at', type: 'date', help: 'When the shop last asked the wallet.' },
        { name: 'created', type: 'autodate', onCreate: true },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_payments_attempt ON payments (attempt)',
        "CREATE UNIQUE INDEX idx_payments_one_success ON payments (`order`) WHERE state = 'success'",
        'CREATE INDEX idx_payments_state ON payments (state, created)',
        'CREATE INDEX idx_payments_pidx ON payments (pidx)',
      ],
    });
    app.save(payments);

    const history = app.findCollectionByNameOrId('order_history');
    const kind = history.fields.getByName('kind');
    // Appended, so the kinds other migrations add stay.
    if (!kind.values.includes('payment')) kind.values = kind.values.concat(['payment']);
    app.save(history);

    const settings = app.findCollectionByNameOrId('site_settings');
    settings.fields.add(
      new Field({
        name: 'esewa_on',
        type: 'bool',
        help: 'Offer eSewa at checkout. Needs ESEWA_SECRET_KEY and ESEWA_PRODUCT_CODE in live mode (docs/payments.md).',
      }),
    );
    settings.fields.add(
      new Field({
        name: 'khalti_on',
        type: 'bool',
        help: 'Offer Khalti at checkout. Needs KHALTI_SECRET_KEY (docs/payments.md).',
      }),
    );
    settings.fields.add(
      new Field({
        name: 'wallet_wait_minutes',
        type: 'number',
        onlyInt: true,
        min: 0,
        max: 1440,
        help: 'Minutes an order paid by wallet waits for its payment before it is cancelled and its stock and coupon budget return. Empty or 0: 60.',
      }),
    );
    app.save(settings);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('payments'));
    app.db().newQuery("DELETE FROM order_history WHERE kind = 'payment'").execute();
    const history = app.findCollectionByNameOrId('order_history');
    const kind = history.fields.getByName('kind');
    kind.values = kind.values.filter((/** @type {string} */ v) => v !== 'payment');
    app.save(history);
    const orders = app.findCollectionByNameOrId('orders');
    for (const name of ['payment_method', 'payment_state', 'budget_charged']) orders.fields.removeByName(name);
    app.save(orders);
    const settings = app.findCollectionByNameOrId('site_settings');
    for (const name of ['esewa_on', 'khalti_on', 'wallet_wait_minutes']) settings.fields.removeByName(name);
    app.save(settings);
  },
);
