// Saves a form submission in PocketBase with the shop's service account, through
// the hook route that checks it (src/lib/data/submissions.server.ts). Failures
// become a FormStoreError the action turns into a clear message, never a crash.
import { type ConnectService, createSubmission, type FormCollection } from '../../lib/data/submissions.server';
import { pbStatus } from '../../lib/pocketbase.server';

export class FormStoreError extends Error {
  constructor(
    message: string,
    /** PocketBase's HTTP status; 0 when it could not be reached. */
    readonly status: number,
    /** PocketBase's error, so isServiceDown (src/lib/pocketbase.server.ts) can tell an outage from a bug. */
    options?: { cause?: unknown },
    /** A 400's problems per key of the form ("fullName" → "must contain at least one letter or digit"). */
    readonly problems: Record<string, string> = {},
  ) {
    super(message, options);
    this.name = 'FormStoreError';
  }
}

/** The route's 400 names each bad key as `<field>.<key>` (pocketbase/pb_hooks/lib/shop-forms.js checkSubmission). */
function problemsOf(err: unknown): Record<string, string> {
  const data = (err as { response?: { data?: unknown } }).response?.data;
  if (!data || typeof data !== 'object') return {};
  return Object.fromEntries(
    Object.entries(data).flatMap(([key, problem]) =>
      typeof problem === 'string' ? [[key.slice(key.indexOf('.') + 1), problem]] : [],
    ),
  );
}

/**
 * Creates one record (src/lib/data/submissions.server.ts). Any failure is a FormStoreError with PocketBase's status;
 * the action turns it into a clear message. `connect` is injectable so a test can point it at an unreachable
 * PocketBase.
 */
export async function saveFormRecord(
  collection: FormCollection,
  body: Record<string, unknown>,
  connect?: ConnectService,
): Promise<void> {
  try {
    await createSubmission(collection, body, connect);
  } catch (err) {
    const status = pbStatus(err) ?? 0;
    console.error(`[forms] could not save a ${collection} record (status ${status}):`, (err as Error).message);
    throw new FormStoreError(
      status === 0 ? 'PocketBase could not be reached' : `PocketBase refused the record (${status})`,
      status,
      { cause: err },
      status === 400 ? problemsOf(err) : {},
    );
  }
}
