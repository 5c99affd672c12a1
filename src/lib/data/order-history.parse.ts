// The order_history collection's entries, parsed for the desk (order-history.server.ts). Pure: no client, no I/O.
import { toIsoDate } from './fields';

/** One entry of an order's history: a placement, status change, edit or correction, with who, when and why. */
export interface OrderHistoryEntry {
  kind: string;
  status: string;
  reason: string;
  actor: string;
  /** When it happened, an ISO instant ("" when unreadable). */
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

/** An order_history record (kind, status, reason, actor, created, details) → OrderHistoryEntry. Text is "" when empty. */
export function parseOrderHistoryEntry(raw: {
  kind?: unknown;
  status?: unknown;
  reason?: unknown;
  actor?: unknown;
  created?: unknown;
  details?: unknown;
}): OrderHistoryEntry {
  return {
    kind: text(raw.kind),
    status: text(raw.status),
    reason: text(raw.reason),
    actor: text(raw.actor),
    at: toIsoDate(raw.created),
    fields: editedFields(text(raw.kind), raw.details),
  };
}
