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
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** A messages record (channel, subject, state, note, text, language, created, send_after) → OrderMessage. */
export function parseOrderMessage(raw: {
  channel?: unknown;
  subject?: unknown;
  state?: unknown;
  note?: unknown;
  text?: unknown;
  language?: unknown;
  created?: unknown;
  send_after?: unknown;
}): OrderMessage {
  return {
    channel: raw.channel === 'email' ? 'email' : 'sms',
    subject: text(raw.subject),
    state: text(raw.state),
    note: text(raw.note),
    text: text(raw.text),
    language: raw.language === 'ne' ? 'ne' : 'en',
    at: toIsoDate(raw.created),
    sendAfter: toIsoDate(raw.send_after),
  };
}
