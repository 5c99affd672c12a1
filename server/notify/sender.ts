// The sender (docs/notifications.md, "The sender"): delivers the outbox the order events write. One sender per shop;
// `npm start` runs it as a supervised child process when SMS_PROVIDER is set (scripts/sender.mjs).
//
// Each message goes through these steps, each written to PocketBase before the next:
//  1. due: `queued`, or `held` with send_after passed, oldest first;
//  2. `sending`, its attempt counted and its receipt key written (the key goes in Kannel's dlr-url);
//  3. the transport hands it to the gateway (server/notify/transport.ts), and what it answered is written down:
//     accepted → `sent` with the provider's id; retry → `queued` again with send_after later (30 s, 1 min, 2 min ...
//     up to 1 h: server/notify/backoff.ts), or `given_up` after the operator's max_attempts; give_up → `given_up`.
// A message found `sending` that this sender is not handing over was left by a sender that stopped between 2 and 3:
//  - Kannel: a delivery report proves Kannel has it (pocketbase/pb_hooks/sms-receipts.pb.js marks it `sent`); with no
//    report within SMS_SENDING_GRACE_MS it is handed over again;
//  - Sparrow and Aakash cannot be asked about a message: it is `given_up` with a note, never sent twice.
// The operator's message_limits record sets the pace (SMS per second), a daily cap of SMS parts (messages wait for
// the next Nepal day once it is reached) and how many attempts a message gets; it is read before every batch.
import { createHmac } from 'node:crypto';
import type PocketBase from 'pocketbase';
import {
  type OutboxMessage,
  type SendingLimits,
  readDueMessages,
  readMessage,
  readRetryingMessages,
  readSendingLimits,
  readSendingMessages,
  readTextsSentSince,
  updateDelivery,
} from '../data/messages.ts';
import { nepalDayStart, partsOf, retryDelayMs, withinDailyCap } from './backoff.ts';
import type { OutgoingMessage, SendOutcome, Transport } from './transport.ts';

/** When message_limits has no record: one SMS a second, no daily cap, six attempts. */
export const DEFAULT_LIMITS: SendingLimits = {
  sms_per_second: 1,
  sms_parts_per_day: 0,
  cost_per_part: 0,
  max_attempts: 6,
};
/** A retry pauses the whole queue (the gateway is most often down for everyone) at most this long. */
const MAX_PAUSE_MS = 60_000;
const BATCH = 25;

export type SenderOptions = {
  pb: PocketBase;
  transport: Transport;
  /** keys the delivery-report keys (the service account's password: only this sender can make them) */
  secret: string;
  log?: (line: string) => void;
  /** how often the outbox is looked at when there is nothing to send */
  pollMs?: number;
  /** how long a Kannel message left `sending` waits for a report before it is handed over again */
  graceMs?: number;
  /** the first retry's wait (doubling each time) */
  firstRetryMs?: number;
  now?: () => Date;
};

/**
 * The transports whose message left `sending` by a stopped sender is handed over again after the grace period: Kannel
 * reports deliveries back (a report settles it first), and an email carries the same Message-ID on every attempt
 * (server/notify/email.ts), so a mail reader shows a second copy as the same message. The others are given up.
 */
const HANDED_AGAIN_AFTER_GRACE = new Set(['kannel', 'smtp']);

export class Sender {
  readonly pb: PocketBase;
  readonly transport: Transport;
  readonly log: (line: string) => void;
  readonly pollMs: number;
  readonly graceMs: number;
  readonly firstRetryMs: number;
  readonly now: () => Date;
  readonly secret: string;
  stopped = false;
  /** the loop, while it runs */
  running: Promise<void> | null = null;
  /** the message being handed over now (never taken for one a stopped sender left) */
  inFlight: string | null = null;
  /** when the next SMS may go (the rate) */
  nextAt = 0;
  /** the queue waits until then after a retry */
  pausedUntil = 0;
  /** parts handed over in the Nepal day that began at `day` */
  day = 0;
  partsToday = -1;
  capLogged = false;
  wake: (() => void) | null = null;

