// The routes and pickup_points collections as the order desk reads them (docs/rules.md §4 "Delivery days",
// docs/order-desk.md "Delivery days"): names in both languages and, for a route, its branches in the order the van
// stops at them. Pure: no client, no I/O.
import { z } from 'zod';
import { WEEKDAYS } from './delivery-days.parse';
import { text } from './fields';

/** A delivery branch as routes and pickup points name it (delivery_branch). */
export interface RouteBranch {
  id: string;
  branchName: string;
  districtName: string;
}

/** A route or pickup point by name, and the weekdays it delivers on as the operator set them now. */
export interface PlaceDays {
  name: string;
  /** "" when the operator gave none. */
  nameNe: string;
  /** Weekday codes ("sun" … "sat"). */
  weekdays: string[];
}

export interface DeskRoute extends PlaceDays {
  id: string;
  /** In the order the van stops at them (the operator's order of routes.branches). */
  branches: RouteBranch[];
}

export interface DeskPickupPoint extends PlaceDays {
  id: string;
  address: string;
  addressNe: string;
  branch: RouteBranch | null;
}

const branchSchema = z.object({ id: z.string(), branchName: text, districtName: text });
const idList = z
  .unknown()
  .optional()
  .transform((v) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []));
const weekdayList = idList.transform((days) => days.filter((d) => WEEKDAYS.has(d)));

const placeDaysSchema = z.object({ name: text, name_ne: text, weekdays: weekdayList });

const routeSchema = z.object({
  id: z.string(),
  name: text,
  name_ne: text,
  weekdays: weekdayList,
  branches: idList,
  expand: z
    .object({ branches: z.array(z.unknown()).optional().catch([]) })
    .loose()
    .optional()
    .catch(undefined),
});

function parseBranch(raw: unknown): RouteBranch | null {
  const parsed = branchSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** A routes record read with `expand: "branches"` → DeskRoute (branches in the record's order); null when unreadable. */
export function parseDeskRoute(raw: unknown): DeskRoute | null {
  const parsed = routeSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { id, name, name_ne, weekdays, branches, expand } = parsed.data;
  const byId = new Map<string, RouteBranch>();
  for (const b of expand?.branches ?? []) {
    const branch = parseBranch(b);
    if (branch) byId.set(branch.id, branch);
  }
  return {
    id,
    name,
    nameNe: name_ne,
    weekdays,
    branches: branches.flatMap((b) => {
      const branch = byId.get(b);
      return branch ? [branch] : [];
    }),
  };
}

const pointSchema = z.object({
  id: z.string(),
  name: text,
  name_ne: text,
  address: text,
  address_ne: text,
  weekdays: weekdayList,
  expand: z.object({ branch: z.unknown().optional() }).loose().optional().catch(undefined),
});

/** A pickup_points record read with `expand: "branch"` → DeskPickupPoint; null when unreadable. */
export function parseDeskPickupPoint(raw: unknown): DeskPickupPoint | null {
  const parsed = pointSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { id, name, name_ne, address, address_ne, weekdays, expand } = parsed.data;
  return { id, name, nameNe: name_ne, weekdays, address, addressNe: address_ne, branch: parseBranch(expand?.branch) };
}

/** A routes or pickup_points record's names and weekdays → PlaceDays; null when unreadable. */
export function parsePlaceDays(raw: unknown): PlaceDays | null {
  const parsed = placeDaysSchema.safeParse(raw);
  return parsed.success
    ? { name: parsed.data.name, nameNe: parsed.data.name_ne, weekdays: parsed.data.weekdays }
    : null;
}
