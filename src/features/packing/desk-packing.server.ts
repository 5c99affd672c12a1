// The desk order page's packing forms (docs/rules.md "Packing: weights and substitutions"): each plain form posts a
// line's change with what the staff member saw of it, and PocketBase applies it only when the line is still so
// (pocketbase/pb_hooks/packing.pb.js). Works without JS.
import { pbStatus } from '../../lib/pocketbase.server';
import { latinDigits } from '../../lib/text';
import { postLinePacking, postPacked } from '../../lib/data/orders.server';
import type { StaffClient } from '../../lib/data/staff.server';
import type { Locale } from '../../lib/i18n';
import { NEPAL_UTC_OFFSET } from '../../lib/nepal-time.mjs';
import { packingRefusalText } from './refusals';

export { readSubstituteOptions } from '../../lib/data/orders.server';

/** The actions of the packing forms (the form's `action` field). */
export const PACKING_ACTIONS = ['pack-weigh', 'pack-short', 'pack-substitute', 'pack-done'] as const;

export function isPackingAction(action: unknown): boolean {
  return (PACKING_ACTIONS as readonly unknown[]).includes(action);
}

export type PackingOutcome = { kind: 'saved'; done: boolean } | { kind: 'refused'; status: number; message: string };

const field = (form: FormData, name: string, max = 300) => String(form.get(name) ?? '').slice(0, max);
/** A number the staff member typed: the Nepali desk's keyboard types Devanagari digits (१.५), read as Latin ones. */
const typedNumber = (form: FormData, name: string) => latinDigits(field(form, name, 20)).trim();
/** The unit a weight may be typed with, as the form's label names it: "2.15 kg", "२.१५ केजी". */
const TYPED_KG_UNIT = /\s*(?:kg|केजी)\.?$/i;
/** A packed weight typed, in kg, without the unit. */
const typedKg = (form: FormData) => typedNumber(form, 'kg').replace(TYPED_KG_UNIT, '');
/** A count typed: blank is no number (refused), never 0. */
const typedCount = (form: FormData, name: string) => {
  const text = typedNumber(form, name);
  return text === '' ? Number.NaN : Number(text);
};

/**
 * A datetime-local value (Nepal time, as the phone shows it) → an ISO instant. Anything else, '' or a date that is
 * none (month 13, hour 25, typed where the phone shows a plain box), goes as it came: PocketBase refuses it by name.
 */
function nepalInstant(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return value;
  const instant = new Date(`${value}:00${NEPAL_UTC_OFFSET}`);
  return Number.isNaN(instant.getTime()) ? value : instant.toISOString();
}

/** Sends one packing form to PocketBase; its refusal in the desk's language (refusals.ts). */
export async function submitPacking(
  pb: StaffClient,
  id: string,
  form: FormData,
  locale: Locale,
): Promise<PackingOutcome> {
  const action = field(form, 'action', 40);
  try {
    if (action === 'pack-done') {
      await postPacked(pb, id);
      return { kind: 'saved', done: true };
    }
    const line = Number(field(form, 'line', 5));
    const seen = {
      quantity: Number(field(form, 'seen_quantity', 10)),
      weightKg: field(form, 'seen_kg', 20) || null,
      substitutes: Number(field(form, 'seen_substitutes', 10)),
    };
    const body: Record<string, unknown> = { seen, reason: field(form, 'reason') };
    if (action === 'pack-weigh') Object.assign(body, { action: 'weigh', kg: typedKg(form) });
    if (action === 'pack-short') Object.assign(body, { action: 'short', quantity: typedCount(form, 'quantity') });
    if (action === 'pack-substitute')
      Object.assign(body, {
        action: 'substitute',
        productId: field(form, 'product', 40),
        quantity: typedCount(form, 'quantity'),
        approvedBy: field(form, 'approved_by', 100),
        approvedAt: nepalInstant(field(form, 'approved_at', 40)),
      });
    await postLinePacking(pb, id, Number.isInteger(line) ? line : -1, body);
    return { kind: 'saved', done: false };
  } catch (err) {
    const status = pbStatus(err);
    if (status !== 400 && status !== 409) throw err;
    const answer = (err as { response?: { problem?: unknown; values?: unknown; message?: unknown } }).response ?? {};
    const values = answer.values && typeof answer.values === 'object' ? (answer.values as Record<string, unknown>) : {};
    const refusal = {
      status,
      problem: typeof answer.problem === 'string' ? answer.problem : '',
      values,
      message: typeof answer.message === 'string' ? answer.message : '',
    };
    return { kind: 'refused', status, message: packingRefusalText(refusal, locale) };
  }
}
