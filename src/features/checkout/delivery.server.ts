// Districts and delivery branches (docs/rules.md §3, §7): the checkout form's choices and
// the base rate behind the delivery charge. Read with the service client so the
// server's answer never depends on what a browser can reach.
import type { Locale } from '../../lib/i18n';
import { branchNotInDistrict, branchUnavailable, districtUnavailable } from './messages';
import {
  listDeliveryBranches,
  readAllDeliveryBranches,
  readPublishedDeliveryBranches,
} from '../../lib/data/delivery-branch.server';
import * as districtRecords from '../../lib/data/districts.server';
import type { BranchOption, DistrictOption } from './contract';
import type { DeliveryAreasFile } from './delivery-areas';

const byText =
  <K extends string>(key: K) =>
  (a: Record<K, string>, b: Record<K, string>) =>
    a[key].localeCompare(b[key], 'en');

/** docs/rules.md §7 Districts, sorted by name. */
export async function listDistricts(): Promise<DistrictOption[]> {
  return (await districtRecords.listDistricts()).sort(byText('districtName'));
}

/** docs/rules.md §7 Delivery branches of the district with this name, sorted by branch name. */
export async function listBranches(districtName: string): Promise<BranchOption[]> {
  return (await listDeliveryBranches(districtName)).sort(byText('branchName'));
}

/**
 * Every district and branch, sorted as the checkout lists them: the file the phone keeps for checking out offline
 * (src/pages/delivery-areas.json.ts). Read as the catalogue is at build time (public collections).
 */
export async function deliveryAreasFile(): Promise<DeliveryAreasFile> {
  const [districts, branches] = await Promise.all([
    districtRecords.readPublishedDistricts(),
    readPublishedDeliveryBranches(),
  ]);
  return { districts: districts.sort(byText('districtName')), branches: branches.sort(byText('branchName')) };
}

export type DeliveryPlace =
  | { ok: true; district: DistrictOption; branch: BranchOption }
  | { ok: false; message: string };

/** How long the server trusts its copy of the delivery areas (districts and branches change rarely). */
export const DELIVERY_AREAS_TTL_MS = 30_000;

interface DeliveryAreas {
  districts: Map<string, DistrictOption>;
  branches: Map<string, BranchOption>;
}

let cachedAreas: { expires: number; loading: Promise<DeliveryAreas> } | null = null;

async function loadDeliveryAreas(): Promise<DeliveryAreas> {
  const [districts, branches] = await Promise.all([districtRecords.readAllDistricts(), readAllDeliveryBranches()]);
  return {
    districts: new Map(districts.map((d) => [d.id, d])),
    branches: new Map(branches.map((b) => [b.id, b])),
  };
}

/**
 * Every district and branch, read at most once per DELIVERY_AREAS_TTL_MS: two PocketBase reads per order were a
 * large share of checkout's cost. Quotes and orders read the same copy, so they always agree; an operator's edit
 * to a delivery rate applies within the TTL. A failed read is not kept.
 */
function deliveryAreas(): Promise<DeliveryAreas> {
  const now = Date.now();
  if (!cachedAreas || cachedAreas.expires <= now) {
    const loading = loadDeliveryAreas();
    const entry = { expires: now + DELIVERY_AREAS_TTL_MS, loading };
    cachedAreas = entry;
    loading.catch(() => {
      if (cachedAreas === entry) cachedAreas = null;
    });
  }
  return cachedAreas.loading;
}

/**
 * The district and branch records behind a checkout form; the branch must belong to the district. A refusal's
 * message is in `locale`.
 */
export async function resolvePlace(
  districtId: string,
  branchId: string,
  locale: Locale = 'en',
): Promise<DeliveryPlace> {
  const { districts, branches } = await deliveryAreas();
  const district = districts.get(districtId);
  const branch = branches.get(branchId);
  if (!district) return { ok: false, message: districtUnavailable(locale) };
  if (!branch) return { ok: false, message: branchUnavailable(locale) };
  if (branch.districtName !== district.districtName) return { ok: false, message: branchNotInDistrict(locale) };
  return { ok: true, district, branch };
}

/** One branch by id, or null when it does not exist. */
export async function getBranch(id: string): Promise<BranchOption | null> {
  return (await deliveryAreas()).branches.get(id) ?? null;
}
