// The messages collection: the outbox of messages to the shopper, written by PocketBase's hooks
// (pocketbase/pb_hooks/lib/shopper-messages.js) and the sender (server/notify/sender.ts) and read by the desk with the staff member's client; messages handed
// out parsed (messages.parse.ts).
import { parseOrderMessage, type OrderMessage } from './messages.parse';
import type { MessagesResponse } from './pocketbase-types';
import type { StaffClient } from './staff.server';

/** A message record as the desk reads it. */
type MessageRecord = Pick<
  MessagesResponse,
  | 'event'
  | 'channel'
  | 'language'
  | 'state'
  | 'note'
  | 'text'
  | 'send_after'
  | 'sent_at'
  | 'created'
  | 'attempts'
  | 'receipt'
>;

/** The order's messages, oldest first (at most 200: more than any order is sent). */
export async function readOrderMessages(pb: StaffClient, orderId: string): Promise<OrderMessage[]> {
  const page = await pb.collection('messages').getList<MessageRecord>(1, 200, {
    filter: pb.filter('order = {:id}', { id: orderId }),
    sort: 'event_seq,channel',
    fields: 'event,channel,subject,language,state,note,text,send_after,sent_at,created,attempts,receipt',
  });
  return page.items.map(parseOrderMessage);
}
