// The lots collection (public: trace pages show everything in it), read as the catalogue reader
// (src/lib/pocketbase.server.ts: never a guest budget), with each lot's product and farmers, handed out parsed
// (lots.parse.ts); and the desk's shortfall route over lots and their orders (pocketbase/pb_hooks/stock.pb.js).
import { reportIssue } from '../build-report';
import { fileUrl } from '../pocketbase';
import { pbStatus, withCatalogReader } from '../pocketbase.server';
import { recordDepthProblem } from '../record-guard';
import { parseLot, parseShortfalls, type Lot, type LotShortfall } from './lots.parse';
import type { FarmersResponse, LotsResponse, WebProductsResponse } from './pocketbase-types';
import type { StaffClient } from './staff.server';

const EXPAND = 'product,farmers';

/** A lot with its product and farmers expanded (each absent when PocketBase has none to expand). */
type LotWithRelations = LotsResponse<unknown, { product?: WebProductsResponse; farmers?: FarmersResponse[] }>;

const parse = (record: LotWithRelations) => parseLot(record, fileUrl);

/**
 * Every lot, newest harvest first, parsed (hidden products' too: `product.visible`). A lot with no readable code,
 * harvest date or product is skipped; one nested too deep, or one whose parsing throws, is left out and named in the
 * build record: never a failed build. Both are named in the log.
 */
export async function readAllLots(): Promise<Lot[]> {
  const records = await withCatalogReader((pb) =>
    pb.collection('lots').getFullList<LotWithRelations>({ expand: EXPAND, sort: '-harvest_date,-created', batch: 500 }),
  );
  return records.flatMap((record) => {
    let lot: Lot | null;
    try {
      const tooDeep = recordDepthProblem(record);
      if (tooDeep) throw new Error(tooDeep);
      lot = parse(record);
    } catch (err) {
      const reason = String((err as Error)?.message ?? err).slice(0, 400);
      console.warn(`[lots] left out lot ${record.id} (${String(record.code)}): ${reason}`);
      reportIssue({
        collection: 'lots',
        id: record.id,
        title: String(record.code || record.id),
        outcome: 'left out',
        reason,
      });
      return [];
    }
    if (!lot)
      console.warn(`[lots] skipped lot ${record.id} (${String(record.code)}): no code, harvest date or product`);
    return lot ? [lot] : [];
  });
}

/** The lot with this code, parsed; null when there is none or it cannot be read (no harvest date or product). */
export async function findLot(code: string): Promise<Lot | null> {
  try {
    return parse(
      await withCatalogReader((pb) =>
        pb
          .collection('lots')
          .getFirstListItem<LotWithRelations>(pb.filter('code = {:code}', { code }), { expand: EXPAND }),
      ),
    );
  } catch (err) {
    if (pbStatus(err) === 404) return null;
    throw err;
  }
}

/** GET /api/desk/shortfalls as `pb` (a staff member): lots harvested smaller than their orders, newest first, parsed. */
export async function readShortfalls(pb: StaffClient): Promise<LotShortfall[]> {
  return parseShortfalls(await pb.send('/api/desk/shortfalls', { method: 'GET' }));
}
