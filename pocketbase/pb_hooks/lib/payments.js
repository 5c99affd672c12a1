// Writes of wallet payments (docs/payments.md), for payments.pb.js: each runs in one write transaction with the
// order's change and its `payment` event (lib/order-history.js), so a payment is never recorded without its event or
// the reverse. The shop server has already asked the wallet's server (src/features/payments/): these routes trust
// the service account's word on what the wallet said, and decide what it means (lib/payment-state.js).

const { lib } = require(`${__hooks}/lib/modules.js`);

const LEASE_MAX_SECONDS = 120;
const DEFAULT_WAIT_MINUTES = 60;

/**
 * @param {CoreApp} app
 * @param {unknown} attempt
 * @returns {core.Record | null}
 */
function findAttempt(app, attempt) {
  if (typeof attempt !== 'string' || !/^[A-Za-z0-9-]{1,64}$/.test(attempt)) return null;
  try {
    return app.findFirstRecordByData('payments', 'attempt', attempt);
  } catch (_) {
    return null;
  }
}

/**
 * The order a shopper's link names: its number and access token (SECURITY.md "Order numbers and lookups").
 * @param {CoreApp} app
 * @param {unknown} orderNumber
 * @param {unknown} token
 * @returns {core.Record | null}
 */
function findOwnOrder(app, orderNumber, token) {
  if (typeof orderNumber !== 'string' || typeof token !== 'string' || token.length < 20 || orderNumber.length > 40)
    return null;
  try {
    const order = app.findFirstRecordByData('orders', 'orderNumber', orderNumber);
    return $security.equal(order.getString('accessToken'), token) ? order : null;
  } catch (_) {
    return null;
  }
}

/**
 * @param {CoreApp} txApp
 * @param {core.Record} order
 * @param {string} event
 * @param {Record<string, unknown>} details
 * @param {string} [actor]
 */
function recordEvent(txApp, order, event, details, actor) {
  lib('order-history').record(txApp, order.id, {
    kind: 'payment',
    status: order.getString('status'),
    reason: event,
    actor: actor || 'shop',
    details: details,
  });
}

/** @param {core.Record} order */
function paymentStateOf(order) {
  return order.getString('payment_state') || 'cod';
}

/**
 * What the shop holds of an order's wallet payments: every payment that came (its own, and any second one) less what
 * was refunded of it; and of its own payment alone (a late one apart: payments.late), what is held and what went
 * back. The packing rule and the refund rule weigh them against the order's total (lib/payment-state.js).
 * @param {CoreApp} app
 * @param {string} orderId
 * @returns {{ held: number, ownHeld: number, ownRefunded: number }}
 */
function heldOf(app, orderId) {
  const row = new DynamicModel({ held: 0, ownHeld: 0, ownRefunded: 0 });
  app
    .db()
    .newQuery(
      'SELECT COALESCE(SUM(amount - refunded), 0) AS held, COALESCE(SUM(CASE WHEN late THEN 0 ELSE amount - refunded END), 0) AS ownHeld, COALESCE(SUM(CASE WHEN late THEN 0 ELSE refunded END), 0) AS ownRefunded FROM payments WHERE `order` = {:o} AND state IN (' +
        lib('payment-state')
          .HELD_ATTEMPT_STATES.map((state) => `'${state}'`)
          .join(', ') +
        ')',
    )
    .bind({ o: orderId })
    .one(row);
  return { held: Number(row.held), ownHeld: Number(row.ownHeld), ownRefunded: Number(row.ownRefunded) };
}

/**
 * Starts an attempt: the shopper is about to be sent to `wallet` for `order`'s total. Allowed while the order waits
 * for its payment (or was switched to cash and the shopper pays by wallet after all), and not cancelled.
 * @param {CoreApp} app
 * @param {{ orderNumber?: unknown, accessToken?: unknown, wallet?: unknown, attempt?: unknown, pidx?: unknown }} body
 * @returns {{ status: number, body: Record<string, unknown> }}
 */
