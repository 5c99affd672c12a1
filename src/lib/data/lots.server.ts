// The lots collection (public: trace pages show everything in it), read as the catalogue reader
// (src/lib/pocketbase.server.ts: never a guest budget), with each lot's product and farmers; and the desk's
// shortfall route over lots and their orders (pocketbase/pb_hooks/stock.pb.js).
import { withCatalogReader } from '../pocketbase.server';
import type { FarmersResponse, LotsResponse, WebProductsResponse } from './pocketbase-types';
import type { StaffClient } from './staff.server';

const EXPAND = 'product,farmers';

/** A lot with its product and farmers expanded (each absent when PocketBase has none to expand). */
export type LotWithRelations = LotsResponse<unknown, { product?: WebProductsResponse; farmers?: FarmersResponse[] }>;

/** Every lot, newest harvest first. */
export function readAllLotRecords(): Promise<LotWithRelations[]> {
  return withCatalogReader((pb) =>
    pb.collection('lots').getFullList<LotWithRelations>({ expand: EXPAND, sort: '-harvest_date,-created', batch: 500 }),
  );
}

/** The lot with this code; throws PocketBase's 404 when there is none. */
export function readLotRecordByCode(code: string): Promise<LotWithRelations> {
  return withCatalogReader((pb) =>
    pb.collection('lots').getFirstListItem<LotWithRelations>(pb.filter('code = {:code}', { code }), { expand: EXPAND }),
  );
}

/** GET /api/desk/shortfalls as `pb` (a staff member): lots harvested smaller than their orders, unparsed. */
export function readShortfalls(pb: StaffClient): Promise<unknown> {
  return pb.send('/api/desk/shortfalls', { method: 'GET' });
}
