// The sender (docs/notifications.md, "The sender"): delivers the outbox the order events write. One sender per shop;
// `npm start` runs it as a supervised child process when SMS_PROVIDER is set (scripts/sender.mjs).
//
// Each message goes through these steps, each written to PocketBase before the next:
//  1. due: `queued`, or `held` with send_after passed, oldest first;
//  2. claimed: `sending`, its attempt counted, in one PocketBase transaction that takes it only while it is still
//     due (POST /api/shop/messages/claim, pocketbase/pb_hooks/lib/message-claims.js), so a second sender running
//     beside this one (a restart's overlap) never gets the same message; the claim gives its delivery-report key
//     (the key goes in Kannel's dlr-url) and a token every later write shows;
//  3. the transport hands it to the gateway (server/notify/transport.ts), and what it answered is written down:
//     accepted → `sent` with the provider's id; retry → `queued` again with send_after later (30 s, 1 min, 2 min ...
//     up to 1 h: server/notify/backoff.ts), or `given_up` after the operator's max_attempts; give_up → `given_up`.
// A message found `sending` whose claim's lease (SMS_SENDING_GRACE_MS) ran out was left by a sender that stopped
// between 2 and 3:
//  - Kannel: a delivery report proves Kannel has it (pocketbase/pb_hooks/sms-receipts.pb.js marks it `sent`); with no
//    report within the lease it is handed over again;
//  - Sparrow and Aakash cannot be asked about a message: it is `given_up` with a note, never sent twice.
// The operator's message_limits record sets the pace (SMS per second), a daily cap of SMS parts (messages wait for
// the next Nepal day once it is reached) and how many attempts a message gets; it is read before every batch.
import type PocketBase from 'pocketbase';
import {
  claimMessages,
  type ClaimedMessage,
  type DeliveryFields,
  type OutboxMessage,
  type SendingLimits,
  readDueMessages,
  readMessage,
  readRetryingMessages,
  readSendingLimits,
  readAbandonedMessages,
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
  log?: (line: string) => void;
  /** how often the outbox is looked at when there is nothing to send */
  pollMs?: number;
  /**
   * a claim's lease: how long a message this sender marked `sending` is its own; after it another sender takes it as
   * left behind (a Kannel message with no report is handed over again, the others are given up). Longer than any
   * transport's timeout (15 s).
   */
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
    this.log = options.log ?? (() => {});
    this.pollMs = options.pollMs ?? 1000;
    this.graceMs = options.graceMs ?? 300_000;
    this.firstRetryMs = options.firstRetryMs ?? 30_000;
    this.now = options.now ?? (() => new Date());
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

  /** Messages a stopped sender left `sending`, their lease run out (docs/notifications.md, "Never twice"). */
  async settleAbandoned(): Promise<void> {
    const abandoned = await readAbandonedMessages(this.pb, this.transport.channel, this.now());
    for (const message of abandoned) {
      if (message.id === this.inFlight) continue;
      // Under the claim it was left with: when two senders settle it at once, the second is refused (409).
      const claimToken = message.claim_token ?? '';
      if (!HANDED_AGAIN_AFTER_GRACE.has(this.transport.name)) {
        const done = await this.write(message.id, {
          claimToken,
          state: 'given_up',
          note: `given up: the sender stopped while handing it to ${this.transport.name}, which cannot be asked whether it took it; not sent again, so never twice`,
        });
        if (done)
          this.log(
            `Sender: message ${message.id} was being handed over when the sender stopped: given up (${this.transport.name} cannot be asked).`,
          );
        continue;
      }
      const done = await this.write(message.id, {
        claimToken,
        state: 'queued',
        send_after: this.now().toISOString(),
        note: `handed over again: no delivery report from ${this.transport.name} within ${Math.round(this.graceMs / 1000)} s of the interrupted attempt`,
      });
      if (done) this.log(`Sender: message ${message.id} had no report from ${this.transport.name}: queued again.`);
    }
  }

  /**
   * Writes a message's delivery fields under a claim. False when the claim is no longer the message's (another
   * sender took it over or settled it first: PocketBase answers 409); nothing is written then.
   */
  async write(id: string, fields: DeliveryFields): Promise<boolean> {
    try {
      await updateDelivery(this.pb, id, fields);
      return true;
    } catch (err) {
      if ((err as { status?: number }).status !== 409) throw err;
      this.log(`Sender: message ${id} is no longer under this claim (another sender holds it); left to it.`);
      return false;
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
      // another sender claimed it first: it is that sender's to hand over
      if (!outcome) continue;
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

  /** One attempt: claimed (`sending`) first, then what the gateway answered. Null when another sender had it. */
  async sendOne(message: OutboxMessage, limits: SendingLimits): Promise<SendOutcome | null> {
    const [claimed] = await claimMessages(this.pb, this.transport.channel, [message.id], this.graceMs);
    if (!claimed) return null;
    this.inFlight = claimed.id;
    try {
      const outgoing: OutgoingMessage = {
        id: claimed.id,
        channel: claimed.channel,
        recipient: claimed.recipient ?? '',
        language: claimed.language,
        text: claimed.text ?? '',
        subject: claimed.subject ?? '',
        receiptKey: claimed.receiptKey,
      };
      let outcome: SendOutcome;
      try {
        outcome = await this.transport.send(outgoing, new AbortController().signal);
      } catch (err) {
        outcome = { kind: 'retry', reason: err instanceof Error ? err.message : String(err) };
      }
      await this.record(claimed, outcome, limits);
      return outcome;
    } finally {
      this.inFlight = null;
    }
  }

  async record(message: ClaimedMessage, outcome: SendOutcome, limits: SendingLimits): Promise<void> {
    const now = this.now();
    const attempt = message.attempts;
    const claimToken = message.claim_token ?? '';
    if (outcome.kind === 'accepted') {
      await this.write(message.id, {
        claimToken,
        state: 'sent',
        provider_id: outcome.providerId,
        sent_at: now.toISOString(),
        note: '',
      });
      return;
    }
    // A delivery report may have come while the gateway's answer did not (a timeout after Kannel took it): the report
    // wins, the message is not tried again. So does another sender that took the claim over.
    const current = await readMessage(this.pb, message.id).catch(() => null);
    if (current && (current.state !== 'sending' || current.claim_token !== claimToken)) return;
    const maxAttempts = limits.max_attempts || DEFAULT_LIMITS.max_attempts;
    if (outcome.kind === 'give_up' || attempt >= maxAttempts) {
      const why =
        outcome.kind === 'give_up' ? outcome.reason : `${attempt} attempts failed, the last: ${outcome.reason}`;
      if (await this.write(message.id, { claimToken, state: 'given_up', note: `given up: ${why}`.slice(0, 500) }))
        this.log(`Sender: message ${message.id} given up: ${why}`);
      return;
    }
    const delay = retryDelayMs(attempt, this.firstRetryMs);
    const next = new Date(now.getTime() + delay);
    await this.write(message.id, {
      claimToken,
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
