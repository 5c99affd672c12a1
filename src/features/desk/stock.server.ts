// The desk's stock reads, with the signed-in staff member's PocketBase client (PocketBase's rules decide):
// the packing list of a day and the orders a short harvest cannot fill.
import type { LotShortfall } from '../../lib/data/lots.parse';
import { readShortfalls } from '../../lib/data/lots.server';
import { readOrdersToDeliver } from '../../lib/data/orders.server';
import type { StaffClient } from '../../lib/data/staff.server';
import { pbDate } from './nepal-time';
import { packingList, type PackingGroup } from './packing';

/** The lines of the orders placed in [start, end) that are still to be delivered, grouped by lot. */
export async function packingForDay(pb: StaffClient, start: number, end: number): Promise<PackingGroup[]> {
  return packingList(await readOrdersToDeliver(pb, pbDate(start), pbDate(end)));
}

export type Shortfalls = LotShortfall[];

/** Lots harvested smaller than their orders, each with the orders it cannot fill, newest first (pocketbase/pb_hooks/stock.pb.js). */
export function shortfalls(pb: StaffClient): Promise<Shortfalls> {
  return readShortfalls(pb);
}
