/**
 * The route sheet of a delivery day (docs/order-desk.md "Delivery days"): the day's orders of one route in the order
 * the van stops, for the rider to carry. Stops follow the route's branches in the order the operator set them
 * (routes.branches); orders of a branch the route serves only through its district come after, by district and branch
 * name; within a stop, by order number. Pure: day-sheets.server.ts reads the orders and the route.
 */

export interface SheetOrder {
  id: string;
  orderNumber: string;
  status: string;
  customerName: string;
  phone: string;
  landmark: string;
  /** The order's delivery branch ("City / area"), as stored on the order. */
  city: string;
  district: string;
  /** What the rider collects in cash: the order's total, or 0 when a wallet paid it (cash-rules.js cashDue). */
  total: number;
}

export interface SheetStop {
  /** 1-based, in the van's order. */
  stop: number;
  city: string;
  district: string;
  orders: SheetOrder[];
}

const byNumber = (a: SheetOrder, b: SheetOrder) =>
  a.orderNumber.localeCompare(b.orderNumber, 'en', { numeric: true }) || a.id.localeCompare(b.id);

/** A branch as orders name it: its district and name, compared without case or outer spaces. */
const branchKey = (district: string, city: string) =>
  `${district.trim().toLowerCase()}\u0000${city.trim().toLowerCase()}`;

/**
 * The stops of a route: `branches` in the van's order (as the route lists them); orders whose branch is not among
 * them go after, by district then branch name.
 */
export function routeStops(
  branches: readonly { districtName: string; branchName: string }[],
  orders: readonly SheetOrder[],
): SheetStop[] {
  const rank = new Map<string, number>();
  branches.forEach((b, i) => {
    const key = branchKey(b.districtName, b.branchName);
    if (!rank.has(key)) rank.set(key, i);
  });
  const groups = new Map<string, Omit<SheetStop, 'stop'>>();
  for (const order of orders) {
    const key = branchKey(order.district, order.city);
    let group = groups.get(key);
    if (!group) {
      group = { city: order.city, district: order.district, orders: [] };
      groups.set(key, group);
    }
    group.orders.push(order);
  }
  const position = (key: string) => rank.get(key) ?? Number.POSITIVE_INFINITY;
  return [...groups.entries()]
    .sort(
      ([ka, a], [kb, b]) =>
        position(ka) - position(kb) || a.district.localeCompare(b.district) || a.city.localeCompare(b.city),
    )
    .map(([, group], i) => ({ stop: i + 1, ...group, orders: [...group.orders].sort(byNumber) }));
}

/** The cash the rider collects on the whole sheet. */
export function sheetTotal(stops: readonly SheetStop[]): number {
  return stops.reduce((sum, s) => sum + s.orders.reduce((n, o) => n + o.total, 0), 0);
}
