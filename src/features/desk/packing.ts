/**
 * The desk's packing list for a day (docs/order-desk.md "Pick by lot"): every line of the day's orders, grouped by
 * the lot it is picked from, so each package gets the right QR label. Pure: desk.server.ts reads the orders.
 */
import type { OrderLine } from '../../lib/data/orders.parse';

export interface PackingGroup {
  /** The lot code, or "" for lines with no lot recorded (products not stock-tracked). */
  lot: string;
  product: string;
  /** The product's Nepali name as its first line was ordered under ("" when it had none): the Nepali desk's. */
  productNe: string;
  unit: string;
  /** Units to pick from this lot in all. */
  total: number;
  lines: { orderId: string; orderNumber: string; quantity: number; shipsFrom: string }[];
}

/** Groups the orders' lines by lot (lots in code order; lines without a lot last, by product name). */
export function packingList(
  orders: readonly { id: string; orderNumber: string; items: readonly OrderLine[] }[],
): PackingGroup[] {
  const groups = new Map<string, PackingGroup>();
  const add = (key: string, lot: string, item: OrderLine, order: { id: string; orderNumber: string }, n: number) => {
    let group = groups.get(key);
    if (!group) {
      group = { lot, product: item.name, productNe: item.nameNe ?? '', unit: item.unit, total: 0, lines: [] };
      groups.set(key, group);
    }
    group.total += n;
    group.lines.push({
      orderId: order.id,
      orderNumber: order.orderNumber,
      quantity: n,
      shipsFrom: item.shipsFrom ?? '',
    });
  };
  for (const order of orders) {
    for (const item of order.items) {
      if (item.lots?.length)
        for (const draw of item.lots) add(`lot:${draw.code}`, draw.code, item, order, draw.quantity);
      else add(`product:${item.id}`, '', item, order, item.quantity);
    }
  }
  return [...groups.values()].sort((a, b) => {
    if (!a.lot !== !b.lot) return a.lot ? -1 : 1;
    return a.lot ? a.lot.localeCompare(b.lot) : a.product.localeCompare(b.product);
  });
}