function startAttempt(app, body) {
  if (body.wallet !== 'esewa' && body.wallet !== 'khalti')
    return { status: 400, body: { code: 'invalid', message: 'wallet must be esewa or khalti' } };
  if (typeof body.attempt !== 'string' || !/^[A-Za-z0-9-]{8,64}$/.test(body.attempt))
    return { status: 400, body: { code: 'invalid', message: 'attempt must be 8-64 letters, digits or hyphens' } };
  if (body.pidx !== undefined && (typeof body.pidx !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(body.pidx)))
    return { status: 400, body: { code: 'invalid', message: 'pidx must be a Khalti pidx' } };
  /** @type {{ status: number, body: Record<string, unknown> }} */
  let result = { status: 404, body: { code: 'not_found' } };
  lib('write-transaction').writeTransaction(app, (txApp) => {
    const order = findOwnOrder(txApp, body.orderNumber, body.accessToken);
    if (!order) return;
    const state = paymentStateOf(order);
    if (order.getString('status') !== 'Open' || ['awaiting', 'unpaid', 'cod'].indexOf(state) === -1) {
      result = { status: 409, body: { code: 'not_payable', paymentState: state, status: order.getString('status') } };
      return;
    }
    if (findAttempt(txApp, body.attempt)) {
      result = { status: 409, body: { code: 'attempt_exists' } };
      return;
    }
    if (
      txApp.countRecords('payments', $dbx.hashExp({ order: order.id })) >= lib('payment-state').MAX_ATTEMPTS_PER_ORDER
    ) {
      result = { status: 409, body: { code: 'too_many_attempts' } };
      return;
    }
    const row = new Record(txApp.findCollectionByNameOrId('payments'));
    row.set('order', order.id);
    row.set('wallet', body.wallet);
    row.set('attempt', body.attempt);
    row.set('pidx', body.pidx || '');
    row.set('amount', order.getFloat('total'));
    row.set('state', 'started');
    row.set('refunded', 0);
    txApp.save(row);
    const wallet = String(body.wallet);
    if (order.getString('payment_method') !== wallet || state !== 'awaiting') {
      order.set('payment_method', wallet);
      order.set('payment_state', 'awaiting');
      txApp.save(order);
    }
    recordEvent(txApp, order, 'payment_started', {
      wallet: wallet,
      attempt: body.attempt,
      amount: order.getFloat('total'),
    });
    result = { status: 201, body: { attempt: body.attempt, amount: order.getFloat('total'), orderId: order.id } };
  });
  return result;
}

/**
 * Notes that a check with the wallet, or a desk refund, is in flight for `attempt` (so the order is not cancelled
 * meanwhile, and a second refund is not sent beside it); refused while another holds it. `release: true` ends it (a
 * refund the wallet refused). Returns what the checker needs to ask the wallet.
 * @param {CoreApp} app
 * @param {{ attempt?: unknown, seconds?: unknown, pidx?: unknown, release?: unknown }} body
 */
function takeLease(app, body) {
  // 0: only notes the pidx, holds nothing.
  const seconds =
    body.seconds === 0
      ? 0
      : typeof body.seconds === 'number' && body.seconds > 0
        ? Math.min(body.seconds, LEASE_MAX_SECONDS)
        : 30;
  /** @type {{ status: number, body: Record<string, unknown> }} */
  let result = { status: 404, body: { code: 'not_found' } };
  lib('write-transaction').writeTransaction(app, (txApp) => {
    const row = findAttempt(txApp, body.attempt);
    if (!row) return;
    if (body.release === true) {
      row.set('lease_until', '');
      txApp.save(row);
      result = { status: 200, body: { released: true } };
      return;
    }
    const until = row.getDateTime('lease_until');
    const now = new Date();
    // A note of the pidx (0 s) holds nothing, so another's lease does not refuse it: refused, it was lost while a
    // background check held the new attempt, and the shopper's payment at Khalti could never be looked up.
    if (seconds > 0 && !until.isZero() && new Date(until.string().replace(' ', 'T')).getTime() > now.getTime()) {
      // With the order it pays: the shopper coming back from the wallet meanwhile lands on their order page.
      const held = txApp.findRecordById('orders', row.getString('order'));
      result = { status: 409, body: { code: 'leased', orderNumber: held.getString('orderNumber') } };
      return;
    }
    if (seconds > 0) row.set('lease_until', new Date(now.getTime() + seconds * 1000).toISOString().replace('T', ' '));
    // Khalti's pidx is known once its initiate answered, after the attempt was started.
    if (row.getString('pidx') === '' && typeof body.pidx === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(body.pidx))
      row.set('pidx', body.pidx);
    txApp.save(row);
    const order = txApp.findRecordById('orders', row.getString('order'));
    result = {
      status: 200,
      body: {
        // Where the shopper goes back to: their order page (the shop server alone sees the token).
        orderNumber: order.getString('orderNumber'),
        accessToken: order.getString('accessToken'),
        attempt: row.getString('attempt'),
        wallet: row.getString('wallet'),
        pidx: row.getString('pidx'),
        amount: row.getFloat('amount'),
        state: row.getString('state'),
      },
    };
  });
  return result;
}

