// The one contract between the message sender (server/notify/sender.ts) and the ways a message leaves the shop
// (SMS providers, email). A transport sends one message and says what happened; the sender owns the outbox rows,
// retries, caps and bookkeeping (docs/notifications.md).

/** One row of the `messages` outbox, as a transport needs it. */
export type OutgoingMessage = {
  /** the `messages` record id: stable across retries, so a provider's client reference can be derived from it */
  id: string;
  channel: 'sms' | 'email';
  /** a 10-digit Nepali mobile number for SMS, an address for email */
  recipient: string;
  language: 'en' | 'ne';
  /** the rendered text (the email's body) */
  text: string;
  /** the email's subject; unused by SMS */
  subject?: string;
  /**
   * the message's delivery-report key (messages.receipt_key), for a transport whose gateway calls back with
   * receipts (Kannel's dlr-url: server/notify/sms-kannel.ts); others ignore it
   */
  receiptKey?: string;
};

/** What became of one attempt. */
export type SendOutcome =
  /** the gateway took it; `providerId` is its id for the message (delivery receipts refer to it) */
  | { kind: 'accepted'; providerId: string }
  /** worth trying again later: the gateway was down, timed out, answered 5xx or said so */
  | { kind: 'retry'; reason: string }
  /** trying again cannot help: invalid number, invalid token, no credit, refused address */
  | { kind: 'give_up'; reason: string };

export interface Transport {
  readonly channel: OutgoingMessage['channel'];
  /** the provider's name as SMS_PROVIDER spells it (`sparrow`, `aakash`, `kannel`), or `smtp` */
  readonly name: string;
  send(message: OutgoingMessage, signal: AbortSignal): Promise<SendOutcome>;
}
