/**
 * The delivery areas kept on the phone (docs/offline.md "What is precached"): every district and branch with its
 * base rate, written at build time as /delivery-areas.json (src/pages/delivery-areas.json.ts) and precached by the
 * service worker, so a checkout opened for the first time offline can still choose where to deliver. Online, the
 * checkout asks the server (use-delivery-areas.ts); this file answers only when the server cannot. The server checks
 * the district, branch and charge again when the order arrives.
 */
import type { BranchOption, DistrictOption } from './contract';

/** Where the built file is served (and precached). */
export const DELIVERY_AREAS_PATH = '/delivery-areas.json';

export interface DeliveryAreasFile {
  districts: DistrictOption[];
  branches: BranchOption[];
}

const isText = (v: unknown) => typeof v === 'string';

function isDistrict(v: unknown): v is DistrictOption {
  const d = v as Record<string, unknown> | null;
  return typeof d === 'object' && d !== null && isText(d.id) && isText(d.districtName);
}

function isBranch(v: unknown): v is BranchOption {
  const b = v as Record<string, unknown> | null;
  return (
    typeof b === 'object' &&
    b !== null &&
    isText(b.id) &&
    isText(b.branchName) &&
    isText(b.districtName) &&
    isText(b.branchArea) &&
    typeof b.amount === 'number' &&
    Number.isFinite(b.amount) &&
    b.amount >= 0
  );
}

/** The file's content when it has the expected shape (entries that do not are left out), else null. */
export function readDeliveryAreas(value: unknown): DeliveryAreasFile | null {
  const v = value as Partial<Record<keyof DeliveryAreasFile, unknown>> | null;
  if (typeof v !== 'object' || v === null || !Array.isArray(v.districts) || !Array.isArray(v.branches)) return null;
  return { districts: v.districts.filter(isDistrict), branches: v.branches.filter(isBranch) };
}

/** The branches of the district with this name (the file lists them sorted by name). */
export function branchesIn(file: DeliveryAreasFile, districtName: string): BranchOption[] {
  return file.branches.filter((b) => b.districtName === districtName);
}

let loading: Promise<DeliveryAreasFile> | null = null;

/** The built file, from the service worker's precache (or the network); fetched once per page. Throws when neither has it. */
export function savedDeliveryAreas(): Promise<DeliveryAreasFile> {
  loading ??= fetch(DELIVERY_AREAS_PATH)
    .then(async (res) => {
      const file = res.ok ? readDeliveryAreas(await res.json()) : null;
      if (!file) throw new Error(`${DELIVERY_AREAS_PATH}: ${res.status}`);
      return file;
    })
    .catch((err) => {
      loading = null; // tried again next time
      throw err;
    });
  return loading;
}
