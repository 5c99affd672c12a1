// The sender (docs/notifications.md, "The sender"): delivers the outbox the order events write. One sender per shop;
// `npm start` runs it as a supervised child process when SMS_PROVIDER is set (scripts/sender.mjs).
//
// It works in batches, each step written to PocketBase before the next:
//  1. due: `queued`, or `held` with send_after passed, in the order of their orders' events (in the quiet hours, a
//     queued one not yet tried only if it goes at any hour, a retry only if given a time since 21:00); a batch takes at most one message per order, none behind
//     an earlier one of its order, within the day's cap and what the rate lets go in a second (nextBatch);
//  2. claimed: `sending`, each attempt counted, in one request and one PocketBase transaction that takes a message only
//     while it is still due (POST /api/shop/messages/claim, pocketbase/pb_hooks/lib/message-claims.js), so a second
//     sender running beside this one (a restart's overlap) never gets the same message; the claim gives each its
//     delivery-report key (the key goes in Kannel's dlr-url) and a token every later write shows;
//  3. the transport hands them to the gateway, a few at once at the rate's pace (server/notify/transport.ts), and what
//     it answered is written down in one request and one transaction (POST /api/shop/messages/settle): accepted →
//     `sent` with the provider's id; retry → `queued` again with send_after later (30 s, 1 min, 2 min ... up to 1 h:
//     server/notify/backoff.ts; `held` until 07:00 when an evening attempt's retry falls in the quiet hours), or
//     `given_up` after the operator's max_attempts; give_up → `given_up`. After a retry no more of the batch are
//     started; those not started go back to `queued` (or `held`, as they were), their attempt not counted.
// A message found `sending` whose claim's lease (SMS_SENDING_GRACE_MS) ran out was left by a sender that stopped
// between 2 and 3:
//  - Kannel: a delivery report proves Kannel has it (pocketbase/pb_hooks/sms-receipts.pb.js marks it `sent`); with no
//    report within the lease it is handed over again;
//  - Sparrow and Aakash cannot be asked about a message: it is `given_up` with a note, never sent twice. For them a
//    batch is no larger than the sends made at once, so every message claimed is being handed over.
// The operator's message_limits record sets the pace (SMS per second), a daily cap of SMS parts (messages wait for
// the next Nepal day once it is reached) and how many attempts a message gets; it is read before every batch.
import { ClientResponseError } from 'pocketbase';
import type PocketBase from 'pocketbase';
import {
  claimMessages,
  type ClaimedMessage,
  type OutboxMessage,
  type SendingLimits,
  readDueMessages,
  readRetryingMessages,
  readSendingLimits,
  readAbandonedMessages,
  type Settlement,
  settleMessages,
} from '../data/messages.ts';
import {
  inQuietHours,
  QUIET_END_CLOCK,
  quietHoursBegan,
  neverWithinDailyCap,
  partsOf,
  quietHoursEnd,
  retryDelayMs,
  SENT_AT_ANY_HOUR,
} from './backoff.ts';
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
/** The most messages one claim takes (and one settlement writes back), when the rate allows that many a second. */
const BATCH = 50;
/** How many sends are with the gateway at once (Kannel's smsbox takes parallel sendsms). */
const CONCURRENCY = 8;
/** Due messages read to pick a batch from (some wait behind an earlier message of their order). */
const DUE_READ = 100;
/** The most settlements one request carries (POST /api/shop/messages/settle). */
const SETTLE_MAX = 100;
/** Tries of a settlement PocketBase did not answer. */
const SETTLE_TRIES = 3;
/** The longest wait between two tries at writing a batch down while PocketBase is away. */
const SETTLE_WAIT_MAX_MS = 2_000;
/** What PocketBase (or a proxy before it) answers when it is away: no answer at all, or a gateway's. */
const AWAY = new Set([0, 502, 503, 504]);

