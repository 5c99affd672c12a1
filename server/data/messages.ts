// The messages outbox and the operator's sending limits as the sender reads and writes them (server/notify/sender.ts,
// docs/notifications.md). A message becomes `sending` only through a claim (POST /api/shop/messages/claim:
// pocketbase/pb_hooks/lib/message-claims.js); after it the sender may write its delivery fields only, showing the
// claim's token (pocketbase/pb_migrations/1732004100_message_claims.js, pb_hooks/message-claims.pb.js).
import type PocketBase from 'pocketbase';
import type { MessageLimitsResponse, MessagesRecord, MessagesResponse } from '../../src/lib/data/pocketbase-types.ts';

export type OutboxMessage = Pick<
  MessagesResponse,
  | 'id'
  | 'order'
  | 'event'
  | 'channel'
  | 'recipient'
  | 'language'
  | 'text'
  | 'subject'
  | 'state'
  | 'attempts'
  | 'send_after'
  | 'updated'
  | 'created'
  | 'event_seq'
  | 'claim_token'
  | 'lease_until'
>;

/** A message the sender claimed, with its delivery-report key (made at its first claim, kept for every attempt). */
export type ClaimedMessage = OutboxMessage & { receiptKey: string };

/** The fields the sender writes. */
export type DeliveryFields = Partial<
  Pick<MessagesRecord, 'state' | 'note' | 'attempts' | 'provider_id' | 'send_after' | 'sent_at'>
> & {
  /** the token of the claim under which the sender writes (pb_hooks/message-claims.pb.js refuses any other: 409) */
  claimToken: string;
};

const OUTBOX_FIELDS =
  'id,order,event,channel,recipient,language,text,subject,state,attempts,send_after,updated,created,event_seq,claim_token,lease_until';

/**
 * Messages of `channel` due at `now` (queued, or held with send_after passed), in the order of their events; at most
 * `limit`. `quietHours`: only the held ones an operator set the hour of (not held by the shop until 07:00, at
 * `morningClock`), the retries given a time `since` the quiet hours began, and those of `anyHour`'s events.
 */
export async function readDueMessages(
  pb: PocketBase,
  channel: string,
  now: Date,
  limit: number,
  quietHours?: { anyHour: readonly string[]; morningClock: string; since: Date },
): Promise<OutboxMessage[]> {
  const due = pb.filter('channel = {:channel} && (state = "queued" || state = "held") && send_after <= {:now}', {
    channel,
    now: now.toISOString().replace('T', ' '),
  });
  const goesNow = quietHours
    ? [
        // A held one, or a retry given a time in these quiet hours, but not one the shop held for a morning (07:00):
        // one held for this morning is not due yet, and one still here from an earlier morning (the day's cap
        // reached) waits for the next, not for the cap's midnight.
        pb.filter('((state = "held" || (attempts > 0 && send_after >= {:since})) && send_after !~ {:morning})', {
          morning: quietHours.morningClock,
          since: quietHours.since.toISOString().replace('T', ' '),
        }),
        ...quietHours.anyHour.map((event) => pb.filter('event = {:event}', { event })),
      ].join(' || ')
    : '';
  const result = await pb.collection('messages').getList<OutboxMessage>(1, limit, {
    filter: goesNow ? `${due} && (${goesNow})` : due,
    sort: 'created,event_seq',
    fields: OUTBOX_FIELDS,
    skipTotal: true,
  });
  return result.items;
}

/**
 * Messages of `channel` an order's later messages wait for: waiting for a retry (queued, send_after still to come),
 * held by the shop for a morning's 07:00 (`morningClock`: the quiet hours, an evening attempt's retry among them; not
 * an operator's hold, at an hour of their own), or being handed over (`sending`, by this sender's batch or another).
 */
export function readRetryingMessages(
  pb: PocketBase,
  channel: string,
  now: Date,
  morningClock: string,
): Promise<OutboxMessage[]> {
  return pb.collection('messages').getFullList<OutboxMessage>({
    filter: pb.filter(
      'channel = {:channel} && ((state = "queued" && attempts > 0 && send_after > {:now}) || (state = "held" && send_after ~ {:morning}) || state = "sending")',
      {
        channel,
        now: now.toISOString().replace('T', ' '),
        morning: morningClock,
      },
    ),
    fields: OUTBOX_FIELDS,
  });
}

/**
 * Messages of `channel` left `sending` whose claim's lease ran out at `now` (an attempt whose end was not written
 * down by a sender that stopped), oldest first. A message `sending` with no lease was marked before claims had one.
 */
