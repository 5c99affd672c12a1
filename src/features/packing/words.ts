// The words of packing (docs/rules.md "Packing: weights and substitutions") on the desk and the shopper's order page,
// in English and Nepali: the shopper's substitution choice, a line's packing notes, the history's packing kinds.
import type { Locale } from '../../lib/i18n';
import { formatMoney, formatNumber } from '../../lib/money';
import type { OrderLine, SubstitutionChoice } from '../../lib/data/orders.parse';
import * as m from '../../paraglide/messages.js';

/** The shopper's choice in words ("Call me"). */
export function choiceText(choice: SubstitutionChoice, locale: Locale): string {
  if (choice === 'substitute') return m.packing_choice_substitute({}, { locale });
  if (choice === 'leave_out') return m.packing_choice_leave_out({}, { locale });
  return m.packing_choice_call({}, { locale });
}

/** A packing kind of the order's history, or '' when the kind is not packing's. */
export function packingKindName(kind: string, locale: Locale): string {
  if (kind === 'weighed') return m.packing_history_weighed({}, { locale });
  if (kind === 'short') return m.packing_history_short({}, { locale });
  if (kind === 'substituted') return m.packing_history_substituted({}, { locale });
  if (kind === 'packed') return m.packing_history_packed({}, { locale });
  return '';
}

/** A product sold by weight as shoppers see it: one unit's nominal kg, and its price per kg or per 100 g. */
export interface WeightFacts {
  nominalKg: number;
  weightPrice: number;
  per: 'kg' | '100 g';
}

/** "about 1 kg · Rs. 120/kg · final price on packing" for a product sold by weight. */
export function weightHint(p: WeightFacts, locale: Locale): string {
  const args = { kg: formatNumber(p.nominalKg, locale), price: formatMoney(p.weightPrice, locale) };
  return p.per === '100 g' ? m.packing_weight_hint_100g(args, { locale }) : m.packing_weight_hint_kg(args, { locale });
}

/**
 * What packing did to a line, for the shopper and the desk: the packed weight, short units with why, a line left
 * out, or what a substitute replaces. Empty when packing never touched it.
 */
export function lineNotes(line: OrderLine, lines: readonly OrderLine[], locale: Locale): string[] {
  const p = line.packing;
  if (!p) return [];
  const notes: string[] = [];
  if (p.substituteFor) {
    const original = lines.find((l) => l.id === p.substituteFor && !l.packing?.substituteFor);
    const name = original ? (locale === 'ne' && original.nameNe ? original.nameNe : original.name) : '';
    notes.push(m.packing_line_substitute({ name }, { locale }) + (p.substituteReason ? `: ${p.substituteReason}` : ''));
  }
  if (p.shortReason && p.ordered) {
    if (line.quantity === 0) notes.push(m.packing_line_left_out({ reason: p.shortReason }, { locale }));
    else
      notes.push(
        m.packing_line_short(
          {
            packed: formatNumber(line.quantity, locale),
            ordered: formatNumber(p.ordered.quantity, locale),
            reason: p.shortReason,
          },
          { locale },
        ),
      );
  }
  if (p.weightKg !== undefined && p.pricePerKg !== undefined) {
    notes.push(
      m.packing_line_weighed(
        { kg: formatNumber(p.weightKg, locale), price: formatMoney(p.pricePerKg, locale) },
        { locale },
      ) + (p.weightReason ? ` (${p.weightReason})` : ''),
    );
  }
  return notes;
}
