// The data_restores collection: what a restore brought back, recorded by the first start after it
// (server/restore-report.ts), as the superuser.
import type PocketBase from 'pocketbase';
import type { DataRestoresRecord, DataRestoresResponse } from '../../src/lib/data/pocketbase-types.ts';

export type DataRestoreFields = Omit<DataRestoresRecord, 'id' | 'created'>;

/** Records a restore. Throws PocketBase's refusal. */
export function createDataRestore(pb: PocketBase, fields: DataRestoreFields): Promise<DataRestoresResponse> {
  return pb.collection('data_restores').create<DataRestoresResponse>(fields);
}
