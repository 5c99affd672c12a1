// The districts collection (docs/rules.md §3, §7), read as the service account so the server's answer never
// depends on what a browser can reach.
import { withCatalogReader, withService } from '../pocketbase.server';
import type { DistrictsResponse } from './pocketbase-types';

const FIELDS = 'id,districtName';

/** A district as read here (FIELDS). */
export type DistrictRecord = Pick<DistrictsResponse, 'id' | 'districtName'>;

/** docs/rules.md §7 Districts: page 1, perPage 100, sorted by name (all 77). */
export async function listDistrictRecords(): Promise<DistrictRecord[]> {
  const page = await withService((pb) =>
    pb
      .collection('districts')
      .getList<DistrictRecord>(1, 100, { sort: 'districtName', fields: FIELDS, skipTotal: true }),
  );
  return page.items;
}

/** Every district. */
export function readAllDistrictRecords(): Promise<DistrictRecord[]> {
  return withService((pb) => pb.collection('districts').getFullList<DistrictRecord>({ fields: FIELDS, batch: 500 }));
}

/** Every record, read as the catalogue is (the site's build: the collection is public, docs/offline.md). */
export function readPublishedDistrictRecords(): Promise<DistrictRecord[]> {
  return withCatalogReader((pb) =>
    pb.collection('districts').getFullList<DistrictRecord>({ fields: FIELDS, batch: 500 }),
  );
}
