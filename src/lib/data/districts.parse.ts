// The districts collection's records (docs/rules.md §3, §7), parsed for checkout: what
// src/lib/data/districts.server.ts hands out. Pure: no client, no I/O.

/** A district a shopper may pick. */
export interface District {
  id: string;
  /** The English name: the district's key (branches and orders name it by this). */
  districtName: string;
  /** Its Nepali name, "" when the operator left it empty (the English one is shown then). */
  districtName_ne: string;
}

/** A districts record → District; null when it has no id or no name. */
export function parseDistrict(raw: unknown): District | null {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const { id, districtName, districtName_ne } = r;
  if (typeof id !== 'string' || id === '' || typeof districtName !== 'string' || districtName === '') return null;
  return { id, districtName, districtName_ne: typeof districtName_ne === 'string' ? districtName_ne : '' };
}
