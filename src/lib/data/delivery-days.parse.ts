// A branch's delivery days as PocketBase's read route answers them (pocketbase/pb_hooks/delivery-days.pb.js, GET
// /api/shop/delivery-days; the rule: pocketbase/pb_hooks/lib/delivery-days.js), parsed for the shop: what
// src/lib/data/delivery-days.server.ts hands out and /delivery-days.json answers shoppers. Pure: no client, no I/O.

/** One delivery day: its Nepal date, weekday code ("tue"), the instant orders for it close, and whether it is full. */
export interface DeliveryDay {
  date: string;
  weekday: string;
  cutoff: string;
  full: boolean;
}

export interface DeliveryRoute {
  id: string;
  name: string;
  name_ne: string;
  days: DeliveryDay[];
}

export interface PickupPoint {
  id: string;
  name: string;
  name_ne: string;
  address: string;
  address_ne: string;
  opensAt: string;
  closesAt: string;
  /** Whole rupees instead of the delivery charge; 0: free. */
  charge: number;
  days: DeliveryDay[];
}

/**
 * Where a pickup order is collected: the point's name and address in both languages and its opening hours ("HH:MM"),
 * as the review and the order page name it (docs/rules.md "Delivery days", "Pickup charge"). Empty text when unknown.
 */
export type PickupPlace = Pick<PickupPoint, 'name' | 'name_ne' | 'address' | 'address_ne' | 'opensAt' | 'closesAt'>;

/** A place whose point could not be read (deleted since): the order is still a pickup, its place unnamed. */
export const UNKNOWN_PICKUP_PLACE: PickupPlace = {
  name: '',
  name_ne: '',
  address: '',
  address_ne: '',
  opensAt: '',
  closesAt: '',
};

/** A listed point's place (what the review names of the point the shopper chose). */
export function placeOf(point: PickupPoint): PickupPlace {
  const { name, name_ne, address, address_ne, opensAt, closesAt } = point;
  return { name, name_ne, address, address_ne, opensAt, closesAt };
}

export interface DeliveryOffer {
  branch: { id: string; districtName: string };
  /** null: no route serves the branch yet (the shop then estimates from the delivery days of Site settings). */
  route: DeliveryRoute | null;
  pickupPoints: PickupPoint[];
}

/** The weekday codes of routes.weekdays and pickup_points.weekdays. */
export const WEEKDAYS: ReadonlySet<string> = new Set(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']);
const fields = (raw: unknown): Record<string, unknown> =>
  typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** A day as the hook sends it, or null when it is not one. */
export function parseDeliveryDay(raw: unknown): DeliveryDay | null {
  const r = fields(raw);
  const date = text(r.date);
  const weekday = text(r.weekday);
  const cutoff = text(r.cutoff);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !WEEKDAYS.has(weekday) || Number.isNaN(Date.parse(cutoff))) return null;
  return { date, weekday, cutoff, full: r.full === true };
}

const daysOf = (raw: unknown): DeliveryDay[] =>
  (Array.isArray(raw) ? raw : []).map(parseDeliveryDay).filter((d): d is DeliveryDay => d !== null);

/** The hook's answer → DeliveryOffer (unreadable parts dropped). */
export function parseDeliveryOffer(raw: unknown): DeliveryOffer {
  const r = fields(raw);
  const branch = fields(r.branch);
  const route = r.route === null || r.route === undefined ? null : fields(r.route);
  return {
    branch: { id: text(branch.id), districtName: text(branch.districtName) },
    route: route
      ? { id: text(route.id), name: text(route.name), name_ne: text(route.name_ne), days: daysOf(route.days) }
      : null,
    pickupPoints: (Array.isArray(r.pickupPoints) ? r.pickupPoints : []).map((p) => {
      const f = fields(p);
      return {
        id: text(f.id),
        name: text(f.name),
        name_ne: text(f.name_ne),
        address: text(f.address),
        address_ne: text(f.address_ne),
        opensAt: text(f.opensAt),
        closesAt: text(f.closesAt),
        charge: typeof f.charge === 'number' && Number.isFinite(f.charge) && f.charge >= 0 ? f.charge : 0,
        days: daysOf(f.days),
      };
    }),
  };
}

/** A `pickup_points` record (fields `name`, `name_ne`, `address`, `address_ne`, `opens_at`, `closes_at`) → its place. */
export function parsePickupPlace(raw: unknown): PickupPlace {
  const r = fields(raw);
  const time = (v: unknown) => (/^\d{1,2}:\d{2}$/.test(text(v)) ? text(v) : '');
  return {
    name: text(r.name).trim(),
    name_ne: text(r.name_ne).trim(),
    address: text(r.address).trim(),
    address_ne: text(r.address_ne).trim(),
    opensAt: time(r.opens_at),
    closesAt: time(r.closes_at),
  };
}
