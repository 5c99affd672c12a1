// Kannel's sendsms HTTP interface (smsbox), docs/notifications.md "Kannel". One GET per message: the account
// (SMS_TOKEN as `user:password`), from (SMS_FROM), to, text; a Nepali text goes as UCS-2 (coding=2, charset=UTF-8).
// Kannel gives no id of its own: the message's id is the client reference, and the dlr-url (dlr-mask 31: delivered,
// not delivered, buffered, taken and refused by the network) carries it and the message's receipt key back to
// pocketbase/pb_hooks/sms-receipts.pb.js. Any report proves Kannel has the message, so the sender never hands it over
// twice (server/notify/sender.ts).
import { partsOf, smsEncoding } from './backoff.ts';
import { callGateway, isOutcome, unexpected } from './http-outcome.ts';
import type { OutgoingMessage, SendOutcome, Transport } from './transport.ts';

export type KannelOptions = {
  /** .../cgi-bin/sendsms */
  url: string;
  /** `user:password` of a sendsms-user */
  token: string;
  from: string;
  /** where Kannel reports deliveries: PocketBase's /api/shop/sms-receipt */
  receiptUrl: string;
};

/** Every report type: 1 delivered, 2 not delivered, 4 buffered, 8 taken by the network, 16 refused by it. */
export const DLR_MASK = 31;

export class KannelTransport implements Transport {
  readonly channel = 'sms' as const;
  readonly name = 'kannel';
  readonly username: string;
  readonly password: string;

  readonly options: KannelOptions;

  constructor(options: KannelOptions) {
    this.options = options;
    const colon = options.token.indexOf(':');
    this.username = colon < 0 ? options.token : options.token.slice(0, colon);
    this.password = colon < 0 ? '' : options.token.slice(colon + 1);
  }

  /** The dlr-url for one message: Kannel fills in %d (the report's type) and %A (the network's answer). */
  receiptUrlOf(message: OutgoingMessage): string {
    const url = new URL(this.options.receiptUrl);
    url.searchParams.set('m', message.id);
    url.searchParams.set('k', message.receiptKey ?? '');
    // %-escapes Kannel replaces: added after URL encoding, so they stay as Kannel reads them.
    return `${url.toString()}&t=%d&a=%A`;
  }

  async send(message: OutgoingMessage, signal: AbortSignal): Promise<SendOutcome> {
    const params = new URLSearchParams({
      username: this.username,
      password: this.password,
      from: this.options.from,
      to: message.recipient,
      text: message.text,
      'dlr-mask': String(DLR_MASK),
      'dlr-url': this.receiptUrlOf(message),
    });
    if (smsEncoding(message.text) === 'ucs2') {
      params.set('coding', '2');
      params.set('charset', 'UTF-8');
    }
    if (partsOf(message.text) > 1) params.set('max-messages', String(partsOf(message.text)));
    const answer = await callGateway(`${this.options.url}?${params}`, { method: 'GET' }, signal);
    if (isOutcome(answer)) return answer;
    const { status, body } = answer;
    // 202 "0: Accepted for delivery", "3: Queued for later delivery" (the phone network is down: Kannel keeps it).
    if (status === 202 || (status === 200 && /^\s*[03]:/.test(body)))
      return { kind: 'accepted', providerId: message.id };
    if (status === 403) return { kind: 'give_up', reason: `Kannel refused the account in SMS_TOKEN (${body.trim()})` };
    if (status === 400) return { kind: 'give_up', reason: `Kannel refused the message (${body.trim()})` };
    return unexpected(status, body);
  }
}