export function readAbandonedMessages(pb: PocketBase, channel: string, now: Date): Promise<OutboxMessage[]> {
  return pb.collection('messages').getFullList<OutboxMessage>({
    filter: pb.filter('channel = {:channel} && state = "sending" && (lease_until = "" || lease_until < {:now})', {
      channel,
      now: now.toISOString().replace('T', ' '),
    }),
    sort: 'updated',
    fields: OUTBOX_FIELDS,
  });
}

/** One message as it is now (its state after a delivery report may have changed it). */
export function readMessage(pb: PocketBase, id: string): Promise<OutboxMessage> {
  return pb.collection('messages').getOne<OutboxMessage>(id, { fields: OUTBOX_FIELDS });
}

/**
 * Claims the messages `ids` (those still due when PocketBase looks, in one transaction) for `leaseMs`: each becomes
 * `sending` with its attempt counted. Returns those this sender got; another sender's are left out, and so are those
 * past the day's cap of SMS parts (`capReached`).
 */
export async function claimMessages(
  pb: PocketBase,
  channel: string,
  ids: string[],
  leaseMs: number,
): Promise<{ claimed: ClaimedMessage[]; capReached: boolean }> {
  const answer = await pb.send<{ token: string; claimed: ClaimedMessage[]; capReached?: boolean }>(
    '/api/shop/messages/claim',
    { method: 'POST', body: { channel, ids, leaseMs: Math.round(leaseMs) } },
  );
  return { claimed: answer.claimed, capReached: answer.capReached === true };
}

/** How one claimed message went, written under its claim (POST /api/shop/messages/settle). */
export type Settlement = Omit<DeliveryFields, 'state' | 'claimToken'> & {
  id: string;
  claimToken: string;
  state: 'queued' | 'held' | 'sent' | 'failed' | 'given_up';
};

/**
 * Writes how a batch went in one request and one PocketBase transaction. `skipped`: the messages not written (another
 * sender holds their claim); `kept`: those a delivery report settled first (its state kept, the claim ended). Throws
 * PocketBase's refusal (400: nothing written).
 */
export async function settleMessages(
  pb: PocketBase,
  items: Settlement[],
): Promise<{ settled: string[]; skipped: { id: string; reason: string }[]; kept: { id: string; state: string }[] }> {
  return pb.send('/api/shop/messages/settle', { method: 'POST', body: { items } });
}

/** Writes a message's delivery fields. Throws PocketBase's refusal. */
export function updateDelivery(pb: PocketBase, id: string, fields: DeliveryFields): Promise<OutboxMessage> {
  return pb.collection('messages').update<OutboxMessage>(id, fields, { fields: OUTBOX_FIELDS });
}

export type SendingLimits = Pick<
  MessageLimitsResponse,
  'sms_per_second' | 'sms_parts_per_day' | 'cost_per_part' | 'max_attempts'
>;

/** The operator's limits (the one message_limits record), or null when there is none. */
export async function readSendingLimits(pb: PocketBase): Promise<SendingLimits | null> {
  const rows = await pb.collection('message_limits').getList<SendingLimits>(1, 1, { sort: 'id', skipTotal: true });
  return rows.items[0] ?? null;
}

/** Sets the operator's limits on the one message_limits record (superuser client: the bench's messages section). */
export async function setSendingLimits(adminPb: PocketBase, limits: Partial<SendingLimits>): Promise<void> {
  const rows = await adminPb
    .collection('message_limits')
    .getList<{ id: string }>(1, 1, { sort: 'id', skipTotal: true });
  const [record] = rows.items;
  if (record) await adminPb.collection('message_limits').update(record.id, limits);
}

/** Writes a message row as an order event would (superuser client: the bench's messages section). */
export function createOutboxMessage(
  adminPb: PocketBase,
  fields: Pick<MessagesRecord, 'event' | 'channel' | 'language' | 'state'> & Partial<MessagesRecord>,
): Promise<MessagesResponse> {
  return adminPb.collection('messages').create<MessagesResponse>(fields);
}

/** How many messages match `filter`. */
export async function countMessages(pb: PocketBase, filter: string): Promise<number> {
  return (await pb.collection('messages').getList(1, 1, { filter, fields: 'id' })).totalItems;
}

/** When each message matching `filter` was written and handed over. */
export function readMessageTimes(
  pb: PocketBase,
  filter: string,
): Promise<Pick<MessagesResponse, 'created' | 'sent_at' | 'state' | 'attempts'>[]> {
  return pb.collection('messages').getFullList({ filter, fields: 'created,sent_at,state,attempts', batch: 1000 });
}
