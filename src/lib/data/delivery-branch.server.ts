// The delivery_branch collection (docs/rules.md §3, §7), read as the service account so the server's answer never
// depends on what a browser can reach; handed out parsed (delivery-branch.parse.ts).
import { withCatalogReader, withService } from '../pocketbase.server';
import { parseDeliveryBranch, type DeliveryBranch } from './delivery-branch.parse';
import type { DeliveryBranchResponse } from './pocketbase-types';

const FIELDS = 'id,branchName,branchName_ne,districtName,amount,branchArea,branchArea_ne';

/** A branch record as read here (FIELDS). */
type BranchRecord = Pick<
  DeliveryBranchResponse,
  'id' | 'branchName' | 'branchName_ne' | 'districtName' | 'amount' | 'branchArea' | 'branchArea_ne'
>;

/** The branches that parse (delivery-branch.parse.ts); a record without id or name is left out. */
const parsed = (records: BranchRecord[]): DeliveryBranch[] =>
  records.flatMap((record) => parseDeliveryBranch(record) ?? []);

/** docs/rules.md §7 Delivery branches: perPage 50, filtered by the district's name, sorted by branch name. */
export async function listDeliveryBranches(districtName: string): Promise<DeliveryBranch[]> {
  const page = await withService((pb) =>
    pb.collection('delivery_branch').getList<BranchRecord>(1, 50, {
      filter: pb.filter('districtName = {:districtName}', { districtName }),
      sort: 'branchName',
      fields: FIELDS,
      skipTotal: true,
    }),
  );
  return parsed(page.items);
}

/** Every branch. */
export async function readAllDeliveryBranches(): Promise<DeliveryBranch[]> {
  return parsed(
    await withService((pb) =>
      pb.collection('delivery_branch').getFullList<BranchRecord>({ fields: FIELDS, batch: 500 }),
    ),
  );
}

/** Every branch, read as the catalogue is (the site's build: the collection is public, docs/offline.md). */
export async function readPublishedDeliveryBranches(): Promise<DeliveryBranch[]> {
  return parsed(
    await withCatalogReader((pb) =>
      pb.collection('delivery_branch').getFullList<BranchRecord>({ fields: FIELDS, batch: 500 }),
    ),
  );
}

/** How long a page keeps the branches' Nepali names (branches change rarely). */
const NAMES_TTL_MS = 60_000;
let names: { expires: number; loading: Promise<Map<string, string>> } | null = null;

/** The key a branch is found by: its district's and its own English name, as orders store them. */
const branchKey = (district: string, branch: string) =>
  `${district.trim().toLowerCase()}/${branch.trim().toLowerCase()}`;

/**
 * The Nepali name of the branch with this English name in this district ('' when it has none, or the branches cannot
 * be read: the page then says the English name). Orders store the English names (docs/rules.md §3); read at most once
 * a minute for all pages.
 */
export async function branchNameNe(districtName: string, branchName: string): Promise<string> {
  const now = Date.now();
  if (!names || names.expires <= now) {
    const loading = readAllDeliveryBranches().then(
      (all) => new Map(all.map((b) => [branchKey(b.districtName, b.branchName), b.branchName_ne.trim()])),
    );
    const entry = { expires: now + NAMES_TTL_MS, loading };
    names = entry;
    loading.catch(() => {
      if (names === entry) names = null;
    });
  }
  try {
    return (await names.loading).get(branchKey(districtName, branchName)) ?? '';
  } catch {
    return '';
  }
}
