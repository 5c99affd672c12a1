// Aakash SMS, API v3 (docs/notifications.md "Aakash SMS"): POST to SMS_API_URL (https://sms.aakashsms.com/sms/v3/send)
// with auth_token (SMS_TOKEN), to (the 10-digit number) and text. The answer is JSON: `error` false with the numbers
// queued in data.valid (each with Aakash's id) and refused ones in data.invalid, or `error` true and a `message`
// ("The provided Auth Token is not valid.", "Not enough balance.", "The to field is required."). Aakash has no client
// reference: like Sparrow, a message handed over just before a crash is not handed over again.
import { callGateway, isOutcome, jsonOf, unexpected } from './http-outcome.ts';
import type { ProviderOptions } from './sms-sparrow.ts';
import type { OutgoingMessage, SendOutcome, Transport } from './transport.ts';

export class AakashTransport implements Transport {
  readonly channel = 'sms' as const;
  readonly name = 'aakash';
  readonly options: ProviderOptions;
  constructor(options: ProviderOptions) {
    this.options = options;
  }

  async send(message: OutgoingMessage, signal: AbortSignal): Promise<SendOutcome> {
    const body = new URLSearchParams({ auth_token: this.options.token, to: message.recipient, text: message.text });
    const answer = await callGateway(this.options.url, { method: 'POST', body }, signal);
    if (isOutcome(answer)) return answer;
    const json = jsonOf(answer.body);
    if (!json || typeof json.error !== 'boolean') return unexpected(answer.status, answer.body);
    const said = typeof json.message === 'string' ? json.message : '';
    if (json.error) {
      // Every documented error is about the account or the request: another try gets the same answer.
      if (answer.status >= 500 || answer.status === 429) return unexpected(answer.status, said);
      return { kind: 'give_up', reason: `Aakash SMS: ${said || 'refused'}` };
    }
    const data = (json.data ?? {}) as { valid?: { id?: unknown }[]; invalid?: unknown[] };
    const valid = Array.isArray(data.valid) ? data.valid : [];
    if (valid.length === 0) return { kind: 'give_up', reason: `Aakash SMS: the number is not valid (${said})` };
    const id = valid[0]?.id;
    return {
      kind: 'accepted',
      providerId: `aakash:${typeof id === 'number' || typeof id === 'string' ? id : message.id}`,
    };
  }
}
