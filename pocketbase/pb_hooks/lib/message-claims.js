// Claiming outbox messages (docs/notifications.md "The sender", "Two senders"): a sender takes the messages it is
// about to hand over from `queued` (or `held`, its hour come) to `sending` in one write transaction, each only if it
// is still due when the transaction reads it. Two senders asking for the same message at once: SQLite runs their
// transactions one after the other, and the second finds it `sending` and does not get it. The claim carries a
// token (every later write of the sender must show it: message-claims.pb.js) and a lease: until `lease_until` no
// other sender treats the message as left behind by a stopped one.
const CHANNELS = ['sms', 'email'];
const MAX_CLAIM = 100;
const ID = /^[a-z0-9]{15}$/;

/**
 * The claim asked for, or why it is refused (a sentence for the 400 answer).
 * @param {any} body
 * @returns {{ problem: string } | { channel: string, ids: string[] | null, limit: number, leaseMs: number }}
 */
function readClaim(body) {
  if (!body || typeof body !== 'object') return { problem: 'A claim is a JSON object.' };
  if (!CHANNELS.includes(body.channel)) return { problem: 'channel must be "sms" or "email".' };
  const leaseMs = body.leaseMs;
  if (!Number.isInteger(leaseMs) || leaseMs < 1000 || leaseMs > 86_400_000)
    return { problem: 'leaseMs must be a whole number of milliseconds from 1000 to 86400000.' };
  /** @type {string[] | null} */
  let ids = null;
  if (body.ids !== undefined) {
    if (!Array.isArray(body.ids) || body.ids.length === 0 || body.ids.length > MAX_CLAIM)
      return { problem: `ids must be a list of 1 to ${MAX_CLAIM} message ids.` };
    if (!body.ids.every((/** @type {unknown} */ id) => typeof id === 'string' && ID.test(id)))
      return { problem: 'ids must be message ids (15 letters and digits).' };
    ids = body.ids;
  }
  const limit = body.limit === undefined ? (ids ? ids.length : 1) : body.limit;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_CLAIM)
    return { problem: `limit must be a whole number from 1 to ${MAX_CLAIM}.` };
  return { channel: body.channel, ids, limit, leaseMs };
}

/**
 * Due now: queued, or held with its hour come; and of the channel asked for.
 * @param {core.Record} message
 * @param {string} channel
 * @param {DateTime} now
 */
function isDue(message, channel, now) {
  if (message.getString('channel') !== channel) return false;
  const state = message.getString('state');
  if (state !== 'queued' && state !== 'held') return false;
  const sendAfter = message.getDateTime('send_after');
  return sendAfter.isZero() || !sendAfter.after(now);
}

/**
 * What the claimant is given of a claimed message.
 * @param {core.Record} m
 */
function claimedView(m) {
  return {
    id: m.id,
    order: m.getString('order'),
    event: m.getString('event'),
    alert: m.getString('alert'),
    channel: m.getString('channel'),
    recipient: m.getString('recipient'),
    language: m.getString('language'),
    text: m.getString('text'),
    subject: m.getString('subject'),
    state: m.getString('state'),
    attempts: m.getInt('attempts'),
    event_seq: m.getInt('event_seq'),
    send_after: m.getString('send_after'),
    created: m.getString('created'),
    updated: m.getString('updated'),
    claim_token: m.getString('claim_token'),
    lease_until: m.getString('lease_until'),
    receiptKey: m.getString('receipt_key'),
  };
}

/**
 * Claims the due messages asked for (`ids`, in that order) or the oldest due ones of the channel, at most `limit`,
 * in one write transaction. Returns those claimed, each with its attempt counted and its delivery-report key (made
 * once, the same for every later attempt, so a late report of an earlier attempt still counts).
 * @param {CoreApp} app
 * @param {{ channel: string, ids: string[] | null, limit: number, leaseMs: number }} claim
 */
