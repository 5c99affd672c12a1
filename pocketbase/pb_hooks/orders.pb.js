/// <reference path="../types.d.ts" />
// Order writes that must be atomic live here, next to the database: the shop's
// Node server computes every amount (it owns the money rules) and this route
// writes the order, deducts the coupon's campaign budget and draws its lines
// from the lots' stock (lib/stock.js) in one SQLite transaction, so no order
// exists without its deduction and its stock, or the reverse.
// PocketBase runs transactions on its single write connection, so two
// placements never interleave: the budget check and the deduction see the
// same number, and a repeated idempotency key finds the first order.
// Handlers run in their own JS runtimes: shared helpers come from require().

routerAdd(
  'POST',
  '/api/shop/orders',
  (e) => {
    // One require (lib/modules.js): the rest are taken from the runtime's loaded modules.
    const modules = require(`${__hooks}/lib/modules.js`);
    const lib = modules.lib('orders');
    const body = e.requestInfo().body || {};
    const problem = lib.checkPlacement(body);
    if (problem) return e.json(400, { code: 'invalid', message: problem });

    // Priced from products saved since the shop server read them: it reads them again (lib/orders.js).
    if (lib.productsChanged($app, body.productStamps)) return e.json(409, { code: 'products_changed' });
    // Prepared outside the transaction (reads only): the write lock is held
    // for the key check, the stock, the budget, the order number and the inserts alone.
    const record = lib.newOrderRecord($app, body);
    const stock = modules.lib('stock');
    // Stock (lib/stock.js) is planned before the lock too; inside it, the draws are guarded (a lot never goes below
    // 0), and a plan the lots no longer match (another order took them meanwhile) is made again there.
    const early = stock.plan($app, stock.itemsOf(record));
    // Each line notes its product's latest lot; a line drawn from lots gets the lot it is drawn from instead.
    const items = /** @type {Record<string, any>[]} */ (
      modules.lib('lots').withLots($app, stock.itemsOf(record), stock.drawnProducts(early))
    );
    record.set('items', items);
    // Set inside the transaction; only a 409 refusal survives its throw (the catch below).
    /** @type {{ status: number, body?: object, replay?: core.Record }} */
    let result = /** @type {any} */ (null);
    try {
      modules.lib('write-transaction').writeTransaction($app, (txApp) => {
        const existing = lib.findByKey(txApp, body.idempotencyKey);
        if (existing) {
          result = { status: 200, replay: existing };
          return;
        }
        let planned = early.short ? null : stock.tryTake(txApp, early);
        if (!planned) {
          planned = stock.plan(txApp, items);
          if (planned.short) {
            result = { status: 409, body: stock.refusal(planned) };
            return;
          }
          stock.take(txApp, planned);
        }
        if (body.campaignId) {
          const refusal = lib.chargeCampaign(txApp, body);
          if (refusal) {
            // Thrown, so the stock just taken goes back with the rest of the transaction.
            result = { status: 409, body: refusal };
            throw new Error('campaign refused the order');
          }
        }
        stock.noteDraws(record, items, planned);
        // The delivery day, checked against the day's orders as they are now (lib/delivery-schedule.js): a day
        // gone full, closed or past its cut-off is refused (thrown: the stock and budget go back), or, for an order
        // sent from the phone's outbox, moved to the next open day with an event saying why.
        if (body.delivery) {
          const decided = modules
            .lib('delivery-schedule')
            .decide(txApp, body.delivery, Date.now(), stock.shipsFrom(planned));
          if (decided?.refusal) {
            result = { status: 409, body: decided.refusal };
            throw new Error('delivery day refused the order');
          }
          // Not refused: a day was decided (the refusal threw above).
          if (decided) lib.noteDeliveryDay(record, /** @type {any} */ (decided));
        }
        record.set('orderNumber', lib.uniqueOrderNumber(txApp));
        // Its `placed` event is written with it (lib/order-events.js).
        modules.lib('order-events').noteActor(record, 'shopper');
        txApp.save(record);
        stock.record(txApp, record.id, planned);
        result = { status: 201 };
      });
    } catch (err) {
      if (result?.status !== 409) throw err;
    }
    // The answers are built once the write lock is released.
    if (result.replay) result = lib.replayAnswer(result.replay, body.requestHash);
    else if (result.status === 201) result.body = lib.placedView(record, false);
    return e.json(result.status, result.body);
  },
  $apis.requireAuth('shop_service'),
);

// The order already placed with an idempotency key (so a retried submission
// gets its order back even after prices or the coupon's budget changed), only
// to the same request (requestHash); otherwise a bare 409.
routerAdd(
  'POST',
  '/api/shop/orders/by-key',
  (e) => {
    const lib = require(`${__hooks}/lib/orders.js`);
    const body = e.requestInfo().body || {};
    if (!lib.isIdempotencyKey(body.idempotencyKey)) return e.json(400, { code: 'invalid' });
    const existing = lib.findByKey($app, body.idempotencyKey);
    if (!existing) return e.json(404, { code: 'not_found' });
    const answer = lib.replayAnswer(existing, body.requestHash);
    return e.json(answer.status, answer.body);
  },
  $apis.requireAuth('shop_service'),
);

// Order lookup by number. The number alone shows the status tracker only; the
// phone number the order was placed with adds items and totals; the private
// token adds the delivery details (lib/orders.js, lookupView).
routerAdd(
  'POST',
  '/api/shop/order-lookup',
  (e) => {
    const lib = require(`${__hooks}/lib/orders.js`);
    const body = e.requestInfo().body || {};
    const number = typeof body.orderNumber === 'string' ? body.orderNumber : '';
    const token = typeof body.token === 'string' ? body.token : '';
    const phone = typeof body.phone === 'string' ? body.phone.slice(0, 40) : '';
    if (!/^ORD-\d{6}$/.test(number)) return e.json(404, { code: 'not_found' });
    let record;
    try {
      record = $app.findFirstRecordByFilter('orders', 'orderNumber = {:number}', { number });
    } catch (_) {
      return e.json(404, { code: 'not_found' });
    }
    return e.json(200, lib.lookupView(record, token, phone));
  },
  $apis.requireAuth('shop_service'),
);
