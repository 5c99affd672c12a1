// The record type the data modules hand out: PocketBase's raw record, named here so no module outside src/lib/data
// imports the SDK for it (tests/unit/repo/data-layer.test.ts).
export type { RecordModel as PocketRecord } from 'pocketbase';
