// The pickup_points collection, read by the order desk with the staff member's client (staff may read, never write:
// pocketbase/pb_migrations/1732003700_desk_reads_routes.js), for the day filter, packing list and pickup sheet
// (docs/order-desk.md "Delivery days"). Parsed by routes.parse.ts with the routes, which name the same branches.
import type { DeliveryBranchResponse, PickupPointsResponse } from './pocketbase-types';
import { parseDeskPickupPoint, type DeskPickupPoint } from './routes.parse';
import type { StaffClient } from './staff.server';

/** Every pickup point by name, with its branch. */
export async function readAllDeskPickupPoints(pb: StaffClient): Promise<DeskPickupPoint[]> {
  const records = await pb
    .collection('pickup_points')
    .getFullList<PickupPointsResponse<{ branch?: DeliveryBranchResponse }>>({
      sort: 'name,id',
      expand: 'branch',
      fields:
        'id,name,name_ne,address,address_ne,weekdays,expand.branch.id,expand.branch.branchName,expand.branch.districtName',
      batch: 500,
    });
  return records.flatMap((r) => {
    const point = parseDeskPickupPoint(r);
    return point ? [point] : [];
  });
}