  constructor(options: SenderOptions) {
    this.pb = options.pb;
    this.transport = options.transport;
    this.secret = options.secret;
    this.log = options.log ?? (() => {});
    this.pollMs = options.pollMs ?? 1000;
    this.graceMs = options.graceMs ?? 300_000;
    this.firstRetryMs = options.firstRetryMs ?? 30_000;
    this.now = options.now ?? (() => new Date());
  }

  /** The message's delivery-report key: the same for every attempt, so a late report of an earlier one counts. */
  receiptKey(id: string): string {
    return createHmac('sha256', this.secret).update(`sms-receipt:${id}`).digest('hex').slice(0, 40);
  }

  start(): void {
    if (this.running) return;
    this.log(`Sender: sending ${this.transport.channel} through ${this.transport.name}.`);
    this.running = this.loop().finally(() => {
      this.running = null;
    });
  }

  /** Stops after the message being handed over (if any) is written down. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.running;
  }

  async loop(): Promise<void> {
    while (!this.stopped) {
      let sent = 0;
      try {
        await this.settleAbandoned();
        sent = await this.sendDue();
      } catch (err) {
        this.log(`Sender: ${err instanceof Error ? err.message : err} (trying again shortly)`);
      }
      if (!this.stopped && sent === 0) await this.sleep(this.pollMs);
    }
  }

  sleep(ms: number): Promise<void> {
    return new Promise((done) => {
      const timer = setTimeout(() => {
        this.wake = null;
        done();
      }, ms);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = null;
        done();
      };
    });
  }

  /** Messages a stopped sender left `sending` (docs/notifications.md, "Never twice"). */
  async settleAbandoned(): Promise<void> {
    const abandoned = await readSendingMessages(this.pb, this.transport.channel);
    for (const message of abandoned) {
      if (message.id === this.inFlight) continue;
      if (!HANDED_AGAIN_AFTER_GRACE.has(this.transport.name)) {
        await updateDelivery(this.pb, message.id, {
          state: 'given_up',
          note: `given up: the sender stopped while handing it to ${this.transport.name}, which cannot be asked whether it took it; not sent again, so never twice`,
        });
        this.log(
          `Sender: message ${message.id} was being handed over when the sender stopped: given up (${this.transport.name} cannot be asked).`,
        );
        continue;
      }
      const since = this.now().getTime() - new Date(message.updated).getTime();
      if (since < this.graceMs) continue;
      await updateDelivery(this.pb, message.id, {
        state: 'queued',
        send_after: this.now().toISOString(),
        note: `handed over again: no delivery report from ${this.transport.name} within ${Math.round(this.graceMs / 1000)} s of the interrupted attempt`,
      });
      this.log(`Sender: message ${message.id} had no report from ${this.transport.name}: queued again.`);
    }
  }

  /** Sends what is due, within the rate and the day's cap. Returns how many were handed over. */
  async sendDue(): Promise<number> {
    if (this.now().getTime() < this.pausedUntil) return 0;
    const limits = (await readSendingLimits(this.pb).catch(() => null)) ?? DEFAULT_LIMITS;
    const due = await readDueMessages(this.pb, this.transport.channel, this.now(), BATCH);
    // An order's messages reach the phone in the order of its events: none overtakes an earlier one waiting for a
    // retry (a message held for the quiet hours does not hold back the later ones that go at any hour).
    const waiting = await readRetryingMessages(this.pb, this.transport.channel, this.now());
    const blockedFrom = new Map<string, number>();
    for (const m of waiting) blockedFrom.set(m.order, Math.min(blockedFrom.get(m.order) ?? Infinity, m.event_seq));
    let handed = 0;
    for (const message of due) {
      if (this.stopped) break;
      if (message.event_seq > (blockedFrom.get(message.order) ?? Infinity)) continue;
      const parts = partsOf(message.text ?? '');
      const used = await this.partsUsedToday();
      // The cap counts SMS parts, which providers bill; email is not capped.
      const cap = this.transport.channel === 'sms' ? (limits.sms_parts_per_day ?? 0) : 0;
      if (!withinDailyCap(used, parts, cap)) {
        if (!this.capLogged)
          this.log(
            `Sender: the day's cap of ${cap} SMS parts (message_limits) is reached; the rest waits for tomorrow (Nepal time).`,
          );
        this.capLogged = true;
        break;
      }
      this.capLogged = false;
      await this.pace(limits);
      const outcome = await this.sendOne(message, limits);
      handed++;
      if (outcome.kind === 'accepted') this.partsToday += parts;
      if (outcome.kind === 'retry') {
        blockedFrom.set(message.order, Math.min(blockedFrom.get(message.order) ?? Infinity, message.event_seq));
        break;
      }
    }
    return handed;
  }