function claimMessages(app, claim) {
  const token = $security.randomString(32);
  // required here, not at the top: the rules above load outside PocketBase too (tests/unit/notifications)
  return require(`${__hooks}/lib/write-transaction.js`).writeTransaction(app, (txApp) => {
    const now = new DateTime();
    const leaseUntil = new Date(Date.now() + claim.leaseMs).toISOString().replace('T', ' ');
    /** @type {core.Record[]} */
    let candidates = [];
    if (claim.ids) {
      for (const id of claim.ids) {
        try {
          candidates.push(txApp.findRecordById('messages', id));
        } catch (_) {
          // an unknown id is not claimed
        }
      }
    } else {
      candidates = txApp.findRecordsByFilter(
        'messages',
        'channel = {:channel} && (state = "queued" || state = "held") && send_after <= {:now}',
        'created,event_seq',
        claim.limit,
        0,
        { channel: claim.channel, now: now.string() },
      );
    }
    const claimed = [];
    const cap = claim.channel === 'sms' ? smsCap(txApp) : 0;
    let partsToday = cap > 0 ? smsPartsToday(txApp) : 0;
    let capReached = false;
    const messages = require(`${__hooks}/lib/shopper-messages.js`);
    for (const message of candidates) {
      if (claimed.length >= claim.limit) break;
      if (!isDue(message, claim.channel, now)) continue;
      if (messages.optedOutSince(txApp, message)) {
        message.set('state', 'not_sent');
        message.set('note', messages.OPTED_OUT_NOTE);
        txApp.saveNoValidate(message);
        continue;
      }
      if (claim.channel === 'sms') {
        const parts = rules().smsParts(message.getString('text')).parts;
        if (!rules().withinDailyCap(partsToday, parts, cap)) {
          capReached = true;
          break;
        }
        partsToday += parts;
        message.set('sms_parts', parts);
      }
      message.set('state', 'sending');
      message.set('attempts', message.getInt('attempts') + 1);
      message.set('note', '');
      message.set('claim_token', token);
      message.set('lease_until', leaseUntil);
      if (!message.getString('receipt_key')) message.set('receipt_key', $security.randomString(40));
      // The claim writes only its own bookkeeping; the row was written unchecked (lib/shopper-messages.js), and one
      // row the schema would now refuse must not fail every claim after it and stall the whole outbox.
      txApp.saveNoValidate(message);
      claimed.push(claimedView(message));
    }
    return { token, claimed, capReached };
  });
}

/** The message rules (required when used: this file's own rules load outside PocketBase too). */
function rules() {
  return require(`${__hooks}/lib/message-rules.js`);
}

/**
 * The operator's cap of SMS parts a Nepal day (message_limits.sms_parts_per_day; 0 or no record: none). The record
 * the sender reads too (first by id, server/data/messages.ts readSendingLimits): a shop with two from before they were
 * refused (one-record.pb.js) takes its pace and its cap from the same one.
 * @param {CoreApp} txApp
 */
function smsCap(txApp) {
  const rows = txApp.findRecordsByFilter('message_limits', "id != ''", 'id', 1, 0);
  return rows.length ? rows[0].getInt('sms_parts_per_day') : 0;
}

/**
 * SMS parts counted against today's cap: those a gateway took since 00:00 Nepal time and those being handed over
 * (`sending`, whichever sender holds them). Read in the claim's own transaction, so two senders' claims, run one
 * after the other, never pass the cap together (docs/notifications.md "Two senders"). Each message's parts were
 * written when it was claimed; one claimed before messages kept them (sms_parts 0) is measured here.
 * @param {CoreApp} txApp
 */
function smsPartsToday(txApp) {
  const since = new Date(require(`${__hooks}/lib/nepal-clock.js`).nepalDayStart(Date.now()))
    .toISOString()
    .replace('T', ' ');
  // Two indexed reads, not an OR that scans every message: the day's SMS by idx_messages_sent_at, those being sent by
  // idx_messages_state (`+channel` keeps SQLite from choosing the channel's index, which would read every SMS).
  const sentToday = "channel = 'sms' AND sent_at >= {:since}";
  const beingSent = "state = 'sending' AND +channel = 'sms' AND NOT (sent_at >= {:since})";
  const total = new DynamicModel({ parts: 0 });
  txApp
    .db()
    .newQuery(
      `SELECT (SELECT COALESCE(SUM(sms_parts), 0) FROM messages WHERE ${sentToday}) + ` +
        `(SELECT COALESCE(SUM(sms_parts), 0) FROM messages WHERE ${beingSent}) AS parts`,
    )
    .bind({ since: since })
    .one(total);
  let parts = Number(total.parts);
  const unmeasured = arrayOf(new DynamicModel({ text: '' }));
  txApp
    .db()
    .newQuery(
      `SELECT text FROM messages WHERE ${sentToday} AND sms_parts = 0 ` +
        `UNION ALL SELECT text FROM messages WHERE ${beingSent} AND sms_parts = 0`,
    )
    .bind({ since: since })
    .all(unmeasured);
  for (const row of unmeasured) parts += rules().smsParts(String(row.text)).parts;
  return parts;
}

/**
 * Whether a sender's write of a message shows the claim it holds: the message's current token, or (a message marked
 * `sending` before claims had tokens) no token on either side.
 * @param {string} current the message's claim_token
 * @param {unknown} shown the request's claimToken
 * @param {string} state the message's state before the write
 */
function holdsClaim(current, shown, state) {
  if (typeof shown !== 'string') return false;
  if (!current) return shown === '' && state === 'sending';
  return shown === current;
}

// Settling a batch (POST /api/shop/messages/settle): how each claimed message went, written in one transaction, each
// under its claim token exactly as the records API's write is (message-claims.pb.js): a message whose claim is no
// longer the one shown (another sender took it over) is skipped and reported, not written.
const SETTLED_STATES = ['queued', 'held', 'sent', 'failed', 'given_up'];
const SETTLE_KEYS = ['id', 'claimToken', 'state', 'note', 'provider_id', 'send_after', 'sent_at', 'attempts'];

