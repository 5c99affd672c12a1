// The desk's stock reads, with the signed-in staff member's PocketBase client (PocketBase's rules decide): the
// orders a short harvest cannot fill. A day's packing list is day-sheets.server.ts's (the stock page links to it).
import type { LotShortfall } from '../../lib/data/lots.parse';
import { readShortfalls } from '../../lib/data/lots.server';
import type { StaffClient } from '../../lib/data/staff.server';

export type Shortfalls = LotShortfall[];

/** Lots harvested smaller than their orders, each with the orders it cannot fill, newest first (pocketbase/pb_hooks/stock.pb.js). */
export function shortfalls(pb: StaffClient): Promise<Shortfalls> {
  return readShortfalls(pb);
}
