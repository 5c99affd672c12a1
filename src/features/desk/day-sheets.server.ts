// The desk's delivery-day reads, with the signed-in staff member's PocketBase client (PocketBase's rules decide):
// the routes and pickup points to choose from, a day's packing list and a route's sheet (docs/order-desk.md
// "Delivery days"), and what is wrong with an order's day (`dayTroubleOf`: closed, or off its place's weekdays).
// The grouping is packing.ts's and the stop order route-sheet.ts's.
import type { Closure } from '../../lib/data/closed-days.parse';
import { readClosureOn } from '../../lib/data/closed-days.server';
import { readOrdersOfDay } from '../../lib/data/orders.server';
import { readAllDeskPickupPoints } from '../../lib/data/pickup-points.server';
import type { DeskPickupPoint, DeskRoute, PlaceDays } from '../../lib/data/routes.parse';
import { readAllDeskRoutes, readPlaceDays } from '../../lib/data/routes.server';
import type { StaffClient } from '../../lib/data/staff.server';
import {
  findPlace,
  placeOfOrders,
  placesOffDay,
  readDayChoice,
  servesOn,
  type DayProblem,
  type DeskPlace,
} from './day-sheets';
import { packingList, type PackingList } from './packing';
import { routeStops, type SheetStop } from './route-sheet';
import cashRules from '../../../pocketbase/pb_hooks/lib/cash-rules.js';

export interface DeskPlaces {
  routes: DeskRoute[];
  points: DeskPickupPoint[];
}

/** Every route and pickup point, by name. */
export async function deskPlaces(pb: StaffClient): Promise<DeskPlaces> {
  const [routes, points] = await Promise.all([readAllDeskRoutes(pb), readAllDeskPickupPoints(pb)]);
  return { routes, points };
}

/** A day sheet, and the places of its orders that no longer deliver on its weekday (day-sheets.ts placesOffDay). */
export interface DaySheet<Sheet> {
  sheet: Sheet;
  offDay: DeskPlace[];
}

/** The packing list of a delivery day's orders that are not cancelled, everywhere or on one route or pickup point. */
export async function packingOfDay(
  pb: StaffClient,
  day: string,
  place: DeskPlace | null,
  places: DeskPlaces,
): Promise<DaySheet<PackingList>> {
  const orders = await readOrdersOfDay(pb, day, placeOfOrders(place));
  return { sheet: packingList(orders), offDay: placesOffDay(orders, places.routes, places.points, day) };
}

/** The stops of a route (or the one stop of a pickup point) on a delivery day, orders not cancelled. */
export async function routeSheetOfDay(
  pb: StaffClient,
  day: string,
  place: DeskPlace,
  places: DeskPlaces,
): Promise<DaySheet<SheetStop[]>> {
  const read = await readOrdersOfDay(pb, day, placeOfOrders(place));
  // The sheet's amount to collect is the cash due: nothing for an order a wallet paid (docs/payments.md), nor for one
  // already delivered (its cash was recorded with the delivery: a sheet printed again must not ask for it twice).
  const orders = read.map((order) => ({
    ...order,
    total: order.status === 'Delivered' ? 0 : cashRules.cashDue(order.total, order.payment_state, order.payment_method),
  }));
  const branches = place.kind === 'route' ? place.route.branches : place.point.branch ? [place.point.branch] : [];
  return { sheet: routeStops(branches, orders), offDay: placesOffDay(read, places.routes, places.points, day) };
}

/** Why an order's day cannot be kept as booked: the day closed, its place no longer running on its weekday, or both. */
export interface DayTrouble {
  closure: Closure | null;
  offDayPlace: PlaceDays | null;
}

export const NO_DAY_TROUBLE: DayTrouble = { closure: null, offDayPlace: null };

/** What the desk's order page says under an order's day, above the move (docs/order-desk.md "Delivery days"). */
export async function dayTroubleOf(
  pb: StaffClient,
  day: string,
  place: { route?: string; pickupPoint?: string },
): Promise<DayTrouble> {
  const [closure, placeDays] = await Promise.all([readClosureOn(pb, day), readPlaceDays(pb, place)]);
  return { closure, offDayPlace: placeDays && !servesOn(placeDays, day) ? placeDays : null };
}

/** A day sheet's request read and checked: the day and place to show, or the problem (with what was typed). */
export type SheetRequest =
  | { ok: true; day: string; placeId: string; place: DeskPlace | null; places: DeskPlaces }
  | { ok: false; problem: DayProblem; day: string; placeId: string; places: DeskPlaces };

/**
 * Reads `day` and `route` (day-sheets.ts readDayChoice) and finds the route or pickup point among the desk's.
 * `today`: the day a request without one means ("" when it must name one).
 */
export async function readSheetRequest(
  pb: StaffClient,
  params: URLSearchParams,
  needPlace: boolean,
  today = '',
): Promise<SheetRequest> {
  const places = await deskPlaces(pb);
  const choice = readDayChoice(params, needPlace, today);
  if (!choice.ok) return { ...choice, places };
  const place = choice.placeId ? findPlace(places.routes, places.points, choice.placeId) : null;
  if (choice.placeId && !place)
    return { ok: false, problem: 'unknown', day: choice.day, placeId: choice.placeId, places };
  return { ok: true, day: choice.day, placeId: choice.placeId, place, places };
}

/** The order list's filter (src/pages/desk/index.astro, orders.json.ts): none when the request names no day or route. */
export async function readListFilter(pb: StaffClient, params: URLSearchParams): Promise<SheetRequest | null> {
  if (!params.has('day') && !params.has('route')) return null;
  return readSheetRequest(pb, params, false);
}
