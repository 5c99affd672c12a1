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
  /** For a `delivery_day` entry: the day it moved from and to, and why (docs/rules.md "Delivery days"). */
  move?: DayMove;
}

/** An order's move to another delivery day: `reason` as lib/delivery-days.js checkDay words it, or `desk`. */
export interface DayMove {
  from: string;
  to: string;
  reason: string;
  note?: string;
}

/** The move a `delivery_day` entry's details describe (`{ from, to, reason }`), undefined for other kinds. */
export function dayMove(kind: string, details: unknown, note = ''): DayMove | undefined {
  if (kind !== 'delivery_day' || typeof details !== 'object' || details === null) return undefined;
  const d = details as Record<string, unknown>;
  return { from: text(d.from), to: text(d.to), reason: text(d.reason), ...(note ? { note } : {}) };
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
    move: dayMove(text(raw.kind), raw.details, text(raw.reason)),
  };
}
