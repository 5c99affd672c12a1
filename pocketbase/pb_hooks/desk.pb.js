/// <reference path="../types.d.ts" />
// Routes for the order desk (docs/order-desk.md). The shop's server calls them
// with the signed-in staff member's token, so only staff accounts get in.

// Compare-and-set status change: applied only if the order is still in the
// status the staff member saw ("from"); otherwise 409 with the order as it is
// now, so two people changing one order never lose a change silently. The
// check and the write run in one transaction on PocketBase's single writer.
routerAdd(
  'POST',
  '/api/desk/orders/{id}/status',
  (e) => {
    const status = require(`${__hooks}/lib/order-status.js`);
    const history = require(`${__hooks}/lib/order-history.js`);
    const body = e.requestInfo().body || {};
    const from = typeof body.from === 'string' ? body.from : '';
    const to = typeof body.to === 'string' ? body.to : '';
    const reason = typeof body.reason === 'string' ? body.reason : '';
    const id = e.request.pathValue('id');
    // Set on every way out of the transaction but a throw, which leaves the handler too.
    /** @type {{ status: number, body: object }} */
    let result = /** @type {any} */ (null);
    require(`${__hooks}/lib/write-transaction.js`).writeTransaction($app, (txApp) => {
      let record;
      try {
        record = txApp.findRecordById('orders', id);
      } catch (_) {
        result = { status: 404, body: { code: 'not_found', message: 'There is no such order.' } };
        return;
      }
      if (record.getString('status') !== from) {
        result = {
          status: 409,
          body: {
            code: 'conflict',
            message: `Changed by someone else: the order is now ${record.getString('status')}.`,
            order: record,
          },
        };
        return;
      }
      if (to === from) {
        result = { status: 400, body: { code: 'invalid', message: `The order is already ${from}.` } };
        return;
      }
      record.set('status', to);
      record.set('status_reason', reason);
      const problem = status.applyChange(record, false);
      if (problem) {
        result = { status: 400, body: { code: 'invalid', message: problem } };
        return;
      }
      // The event, history entry and stock effect follow from the save, as from the dashboard's (lib/order-events.js).
      require(`${__hooks}/lib/order-events.js`).noteActor(record, history.actorOf(e.auth));
      txApp.save(record);
      result = { status: 200, body: { order: record } };
    });
    return e.json(result.status, result.body);
  },
  $apis.requireAuth('staff'),
);

// The codes of the coupons used on the given orders (staff see which coupon an
// order used; they cannot read the coupon collection itself).
routerAdd(
  'POST',
  '/api/desk/coupon-codes',
  (e) => {
    const body = e.requestInfo().body || {};
    const ids = Array.isArray(body.orderIds) ? body.orderIds.filter((v) => typeof v === 'string').slice(0, 1000) : [];
    /** @type {Record<string, string>} */
    const codes = {};
    for (const id of ids) {
      try {
        const order = $app.findRecordById('orders', id);
        const couponId = order.getString('coupon_used');
        if (!couponId) continue;
        codes[id] = $app.findRecordById('coupon', couponId).getString('code');
      } catch (_) {
        // no such order or coupon: nothing to show
      }
    }
    return e.json(200, { codes: codes });
  },
  $apis.requireAuth('staff'),
);
