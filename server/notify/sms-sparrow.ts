// Sparrow SMS, API v2 (docs/notifications.md "Sparrow SMS"): POST to SMS_API_URL (https://api.sparrowsms.com/v2/sms/)
// with token (SMS_TOKEN), from (SMS_FROM, the sender identity Sparrow gave the shop), to (the 10-digit number) and
// text. 200 with response_code 200 means queued at Sparrow; errors come as 4xx/5xx with a response_code of 1000 and
// more and a `response` sentence. Sparrow has no client reference: a message handed over just before a crash cannot
// be asked about, so the sender does not hand it over again (server/notify/sender.ts, "at most once").
import { callGateway, isOutcome, jsonOf, unexpected } from './http-outcome.ts';
import type { OutgoingMessage, SendOutcome, Transport } from './transport.ts';

export type ProviderOptions = { url: string; token: string; from: string };

/** Sparrow's codes another attempt cannot change: the account or the message is wrong. */
const GIVE_UP_CODES: Record<number, string> = {
  1000: 'a required field is missing',
  1001: "the shop's IP address is not allowed by Sparrow",
  1002: 'the token (SMS_TOKEN) is not valid',
  1003: 'the Sparrow account is not active',
  1004: 'the Sparrow account is not active',
  1005: 'the Sparrow account has expired',
  1006: 'the Sparrow account has expired',
  1007: 'the number is not valid',
  1008: 'the sender (SMS_FROM) is not valid',
  1010: 'the text is empty',
  1011: 'no valid number',
  1012: 'no credit left at Sparrow',
  1013: 'not enough credit at Sparrow',
};

export class SparrowTransport implements Transport {
  readonly channel = 'sms' as const;
  readonly name = 'sparrow';
  readonly options: ProviderOptions;
  constructor(options: ProviderOptions) {
    this.options = options;
  }

  async send(message: OutgoingMessage, signal: AbortSignal): Promise<SendOutcome> {
    const body = new URLSearchParams({
      token: this.options.token,
      from: this.options.from,
      to: message.recipient,
      text: message.text,
    });
    const answer = await callGateway(this.options.url, { method: 'POST', body }, signal);
    if (isOutcome(answer)) return answer;
    const json = jsonOf(answer.body);
    const code = Number(json?.response_code);
    const said = typeof json?.response === 'string' ? json.response : answer.body.trim().slice(0, 200);
    if (answer.status === 200 && code === 200) {
      const id = typeof json?.message_id === 'string' || typeof json?.message_id === 'number' ? json.message_id : '';
      return { kind: 'accepted', providerId: id ? `sparrow:${id}` : `sparrow:${message.id}` };
    }
    if (GIVE_UP_CODES[code]) return { kind: 'give_up', reason: `Sparrow: ${GIVE_UP_CODES[code]} (${code} ${said})` };
    return unexpected(answer.status, said);
  }
}