/**
 * Records what the wallet's server said about an attempt, and what it does to the order (lib/payment-state.js):
 * paid, unpaid, or a success that came too late or twice, flagged for refund. Ends the attempt's lease.
 * @param {CoreApp} app
 * @param {{ attempt?: unknown, verdict?: unknown, amountPaisa?: unknown, walletStatus?: unknown, walletRef?: unknown }} body
 */
function settleAttempt(app, body) {
  const rules = lib('payment-state');
  const verdicts = ['complete', 'pending', 'failed', 'refunded', 'partially_refunded'];
  if (typeof body.verdict !== 'string' || verdicts.indexOf(body.verdict) === -1)
    return { status: 400, body: { code: 'invalid', message: `verdict must be one of ${verdicts.join(', ')}` } };
  if (body.verdict === 'complete' && (typeof body.amountPaisa !== 'number' || !Number.isSafeInteger(body.amountPaisa)))
    return {
      status: 400,
      body: { code: 'invalid', message: 'amountPaisa must be the whole paisa the wallet confirmed' },
    };
  const walletStatus = String(body.walletStatus || '').slice(0, 40);
  const walletRef = String(body.walletRef || '').slice(0, 100);
  /** @type {{ status: number, body: Record<string, unknown> }} */
  let result = { status: 404, body: { code: 'not_found' } };
  lib('write-transaction').writeTransaction(app, (txApp) => {
    const row = findAttempt(txApp, body.attempt);
    if (!row) return;
    const order = txApp.findRecordById('orders', row.getString('order'));
    row.set('lease_until', '');
    row.set('checked_at', new Date().toISOString().replace('T', ' '));
    const attemptState = row.getString('state');
    // An attempt already settled keeps its result: a replayed redirect or a second check changes nothing. A failed
    // one changes only when the wallet says it was paid after all (eSewa knew nothing of it when first asked); it
    // keeps the status that failed it too, which the background check asks again by (readOpenAttempts).
    const failedAgain = attemptState === 'failed' && body.verdict !== 'complete';
    if (!failedAgain) row.set('wallet_status', walletStatus);
    if ((attemptState !== 'started' && attemptState !== 'failed') || failedAgain) {
      txApp.save(row);
      result = { status: 200, body: { outcome: 'already', state: attemptState, paymentState: paymentStateOf(order) } };
      return;
    }
    const verdict = /** @type {import('./payment-state.js').WalletVerdict} */ (body.verdict);
    const settlement = rules.settle(
      {
        status: order.getString('status'),
        paymentState: paymentStateOf(order),
        amountMatches: body.amountPaisa === Math.round(row.getFloat('amount') * 100),
        attemptAmount: row.getFloat('amount'),
        total: order.getFloat('total'),
      },
      verdict,
    );
    // The attempt's amount rides along, so the desk's history can say how much was paid (src/features/payments/words.ts).
    const details = {
      wallet: row.getString('wallet'),
      attempt: row.getString('attempt'),
      amount: row.getFloat('amount'),
      walletStatus: walletStatus,
      walletRef: walletRef,
    };
    if (settlement.kind === 'paid') {
      row.set('state', 'success');
      row.set('wallet_ref', walletRef);
      txApp.save(row);
      order.set('payment_method', row.getString('wallet'));
      // Packed for less since the attempt began (switched to cash meanwhile), or an earlier payment that landed too
      // late to be taken (owed_back) still held: something is owed back.
      order.set('payment_state', heldOf(txApp, order.id).held > order.getFloat('total') ? 'refund_due' : 'paid');
      txApp.save(order);
      recordEvent(txApp, order, 'paid', details);
    } else if (settlement.kind === 'refund_due' || settlement.kind === 'owed_back') {
      row.set('state', 'late');
      // Kept after its refund, when its state no longer says it: the order's own payment is told apart by it.
      row.set('late', true);
      row.set('wallet_ref', walletRef);
      txApp.save(row);
      if (settlement.kind === 'owed_back') {
        // Below the order's total: the order stays cash on delivery (the rider collects all of it), and this payment
        // is refunded from the desk's order page, where it shows as paid late.
        recordEvent(
          txApp,
          order,
          settlement.event,
          Object.assign({ why: settlement.why, amountPaisa: body.amountPaisa }, details),
        );
      } else {
        // Owed back whatever the order's state: the desk lists it, and the shopper's box says a refund is coming.
        // Once this attempt is wholly refunded the order is as it was (lib/payment-state.js stateAfterRefund).
        if (paymentStateOf(order) !== 'refund_due') {
          order.set('payment_state', 'refund_due');
          txApp.save(order);
        }
        recordEvent(txApp, order, settlement.event, details);
      }
    } else if (settlement.kind === 'refused') {
      row.set('state', 'refused');
      row.set('wallet_ref', walletRef);
      txApp.save(row);
      recordEvent(
        txApp,
        order,
        'payment_refused',
        Object.assign({ why: settlement.why, amountPaisa: body.amountPaisa }, details),
      );
    } else if (settlement.kind === 'failed') {
      row.set('state', 'failed');
      txApp.save(row);
      order.set('payment_state', 'unpaid');
      txApp.save(order);
      recordEvent(txApp, order, 'payment_failed', details);
    } else {
      // A failed attempt of an order no longer waiting (switched to cash, paid by another tab, expired) is over: left
      // started, the background check would ask about it for ever.
      if (verdict === 'failed') row.set('state', 'failed');
      txApp.save(row);
    }
    result = {
      status: 200,
      body: { outcome: settlement.kind, state: row.getString('state'), paymentState: paymentStateOf(order) },
    };
  });
  return result;
}

