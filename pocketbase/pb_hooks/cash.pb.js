/// <reference path="../types.d.ts" />
// Cash on delivery and payouts for the order desk (docs/rules.md "Cash and payouts", docs/operations.md). The shop's
// server calls these with the signed-in staff member's token. Each write runs in one write transaction on PocketBase's
// single writer, so whichever of two writes (a rider recording cash, a lead closing the day) commits first decides.

// Delivered with cash: Out for Delivery → Delivered, with the cash collected by the signed-in rider and, when it
// differs from the total, why. Compare-and-set on the status (lib/order-change.js), as desk.pb.js does.
routerAdd(
  'POST',
  '/api/desk/orders/{id}/cash',
  (e) => {
    const rules = require(`${__hooks}/lib/cash-rules.js`);
    const status = require(`${__hooks}/lib/order-status.js`);
    const body = e.requestInfo().body || {};
    const from = typeof body.from === 'string' ? body.from : '';
    const collected = typeof body.collected === 'number' ? body.collected : Number.NaN;
    const reason = typeof body.reason === 'string' ? body.reason : '';
    const note = typeof body.note === 'string' ? body.note.trim() : '';
    const seen = {
      seen: from,
      only: 'Out for Delivery',
      version: require(`${__hooks}/lib/order-change.js`).versionOf(body),
    };
    return require(`${__hooks}/lib/order-change.js`).changeOrder(e, e.request.pathValue('id'), seen, (record) => {
      const total = rules.cashDue(
        record.getFloat('total'),
        record.getString('payment_state'),
        record.getString('payment_method'),
      );
      const problem = rules.cashProblemKey(total, collected, reason, note);
      if (problem)
        return { status: 400, body: { code: 'invalid', problem: problem, message: rules.PROBLEMS[problem] } };
      const differs = rules.paisa(collected) !== rules.paisa(total);
      record.set('status', 'Delivered');
      record.set('status_reason', '');
      const statusProblem = status.applyChange(record, false);
      if (statusProblem) return { status: 400, body: { code: 'invalid', message: statusProblem } };
      const label = reason === 'short' ? 'Short' : 'Change not given';
      require(`${__hooks}/lib/cash.js`).recordCash(
        record,
        e.auth?.id || '',
        { collected: collected, reason: differs ? reason : '', note: differs ? note : '' },
        {
          kind: 'cash_collected',
          // Shown in the order's history as its reason: the rider's words with the difference's kind.
          reason: differs ? (note ? `${label}: ${note}` : label) : '',
          details: { due: total, collected: collected, reason: differs ? reason : '', note: differs ? note : '' },
        },
      );
      return null;
    });
  },
  $apis.requireAuth('staff'),
);

// Refused at the door: Out for Delivery → Cancelled with the reason "Refused at the door", no cash, and (as any
// cancel) its units go back to their lots (lib/stock.js afterStatusChange). Only this route makes that change: the
// lifecycle's Out for Delivery → Cancelled is not open to other clients (lib/lifecycle.js).
routerAdd(
  'POST',
  '/api/desk/orders/{id}/refused',
  (e) => {
    const rules = require(`${__hooks}/lib/cash-rules.js`);
    const body = e.requestInfo().body || {};
    const from = typeof body.from === 'string' ? body.from : '';
    const note = typeof body.note === 'string' ? body.note.trim() : '';
    if (note.length > rules.NOTE_MAX) {
      return e.json(400, { code: 'invalid', problem: 'note_long', message: rules.PROBLEMS.note_long });
    }
    const seen = {
      seen: from,
      only: 'Out for Delivery',
      version: require(`${__hooks}/lib/order-change.js`).versionOf(body),
    };
    return require(`${__hooks}/lib/order-change.js`).changeOrder(e, e.request.pathValue('id'), seen, (record) => {
      record.set('status', 'Cancelled');
      record.set('status_reason', note ? `Refused at the door: ${note}`.slice(0, 300) : 'Refused at the door.');
      record.set('cancelled_at', new DateTime());
      // Paid by a wallet: the refusal owes the payment back, as any cancel does (lib/order-status.js applyChange).
      require(`${__hooks}/lib/order-status.js`).owePaymentBack(record);
      require(`${__hooks}/lib/cash.js`).recordCash(
        record,
        e.auth?.id || '',
        { collected: 0, reason: 'refused', note: note },
        { kind: 'refused', reason: note, details: { due: record.getFloat('total'), collected: 0 } },
      );
      return null;
    });
  },
  $apis.requireAuth('staff'),
);

