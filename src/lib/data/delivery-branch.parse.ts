// The delivery_branch collection's records (docs/rules.md §3, §7), parsed for checkout: what
// src/lib/data/delivery-branch.server.ts hands out. Pure: no client, no I/O, and no zod, so the checkout island
// reads a rate by the same rule (src/features/checkout/delivery-charge.ts).

/** A delivery branch (city / area) of a district, with its base delivery rate. */
export interface DeliveryBranch {
  id: string;
  branchName: string;
  /** Its Nepali name, "" when the operator left it empty (the English one is shown then). */
  branchName_ne: string;
  /** The district's name ("" when the operator left it empty). */
  districtName: string;
  /** Base delivery rate in rupees (stored as a number or a numeric string; 0 when unreadable). */
  amount: number;
  /** "" when the operator left it empty. */
  branchArea: string;
  /** The areas in Nepali, "" when the operator left it empty (the English ones are shown then, marked English). */
  branchArea_ne: string;
}

/**
 * docs/rules.md §3 Delivery branch: amount is a number or a numeric string. Returns null unless it is a finite number ≥ 0.
 * Blank strings and strings with trailing garbage ("150abc") are invalid.
 */
export function parseRate(rate: unknown): number | null {
  let n: number;
  if (typeof rate === 'number') n = rate;
  else if (typeof rate === 'string' && rate.trim() !== '') n = Number(rate.trim());
  else return null;
  return Number.isFinite(n) && n >= 0 ? n : null;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const required = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const fields = (raw: unknown): Record<string, unknown> =>
  typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};

/** A delivery_branch record → DeliveryBranch; null when it has no id or no name. An unreadable amount counts as 0. */
export function parseDeliveryBranch(raw: unknown): DeliveryBranch | null {
  const r = fields(raw);
  const id = required(r.id);
  const branchName = required(r.branchName);
  if (!id || !branchName) return null;
  return {
    id,
    branchName,
    branchName_ne: text(r.branchName_ne),
    districtName: text(r.districtName),
    amount: parseRate(r.amount) ?? 0,
    branchArea: text(r.branchArea),
    branchArea_ne: text(r.branchArea_ne),
  };
}
