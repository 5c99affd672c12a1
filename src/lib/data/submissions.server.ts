// The form submission collections (qr_form, feedback): the shop's service account stores a submission through
// PocketBase's POST /api/shop/forms/{form} (pocketbase/pb_hooks/shop-forms.pb.js), which checks it against the
// form's rules again and stamps its time; the records API is closed to the account for these collections.
import type PocketBase from 'pocketbase';
import { serviceClient, withService } from '../pocketbase.server';

export type FormCollection = 'qr_form' | 'feedback';

/** How a submission gets its signed-in service client. */
export type ConnectService = () => Promise<PocketBase>;

/**
 * Stores one submission, `body` being the record's single JSON field (`{contact_json}` or `{feedback}`); a token
 * PocketBase no longer accepts is signed in again once, by withService. Throws PocketBase's error. `connect` is
 * injectable so a test can point it at an unreachable PocketBase.
 */
export async function createSubmission(
  collection: FormCollection,
  body: Record<string, unknown>,
  connect: ConnectService = serviceClient,
): Promise<void> {
  await withService(
    (pb) => pb.send(`/api/shop/forms/${collection}`, { method: 'POST', body, requestKey: null }),
    connect,
  );
}