  /** Waits until the rate lets the next SMS go. */
  async pace(limits: SendingLimits): Promise<void> {
    const gapMs = 1000 / Math.max(0.01, limits.sms_per_second || DEFAULT_LIMITS.sms_per_second);
    const wait = this.nextAt - Date.now();
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
    this.nextAt = Date.now() + gapMs;
  }

  async partsUsedToday(): Promise<number> {
    const day = nepalDayStart(this.now()).getTime();
    if (day !== this.day || this.partsToday < 0) {
      const texts = await readTextsSentSince(this.pb, this.transport.channel, new Date(day));
      this.day = day;
      this.partsToday = texts.reduce((sum, text) => sum + partsOf(text), 0);
    }
    return this.partsToday;
  }

  /** One attempt: `sending` first, then what the gateway answered. */
  async sendOne(message: OutboxMessage, limits: SendingLimits): Promise<SendOutcome> {
    const attempt = (message.attempts ?? 0) + 1;
    const key = this.receiptKey(message.id);
    this.inFlight = message.id;
    try {
      await updateDelivery(this.pb, message.id, { state: 'sending', attempts: attempt, receiptKey: key, note: '' });
      const outgoing: OutgoingMessage = {
        id: message.id,
        channel: message.channel,
        recipient: message.recipient ?? '',
        language: message.language,
        text: message.text ?? '',
        subject: message.subject ?? '',
        receiptKey: key,
      };
      let outcome: SendOutcome;
      try {
        outcome = await this.transport.send(outgoing, new AbortController().signal);
      } catch (err) {
        outcome = { kind: 'retry', reason: err instanceof Error ? err.message : String(err) };
      }
      await this.record(message, attempt, outcome, limits);
      return outcome;
    } finally {
      this.inFlight = null;
    }
  }

  async record(message: OutboxMessage, attempt: number, outcome: SendOutcome, limits: SendingLimits): Promise<void> {
    const now = this.now();
    if (outcome.kind === 'accepted') {
      await updateDelivery(this.pb, message.id, {
        state: 'sent',
        provider_id: outcome.providerId,
        sent_at: now.toISOString(),
        note: '',
      });
      return;
    }
    // A delivery report may have come while the gateway's answer did not (a timeout after Kannel took it): the report
    // wins, the message is not tried again.
    const current = await readMessage(this.pb, message.id).catch(() => null);
    if (current && current.state !== 'sending') return;
    const maxAttempts = limits.max_attempts || DEFAULT_LIMITS.max_attempts;
    if (outcome.kind === 'give_up' || attempt >= maxAttempts) {
      const why =
        outcome.kind === 'give_up' ? outcome.reason : `${attempt} attempts failed, the last: ${outcome.reason}`;
      await updateDelivery(this.pb, message.id, { state: 'given_up', note: `given up: ${why}`.slice(0, 500) });
      this.log(`Sender: message ${message.id} given up: ${why}`);
      return;
    }
    const delay = retryDelayMs(attempt, this.firstRetryMs);
    const next = new Date(now.getTime() + delay);
    await updateDelivery(this.pb, message.id, {
      state: 'queued',
      send_after: next.toISOString(),
      note: `attempt ${attempt} failed (${outcome.reason}); tried again after ${next.toISOString()}`.slice(0, 500),
    });
    this.pausedUntil = Date.now() + Math.min(delay, MAX_PAUSE_MS);
    this.log(
      `Sender: message ${message.id} attempt ${attempt} failed (${outcome.reason}); trying again in ${delay / 1000} s.`,
    );
  }
}
