// The packing list of a delivery day as CSV (docs/order-desk.md "Delivery days"): the same list as ./packing.astro,
// a row per lot of each product, its total and the day's weight. Also /ne/desk/packing.csv (its refusals in Nepali).
import type { APIRoute } from 'astro';
import { dayCsv } from '../../features/desk/day-csv.server';
import { packingCsv } from '../../features/desk/day-sheets';
import { packingOfDay } from '../../features/desk/day-sheets.server';

export const prerender = false;

export const GET: APIRoute = (context) =>
  dayCsv(context, false, 'packing', async (pb, asked) =>
    packingCsv((await packingOfDay(pb, asked.day, asked.place, asked.places)).sheet),
  );