// The riders the desk may settle (staff names; staff cannot list the staff collection itself): a lead sees every
// staff member, anyone else only themselves (staff do not see each other: docs/order-desk.md).
routerAdd(
  'GET',
  '/api/desk/riders',
  (e) => {
    const lead = !!e.auth?.getBool('lead');
    const riders = (lead ? $app.findAllRecords('staff') : [e.auth])
      .filter((r) => !!r)
      .map((r) => ({ id: r.id, name: r.getString('name') || r.getString('email') }));
    riders.sort((a, b) => a.name.localeCompare(b.name));
    return e.json(200, { riders: riders, lead: lead });
  },
  $apis.requireAuth('staff'),
);

// A rider's day: the orders, the entries so far, and the figures.
routerAdd(
  'GET',
  '/api/desk/settlement',
  (e) => {
    const day = require(`${__hooks}/lib/delivery-days.js`).calendarDay(e.request.url.query().get('day'));
    const rider = e.request.url.query().get('rider') || '';
    if (!day) return e.json(400, { code: 'invalid', message: 'Choose a day.' });
    let riderName = '';
    try {
      // A rider's own day, or any for a lead: another's is as unknown as a rider that is not one.
      if (!e.auth?.getBool('lead') && rider !== e.auth?.id) throw new Error('not theirs');
      const staff = $app.findRecordById('staff', rider);
      riderName = staff.getString('name') || staff.getString('email');
    } catch (_) {
      return e.json(404, { code: 'not_found', message: 'There is no such rider.' });
    }
    const riderDay = require(`${__hooks}/lib/cash.js`).riderDay($app, day, rider);
    return e.json(200, {
      day: day,
      rider: { id: rider, name: riderName },
      orders: riderDay.orders,
      entries: riderDay.entries,
      figures: riderDay.figures,
    });
  },
  $apis.requireAuth('staff'),
);

// Closing a rider's day (or correcting it): only a lead. The entry takes in the orders not yet settled, which must be
// the ones the lead saw (`seen`), and follows the entries the lead saw (`seenEntries`): cash recorded, or a close or
// correction saved, since makes the lead look again (409), so a form sent twice (a double tap, two leads) saves one
// entry. Cash recorded after the close waits for the next entry, a correction.
routerAdd(
  'POST',
  '/api/desk/settlement',
  (e) => {
    const cash = require(`${__hooks}/lib/cash.js`);
    const rules = require(`${__hooks}/lib/cash-rules.js`);
    const history = require(`${__hooks}/lib/order-history.js`);
    const events = require(`${__hooks}/lib/order-events.js`);
    if (!e.auth?.getBool('lead')) {
      return e.json(403, { code: 'forbidden', message: 'Only a lead may close a settlement.' });
    }
    const body = e.requestInfo().body || {};
    const day = require(`${__hooks}/lib/delivery-days.js`).calendarDay(typeof body.day === 'string' ? body.day : '');
    const rider = typeof body.rider === 'string' ? body.rider : '';
    const handedOver = typeof body.handedOver === 'number' ? body.handedOver : Number.NaN;
    const note = typeof body.note === 'string' ? body.note.trim() : '';
    const seen = Array.isArray(body.seen) ? body.seen.filter((v) => typeof v === 'string').slice(0, 1000) : [];
    if (!day) return e.json(400, { code: 'invalid', message: 'Choose a day.' });
    if (!Array.isArray(body.seenEntries) || body.seenEntries.some((v) => typeof v !== 'string')) {
      return e.json(400, { code: 'invalid', message: 'Say which entries you saw: open the settlement again.' });
    }
    const seenEntries = body.seenEntries.slice(0, 1000);
    /** @type {{ status: number, body: object }} */
    let result = /** @type {any} */ (null);
    require(`${__hooks}/lib/write-transaction.js`).writeTransaction($app, (txApp) => {
      try {
        txApp.findRecordById('staff', rider);
      } catch (_) {
        result = { status: 404, body: { code: 'not_found', message: 'There is no such rider.' } };
        return;
      }
      const { orders, entries, figures } = cash.riderDay(txApp, day, rider);
      // The entries first: a second tap on "Close" finds the day closed by the first, and is told so (not asked
      // why it adds a correction).
      if (
        !rules.sameIds(
          seenEntries,
          entries.map((x) => x.id),
        )
      ) {
        result = {
          status: 409,
          body: {
            code: 'entries_changed',
            message: 'This day was closed or corrected since you opened the settlement: look at its entries again.',
          },
        };
        return;
      }
      const problem = rules.settlementProblemKey({
        handedOver: handedOver,
        note: note,
        seen: seen,
        pending: figures.pending,
        closed: figures.closed,
        handedSoFar: figures.handedOver,
        collected: figures.collected,
      });
      if (problem) {
        result = { status: 400, body: { code: 'invalid', problem: problem, message: rules.PROBLEMS[problem] } };
        return;
      }
      if (!rules.sameIds(seen, figures.pending)) {
        result = {
          status: 409,
          body: {
            code: 'conflict',
            message: 'Cash was recorded for this rider since you opened the settlement: look again, then close it.',
          },
        };
        return;
      }
      const taken = orders.filter((o) => o.settlement === '');
      let due = 0;
      let collected = 0;
      for (const o of taken) {
        if (o.reason !== 'refused') due += rules.paisa(o.total);
        collected += rules.paisa(o.collected);
      }
      const entry = new Record(txApp.findCollectionByNameOrId('cash_settlements'));
      entry.set('day', day);
      entry.set('rider', rider);
      entry.set('closed_by', e.auth?.id || '');
      entry.set('kind', figures.closed ? 'correction' : 'close');
      entry.set(
        'orders',
        taken.map((o) => o.id),
      );
      entry.set('order_count', taken.length);
      entry.set('due', due / 100);
      entry.set('collected', collected / 100);
      entry.set('handed_over', handedOver);
      entry.set('note', note);
      txApp.save(entry);
      for (const o of taken) {
        const record = txApp.findRecordById('orders', o.id);
        record.set('settlement', entry.id);
        cash.noteCash(record, {
          kind: 'settled',
          reason: note,
          details: { settlement: entry.id, day: day, kind: entry.getString('kind'), handedOver: handedOver },
        });
        events.noteActor(record, history.actorOf(e.auth));
        txApp.save(record);
      }
      result = { status: 200, body: { entry: entry } };
    });
    return e.json(result.status, result.body);
  },
  $apis.requireAuth('staff'),
);

