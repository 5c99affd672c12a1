// The delivery_branch collection (docs/rules.md §3, §7), read as the service account so the server's answer never
// depends on what a browser can reach.
import { withCatalogReader, withService } from '../pocketbase.server';
import type { DeliveryBranchResponse } from './pocketbase-types';

const FIELDS = 'id,branchName,branchName_ne,districtName,amount,branchArea';

/** A branch as read here (FIELDS). */
export type BranchRecord = Pick<
  DeliveryBranchResponse,
  'id' | 'branchName' | 'branchName_ne' | 'districtName' | 'amount' | 'branchArea'
>;

/** docs/rules.md §7 Delivery branches: perPage 50, filtered by the district's name, sorted by branch name. */
export async function listBranchRecords(districtName: string): Promise<BranchRecord[]> {
  const page = await withService((pb) =>
    pb.collection('delivery_branch').getList<BranchRecord>(1, 50, {
      filter: pb.filter('districtName = {:districtName}', { districtName }),
      sort: 'branchName',
      fields: FIELDS,
      skipTotal: true,
    }),
  );
  return page.items;
}

/** Every branch. */
export function readAllBranchRecords(): Promise<BranchRecord[]> {
  return withService((pb) =>
    pb.collection('delivery_branch').getFullList<BranchRecord>({ fields: FIELDS, batch: 500 }),
  );
}

/** Every record, read as the catalogue is (the site's build: the collection is public, docs/offline.md). */
export function readPublishedBranchRecords(): Promise<BranchRecord[]> {
  return withCatalogReader((pb) =>
    pb.collection('delivery_branch').getFullList<BranchRecord>({ fields: FIELDS, batch: 500 }),
  );
}