/**
 * @typedef {{ id: string, claimToken: string, state: string, note?: string, provider_id?: string,
 *   send_after?: string, sent_at?: string, attempts?: number }} Settlement
 */

/**
 * The settlements asked for, or why they are refused (a sentence for the 400 answer). All are checked before any is
 * written, so a bad one changes nothing.
 * @param {any} body
 * @returns {{ problem: string } | { items: Settlement[] }}
 */
function readSettle(body) {
  if (!body || typeof body !== 'object' || !Array.isArray(body.items))
    return { problem: 'A settlement is a JSON object with items: a list of how each message went.' };
  const items = body.items;
  if (items.length === 0 || items.length > MAX_CLAIM)
    return { problem: `items must be a list of 1 to ${MAX_CLAIM} messages.` };
  const seen = new Set();
  for (const [i, item] of items.entries()) {
    const where = `items[${i}]`;
    if (!item || typeof item !== 'object' || Array.isArray(item)) return { problem: `${where} is not an object.` };
    const extra = Object.keys(item).find((key) => !SETTLE_KEYS.includes(key));
    if (extra) return { problem: `${where}.${extra} cannot be written (only ${SETTLE_KEYS.join(', ')}).` };
    if (typeof item.id !== 'string' || !ID.test(item.id))
      return { problem: `${where}.id must be a message id (15 letters and digits).` };
    if (seen.has(item.id)) return { problem: `${where}.id is named twice.` };
    seen.add(item.id);
    if (typeof item.claimToken !== 'string') return { problem: `${where}.claimToken must be the claim's token.` };
    if (!SETTLED_STATES.includes(item.state))
      return { problem: `${where}.state must be one of ${SETTLED_STATES.join(', ')}.` };
    for (const [key, max] of /** @type {const} */ ([
      ['note', 500],
      ['provider_id', 200],
    ])) {
      if (item[key] !== undefined && (typeof item[key] !== 'string' || item[key].length > max))
        return { problem: `${where}.${key} must be text of at most ${max} characters.` };
    }
    for (const key of /** @type {const} */ (['send_after', 'sent_at'])) {
      if (item[key] !== undefined && (typeof item[key] !== 'string' || Number.isNaN(Date.parse(item[key]))))
        return { problem: `${where}.${key} must be a date (ISO 8601).` };
    }
    if (item.attempts !== undefined && (!Number.isInteger(item.attempts) || item.attempts < 0 || item.attempts > 1000))
      return { problem: `${where}.attempts must be a whole number from 0 to 1000.` };
  }
  return { items };
}

/**
 * Writes each settlement under its claim, in one write transaction. A message whose claim is not the token shown is
 * skipped and reported (another sender holds it, or settled it first). A message a delivery report took out of
 * `sending` first keeps the report's state and is answered in `kept` (the report wins: docs/notifications.md "Never
 * twice"); an acceptance still records the provider's id. Every message written leaves its claim (token and lease
 * cleared).
 * @param {CoreApp} app
 * @param {Settlement[]} items
 * @returns {{ settled: string[], skipped: { id: string, reason: string }[], kept: { id: string, state: string }[] }}
 */
function settleMessages(app, items) {
  return require(`${__hooks}/lib/write-transaction.js`).writeTransaction(app, (txApp) => {
    /** @type {string[]} */
    const settled = [];
    /** @type {{ id: string, reason: string }[]} */
    const skipped = [];
    /** @type {{ id: string, state: string }[]} */
    const kept = [];
    for (const item of items) {
      /** @type {core.Record} */
      let message;
      try {
        message = txApp.findRecordById('messages', item.id);
      } catch (_) {
        skipped.push({ id: item.id, reason: 'no such message' });
        continue;
      }
      const state = message.getString('state');
      if (!holdsClaim(message.getString('claim_token'), item.claimToken, state)) {
        skipped.push({ id: item.id, reason: 'not claimed with this token (another sender holds it)' });
        continue;
      }
      if (state !== 'sending') {
        // a delivery report settled it while the gateway's answer was on its way
        if (item.state === 'sent' && item.provider_id !== undefined) message.set('provider_id', item.provider_id);
        if (item.state === 'sent' && !message.getString('sent_at') && item.sent_at)
          message.set('sent_at', item.sent_at);
        kept.push({ id: item.id, state });
      } else {
        message.set('state', item.state);
        for (const key of /** @type {const} */ (['note', 'provider_id', 'send_after', 'sent_at', 'attempts'])) {
          if (item[key] !== undefined) message.set(key, item[key]);
        }
        settled.push(item.id);
      }
      message.set('claim_token', '');
      message.set('lease_until', '');
      // as the claim: checked above (readSettle), and a settlement refused for another field would send it twice
      txApp.saveNoValidate(message);
    }
    return { settled, skipped, kept };
  });
}

module.exports = { readClaim, claimMessages, holdsClaim, isDue, readSettle, settleMessages, smsCap };
