// An order's history for the desk (the order_history collection, written only by PocketBase's hooks:
// pocketbase/pb_hooks/lib/order-history.js): every placement, status change, edit and correction with who, when and why, oldest first, so a
// re-sent delivery keeps the reason the last one failed (docs/order-desk.md "History").
import { readOrderHistory } from '../../lib/data/order-history.server';
import type { StaffClient } from '../../lib/data/staff.server';
import { toIsoDate } from '../orders/view';

export interface HistoryEntry {
  kind: string;
  status: string;
  reason: string;
  actor: string;
  /** ISO instant. */
  at: string;
  /** For an `edited` entry: the order's fields it changed (pocketbase/pb_hooks/lib/order-events.js EDITABLE_FIELDS). */
  fields: string[];
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The fields an `edited` entry's details name (`{ changes: { <field>: { from, to } } }`), none for other kinds. */
export function editedFields(kind: string, details: unknown): string[] {
  if (kind !== 'edited' || typeof details !== 'object' || details === null) return [];
  const changes = (details as { changes?: unknown }).changes;
  return typeof changes === 'object' && changes !== null ? Object.keys(changes) : [];
}

/** The order's history entries, oldest first (at most 200: more than any order goes through). */
export async function orderHistory(pb: StaffClient, orderId: string): Promise<HistoryEntry[]> {
  const records = await readOrderHistory(pb, orderId);
  return records.map((r) => ({
    kind: text(r.kind),
    status: text(r.status),
    reason: text(r.reason),
    actor: text(r.actor),
    at: toIsoDate(text(r.created)),
    fields: editedFields(text(r.kind), r.details),
  }));
}
