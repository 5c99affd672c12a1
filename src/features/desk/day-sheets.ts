/**
 * The desk's day sheets (docs/order-desk.md "Delivery days"): which day and which route or pickup point a page was
 * asked for, and the packing list and route sheet as CSV rows. Pure: day-sheets.server.ts reads, the pages show.
 */
import type { DeskPickupPoint, DeskRoute, PlaceDays } from '../../lib/data/routes.parse';
import { shownName, type Locale, type MarkedText } from '../../lib/i18n';
import { toCsv } from './csv';
import { nepalMidnight } from './nepal-time';
import type { PackingList } from './packing';
import type { SheetStop } from './route-sheet';
import * as m from '../../paraglide/messages.js';
import deliveryDays from '../../../pocketbase/pb_hooks/lib/delivery-days.js';

/** A route or pickup point, as the desk's route select offers them (one select for both: ids never collide). */
export type DeskPlace = { kind: 'route'; route: DeskRoute } | { kind: 'point'; point: DeskPickupPoint };

/** What a day sheet or the filtered list was asked for, or why it cannot be shown. */
export type DayChoice =
  | { ok: true; day: string; placeId: string }
  | { ok: false; problem: DayProblem; day: string; placeId: string };

/** A day that is no date, no route or pickup point where one is needed, or one the desk does not know. */
export type DayProblem = 'day' | 'place' | 'unknown';

const ID = /^[a-z0-9]{15}$/;

/**
 * The `day` (YYYY-MM-DD, a real Nepal date) and `route` (a route's or pickup point's id, or "" for all) of a request.
 * `needPlace`: the route sheet names one. An unknown id is found out by the caller (findPlace).
 */
export function readDayChoice(params: URLSearchParams, needPlace = false, today = ''): DayChoice {
  // A page opened without a day (a link from the top bar) shows today's; an empty or impossible day is refused.
  const day = params.has('day') || !today ? (params.get('day') ?? '').trim() : today;
  const placeId = (params.get('route') ?? '').trim();
  if (nepalMidnight(day) === null) return { ok: false, problem: 'day', day, placeId };
  if (needPlace && placeId === '') return { ok: false, problem: 'place', day, placeId };
  if (placeId !== '' && !ID.test(placeId)) return { ok: false, problem: 'unknown', day, placeId };
  return { ok: true, day, placeId };
}

/** The route or pickup point with this id among the desk's, or null. */
export function findPlace(
  routes: readonly DeskRoute[],
  points: readonly DeskPickupPoint[],
  id: string,
): DeskPlace | null {
  const route = routes.find((r) => r.id === id);
  if (route) return { kind: 'route', route };
  const point = points.find((p) => p.id === id);
  return point ? { kind: 'point', point } : null;
}

/** A route's or pickup point's name in the desk's language (the English one, marked as such, when it has no Nepali). */
export function placeName(place: DeskPlace, locale: Locale): MarkedText {
  const named = placeDaysOf(place);
  return shownName(named.name, named.nameNe, locale);
}

/**
 * Whether a route or pickup point delivers on a day's weekday, as its weekdays are now: an operator who takes a
 * weekday off a route strands the orders booked on it, which staff then move. The rule is the placement's and the
 * move's (pocketbase/pb_hooks/lib/delivery-days.js servesOn).
 */
export function servesOn(place: PlaceDays, day: string): boolean {
  return deliveryDays.servesOn(place.weekdays, day);
}

/**
 * The routes and pickup points of a day's orders still to deliver that no longer deliver on its weekday (the operator
 * took it off them after the orders were booked): their sheets say so, and staff move those orders. By first order.
 */
export function placesOffDay(
  orders: readonly { status: string; route: string; pickup_point: string }[],
  routes: readonly DeskRoute[],
  points: readonly DeskPickupPoint[],
  day: string,
): DeskPlace[] {
  const toCome = orders.filter((o) => o.status !== 'Delivered' && o.status !== 'Cancelled');
  const ids = new Set(toCome.map((o) => o.pickup_point || o.route).filter((id) => id !== ''));
  return [...ids].flatMap((id) => {
    const place = findPlace(routes, points, id);
    return place && !servesOn(placeDaysOf(place), day) ? [place] : [];
  });
}

/** The route's or pickup point's names and weekdays. */
export const placeDaysOf = (place: DeskPlace): PlaceDays => (place.kind === 'route' ? place.route : place.point);

/** The route's or pickup point's id (the `route` of the desk's filters, which take either). */
export const placeIdOf = (place: DeskPlace): string => (place.kind === 'route' ? place.route.id : place.point.id);

/** The order filter a place means (orders.server.ts OrderPlace). */
export function placeOfOrders(place: DeskPlace | null): { route?: string; pickupPoint?: string } {
  if (!place) return {};
  const id = placeIdOf(place);
  return place.kind === 'route' ? { route: id } : { pickupPoint: id };
}

/** kg as a CSV cell: a number, or "" when the product has no weight. */
const kg = (weight: number | null) => (weight === null ? '' : weight);

export const PACKING_HEADER = ['Product', 'Product (Nepali)', 'Unit', 'Lot', 'Quantity', 'Weight (kg)', 'Orders'];

/**
 * The packing list as CSV (csv.ts: BOM, formula guard): a row per lot of each product ("No lot recorded" for units
 * without one), then the product's total row, then the day's weight. Weight is empty for units that are not a weight.
 */
export function packingCsv(list: PackingList): string {
  const rows: (string | number)[][] = [PACKING_HEADER];
  for (const p of list.products) {
    for (const lot of p.lots)
      rows.push([
        p.product,
        p.productNe,
        p.unit,
        lot.lot || 'No lot recorded',
        lot.quantity,
        kg(lot.weightKg),
        lot.lines.map((l) => `${l.orderNumber} × ${l.quantity}`).join('; '),
      ]);
    rows.push([
      p.product,
      p.productNe,
      p.unit,
      'All lots',
      p.quantity,
      p.weightKg === null ? 'not a weight' : p.weightKg,
      '',
    ]);
  }
  rows.push([
    'Total weight',
    '',
    '',
    '',
    '',
    list.weightKg,
    list.unweighed ? `${list.unweighed} product(s) not weighed` : '',
  ]);
  return toCsv(rows);
}

export const ROUTE_SHEET_HEADER = [
  'Stop',
  'Branch',
  'District',
  'Order number',
  'Customer',
  'Phone',
  'Address / landmark',
  'Status',
  'Collect (Rs)',
  'Signature',
];

/** The route sheet as CSV: one row per order in the van's order, an empty signature column to sign on paper. */
export function routeSheetCsv(stops: readonly SheetStop[]): string {
  const rows: (string | number)[][] = [ROUTE_SHEET_HEADER];
  for (const stop of stops)
    for (const o of stop.orders)
      rows.push([
        stop.stop,
        stop.city,
        stop.district,
        o.orderNumber,
        o.customerName,
        o.phone,
        o.landmark,
        o.status,
        o.total,
        '',
      ]);
  return toCsv(rows);
}

/** Why a day sheet cannot be shown, in the desk's language (a sentence, never a 500). */
export function dayProblemText(problem: DayProblem, locale: Locale): string {
  switch (problem) {
    case 'day':
      return m.deskdays_bad_day({}, { locale });
    case 'place':
      return m.deskdays_need_place({}, { locale });
    case 'unknown':
      return m.deskdays_unknown_place({}, { locale });
  }
}
