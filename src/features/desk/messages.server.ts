// An order's messages to the shopper for the desk (docs/notifications.md): what each said, and whether it went.
import { readOrderMessages } from '../../lib/data/messages.server';
import type { StaffClient } from '../../lib/data/staff.server';
import { toIsoDate } from '../orders/view';

export interface DeskMessage {
  state: string;
  /** Why it was not sent, as the hook noted it (English, for operators). */
  note: string;
  text: string;
  /** The language it is written in: the one the shopper ordered in. */
  language: 'en' | 'ne';
  /** ISO instant it was written. */
  at: string;
  /** ISO instant a held message may go. */
  sendAfter: string;
}

/** The order's messages, oldest first. */
export async function orderMessages(pb: StaffClient, orderId: string): Promise<DeskMessage[]> {
  const records = await readOrderMessages(pb, orderId);
  return records.map((r) => ({
    state: r.state,
    note: r.note ?? '',
    text: r.text ?? '',
    language: r.language === 'ne' ? 'ne' : 'en',
    at: toIsoDate(r.created),
    sendAfter: r.send_after ? toIsoDate(r.send_after) : '',
  }));
}
