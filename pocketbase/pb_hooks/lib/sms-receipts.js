// What a Kannel delivery report (pocketbase/pb_hooks/sms-receipts.pb.js) writes on its message. Kannel's report types
// (its %d): 1 delivered to the phone, 2 not delivered, 4 buffered by the network, 8 taken by the network (SMSC
// success), 16 refused by the network (SMSC reject). A report is proof the gateway has the message: a message still
// `sending` (its sender stopped before writing down the gateway's answer) becomes `sent`, so it is never sent again.

/** Receipts no later report replaces: the phone's own answer. */
const FINAL = /^(delivered|not delivered)/;
// Receipts that show the phone network took a hand-over of the message (Kannel's 1, 2, 4, 8). Kannel reports each
// hand-over taken (8) or refused (16), never both, and every hand-over of a message (a retry after a timeout, a send
// after a lease ran out) reports to the same key: a refusal after one of these is another hand-over's.
const TAKEN = /^(delivered|not delivered|waiting|taken)/;

/**
 * @param {number} type Kannel's %d
 * @param {string} answer the network's answer (%A), may be empty
 * @param {string} state the message's state now
 * @param {string} receipt its receipt now
 * @returns {{ receipt?: string, state?: string, note?: string } | null} null for an unknown type
 */
function receiptChange(type, answer, state, receipt) {
  const said = answer ? ` (${answer})` : '';
  /** @type {{ receipt?: string, state?: string, note?: string }} */
  const change = {};
  // A message a refusal gave up that the network then took in another hand-over did go: it is sent.
  const fromSending =
    state === 'sending' || state === 'queued' || state === 'held' || (state === 'given_up' && /^refused/.test(receipt));
  if (type === 1) change.receipt = `delivered to the phone${said}`;
  else if (type === 2) change.receipt = `not delivered to the phone${said}`;
  else if (type === 4) change.receipt = FINAL.test(receipt) ? undefined : `waiting in the phone network${said}`;
  else if (type === 8) change.receipt = FINAL.test(receipt) ? undefined : `taken by the phone network${said}`;
  else if (type === 16) {
    // The network has the message from another hand-over: this refusal is stale, and changes nothing.
    if (TAKEN.test(receipt)) return change;
    change.receipt = `refused by the phone network${said}`;
    if (state !== 'given_up') {
      change.state = 'given_up';
      change.note = 'given up: the phone network refused it (see the receipt)';
    }
    return change;
  } else return null;
  if (fromSending) {
    change.state = 'sent';
    change.note = '';
  }
  return change;
}

/**
 * Compares two keys in time independent of where they differ.
 * @param {string} expected
 * @param {string} given
 */
function sameKey(expected, given) {
  if (!expected || expected.length !== given.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  return diff === 0;
}

module.exports = { receiptChange, sameKey };
