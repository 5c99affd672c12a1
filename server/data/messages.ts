// The messages outbox and the operator's sending limits as the sender reads and writes them (server/notify/sender.ts,
// docs/notifications.md). The service account may write a message's delivery fields only
// (pocketbase/pb_migrations/1732003100_message_sender.js).
import type PocketBase from 'pocketbase';
import type { MessageLimitsResponse, MessagesRecord, MessagesResponse } from '../../src/lib/data/pocketbase-types.ts';

export type OutboxMessage = Pick<
  MessagesResponse,
  | 'id'
  | 'order'
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
>;

/** The fields the sender writes. */
export type DeliveryFields = Partial<
  Pick<MessagesRecord, 'state' | 'note' | 'attempts' | 'provider_id' | 'send_after' | 'sent_at'>
> & {
  /** messages.receipt_key, hidden: written through pocketbase/pb_hooks/sms-receipts.pb.js */
  receiptKey?: string;
};

const OUTBOX_FIELDS =
  'id,order,channel,recipient,language,text,subject,state,attempts,send_after,updated,created,event_seq';

/** Messages of `channel` due at `now` (queued, or held with send_after passed), in the order of their events; at most `limit`. */
export async function readDueMessages(
  pb: PocketBase,
  channel: string,
  now: Date,
  limit: number,
): Promise<OutboxMessage[]> {
  const result = await pb.collection('messages').getList<OutboxMessage>(1, limit, {
    filter: pb.filter('channel = {:channel} && (state = "queued" || state = "held") && send_after <= {:now}', {
      channel,
      now: now.toISOString().replace('T', ' '),
    }),
    sort: 'created,event_seq',
    fields: OUTBOX_FIELDS,
    skipTotal: true,
  });
  return result.items;
}

/** Messages of `channel` waiting for a retry (queued, send_after still to come). */
export function readRetryingMessages(pb: PocketBase, channel: string, now: Date): Promise<OutboxMessage[]> {
  return pb.collection('messages').getFullList<OutboxMessage>({
    filter: pb.filter('channel = {:channel} && state = "queued" && attempts > 0 && send_after > {:now}', {
      channel,
      now: now.toISOString().replace('T', ' '),
    }),
    fields: OUTBOX_FIELDS,
  });
}

/** Messages of `channel` left `sending` (an attempt whose end was not written down), oldest first. */
export function readSendingMessages(pb: PocketBase, channel: string): Promise<OutboxMessage[]> {
  return pb.collection('messages').getFullList<OutboxMessage>({
    filter: pb.filter('channel = {:channel} && state = "sending"', { channel }),
    sort: 'updated',
    fields: OUTBOX_FIELDS,
  });
}

/** One message as it is now (its state after a delivery report may have changed it). */
export function readMessage(pb: PocketBase, id: string): Promise<OutboxMessage> {
  return pb.collection('messages').getOne<OutboxMessage>(id, { fields: OUTBOX_FIELDS });
}

/** The texts of the messages of `channel` handed to the gateway since `since` (sent or sending): the day's parts. */
export async function readTextsSentSince(pb: PocketBase, channel: string, since: Date): Promise<string[]> {
  const rows = await pb.collection('messages').getFullList<Pick<MessagesResponse, 'text'>>({
    filter: pb.filter('channel = {:channel} && ((state = "sent" && sent_at >= {:since}) || state = "sending")', {
      channel,
      since: since.toISOString().replace('T', ' '),
    }),
    fields: 'text',
  });
  return rows.map((row) => row.text ?? '');
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
