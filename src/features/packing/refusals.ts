// What packing refuses (pocketbase/pb_hooks/lib/packing-rules.js PROBLEMS), in the desk's language: PocketBase
// answers a key and the values its English sentence was made from, and the Nepali desk says the same by the key,
// with its numbers and money in Nepali digits and a product's Nepali name.
import type { Locale } from '../../lib/i18n';
import { formatMoney, formatNumber } from '../../lib/money';
import * as m from '../../paraglide/messages.js';

/** A refusal as PocketBase answered it. */
export interface PackingRefusal {
  status: number;
  problem: string;
  values: Record<string, unknown>;
  message: string;
}

type Words = (v: Record<string, unknown>, locale: Locale) => string;

const number = (v: unknown, locale: Locale) => formatNumber(Number(v) || 0, locale);
const nameOf = (v: Record<string, unknown>, locale: Locale) => String((locale === 'ne' && v.nameNe) || v.name || '');
const plain =
  (message: (inputs: Record<string, never>, options: { locale: Locale }) => string): Words =>
  (_v, locale) =>
    message({}, { locale });

const PROBLEM_WORDS: Record<string, Words> = {
  not_by_weight: plain(m.packing_problem_not_by_weight),
  weight_typed: plain(m.packing_problem_weight_typed),
  weight_max: plain(m.packing_problem_weight_max),
  weight_slip: (v, locale) =>
    m.packing_problem_weight_slip(
      { kg: number(v.kg, locale), times: number(v.times, locale), expected: number(v.expected, locale) },
      { locale },
    ),
  weight_outside: (v, locale) =>
    m.packing_problem_weight_outside(
      { kg: number(v.kg, locale), tolerance: number(v.tolerance, locale), expected: number(v.expected, locale) },
      { locale },
    ),
  nothing_to_weigh: plain(m.packing_problem_nothing_to_weigh),
  reason_long: (v, locale) => m.packing_problem_reason_long({ max: number(v.max, locale) }, { locale }),
  short_count: plain(m.packing_problem_short_count),
  short_not_fewer: (v, locale) => m.packing_problem_short_not_fewer({ before: number(v.before, locale) }, { locale }),
  short_needs_reason: plain(m.packing_problem_short_needs_reason),
  leave_out: plain(m.packing_problem_leave_out),
  short_first: plain(m.packing_problem_short_first),
  call_needs_yes: plain(m.packing_problem_call_needs_yes),
  dearer_needs_yes: (v, locale) =>
    m.packing_problem_dearer_needs_yes({ missing: formatMoney(Number(v.missing) || 0, locale) }, { locale }),
  yes_who: plain(m.packing_problem_yes_who),
  yes_when: plain(m.packing_problem_yes_when),
  yes_future: plain(m.packing_problem_yes_future),
  not_open: plain(m.packing_problem_not_open),
  no_line: plain(m.packing_problem_no_line),
  reload_seen: plain(m.packing_problem_reload),
  reload_substitutes: plain(m.packing_problem_reload),
  substitute_again: plain(m.packing_problem_substitute_again),
  substitute_count: plain(m.packing_problem_substitute_count),
  substitute_choose: plain(m.packing_problem_substitute_choose),
  substitute_same: plain(m.packing_problem_substitute_same),
  substitute_unavailable: (v, locale) =>
    m.packing_problem_substitute_unavailable({ name: nameOf(v, locale) }, { locale }),
  substitute_left: (v, locale) =>
    m.packing_problem_substitute_left({ name: nameOf(v, locale), left: number(v.left, locale) }, { locale }),
  substitute_preorder: (v, locale) => m.packing_problem_substitute_preorder({ name: nameOf(v, locale) }, { locale }),
  lines_max: plain(m.packing_problem_lines_max),
  no_action: plain(m.packing_problem_no_action),
  already_packed: plain(m.packing_problem_already_packed),
  changed: (v, locale) => {
    const kg =
      v.kg === null || v.kg === undefined ? '' : m.packing_problem_changed_kg({ kg: number(v.kg, locale) }, { locale });
    const substitutes = Number(v.substitutes)
      ? m.packing_problem_changed_substitutes({ count: number(v.substitutes, locale) }, { locale })
      : '';
    return m.packing_problem_changed(
      { name: nameOf(v, locale), quantity: number(v.quantity, locale), details: kg + substitutes },
      { locale },
    );
  },
  awaiting_payment: plain(m.packing_awaiting_payment),
  above_paid: plain(m.packing_above_paid),
};

/** The problem keys the desk can say in Nepali (a test holds them to packing-rules.js PROBLEMS). */
export const KNOWN_PROBLEMS = Object.keys(PROBLEM_WORDS);

/**
 * A packing refusal in the desk's language: PocketBase's own sentence on the English desk; by its key on the Nepali
 * one, or the general "changed by someone else" (409) or "not saved" sentence for a refusal without a known key.
 */
export function packingRefusalText(refusal: PackingRefusal, locale: Locale): string {
  if (locale === 'en' && refusal.message) return refusal.message;
  const words = PROBLEM_WORDS[refusal.problem];
  if (words) return words(refusal.values, locale);
  return refusal.status === 409 ? m.packing_conflict({}, { locale }) : m.packing_refused({}, { locale });
}
