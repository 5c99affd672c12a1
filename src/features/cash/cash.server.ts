// The desk's cash work (docs/rules.md "Cash and payouts", docs/operations.md "Cash and payouts"): the order page's
// two forms (delivered with cash, refused at the door), a rider's settlement and the payouts report. Refusals of
// PocketBase's routes come back as outcomes to show next to the form; anything else is thrown to the page.
import { typedRupees } from '../../lib/typed-rupees';
import {
  postCashCollected,
  postRefused,
  postSettlement,
  readPayouts,
  readRiders,
  readSettlement,
} from '../../lib/data/cash.server';
import type { PayoutReport, Riders, Settlement } from '../../lib/data/cash.parse';
import type { StaffClient } from '../../lib/data/staff.server';
import { pbStatus } from '../../lib/pocketbase.server';

export type CashOutcome =
  | { kind: 'done' }
  | {
      kind: 'refused';
      status: number;
      code: string;
      /** What was typed wrong (pocketbase/pb_hooks/lib/cash-rules.js PROBLEMS), "" for another refusal. */
      problem: string;
      message: string;
      /** A conflict's order as it is now: its status ("" when the answer carries none). */
      orderStatus: string;
    };

/** PocketBase's refusal (400, 403, 404, 409) as an outcome; anything else is thrown. */
function refusal(err: unknown): CashOutcome {
  const status = pbStatus(err);
  if (status === 400 || status === 403 || status === 404 || status === 409) {
    const { code, problem, message, order } =
      (err as { response?: { code?: unknown; problem?: unknown; message?: unknown; order?: { status?: unknown } } })
        .response ?? {};
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      kind: 'refused',
      status,
      code: text(code),
      problem: text(problem),
      message: text(message),
      orderStatus: text(order?.status),
    };
  }
  throw err;
}

/**
 * A form's amount in rupees ("1,250.50" and "Rs. 1,250.50" are 1250.5); NaN when it is not one. Any number of decimals
 * is read: the rules refuse more than two with their own sentence (pocketbase/pb_hooks/lib/cash-rules.js).
 */
export function amountOf(value: FormDataEntryValue | null): number {
  // Devanagari digits as Latin ones: the Nepali desk's keyboard types them (docs/rules.md "Numbers in Nepali").
  // A "Rs." before it, as the pages print one, is read too.
  const text = typedRupees(value);
  // "+200" is how staff write a correction that adds: the same as 200.
  return /^[-+]?\d+(\.\d+)?$/.test(text) && text.length <= 20 ? Number(text) : Number.NaN;
}

/** The order page's cash forms: `action` is "cash" or "refused". */
export async function cashAction(pb: StaffClient, id: string, form: FormData): Promise<CashOutcome> {
  const from = String(form.get('from') ?? '');
  const seenUpdated = String(form.get('seen_updated') ?? '');
  const note = String(form.get('note') ?? '').slice(0, 1000);
  try {
    if (form.get('action') === 'refused') await postRefused(pb, id, { from, seenUpdated, note });
    else {
      const reason = String(form.get('cash_reason') ?? '');
      const collected = amountOf(form.get('collected'));
      await postCashCollected(pb, id, { from, seenUpdated, collected, reason, note });
    }
    return { kind: 'done' };
  } catch (err) {
    return refusal(err);
  }
}

export function riders(pb: StaffClient): Promise<Riders> {
  return readRiders(pb);
}

export function settlementOf(pb: StaffClient, day: string, rider: string): Promise<Settlement> {
  return readSettlement(pb, day, rider);
}

/** The settlement form: closes the day, or adds a correction to a closed one. */
export async function closeSettlement(pb: StaffClient, form: FormData): Promise<CashOutcome> {
  try {
    await postSettlement(pb, {
      day: String(form.get('day') ?? ''),
      rider: String(form.get('rider') ?? ''),
      handedOver: amountOf(form.get('handed_over')),
      note: String(form.get('note') ?? '').slice(0, 1000),
      seen: form.getAll('seen').map(String),
      seenEntries: form.getAll('seen_entry').map(String),
    });
    return { kind: 'done' };
  } catch (err) {
    return refusal(err);
  }
}

export function payoutReport(pb: StaffClient, from: string, to: string): Promise<PayoutReport> {
  return readPayouts(pb, from, to);
}
