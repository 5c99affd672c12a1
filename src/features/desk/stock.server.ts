// The desk's stock reads, with the signed-in staff member's PocketBase client (PocketBase's rules decide):
// the packing list of a day and the orders a short harvest cannot fill.
import { z } from 'zod';
import { readShortfalls } from '../../lib/data/lots.server';
import { readOrdersToDeliver } from '../../lib/data/orders.server';
import type { StaffClient } from '../../lib/data/staff.server';
import { parseOrderItems } from '../orders/view';
import { pbDate } from './nepal-time';
import { packingList, type PackingGroup } from './packing';

/** The lines of the orders placed in [start, end) that are still to be delivered, grouped by lot. */
export async function packingForDay(pb: StaffClient, start: number, end: number): Promise<PackingGroup[]> {
  const records = await readOrdersToDeliver(pb, pbDate(start), pbDate(end));
  return packingList(
    records.map((r) => ({ id: r.id, orderNumber: String(r.orderNumber ?? ''), items: parseOrderItems(r.items) })),
  );
}

const shortfallSchema = z.object({
  lots: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      product: z.string(),
      units: z.number(),
      shortfall: z.number(),
      orders: z.array(
        z.object({
          id: z.string(),
          orderNumber: z.string(),
          status: z.string(),
          customerName: z.string(),
          phone: z.string(),
          quantity: z.number(),
          missing: z.number(),
          created: z.string(),
        }),
      ),
    }),
  ),
});
export type Shortfalls = z.infer<typeof shortfallSchema>['lots'];

/** Lots harvested smaller than their orders, each with the orders it cannot fill, newest first (pocketbase/pb_hooks/stock.pb.js). */
export async function shortfalls(pb: StaffClient): Promise<Shortfalls> {
  return shortfallSchema.parse(await readShortfalls(pb)).lots;
}
