// The routes collection, read by the order desk with the staff member's client (staff may read, never write:
// pocketbase/pb_migrations/1732003700_desk_reads_routes.js), for the day filter, packing list and route sheet
// (docs/order-desk.md "Delivery days"). The shop's offer of days goes through delivery-days.server.ts instead.
import type { DeliveryBranchResponse, PickupPointsResponse, RoutesResponse } from './pocketbase-types';
import { parseDeskRoute, parsePlaceDays, type DeskRoute, type PlaceDays } from './routes.parse';
import { pbStatus } from '../pocketbase.server';
import type { StaffClient } from './staff.server';

/** Every route by name, each with its branches in the van's order. */
export async function readAllDeskRoutes(pb: StaffClient): Promise<DeskRoute[]> {
  const records = await pb.collection('routes').getFullList<RoutesResponse<{ branches?: DeliveryBranchResponse[] }>>({
    sort: 'name,id',
    expand: 'branches',
    fields:
      'id,name,name_ne,weekdays,branches,expand.branches.id,expand.branches.branchName,expand.branches.districtName',
    batch: 500,
  });
  return records.flatMap((r) => {
    const route = parseDeskRoute(r);
    return route ? [route] : [];
  });
}

/**
 * The names and weekdays of an order's route or pickup point (`route`, else `pickupPoint`, ids), or null when it has
 * neither or it was deleted since.
 */
export async function readPlaceDays(
  pb: StaffClient,
  place: { route?: string; pickupPoint?: string },
): Promise<PlaceDays | null> {
  const fields = { fields: 'name,name_ne,weekdays' };
  try {
    if (place.pickupPoint)
      return parsePlaceDays(
        await pb.collection('pickup_points').getOne<PickupPointsResponse>(place.pickupPoint, fields),
      );
    if (place.route) return parsePlaceDays(await pb.collection('routes').getOne<RoutesResponse>(place.route, fields));
    return null;
  } catch (err) {
    if (pbStatus(err) === 404) return null;
    throw err;
  }
}
