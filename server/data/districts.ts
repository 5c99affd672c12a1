// The districts collection as the bench (scripts/bench/checkout.mjs) reads it, with the client passed in (the app's
// reads are src/lib/data/districts.server.ts, as the shop's service account).
import type PocketBase from 'pocketbase';
import type { DistrictsResponse } from '../../src/lib/data/pocketbase-types.ts';

export type DistrictRecord = Pick<DistrictsResponse, 'id' | 'districtName'>;

/** Every district. */
export function readAllDistrictRecords(pb: PocketBase): Promise<DistrictRecord[]> {
  return pb.collection('districts').getFullList<DistrictRecord>({ fields: 'id,districtName', batch: 500 });
}
