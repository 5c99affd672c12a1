// The lots collection as the bench (scripts/bench/) reads and writes it, as a superuser.
import type PocketBase from 'pocketbase';
import type { LotsRecord, LotsResponse } from '../../src/lib/data/pocketbase-types.ts';

/** Creates a harvest lot. Throws PocketBase's refusal. */
export function createLot(pb: PocketBase, fields: Partial<LotsRecord>): Promise<LotsResponse> {
  return pb.collection('lots').create<LotsResponse>(fields);
}

/** The newest harvest's lot (its trace code), or null when there is none. */
export async function findNewestLot(pb: PocketBase): Promise<Pick<LotsResponse, 'code'> | null> {
  const page = await pb
    .collection('lots')
    .getList<Pick<LotsResponse, 'code'>>(1, 1, { sort: '-harvest_date,-created', fields: 'code' });
  return page.items[0] ?? null;
}