export type SenderOptions = {
  pb: PocketBase;
  transport: Transport;
  log?: (line: string) => void;
  /** how often the outbox is looked at when there is nothing to send */
  pollMs?: number;
  /**
   * a claim's lease: how long a message this sender marked `sending` is its own; after it another sender takes it as
   * left behind (a Kannel message with no report is handed over again, the others are given up). Longer than any
   * transport's timeout (15 s) twice over: a batch claimed ahead waits for the one before.
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
  /** the messages of the batch in hand (never taken for ones a stopped sender left) */
  inFlight = new Set<string>();
  /** when the next SMS may go (the rate) */
  nextAt = 0;
  /** the queue waits until then after a retry: a real wait (Date.now), like the pace and the lease; `now` is the clock
   * of what is due (the quiet hours), which a test may set ahead */
  pausedUntil = 0;
  /** the day's cap was met at the last claim (logged once until a claim passes it) */
  capLogged = false;
  /** Messages already logged as longer than the whole day's cap (logged once each). */
  readonly overCapLogged = new Set<string>();
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

  /** Stops after the sends in hand are written down (the batch's messages not yet handed over go back as they were). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.running;
  }

  async loop(): Promise<void> {
    /** a batch claimed while the one before was handed over */
    let next: Claim | null = null;
    while (!this.stopped) {
      let sent = 0;
      try {
        await this.settleAbandoned();
        const claim: Claim | null = next ?? (await this.claimNext());
        next = null;
        if (claim) {
          // While a batch is handed over, the next is read and claimed, so the gateway does not wait for PocketBase
          // between batches. Only for the transports that hand a message over again after a crash: for the others
          // every message claimed must be one being handed over ("Never twice").
          const following: Promise<Claim | null> = HANDED_AGAIN_AFTER_GRACE.has(this.transport.name)
            ? this.claimNext()
            : Promise.resolve(null);
          const [delivered, claimedNext]: [PromiseSettledResult<number>, PromiseSettledResult<Claim | null>] =
            await Promise.allSettled([this.deliver(claim), following]);
          if (claimedNext.status === 'fulfilled') next = claimedNext.value;
          else this.log(`Sender: ${errorText(claimedNext.reason)} (trying again shortly)`);
          if (delivered.status === 'rejected') throw delivered.reason;
          sent = delivered.value;
        }
      } catch (err) {
        this.log(`Sender: ${errorText(err)} (trying again shortly)`);
      }
      // A batch claimed meanwhile neither waits through a retry's pause nor outlives a stop, nor its lease (PocketBase
      // away longer, while the batch before was written down): back to `queued`, unsent.
      if (next && (this.stopped || Date.now() < this.pausedUntil || Date.now() >= next.leaseEnds)) {
        const unsent = next;
        next = null;
        await this.releaseAll(unsent).catch((err) => this.log(`Sender: ${errorText(err)} (left to its lease)`));
      }
      if (!this.stopped && sent === 0 && !next) await this.sleep(this.pollMs);
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
    const abandoned = (await readAbandonedMessages(this.pb, this.transport.channel, this.now())).filter(
      (message) => !this.inFlight.has(message.id),
    );
    const handedAgain = HANDED_AGAIN_AFTER_GRACE.has(this.transport.name);
    // Under the claim each was left with: when two senders settle one at once, the second is skipped.
    const items: Settlement[] = abandoned.map((message) =>
      handedAgain
        ? {
            id: message.id,
            claimToken: message.claim_token ?? '',
            state: 'queued',
            send_after: this.now().toISOString(),
            note: `handed over again: no delivery report from ${this.transport.name} within ${Math.round(this.graceMs / 1000)} s of the interrupted attempt`,
          }
        : {
            id: message.id,
            claimToken: message.claim_token ?? '',
            state: 'given_up',
            note: `given up: the sender stopped while handing it to ${this.transport.name}, which cannot be asked whether it took it; not sent again, so never twice`,
          },
    );
    for (let from = 0; from < items.length; from += SETTLE_MAX) {
      const done = await this.settle(items.slice(from, from + SETTLE_MAX));
      for (const id of done)
        this.log(
          handedAgain
            ? `Sender: message ${id} had no report from ${this.transport.name}: queued again.`
            : `Sender: message ${id} was being handed over when the sender stopped: given up (${this.transport.name} cannot be asked).`,
        );
    }
  }

  /**
   * Writes how a batch went, each message under its claim, in one request (one PocketBase transaction). Returns the
   * ids written; a message another sender holds now is left to it. A lost PocketBase is asked again a few times, and,
   * for the gateway's answers (`leaseEnds` given: a batch handed over), until it is back, however long that takes:
   * left unwritten, a message would be taken as abandoned once its lease ended and handed over again (Kannel, email)
   * or given up though it went (Sparrow, Aakash). The messages stay `sending` under this claim meanwhile, past its
   * lease too: this sender settles no abandoned message it holds (inFlight), and a write after the lease is safe, the
   * claim token refusing it once another sender has taken the message. A sender told to stop gives up after a few
   * tries (its batch is then settled as abandoned after the lease); an error PocketBase answers is retried until the
   * lease ends, and a refusal (4xx) is not.
   */
  async settle(items: Settlement[], leaseEnds = 0): Promise<string[]> {
    if (items.length === 0) return [];
    for (let tries = 1; ; tries++) {
      try {
        const answer = await settleMessages(this.pb, items);
        for (const { id, reason } of answer.skipped) this.log(`Sender: message ${id} not written down: ${reason}.`);
        return answer.settled;
      } catch (err) {
        // PocketBase's client's own errors carry its answer's status (0: no answer); any other (an answer that is not
        // PocketBase's) is no sign PocketBase is away.
        const status = err instanceof ClientResponseError ? err.status : -1;
        const wait = Math.min(500 * tries, SETTLE_WAIT_MAX_MS);
        // A sender told to stop does not hold its stop for the lease: its batch is settled as abandoned after it.
        const inLease = !this.stopped && Date.now() + wait < leaseEnds;
        const answersKept = !this.stopped && leaseEnds > 0 && AWAY.has(status);
        if ((tries >= SETTLE_TRIES && !inLease && !answersKept) || (status >= 400 && status < 500)) throw err;
        if (tries === SETTLE_TRIES)
          this.log('Sender: PocketBase cannot be reached; writing the batch down when it is back.');
        await new Promise((done) => setTimeout(done, wait));
      }
    }
  }

  /**
   * The next batch: due messages in the order of their orders' events, at most one per order (an order's next
   * message goes once this one is written down), none behind an earlier message of its order waiting for a retry,
   * held by the shop for 07:00 (but those that go at any hour) or being handed over, none longer than the whole day's cap, and no more than the rate lets go in a second (and, for
   * a provider that cannot be asked after a crash, no more than are handed over at once: every message claimed is
   * being handed over). The claim stops it at the day's cap.
   */
  async nextBatch(limits: SendingLimits): Promise<OutboxMessage[]> {
    // In the quiet hours a queued message not yet tried goes only if it goes at any hour: one written before 21:00
    // that could not go by then (the sender stopped, a long queue) waits for 07:00 as one written after it does. A
    // held one goes at its hour if an operator set it (now, in the dashboard), and one the shop held for 07:00 not
    // before the morning (still here from an earlier one: the day's cap was reached); a retry at the time it was given
    // if that was in these quiet hours (its attempt was made at night), else it waits for 07:00 as well (a daytime
    // retry still due at night: the sender stopped, or the gateway was down for hours).
    const now = this.now();
    const quietSince = quietHoursBegan(now);
    const quietHours = quietSince
      ? { anyHour: SENT_AT_ANY_HOUR, morningClock: QUIET_END_CLOCK, since: quietSince }
      : undefined;
    const due = await readDueMessages(this.pb, this.transport.channel, now, DUE_READ, quietHours);
    if (due.length === 0) return [];
    const waiting = await readRetryingMessages(this.pb, this.transport.channel, this.now(), QUIET_END_CLOCK);
    const blockedFrom = new Map<string, number>();
    // An order's earliest message the shop held for 07:00: it holds back the order's later messages, but those that
    // go at any hour and one an operator set to go (itself held, at the operator's hour).
    const heldFrom = new Map<string, number>();
    for (const m of waiting) {
      const key = orderKey(m);
      const from = m.state === 'held' ? heldFrom : blockedFrom;
      from.set(key, Math.min(from.get(key) ?? Infinity, m.event_seq));
    }
    const rate = Math.max(0.01, limits.sms_per_second || DEFAULT_LIMITS.sms_per_second);
    const size = Math.max(
      1,
      Math.min(HANDED_AGAIN_AFTER_GRACE.has(this.transport.name) ? BATCH : CONCURRENCY, Math.floor(rate)),
    );
    // The cap counts SMS parts, which providers bill; email is not capped. The claim keeps it (stopping at the first
    // message that would pass it), in PocketBase's transaction, so two senders never pass it together.
    const cap = this.transport.channel === 'sms' ? (limits.sms_parts_per_day ?? 0) : 0;
    const batch: OutboxMessage[] = [];
    const inBatch = new Set<string>();
    for (const message of due) {
      if (batch.length >= size) break;
      const key = orderKey(message);
      // An order's messages reach the phone in the order of its events: none overtakes an earlier one waiting for a
      // retry or held by the shop for 07:00 (an evening attempt's retry among them); only one that goes at any hour
      // (out_for_delivery: the rider is on the way), or one itself held to an operator's hour, overtakes those.
      if (message.event_seq > (blockedFrom.get(key) ?? Infinity) || inBatch.has(key)) continue;
      const overtakes = SENT_AT_ANY_HOUR.includes(message.event) || message.state === 'held';
      if (!overtakes && message.event_seq > (heldFrom.get(key) ?? Infinity)) continue;
      const parts = partsOf(message.text ?? '');
      // Longer than the whole day's cap (an operator's cap below a long Nepali message): it could never go, and
      // stopping at it would hold every message behind it for ever. It stays queued, shown on the desk, until the cap
      // is raised; its order's later messages wait behind it, the others go.
      if (neverWithinDailyCap(parts, cap)) {
        if (!this.overCapLogged.has(message.id))
          this.log(
            `Sender: message ${message.id} is ${parts} SMS parts, more than the whole day's cap of ${cap} (message_limits): it waits until the cap is raised.`,
          );
        this.overCapLogged.add(message.id);
        blockedFrom.set(key, Math.min(blockedFrom.get(key) ?? Infinity, message.event_seq));
        continue;
      }
      inBatch.add(key);
      batch.push(message);
    }
    return batch;
  }

  /**
   * Sends what is due now, batch after batch (at most DUE_READ messages), within the rate and the day's cap, without
   * claiming ahead (the loop does). Returns how many were handed over.
   */
  async sendDue(): Promise<number> {
    let handed = 0;
    while (handed < DUE_READ) {
      const claim = await this.claimNext();
      if (!claim) break;
      const sent = await this.deliver(claim);
      if (sent === 0) break;
      handed += sent;
    }
    return handed;
  }

  /**
   * Reads the limits, picks the next batch and claims it in one request (those another sender took first are its to
   * hand over, and the day's cap may stop a batch short: pocketbase/pb_hooks/lib/message-claims.js).
   */
  async claimNext(): Promise<Claim | null> {
    if (this.stopped || Date.now() < this.pausedUntil) return null;
    const limits = (await readSendingLimits(this.pb).catch(() => null)) ?? DEFAULT_LIMITS;
    const batch = await this.nextBatch(limits);
    if (batch.length === 0 || this.stopped) return null;
    // Taken before the claim is asked for, so it ends no later than the lease PocketBase gives.
    const leaseEnds = Date.now() + this.graceMs;
    const { claimed, capReached } = await claimMessages(
      this.pb,
      this.transport.channel,
      batch.map((m) => m.id),
      this.graceMs,
    );
    if (capReached && !this.capLogged)
      this.log(
        `Sender: the day's cap of ${limits.sms_parts_per_day} SMS parts (message_limits) is reached; the rest waits for tomorrow (Nepal time).`,
      );
    this.capLogged = capReached;
    if (claimed.length === 0) return null;
    for (const message of claimed) this.inFlight.add(message.id);
    const held = new Set(batch.filter((message) => message.state === 'held').map((message) => message.id));
    return { claimed, limits, leaseEnds, held };
  }

  /** Hands a claimed batch to the gateway and writes down how it went, in one request. Returns how many were handed over. */
  async deliver({ claimed, limits, leaseEnds, held }: Claim): Promise<number> {
    try {
      const outcomes = await this.handOver(claimed, limits);
      const items: Settlement[] = [];
      let handed = 0;
      for (const [i, message] of claimed.entries()) {
        const answered = outcomes[i];
        if (answered) handed++;
        items.push(
          answered
            ? this.settlement(message, answered.outcome, answered.at, limits)
            : this.release(message, held.has(message.id)),
        );
      }
      await this.settle(items, leaseEnds);
      return handed;
    } finally {
      for (const message of claimed) this.inFlight.delete(message.id);
    }
  }

  /** A claimed batch none of which was handed over: back to where it was, no attempt counted. */
  async releaseAll({ claimed, held }: Claim): Promise<void> {
    try {
      await this.settle(claimed.map((message) => this.release(message, held.has(message.id))));
    } finally {
      for (const message of claimed) this.inFlight.delete(message.id);
    }
  }

  /**
   * Hands the claimed messages to the gateway, a few at once, each no sooner than the rate lets it go. After an answer
   * worth a retry (the gateway is most often down for everyone), or once the sender is stopping, no more are started;
   * the messages not started are null (released unsent).
   */
  async handOver(claimed: ClaimedMessage[], limits: SendingLimits): Promise<(Answered | null)[]> {
    const outcomes: (Answered | null)[] = claimed.map(() => null);
    let next = 0;
    let halted = false;
    const worker = async () => {
      while (!halted && !this.stopped && next < claimed.length) {
        const i = next++;
        await this.pace(limits);
        if (halted || this.stopped) return;
        const outcome = await this.sendOne(claimed[i]);
        outcomes[i] = { outcome, at: this.now() };
        if (outcome.kind === 'retry') halted = true;
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, claimed.length) }, worker));
    return outcomes;
  }

  /** Waits until the rate lets the next SMS go (each caller is given the next slot). */
  async pace(limits: SendingLimits): Promise<void> {
    const gapMs = 1000 / Math.max(0.01, limits.sms_per_second || DEFAULT_LIMITS.sms_per_second);
    const at = Math.max(this.nextAt, Date.now());
    this.nextAt = at + gapMs;
    const wait = at - Date.now();
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
  }

  /** One attempt of a claimed message: what the gateway answered. */
  async sendOne(claimed: ClaimedMessage): Promise<SendOutcome> {
    const outgoing: OutgoingMessage = {
      id: claimed.id,
      channel: claimed.channel,
      recipient: claimed.recipient ?? '',
      language: claimed.language,
      text: claimed.text ?? '',
      subject: claimed.subject ?? '',
      receiptKey: claimed.receiptKey,
    };
    try {
      return await this.transport.send(outgoing, new AbortController().signal);
    } catch (err) {
      return { kind: 'retry', reason: err instanceof Error ? err.message : String(err) };
    }
  }

  /**
   * A claimed message never handed over (the batch stopped after a retry, or the sender is stopping): due again, back
   * as it was, `queued` or `held` (its hour come: one the quiet hours still let go, nextBatch), its attempt not counted.
   */
  release(message: ClaimedMessage, wasHeld: boolean): Settlement {
    return {
      id: message.id,
      claimToken: message.claim_token ?? '',
      state: wasHeld ? 'held' : 'queued',
      attempts: Math.max(0, message.attempts - 1),
      note: '',
    };
  }

  /**
   * What an attempt's answer writes. A delivery report that came while the gateway's answer did not (a timeout after
   * Kannel took it) wins: PocketBase keeps the report's state (lib/message-claims.js settleMessages).
   */
  settlement(message: ClaimedMessage, outcome: SendOutcome, now: Date, limits: SendingLimits): Settlement {
    const attempt = message.attempts;
    const claimToken = message.claim_token ?? '';
    if (outcome.kind === 'accepted')
      return {
        id: message.id,
        claimToken,
        state: 'sent',
        provider_id: outcome.providerId.slice(0, 200),
        sent_at: now.toISOString(),
        note: '',
      };
    const maxAttempts = limits.max_attempts || DEFAULT_LIMITS.max_attempts;
    if (outcome.kind === 'give_up' || attempt >= maxAttempts) {
      const why =
        outcome.kind === 'give_up' ? outcome.reason : `${attempt} attempts failed, the last: ${outcome.reason}`;
      this.log(`Sender: message ${message.id} given up: ${why}`);
      return { id: message.id, claimToken, state: 'given_up', note: `given up: ${why}`.slice(0, 500) };
    }
    const delay = retryDelayMs(attempt, this.firstRetryMs);
    const retryAt = new Date(now.getTime() + delay);
    // A retry of an attempt made before 21:00 that would fall in the quiet hours waits for 07:00, `held` as a message
    // written then is: it does not hold back its order's later messages that go at any hour. An attempt made in the
    // quiet hours was meant to go at night (it goes at any hour, or an operator set it to go now): it is tried again as
    // any.
    const next = inQuietHours(now) ? retryAt : quietHoursEnd(message.event, retryAt);
    const heldOver = next.getTime() > retryAt.getTime();
    this.pausedUntil = Math.max(this.pausedUntil, Date.now() + Math.min(delay, MAX_PAUSE_MS));
    this.log(
      `Sender: message ${message.id} attempt ${attempt} failed (${outcome.reason}); trying again ${heldOver ? `after the quiet hours, at ${next.toISOString()}` : `in ${delay / 1000} s`}.`,
    );
    return {
      id: message.id,
      claimToken,
      state: heldOver ? 'held' : 'queued',
      send_after: next.toISOString(),
      note: `attempt ${attempt} failed (${outcome.reason}); tried again after ${next.toISOString()}`.slice(0, 500),
    };
  }
}

/**
 * A claimed batch and the limits it was picked under; `leaseEnds`: when its claim's lease runs out (real time, ms);
 * `held`: the ids of the messages that were `held` (their hour come) when claimed.
 */
type Claim = { claimed: ClaimedMessage[]; limits: SendingLimits; leaseEnds: number; held: Set<string> };

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** A send's answer and when it came (`sent_at` is when the gateway took it, not when the batch was written down). */
type Answered = { outcome: SendOutcome; at: Date };

/** What an order's messages are grouped by: its order, or the message alone (a back-in-stock message has no order). */
function orderKey(message: Pick<OutboxMessage, 'id' | 'order'>): string {
  return message.order ? `order:${message.order}` : `message:${message.id}`;
}