/**
 * The shopper chooses cash on delivery instead (from the order page): only while the order waits for a payment.
 * @param {CoreApp} app
 * @param {{ orderNumber?: unknown, accessToken?: unknown }} body
 */
function switchToCod(app, body) {
  /** @type {{ status: number, body: Record<string, unknown> }} */
  let result = { status: 404, body: { code: 'not_found' } };
  lib('write-transaction').writeTransaction(app, (txApp) => {
    const order = findOwnOrder(txApp, body.orderNumber, body.accessToken);
    if (!order) return;
    const state = paymentStateOf(order);
    if (order.getString('status') !== 'Open' || (state !== 'awaiting' && state !== 'unpaid')) {
      result = { status: 409, body: { code: 'not_switchable', paymentState: state } };
      return;
    }
    const from = order.getString('payment_method');
    order.set('payment_method', 'cod');
    order.set('payment_state', 'cod');
    txApp.save(order);
    recordEvent(txApp, order, 'switched_to_cod', { from: from }, 'shopper');
    result = { status: 200, body: { paymentState: 'cod' } };
  });
  return result;
}

/**
 * Minutes an unpaid wallet order waits (site_settings.wallet_wait_minutes; empty or 0: 60).
 * @param {CoreApp} app
 */
function waitMinutes(app) {
  try {
    const rows = app.findRecordsByFilter('site_settings', "id != ''", '', 1, 0);
    const n = rows.length ? rows[0].getInt('wallet_wait_minutes') : 0;
    return n > 0 ? n : DEFAULT_WAIT_MINUTES;
  } catch (_) {
    return DEFAULT_WAIT_MINUTES;
  }
}

/**
 * Cancels an order left unpaid past the operator's limit: its stock returns (lib/stock.js, with the status change)
 * and its coupon budget returns to the campaign, in the same transaction, with its events. Never while a check with
 * the wallet holds a lease on one of its attempts.
 * @param {CoreApp} app
 * @param {{ order?: unknown }} body
 */
