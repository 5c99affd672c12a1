/// <reference path="../pb_data/types.d.ts" />
// Cash on delivery reconciled and farmers paid (docs/rules.md "Cash and payouts", docs/operations.md):
// - orders: the cash a rider collected at the door, who, when, why it differs from the total, and the settlement
//   entry that took it in;
// - staff: `lead`, set by superusers only, lets a staff member close a rider's day (the route in cash.pb.js checks it);
// - cash_settlements: append-only entries closing a rider's day; nobody may change or delete one, a later entry
//   corrects it;
// - cooperatives: each cooperative's commission (0-100 %), set by operators in the dashboard;
// - order_history: the kinds `cash_collected`, `refused` and `settled`.

const STAFF = '@request.auth.collectionName = "staff"';
const KINDS = ['cash_collected', 'refused', 'settled'];

migrate(
  (app) => {
    const staff = app.findCollectionByNameOrId('staff');
    staff.fields.add(
      new BoolField({
        name: 'lead',
        help: 'A lead may close a rider’s cash settlement on the desk. Only superusers can set it.',
      }),
    );
    app.save(staff);

    const settlements = new Collection({
      type: 'base',
      name: 'cash_settlements',
      listRule: STAFF,
      viewRule: STAFF,
      // Written only by the desk's route (cash.pb.js), which counts the orders itself; never changed or deleted.
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          name: 'day',
          type: 'text',
          required: true,
          max: 10,
          pattern: '^\\d{4}-\\d{2}-\\d{2}$',
          help: 'The Nepal day settled, YYYY-MM-DD.',
        },
        {
          name: 'rider',
          type: 'relation',
          collectionId: staff.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: false,
          help: 'The rider whose cash this is.',
        },
        {
          name: 'closed_by',
          type: 'relation',
          collectionId: staff.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: false,
          help: 'The lead who closed it.',
        },
        {
          name: 'kind',
          type: 'select',
          maxSelect: 1,
          required: true,
          values: ['close', 'correction'],
          help: 'close: the first entry for the rider and day; correction: any later one (with its note).',
        },
        { name: 'orders', type: 'json', maxSize: 64 * 1024, help: 'Ids of the orders this entry took in.' },
        { name: 'order_count', type: 'number', min: 0, onlyInt: true, help: 'How many orders it took in.' },
        { name: 'due', type: 'number', min: 0, help: 'Cash due on those orders, NPR.' },
        { name: 'collected', type: 'number', min: 0, help: 'Cash the rider recorded on those orders, NPR.' },
        {
          name: 'handed_over',
          type: 'number',
          help: 'Cash the rider handed over with this entry, NPR (a correction may be negative).',
        },
        { name: 'note', type: 'text', max: 300, help: 'Why (required on a correction).' },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      ],
      indexes: ['CREATE INDEX idx_cash_settlements_day ON cash_settlements (day, rider)'],
    });
    app.save(settlements);

    const cooperatives = new Collection({
      type: 'base',
      name: 'cooperatives',
      listRule: STAFF,
      viewRule: STAFF,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          name: 'name',
          type: 'text',
          required: true,
          max: 200,
          help: 'Exactly as written in the lots’ cooperative field, e.g. Bhujung Honey Cooperative.',
        },
        { name: 'name_ne', type: 'text', max: 200, help: 'The name in Nepali, on the Nepali payout report.' },
        {
          name: 'commission_percent',
          type: 'number',
          required: false,
          min: 0,
          max: 100,
          help: 'The shop’s commission on this cooperative’s sales, 0 to 100 (percent). Example: 12.5.',
        },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_cooperatives_name ON cooperatives (name)'],
    });
    app.save(cooperatives);

    const orders = app.findCollectionByNameOrId('orders');
    orders.fields.add(
      new NumberField({ name: 'cash_collected', min: 0, help: 'Cash the rider collected at the door, NPR.' }),
    );
    orders.fields.add(
      new RelationField({
        name: 'cash_rider',
        collectionId: staff.id,
        maxSelect: 1,
        cascadeDelete: false,
        help: 'The rider (staff) who recorded the cash, or the refusal at the door.',
      }),
    );
    orders.fields.add(new DateField({ name: 'cash_at', help: 'When the cash (or the refusal) was recorded.' }));
    orders.fields.add(
      new SelectField({
        name: 'cash_reason',
        maxSelect: 1,
        values: ['short', 'no_change', 'refused'],
        help: 'Why the cash differs from the total: short (paid less), no_change (change not given), refused (refused at the door).',
      }),
    );
    orders.fields.add(new TextField({ name: 'cash_note', max: 300, help: 'The rider’s words on the difference.' }));
    orders.fields.add(
      new RelationField({
        name: 'settlement',
        collectionId: settlements.id,
        maxSelect: 1,
        cascadeDelete: false,
        help: 'The settlement entry that took in this order’s cash. Set by the desk.',
      }),
    );
    orders.addIndex('idx_orders_cash', false, 'cash_rider, cash_at', '');
    app.save(orders);

    const history = app.findCollectionByNameOrId('order_history');
    const kind = history.fields.getByName('kind');
    // Appended, not replaced: other features add their own kinds.
    for (const value of KINDS) if (kind.values.indexOf(value) === -1) kind.values.push(value);
    app.save(history);
  },
  (app) => {
    app.db().newQuery("DELETE FROM order_history WHERE kind IN ('cash_collected', 'refused', 'settled')").execute();
    const history = app.findCollectionByNameOrId('order_history');
    const kind = history.fields.getByName('kind');
    kind.values = kind.values.filter((v) => KINDS.indexOf(v) === -1);
    app.save(history);
    const orders = app.findCollectionByNameOrId('orders');
    orders.removeIndex('idx_orders_cash');
    for (const name of ['cash_collected', 'cash_rider', 'cash_at', 'cash_reason', 'cash_note', 'settlement']) {
      orders.fields.removeByName(name);
    }
    app.save(orders);
    for (const name of ['cooperatives', 'cash_settlements']) app.delete(app.findCollectionByNameOrId(name));
    const staff = app.findCollectionByNameOrId('staff');
    staff.fields.removeByName('lead');
    app.save(staff);
  },
);
