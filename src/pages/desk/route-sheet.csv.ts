// The route sheet of a delivery day as CSV (docs/order-desk.md "Delivery days"): the same stops and orders as
// ./route-sheet.astro, with an empty signature column. Also /ne/desk/route-sheet.csv (its refusals in Nepali).
import type { APIRoute } from 'astro';
import { dayCsv } from '../../features/desk/day-csv.server';
import { routeSheetCsv } from '../../features/desk/day-sheets';
import { routeSheetOfDay } from '../../features/desk/day-sheets.server';

export const prerender = false;

export const GET: APIRoute = (context) =>
  dayCsv(context, true, 'route-sheet', async (pb, asked) =>
    // needPlace: readSheetRequest answered a place or refused.
    asked.place
      ? routeSheetCsv((await routeSheetOfDay(pb, asked.day, asked.place, asked.places)).sheet)
      : routeSheetCsv([]),
  );
