// The desk's change of one order, the one copy of its compare-and-set (desk.pb.js, cash.pb.js, packing.pb.js): in
// one write transaction on PocketBase's single writer, find the order (404 when there is none), check it is still in
// the status the staff member saw (409 "Changed by someone else", with the order as it is now), apply the route's
// change, and save it with who made it. The save writes the change's events in the same transaction
// (lib/order-events.js), so two people changing one order never lose a change silently.

const { lib } = require(`${__hooks}/lib/modules.js`);

/** Thrown to roll back a refused change's own writes (a substitute's draw); the route answers the refusal. */
const REFUSED = 'order-change: refused, rolled back';

/**
 * @typedef {{ status: number, body: object }} Answer
 */

/**
 * What `apply` answers for a change that would leave the order as it was (a weight saved twice): 200 with the order as
 * it is, nothing saved and no event written, so nothing follows from it (no message sent a second time).
 * @type {Answer}
 */
const UNCHANGED = Object.freeze({ status: 200, body: Object.freeze({ code: 'unchanged' }) });

/**
 * The order's `updated` a desk form says its page read (`seenUpdated`), or undefined when it sends none.
 * @param {Record<string, unknown>} body
 */
function versionOf(body) {
  return typeof body.seenUpdated === 'string' ? body.seenUpdated : undefined;
}

/**
 * Runs one change of the order `id` and answers it as JSON.
 * @param {core.RequestEvent} e the route's request (its signed-in staff member is the change's actor)
 * @param {string} id the order
 * @param {{ seen?: string, only?: string, version?: string }} expect `seen`: the status the client saw (the change is
 *   refused with 409 when the order is in another); `only`: the one status the change starts from (409 as well when
 *   it is not); `version`: the order's `updated` as the client's page read it, when it sends one (409 when it was
 *   saved since: a page left open while the order went on and came back to the same status, a Delivery failed sent
 *   out again with another rider, would record its tap on a change it never saw)
 * @param {(record: core.Record, txApp: core.App) => Answer | null | undefined} apply checks and changes the record;
 *   answers a refusal, UNCHANGED or nothing. A refusal or UNCHANGED saves nothing: any writes the change made before
 *   it are rolled back.
 */
function changeOrder(e, id, expect, apply) {
  /** @type {Answer} */
  let result = /** @type {any} */ (null);
  let refusedChange = false;
  try {
    lib('write-transaction').writeTransaction($app, (txApp) => {
      let record;
      try {
        record = txApp.findRecordById('orders', id);
      } catch (_) {
        result = { status: 404, body: { code: 'not_found', message: 'There is no such order.' } };
        return;
      }
      const now = record.getString('status');
      const saved =
        expect.version !== undefined && expect.version !== '' && expect.version !== record.getString('updated');
      if (
        (expect.seen !== undefined && now !== expect.seen) ||
        (expect.only !== undefined && now !== expect.only) ||
        saved
      ) {
        result = {
          status: 409,
          body: { code: 'conflict', message: `Changed by someone else: the order is now ${now}.`, order: record },
        };
        return;
      }
      const refusal = apply(record, txApp);
      if (refusal) {
        result = refusal === UNCHANGED ? { status: 200, body: { code: 'unchanged', order: record } } : refusal;
        refusedChange = true;
        throw new Error(REFUSED);
      }
      lib('order-events').noteActor(record, lib('order-history').actorOf(e.auth));
      txApp.save(record);
      result = { status: 200, body: { order: record } };
    });
  } catch (err) {
    if (!refusedChange) throw err;
  }
  return e.json(result.status, result.body);
}

module.exports = { changeOrder, versionOf, UNCHANGED };