function expireOrder(app, body) {
  const rules = lib('payment-state');
  /** @type {{ status: number, body: Record<string, unknown> }} */
  let result = { status: 404, body: { code: 'not_found' } };
  lib('write-transaction').writeTransaction(app, (txApp) => {
    if (typeof body.order !== 'string' || !/^[a-z0-9]{15}$/.test(body.order)) return;
    let order;
    try {
      order = txApp.findRecordById('orders', body.order);
    } catch (_) {
      return;
    }
    const now = new Date();
    const attempts = arrayOf(new DynamicModel({ lease_until: '', created: '' }));
    txApp
      .db()
      .newQuery('SELECT lease_until, created FROM payments WHERE `order` = {:o}')
      .bind({ o: order.id })
      .all(attempts);
    let leaseUntil = null;
    // The wait counts from the shopper's latest try: an order switched to cash and then paid by wallet after all, or
    // paid again after a failed try, is not cancelled while the shopper is at the wallet.
    let since = new Date(order.getDateTime('created').string().replace(' ', 'T'));
    for (const a of attempts) {
      const started = new Date(String(a.created).replace(' ', 'T'));
      if (started > since) since = started;
      if (!a.lease_until) continue;
      const t = new Date(String(a.lease_until).replace(' ', 'T'));
      if (!leaseUntil || t > leaseUntil) leaseUntil = t;
    }
    const expire =
      order.getString('status') === 'Open' &&
      rules.shouldExpire({
        paymentState: paymentStateOf(order),
        since: since,
        now: now,
        limitMinutes: waitMinutes(txApp),
        leaseUntil: leaseUntil,
      });
    if (!expire) {
      result = { status: 409, body: { code: 'not_due', paymentState: paymentStateOf(order) } };
      return;
    }
    returnBudget(txApp, order);
    order.set('status', 'Cancelled');
    order.set('status_reason', 'Not paid in time');
    order.set('cancelled_at', new DateTime());
    order.set('payment_state', 'unpaid');
    lib('order-events').noteActor(order, 'shop');
    txApp.save(order);
    recordEvent(txApp, order, 'expired', { budgetReturned: order.getFloat('budget_charged') });
    result = { status: 200, body: { outcome: 'cancelled' } };
  });
  return result;
}

/**
 * The coupon budget this order took at placement goes back to its campaign.
 * @param {CoreApp} txApp
 * @param {core.Record} order
 */
function returnBudget(txApp, order) {
  const charged = order.getFloat('budget_charged');
  const couponId = order.getString('coupon_used');
  if (charged <= 0 || !couponId) return;
  try {
    const coupon = txApp.findRecordById('coupon', couponId);
    const campaign = txApp.findRecordById('campaigns', coupon.getString('campaign'));
    campaign.set('remaining_budget', campaign.getFloat('remaining_budget') + charged);
    txApp.save(campaign);
  } catch (_) {
    // the coupon or its campaign was deleted since: nothing to give back to
  }
}

/**
 * Records a refund made (Khalti's refund API, called by the shop server) or done by hand at eSewa (its reference):
 * each one a `refunded` event. A refund of a late payment settles the flag.
 * @param {CoreApp} app
 * @param {{ attempt?: unknown, rupees?: unknown, reference?: unknown, actor?: unknown }} body
 */
function recordRefund(app, body) {
  const rules = lib('payment-state');
  const reference = String(body.reference || '')
    .trim()
    .slice(0, 200);
  if (!reference) return { status: 400, body: { code: 'invalid', message: 'A refund needs its reference.' } };
  /** @type {{ status: number, body: Record<string, unknown> }} */
  let result = { status: 404, body: { code: 'not_found' } };
  lib('write-transaction').writeTransaction(app, (txApp) => {
    const row = findAttempt(txApp, body.attempt);
    if (!row) return;
    const state = row.getString('state');
    if (lib('payment-state').REFUNDABLE_ATTEMPT_STATES.indexOf(state) === -1) {
      result = { status: 409, body: { code: 'not_refundable', state: state } };
      return;
    }
    const paid = row.getFloat('amount');
    const before = row.getFloat('refunded');
    const rupees = typeof body.rupees === 'number' ? body.rupees : Number.NaN;
    const problem = rules.refundProblem(rupees, paid, before);
    if (problem) {
      result = { status: 400, body: { code: 'invalid', message: problem } };
      return;
    }
    const total = before + rupees;
    const full = total >= paid;
    row.set('refunded', total);
    row.set('refund_ref', reference);
    // The desk's refund held the attempt while the wallet was asked (src/features/payments/desk-refund.server.ts),
    // and a refund recorded is what staff found in Khalti's portal when the shop could not be sure (markRefundUnsure).
    row.set('lease_until', '');
    row.set('refund_unsure', false);
    row.set('state', full ? 'refunded' : 'partially_refunded');
    txApp.save(row);
    const order = txApp.findRecordById('orders', row.getString('order'));
    const held = heldOf(txApp, order.id);
    const after = rules.stateAfterRefund({
      late: row.getBool('late'),
      full: full,
      orderState: paymentStateOf(order),
      status: order.getString('status'),
      method: order.getString('payment_method'),
      held: held.held,
      ownRefunded: held.ownRefunded,
      total: order.getFloat('total'),
    });
    if (after) {
      order.set('payment_state', after);
      txApp.save(order);
    }
    recordEvent(
      txApp,
      order,
      'refunded',
      { wallet: row.getString('wallet'), attempt: row.getString('attempt'), rupees: rupees, reference: reference },
      typeof body.actor === 'string' ? body.actor.slice(0, 200) : 'shop',
    );
    result = { status: 200, body: { state: row.getString('state'), refunded: total } };
  });
  return result;
}

