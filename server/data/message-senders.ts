// The message_senders auth collection: the account the message sender (scripts/sender.mjs, server/notify/sender.ts)
// signs in as, and nothing else does (pocketbase/pb_migrations/1732004110_sender_account.js). It reads and writes the
// outbox and reads the sending limits and the mail server's settings; the shop's service account reads none of them.
// server/backend.ts makes it as PocketBase starts, as it makes the service account (server/data/shop-service.ts).
import type PocketBase from 'pocketbase';
import type { MessageSendersRecord, MessageSendersResponse } from '../../src/lib/data/pocketbase-types.ts';
import { signInWithPassword } from '../../src/lib/data/sign-in.mjs';

export type SenderAccountFields = Pick<MessageSendersRecord, 'email' | 'password' | 'verified'> & {
  passwordConfirm: string;
};

/** The account with this email, or null (superuser client). */
export function findSenderAccount(pb: PocketBase, email: string): Promise<MessageSendersResponse | null> {
  return pb
    .collection('message_senders')
    .getFirstListItem<MessageSendersResponse>(pb.filter('email = {:email}', { email }))
    .catch(() => null);
}

export function createSenderAccount(pb: PocketBase, fields: SenderAccountFields): Promise<MessageSendersResponse> {
  return pb.collection('message_senders').create<MessageSendersResponse>(fields);
}

export function updateSenderAccount(
  pb: PocketBase,
  id: string,
  fields: SenderAccountFields,
): Promise<MessageSendersResponse> {
  return pb.collection('message_senders').update<MessageSendersResponse>(id, fields);
}

/** Signs `pb` in as the sender's account, patient with PocketBase's sign-in limit (src/lib/data/sign-in.mjs). */
export function signInAsSender(pb: PocketBase, email: string, password: string) {
  return signInWithPassword(pb, 'message_senders', email, password);
}

/** A fresh token for the sender's account `pb` is signed in as. Throws PocketBase's refusal. */
export async function refreshSenderToken(pb: PocketBase): Promise<void> {
  await pb.collection('message_senders').authRefresh<MessageSendersResponse>();
}
