// The form submission collections (qr_form, feedback): only the shop's service account may create their records.
import type PocketBase from 'pocketbase';
import { serviceClient, withService } from '../pocketbase.server';

export type FormCollection = 'qr_form' | 'feedback';

/** How a submission gets its signed-in service client. */
export type ConnectService = () => Promise<PocketBase>;

/**
 * Creates one record (a token PocketBase no longer accepts is signed in again once, by withService); throws
 * PocketBase's error. `connect` is injectable so a test can point it at an unreachable PocketBase.
 */
export async function createSubmission(
  collection: FormCollection,
  body: Record<string, unknown>,
  connect: ConnectService = serviceClient,
): Promise<void> {
  await withService((pb) => pb.collection(collection).create(body), connect);
}
