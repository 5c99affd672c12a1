// An order's messages to the shopper for the desk (docs/notifications.md): what each said, and whether it went. The
// messages come parsed (src/lib/data/messages.parse.ts).
import type { OrderMessage } from '../../lib/data/messages.parse';
import { readOrderMessages } from '../../lib/data/messages.server';
import type { StaffClient } from '../../lib/data/staff.server';

export type DeskMessage = OrderMessage;

/** The order's messages, oldest first. */
export function orderMessages(pb: StaffClient, orderId: string): Promise<DeskMessage[]> {
  return readOrderMessages(pb, orderId);
}