// The payout report of a date range (Nepal days, both included; at most a year).
routerAdd(
  'GET',
  '/api/desk/payouts',
  (e) => {
    const days = require(`${__hooks}/lib/delivery-days.js`);
    const from = days.calendarDay(e.request.url.query().get('from'));
    const to = days.calendarDay(e.request.url.query().get('to'));
    if (!from || !to) return e.json(400, { code: 'invalid', message: 'Choose the first and last day.' });
    if (from > to) return e.json(400, { code: 'invalid', message: 'The first day comes after the last.' });
    // Counted in days, not by comparing day strings: a day past year 9999 is written "+010000-…", which sorts first.
    if (Date.parse(to) - Date.parse(from) > 366 * 86400000) {
      return e.json(400, { code: 'invalid', message: 'Choose at most a year.' });
    }
    return e.json(200, require(`${__hooks}/lib/cash.js`).payoutReport($app, from, to));
  },
  $apis.requireAuth('staff'),
);

// A staff member who holds unsettled cash, or whom the ledger names, is not deleted (lib/cash.js
// staffDeleteProblem). Checked and deleted in one write transaction, so no cash is recorded between the two.
onRecordDeleteRequest((e) => {
  require(`${__hooks}/lib/write-transaction.js`).inRecordTransaction(e, (txApp) => {
    const problem = require(`${__hooks}/lib/cash.js`).staffDeleteProblem(txApp, e.record);
    if (problem) throw new BadRequestError(problem);
    e.next();
  });
}, 'staff');

// One record per cooperative, whatever its name's capitals and spaces (lib/cash.js, tidyCooperativeName).
onRecordValidate((e) => {
  require(`${__hooks}/lib/cash.js`).tidyCooperativeName(e.app, e.record);
  e.next();
}, 'cooperatives');

// A cooperative renamed is renamed on its lots in the same transaction (lib/cash.js renameOnLots).
onRecordUpdateExecute((e) => {
  require(`${__hooks}/lib/write-transaction.js`).inRecordTransaction(e, (txApp) => {
    require(`${__hooks}/lib/cash.js`).renameOnLots(txApp, e.record);
    e.next();
  });
}, 'cooperatives');
