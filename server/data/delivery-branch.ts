// The delivery_branch collection as the bench (scripts/bench/checkout.mjs) reads it, with the client passed in (the
// app's reads are src/lib/data/delivery-branch.server.ts, as the shop's service account).
import type PocketBase from 'pocketbase';
import type { DeliveryBranchResponse } from '../../src/lib/data/pocketbase-types.ts';

export type BranchRecord = Pick<DeliveryBranchResponse, 'id' | 'branchName' | 'districtName' | 'amount'>;

/** Every branch with its district and delivery charge. */
export function readAllBranchRecords(pb: PocketBase): Promise<BranchRecord[]> {
  return pb
    .collection('delivery_branch')
    .getFullList<BranchRecord>({ fields: 'id,branchName,districtName,amount', batch: 500 });
}
