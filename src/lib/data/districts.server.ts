// The districts collection (docs/rules.md §3, §7), read as the service account so the server's answer never
// depends on what a browser can reach; handed out parsed (districts.parse.ts).
import { withCatalogReader, withService } from '../pocketbase.server';
import { parseDistrict, type District } from './districts.parse';
import type { DistrictsResponse } from './pocketbase-types';

const FIELDS = 'id,districtName,districtName_ne';

/** A district record as read here (FIELDS). */
type DistrictRecord = Pick<DistrictsResponse, 'id' | 'districtName' | 'districtName_ne'>;

/** The districts that parse (districts.parse.ts); a record without id or name is left out. */
const parsed = (records: DistrictRecord[]): District[] => records.flatMap((record) => parseDistrict(record) ?? []);

/** docs/rules.md §7 Districts: page 1, perPage 100, sorted by name (all 77). */
export async function listDistricts(): Promise<District[]> {
  const page = await withService((pb) =>
    pb
      .collection('districts')
      .getList<DistrictRecord>(1, 100, { sort: 'districtName', fields: FIELDS, skipTotal: true }),
  );
  return parsed(page.items);
}

/** Every district. */
export async function readAllDistricts(): Promise<District[]> {
  return parsed(
    await withService((pb) => pb.collection('districts').getFullList<DistrictRecord>({ fields: FIELDS, batch: 500 })),
  );
}

/** How long a page keeps the districts' Nepali names (districts change rarely). */
const NAMES_TTL_MS = 60_000;
let names: { expires: number; loading: Promise<Map<string, string>> } | null = null;

/**
 * The Nepali name of the district with this English name, or whose name it begins ('' when it has none, or the districts cannot be read: the
 * page then says the English name). Read at most once a minute for all pages.
 */
export async function districtNameNe(english: string): Promise<string> {
  const now = Date.now();
  if (!names || names.expires <= now) {
    const loading = readAllDistricts().then(
      (all) => new Map(all.map((d) => [d.districtName.trim().toLowerCase(), d.districtName_ne.trim()])),
    );
    const entry = { expires: now + NAMES_TTL_MS, loading };
    names = entry;
    loading.catch(() => {
      if (names === entry) names = null;
    });
  }
  try {
    const all = await names.loading;
    const key = english.trim().toLowerCase();
    const exact = all.get(key);
    if (exact !== undefined || key.length < 4) return exact ?? '';
    // A short form people write ("Kavre" for Kavrepalanchok) names the one district it begins.
    const starts = [...all].filter(([name]) => name.startsWith(key));
    return starts.length === 1 ? (starts[0]?.[1] ?? '') : '';
  } catch {
    return '';
  }
}

/** Every district, read as the catalogue is (the site's build: the collection is public, docs/offline.md). */
export async function readPublishedDistricts(): Promise<District[]> {
  return parsed(
    await withCatalogReader((pb) =>
      pb.collection('districts').getFullList<DistrictRecord>({ fields: FIELDS, batch: 500 }),
    ),
  );
}
