// The order_history collection's entries, parsed for the desk (order-history.server.ts). Pure: no client, no I/O.
import { z } from 'zod';
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
  /** For a `payment` entry: what happened, with the wallet and amount its details name (docs/payments.md "States"). */
  payment?: PaymentEvent;
  /** For a `weighed`, `short` or `substituted` entry: what packing changed (pocketbase/pb_hooks/lib/packing.js). */
  packing?: PackingChange;
  /**
   * For a `cash_collected` entry: what the rider took and what was due (pocketbase/pb_hooks/cash.pb.js); for a
   * `cash_undone` entry, what had been recorded when an operator's undo took it back (lib/cash.js takeBack).
   */
  cash?: CashTaken;
}

/** The cash a `cash_collected` entry's details name, in rupees. */
export interface CashTaken {
  collected: number;
  due: number;
}

/** The cash a `cash_collected` or `cash_undone` entry's details (`{ due, collected }`) name; undefined otherwise. */
export function cashTaken(kind: string, details: unknown): CashTaken | undefined {
  if ((kind !== 'cash_collected' && kind !== 'cash_undone') || typeof details !== 'object' || details === null)
    return undefined;
  const { collected, due } = details as Record<string, unknown>;
  return typeof collected === 'number' && typeof due === 'number' && Number.isFinite(collected) && Number.isFinite(due)
    ? { collected, due }
    : undefined;
}

/**
 * What one packing change did, as pocketbase/pb_hooks/lib/packing.js change() records it in the entry's details: the
 * line (its index in the order's lines, and its name then), the weight or the units before and after, a substitute's
 * line, name and units, and the line's and the order's total before and after. A figure the entry lacks is null.
 */
export interface PackingChange {
  line: number | null;
  name: string;
  kgBefore: number | null;
  kg: number | null;
  quantityBefore: number | null;
  quantity: number | null;
  substituteLine: number | null;
  substitute: string;
  lineTotalBefore: number | null;
  lineTotal: number | null;
  totalBefore: number | null;
  totalAfter: number | null;
}

const PACKING_KINDS = ['weighed', 'short', 'substituted'];

/** The packing change a `weighed`, `short` or `substituted` entry's details describe; undefined for other kinds. */
export function packingChange(kind: string, details: unknown): PackingChange | undefined {
  if (!PACKING_KINDS.includes(kind) || typeof details !== 'object' || details === null) return undefined;
  const d = details as Record<string, unknown>;
  const count = (v: unknown) => (Number.isInteger(v) && (v as number) >= 0 ? (v as number) : null);
  return {
    line: count(d.line),
    name: text(d.name),
    kgBefore: rupees(d.kgBefore),
    kg: rupees(d.kg),
    quantityBefore: count(d.quantityBefore),
    quantity: count(d.quantity),
    substituteLine: count(d.substituteLine),
    substitute: text(d.substitute),
    lineTotalBefore: rupees(d.lineTotalBefore),
    lineTotal: rupees(d.lineTotal),
    totalBefore: rupees(d.totalBefore),
    totalAfter: rupees(d.totalAfter),
  };
}

/**
 * A `payment` entry as pocketbase/pb_hooks/lib/payments.js recordEvent writes it: the event is the entry's reason
 * (payment_started, paid, paid_after_cancel, paid_twice, payment_refused, payment_failed, switched_to_cod, expired, refunded).
 * `amount` is in rupees: what the attempt asked or was paid, what was refunded, or (refused) what the wallet said;
 * null when the event names none. `wallet` is the one switched from for switched_to_cod; "" when none.
 */
export interface PaymentEvent {
  event: string;
  wallet: string;
  amount: number | null;
  reference: string;
}

const rupees = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null);

/** The payment event a `payment` entry's reason and details describe, undefined for other kinds. */
export function paymentEvent(kind: string, reason: string, details: unknown): PaymentEvent | undefined {
  if (kind !== 'payment') return undefined;
  const d = typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : {};
  const paisa = rupees(d.amountPaisa);
  const amount = reason === 'refunded' ? rupees(d.rupees) : paisa !== null ? paisa / 100 : rupees(d.amount);
  return {
    event: reason,
    wallet: text(reason === 'switched_to_cod' ? d.from : d.wallet),
    amount,
    reference: text(reason === 'refunded' ? d.reference : d.walletRef),
  };
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
    payment: paymentEvent(text(raw.kind), text(raw.reason), raw.details),
    packing: packingChange(text(raw.kind), raw.details),
    cash: cashTaken(text(raw.kind), raw.details),
  };
}

const STAFF_ACTOR = 'staff: ';

/** The sign-in email of the staff member an entry's actor names ("staff: <email>"), or "". */
export function staffEmailOf(actor: string): string {
  return actor.startsWith(STAFF_ACTOR) ? actor.slice(STAFF_ACTOR.length) : '';
}

const staffNamesSchema = z.object({ names: z.record(z.string(), z.string()) });

/** The desk's staff-names route's answer (`{ names: { <email>: <name> } }`) → the names by email; throws (zod) otherwise. */
export function parseStaffNames(raw: unknown): Record<string, string> {
  return staffNamesSchema.parse(raw).names;
}
