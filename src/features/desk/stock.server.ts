// The desk's stock reads, with the signed-in staff member's PocketBase client (PocketBase's rules decide):
// the packing list of a day and the orders a short harvest cannot fill.
import type PocketBase from 'pocketbase';
import { z } from 'zod';
import { parseOrderItems } from '../orders/view';
import { pbDate } from './nepal-time';
import { packingList, type PackingGroup } from './packing';

/** The lines of the orders placed in [start, end) that are still to be delivered, grouped by lot. */
export async function packingForDay(pb: PocketBase, start: number, end: number): Promise<PackingGroup[]> {
  const filter = pb.filter(
    'created >= {:start} && created < {:end} && status != "Cancelled" && status != "Delivered"',
    { start: pbDate(start), end: pbDate(end) },
  );
  const records = await pb
    .collection('orders')
    .getFullList({ filter, sort: 'created,id', fields: 'id,orderNumber,items', batch: 500 });
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
export async function shortfalls(pb: PocketBase): Promise<Shortfalls> {
  return shortfallSchema.parse(await pb.send('/api/desk/shortfalls', { method: 'GET' })).lots;
}
