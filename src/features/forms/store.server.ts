// Saves a form submission in PocketBase with the shop's service account (the
// only account allowed to create qr_form and feedback records). Failures
// become a FormStoreError the action turns into a clear message, never a crash.
import { ClientResponseError, type default as PocketBase } from 'pocketbase';
import { resetServiceClient, serviceClient } from '../../lib/pocketbase.server';

export type FormCollection = 'qr_form' | 'feedback';

export class FormStoreError extends Error {
  constructor(
    message: string,
    /** PocketBase's HTTP status; 0 when it could not be reached. */
    readonly status: number,
  ) {
    super(message);
    this.name = 'FormStoreError';
  }
}

const statusOf = (err: unknown) => (err instanceof ClientResponseError ? err.status : 0);

/**
 * Creates one record. A refused token (PocketBase restarted with new keys) is retried once with a fresh sign-in.
 * `connect` is injectable so a test can point it at an unreachable PocketBase.
 */
export async function saveFormRecord(
  collection: FormCollection,
  body: Record<string, unknown>,
  connect: () => Promise<PocketBase> = serviceClient,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      const pb = await connect();
      await pb.collection(collection).create(body);
      return;
    } catch (err) {
      const status = statusOf(err);
      if ((status === 401 || status === 403) && attempt === 1) {
        resetServiceClient();
        continue;
      }
      console.error(`[forms] could not save a ${collection} record (status ${status}):`, (err as Error).message);
      throw new FormStoreError(
        status === 0 ? 'PocketBase could not be reached' : `PocketBase refused the record (${status})`,
        status,
      );
    }
  }
}
