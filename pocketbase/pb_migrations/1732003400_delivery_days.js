/// <reference path="../pb_data/types.d.ts" />
// Delivery days a co-op can keep (docs/rules.md "Delivery days", docs/operators.md "Delivery days"):
// - routes: which districts and branches a van serves, on which weekdays, until when orders can make a day (the
//   cut-off) and how many orders a day it takes; its branches in stop order.
// - pickup_points: where shoppers collect their order instead, with opening days and hours and a cut-off of their own.
// - closed_days: days nobody delivers (Dashain, Tihar, a strike), first and last day included.
// - orders: the day an order is delivered, and its route or pickup point; order_history: kind `delivery_day`, an order
//   moved to another day (with why).
// Read by the shop's service account only, written by superusers: shoppers get the days through the shop's live
// /delivery-days.json (src/pages/delivery-days.json.ts), which PocketBase's route for the shop server answers
// (pocketbase/pb_hooks/delivery-days.pb.js). Private like the orders that name them, so no expand or back-relation
// crosses between public and private collections (tests/integration/hardening/anonymous-reads.test.ts). The hook
// refuses what the rule (pocketbase/pb_hooks/lib/delivery-days.js) cannot use, with a sentence under the field.

const SERVICE = '@request.auth.collectionName = "shop_service"';

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
/** Devanagari letters and signs, digits, spaces and the punctuation addresses use (1732002600_place_names_ne.js). */
const DEVANAGARI = '^[\\x{0900}-\\x{097F}][\\x{0900}-\\x{097F}\\x{200C}\\x{200D}0-9 ().,/-]*$';
const timestamps = () => [
  { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
  { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
];
const CUTOFF_TIME_HELP =
  'The time orders close, Nepal time, hours:minutes from 00:00 to 23:59. Example: 18:00. Orders placed at or after it go to the next delivery day.';

migrate(
  (app) => {
    const districts = app.findCollectionByNameOrId('districts');
    const branches = app.findCollectionByNameOrId('delivery_branch');

    const routes = new Collection({
      type: 'base',
      name: 'routes',
      listRule: SERVICE,
      viewRule: SERVICE,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          name: 'name',
          type: 'text',
          required: true,
          max: 100,
          help: 'The route in English. Example: Kathmandu valley.',
        },
        {
          name: 'name_ne',
          type: 'text',
          max: 100,
          pattern: DEVANAGARI,
          help: 'The route in Nepali (Devanagari). Example: काठमाडौं उपत्यका. Left empty, Nepali pages show the English name.',
        },
        {
          name: 'districts',
          type: 'relation',
          collectionId: districts.id,
          maxSelect: 100,
          cascadeDelete: false,
          help: 'Districts it serves: every branch of these districts that no route names below is on this route.',
        },
        {
          name: 'branches',
          type: 'relation',
          collectionId: branches.id,
          maxSelect: 300,
          cascadeDelete: false,
          help: 'Branches it serves, in the order the van stops at them (the route sheet lists them so). A branch named here is on this route even if another route serves its district.',
        },
        {
          name: 'weekdays',
          type: 'select',
          values: WEEKDAYS,
          maxSelect: 7,
          help: 'The weekdays it delivers: at least one. Example: tue and fri.',
        },
        { name: 'cutoff_time', type: 'text', max: 10, help: CUTOFF_TIME_HELP },
        {
          name: 'cutoff_days_before',
          type: 'number',
          onlyInt: true,
          help: 'How many days before a delivery day its orders close: 1 is the day before (at the cut-off time), 2 two days before. At least 1.',
        },
        {
          name: 'capacity',
          type: 'number',
          onlyInt: true,
          help: 'How many orders the route takes per delivery day; once full, shoppers are offered the next day. 0 or empty: no limit.',
        },
        ...timestamps(),
      ],
      indexes: ['CREATE UNIQUE INDEX idx_routes_name ON routes (name)'],
    });
    app.save(routes);

    const points = new Collection({
      type: 'base',
      name: 'pickup_points',
      listRule: SERVICE,
      viewRule: SERVICE,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          name: 'name',
          type: 'text',
          required: true,
          max: 100,
          help: 'The pickup point in English. Example: Patan Dhoka co-op shop.',
        },
        {
          name: 'name_ne',
          type: 'text',
          max: 100,
          pattern: DEVANAGARI,
          help: 'Its name in Nepali (Devanagari). Left empty, Nepali pages show the English name.',
        },
        {
          name: 'address',
          type: 'text',
          required: true,
          max: 300,
          help: 'Where it is, as a shopper finds it. Example: Patan Dhoka, next to the bus stop.',
        },
        {
          name: 'address_ne',
          type: 'text',
          max: 300,
          pattern: DEVANAGARI,
          help: 'The address in Nepali (Devanagari). Left empty, Nepali pages show the English one.',
        },
        {
          name: 'branch',
          type: 'relation',
          collectionId: branches.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: false,
          help: 'The delivery branch it is in: shoppers of that branch are offered it.',
        },
        {
          name: 'weekdays',
          type: 'select',
          values: WEEKDAYS,
          maxSelect: 7,
          help: 'The days it is open for pickups: at least one.',
        },
        { name: 'opens_at', type: 'text', max: 10, help: 'When it opens, Nepal time, hours:minutes. Example: 10:00.' },
        {
          name: 'closes_at',
          type: 'text',
          max: 10,
          help: 'When it closes, Nepal time, hours:minutes; after it opens. Example: 17:00.',
        },
        { name: 'cutoff_time', type: 'text', max: 10, help: CUTOFF_TIME_HELP },
        {
          name: 'cutoff_days_before',
          type: 'number',
          onlyInt: true,
          help: 'How many days before a pickup day its orders close: 0 is the same day (the cut-off must then come before it opens), 1 the day before.',
        },
        {
          name: 'charge',
          type: 'number',
          min: 0,
          onlyInt: true,
          help: 'What a pickup here costs the shopper in whole rupees, instead of the delivery charge. 0 or empty: free.',
        },
        ...timestamps(),
      ],
    });
    app.save(points);

    const closed = new Collection({
      type: 'base',
      name: 'closed_days',
      listRule: SERVICE,
      viewRule: SERVICE,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          name: 'name',
          type: 'text',
          required: true,
          max: 100,
          help: 'Why nobody delivers, in English. Example: Dashain.',
        },
        {
          name: 'name_ne',
          type: 'text',
          max: 100,
          pattern: DEVANAGARI,
          help: 'The same in Nepali (Devanagari). Example: दशैं.',
        },
        {
          name: 'from',
          type: 'date',
          help: 'The first closed day (AD, as the date picker shows it). A festival dated in BS: convert it first, e.g. with the BS column of the shop calendar (docs/operators.md "Closed days").',
        },
        {
          name: 'to',
          type: 'date',
          help: 'The last closed day (AD), included; the same as the first for a single day.',
        },
        ...timestamps(),
      ],
    });
    app.save(closed);

    const orders = app.findCollectionByNameOrId('orders');
    orders.fields.add(
      new TextField({
        name: 'delivery_day',
        max: 10,
        pattern: '^\\d{4}-\\d{2}-\\d{2}$',
        help: 'The day it is delivered (or ready at its pickup point), Nepal date YYYY-MM-DD. To move it, use the desk: the move is recorded with its reason.',
      }),
    );
    orders.fields.add(
      new RelationField({
        name: 'route',
        collectionId: routes.id,
        maxSelect: 1,
        cascadeDelete: false,
        help: 'The route that delivers it.',
      }),
    );
    orders.fields.add(
      new RelationField({
        name: 'pickup_point',
        collectionId: points.id,
        maxSelect: 1,
        cascadeDelete: false,
        help: 'Where the shopper collects it; empty when it is delivered to their address.',
      }),
    );
    orders.addIndex('idx_orders_delivery_day', false, 'delivery_day, route', '');
    app.save(orders);

    const history = app.findCollectionByNameOrId('order_history');
    const kind = history.fields.getByName('kind');
    kind.values = ['placed', 'status', 'edited', 'correction', 'stock', 'delivery_day'];
    kind.help =
      "What happened: the order was placed, a status change, an edit of the order's details, a correction of its amounts or items, stock returned to or taken from lots, or its delivery day moved (with why).";
    app.save(history);
  },
  (app) => {
    app.db().newQuery("DELETE FROM order_history WHERE kind = 'delivery_day'").execute();
    const history = app.findCollectionByNameOrId('order_history');
    const kind = history.fields.getByName('kind');
    kind.values = ['placed', 'status', 'edited', 'correction', 'stock'];
    kind.help =
      "What happened: the order was placed, a status change, an edit of the order's details, a correction of its amounts or items, or stock returned to or taken from lots.";
    app.save(history);
    const orders = app.findCollectionByNameOrId('orders');
    orders.removeIndex('idx_orders_delivery_day');
    for (const name of ['delivery_day', 'route', 'pickup_point']) orders.fields.removeByName(name);
    app.save(orders);
    for (const name of ['closed_days', 'pickup_points', 'routes']) {
      try {
        app.delete(app.findCollectionByNameOrId(name));
      } catch (_) {
        // already gone
      }
    }
  },
);
