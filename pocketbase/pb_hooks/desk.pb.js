/// <reference path="../types.d.ts" />
// Routes for the order desk (docs/order-desk.md). The shop's server calls them
// with the signed-in staff member's token, so only staff accounts get in.

// Compare-and-set status change: applied only if the order is still in the
// status the staff member saw ("from"); otherwise 409 with the order as it is
// now, so two people changing one order never lose a change silently. The
// check and the write run in one transaction (lib/order-change.js).
routerAdd(
  'POST',
  '/api/desk/orders/{id}/status',
  (e) => {
    const status = require(`${__hooks}/lib/order-status.js`);
    const body = e.requestInfo().body || {};
    const from = typeof body.from === 'string' ? body.from : '';
    const to = typeof body.to === 'string' ? body.to : '';
    const reason = typeof body.reason === 'string' ? body.reason : '';
    const change = require(`${__hooks}/lib/order-change.js`);
    return change.changeOrder(
      e,
      e.request.pathValue('id'),
      { seen: from, version: change.versionOf(body) },
      (record) => {
        if (to === from) return { status: 400, body: { code: 'invalid', message: `The order is already ${from}.` } };
        record.set('status', to);
        record.set('status_reason', reason);
        const problem = status.applyChange(record, false);
        if (problem) return { status: 400, body: { code: 'invalid', message: problem } };
        // Cash on delivery is delivered only through the cash route (lib/cash-rules.js deliveryProblem); refused
        // here, nothing is saved.
        const cashDue = require(`${__hooks}/lib/cash-rules.js`).deliveryProblem(
          from,
          to,
          record.getFloat('total'),
          record.getString('payment_state'),
          record.getString('payment_method'),
        );
        if (cashDue) return { status: 400, body: { code: 'cash_due', message: cashDue } };
        // The event, history entry and stock effect follow from the save, as from the dashboard's (lib/order-events.js).
        return null;
      },
    );
  },
  $apis.requireAuth('staff'),
);

// The codes of the coupons used on the given orders (staff see which coupon an
// order used; they cannot read the coupon collection itself).
routerAdd(
  'POST',
  '/api/desk/coupon-codes',
  (e) => {
    const { lookupEach } = require(`${__hooks}/lib/desk-lookups.js`);
    const codes = lookupEach(e.requestInfo().body, 'orderIds', 1000, (id) => {
      const couponId = $app.findRecordById('orders', id).getString('coupon_used');
      return couponId ? $app.findRecordById('coupon', couponId).getString('code') : '';
    });
    return e.json(200, { codes: codes });
  },
  $apis.requireAuth('staff'),
);

// The names of the staff members an order's history names by their sign-in email (lib/order-history.js actorOf keeps
// the email, which never changes meaning); staff cannot read the staff collection itself. A member without a name, or
// no longer there, is left out: the desk shows the email. Only an email an order's history names is answered: staff
// do not see each other, so the route tells no one whether an address is a staff member's.
routerAdd(
  'POST',
  '/api/desk/staff-names',
  (e) => {
    const { lookupEach } = require(`${__hooks}/lib/desk-lookups.js`);
    const names = lookupEach(e.requestInfo().body, 'emails', 100, (email) =>
      // One entry is enough (no count over the whole history).
      $app.findRecordsByFilter('order_history', 'actor = {:actor}', '', 1, 0, { actor: `staff: ${email}` }).length > 0
        ? $app.findAuthRecordByEmail('staff', email).getString('name').trim()
        : '',
    );
    return e.json(200, { names: names });
  },
  $apis.requireAuth('staff'),
);

// Moving an order to another delivery day, one action with its reason (docs/rules.md §4 "Delivery days"), from the day
// the staff member saw (`seenDay`: 409 when it moved meanwhile). The new day is checked by lib/delivery-schedule.js
// moveRefusal, the same rule as an operator's edit in the dashboard, and, on the desk alone, no further ahead than
// shoppers may choose (tooFarRefusal: a year mistyped). The move is a
// `delivery_day` event written by the order's save (lib/order-events.js), with who and why.
routerAdd(
  'POST',
  '/api/desk/orders/{id}/delivery-day',
  (e) => {
    const days = require(`${__hooks}/lib/delivery-days.js`);
    const schedules = require(`${__hooks}/lib/delivery-schedule.js`);
    const events = require(`${__hooks}/lib/order-events.js`);
    const body = e.requestInfo().body || {};
    const day = days.calendarDay(typeof body.day === 'string' ? body.day : '');
    const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
    if (!day) return e.json(400, { code: 'invalid', problem: 'no_day', message: 'Choose the new delivery day.' });
    if (reason === '' || reason.length > 300)
      return e.json(400, {
        code: 'invalid',
        problem: 'no_reason',
        message: 'Say why the order moves (at most 300 characters).',
      });
    // The day the staff member saw (compare-and-set, as a status change): a stale page never moves the order again.
    const seenDay = typeof body.seenDay === 'string' ? body.seenDay : null;
    if (seenDay === null)
      return e.json(400, {
        code: 'invalid',
        problem: 'stale_form',
        message: 'Reload the order: the form did not say which day you saw.',
      });
    const change = require(`${__hooks}/lib/order-change.js`);
    // The order as the page read it (its `updated`): a route, status or pickup point changed since is seen too.
    const version = change.versionOf(body);
    return change.changeOrder(e, e.request.pathValue('id'), {}, (record, txApp) => {
      const from = record.getString('delivery_day');
      if (seenDay !== from) {
        return {
          status: 409,
          body: {
            code: 'conflict',
            problem: 'moved_meanwhile',
            values: { day: from },
            message: `Changed by someone else: the order is now on ${from || 'no day'}. Look at it again before you move it.`,
            day: from,
          },
        };
      }
      if (version && version !== record.getString('updated'))
        return {
          status: 409,
          body: {
            code: 'conflict',
            problem: 'changed_meanwhile',
            values: {},
            message: 'Changed by someone else since you opened it. Look at it again before you move it.',
          },
        };
      if (day === from) {
        return {
          status: 400,
          body: { code: 'invalid', problem: 'same_day', message: 'The order is already on that day.' },
        };
      }
      // The year mistyped is told first (it would be refused as the wrong weekday most days).
      const refusal =
        schedules.tooFarRefusal(record, day, Date.now()) ||
        schedules.moveRefusal(txApp, record, day, record.getString('status'), Date.now());
      if (refusal)
        return {
          status: 400,
          body: { code: 'invalid', problem: refusal.key, values: refusal.values, message: refusal.message },
        };
      record.set('delivery_day', day);
      record.set('estimatedDelivery', schedules.estimateOf(day));
      events.noteDayMove(record, { from: from, reason: 'desk', note: reason });
      return null;
    });
  },
  $apis.requireAuth('staff'),
);