/**
 * The background check's sweep: every order still waiting past the operator's limit is expired, each in its own
 * transaction (expireOrder checks the limit and the leases again there). The service account reads no orders
 * (pb_migrations/1732002530_service_account_reads.js), so the choice is made here; only counts go back.
 * @param {CoreApp} app
 */
function expireDue(app) {
  const cutoff = new Date(Date.now() - waitMinutes(app) * 60000).toISOString().replace('T', ' ');
  const rows = arrayOf(new DynamicModel({ id: '' }));
  app
    .db()
    .newQuery(
      "SELECT id FROM orders WHERE status = 'Open' AND payment_state IN ('awaiting', 'unpaid') AND created <= {:cutoff} AND NOT EXISTS (SELECT 1 FROM payments WHERE payments.`order` = orders.id AND payments.created > {:cutoff}) ORDER BY created LIMIT 200",
    )
    .bind({ cutoff: cutoff })
    .all(rows);
  let expired = 0;
  let held = 0;
  for (const row of rows) {
    if (expireOrder(app, { order: row.id }).status === 200) expired++;
    else held++;
  }
  return { status: 200, body: { expired: expired, held: held } };
}

/**
 * An order whose total changed (packing, an operator's correction) that a wallet paid: its payment_state set to what
 * the shop now holds against the new total (lib/payment-state.js afterRepack: owed back below it, paid as before at
 * it). False, and nothing set, when the new total is above what the order's own payment holds: the difference could
 * not be collected, so the change is refused by its caller.
 * @param {CoreApp} app
 * @param {core.Record} order with its new total set
 */
function settleNewTotal(app, order) {
  const paying = lib('payment-state');
  const paymentState = order.getString('payment_state');
  const method = order.getString('payment_method');
  if (!paying.holdsWalletMoney(paymentState, method)) return true;
  const held = heldOf(app, order.id);
  const after = paying.afterRepack({
    paymentState: paymentState,
    method: method,
    held: held.held,
    ownHeld: held.ownHeld,
    ownRefunded: held.ownRefunded,
    total: order.getFloat('total'),
  });
  if (after === 'refuse') return false;
  if (after) order.set('payment_state', after);
  return true;
}

/**
 * A Khalti refund the shop cannot be sure of (docs/payments.md "Refunds"): `unsure` true marks the attempt (Khalti did
 * not answer whether it made a refund, or shows one the shop has not recorded), false clears it (staff found no such
 * refund in Khalti's portal). Only an attempt that still holds money is marked. Either ends the refund's hold.
 * @param {CoreApp} app
 * @param {Record<string, any>} body
 */
function markRefundUnsure(app, body) {
  if (typeof body.unsure !== 'boolean')
    return { status: 400, body: { code: 'invalid', message: 'unsure is true or false.' } };
  /** @type {{ status: number, body: Record<string, unknown> }} */
  let result = { status: 404, body: { code: 'not_found' } };
  lib('write-transaction').writeTransaction(app, (txApp) => {
    const row = findAttempt(txApp, body.attempt);
    if (!row) return;
    if (body.unsure && lib('payment-state').REFUNDABLE_ATTEMPT_STATES.indexOf(row.getString('state')) === -1) {
      result = { status: 409, body: { code: 'not_refundable', state: row.getString('state') } };
      return;
    }
    row.set('refund_unsure', body.unsure);
    // The mark holds back Khalti's refunds from here on (the desk records by hand), so the refund's hold ends.
    row.set('lease_until', '');
    txApp.save(row);
    result = { status: 200, body: { unsure: body.unsure } };
  });
  return result;
}

module.exports = {
  heldOf,
  settleNewTotal,
  expireDue,
  startAttempt,
  takeLease,
  settleAttempt,
  switchToCod,
  expireOrder,
  recordRefund,
  markRefundUnsure,
  waitMinutes,
};
