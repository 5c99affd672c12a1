// The messages collection (the outbox of messages to the shopper), parsed for the desk (messages.server.ts). Pure:
// no client, no I/O.
import { toIsoDate } from './fields';

/** A message to the shopper as the desk shows it: what it said, and whether it went. */
export interface OrderMessage {
  channel: 'sms' | 'email';
  /** An email's subject ("" for SMS). */
  subject: string;
  state: string;
  /** Why it was not sent, as the hook noted it (English, for operators); "" when none. */
  note: string;
  text: string;
  /** The language it is written in: the one the shopper ordered in. */
  language: 'en' | 'ne';
  /** ISO instant it was written. */
  at: string;
  /** ISO instant a held message may go ("" when it is not held). */
  sendAfter: string;
  /** How many times the sender handed it to the gateway. */
  attempts: number;
  /** What the phone network last said of it (a Kannel delivery report), or "" when nothing yet. */
  receipt: 'delivered' | 'not_delivered' | 'taken' | 'waiting' | 'refused' | '';
}

/** The receipt as pocketbase/pb_hooks/lib/sms-receipts.js writes it (English, for operators) → its kind. */
const RECEIPTS: [string, OrderMessage['receipt']][] = [
  ['delivered', 'delivered'],
  ['not delivered', 'not_delivered'],
  ['taken', 'taken'],
  ['waiting', 'waiting'],
  ['refused', 'refused'],
];

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** A messages record (channel, subject, state, note, text, language, created, send_after, attempts, receipt) → OrderMessage. */
export function parseOrderMessage(raw: {
  channel?: unknown;
  subject?: unknown;
  state?: unknown;
  note?: unknown;
  text?: unknown;
  language?: unknown;
  created?: unknown;
  send_after?: unknown;
  attempts?: unknown;
  receipt?: unknown;
}): OrderMessage {
  const receipt = text(raw.receipt);
  return {
    channel: raw.channel === 'email' ? 'email' : 'sms',
    subject: text(raw.subject),
    state: text(raw.state),
    note: text(raw.note),
    text: text(raw.text),
    language: raw.language === 'ne' ? 'ne' : 'en',
    at: toIsoDate(raw.created),
    sendAfter: toIsoDate(raw.send_after),
    attempts: typeof raw.attempts === 'number' && Number.isInteger(raw.attempts) && raw.attempts > 0 ? raw.attempts : 0,
    receipt: RECEIPTS.find(([start]) => receipt.startsWith(start))?.[1] ?? '',
  };
}
