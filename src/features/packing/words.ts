// The words of packing (docs/rules.md "Packing: weights and substitutions") on the desk and the shopper's order page,
// in English and Nepali: the shopper's substitution choice, a line's packing notes, the history's packing kinds.
import type { Locale } from '../../lib/i18n';
import { formatMoney, formatNumber } from '../../lib/money';
import type { OrderLine, SubstitutionChoice } from '../../lib/data/orders.parse';
import type { PackingChange } from '../../lib/data/order-history.parse';
import * as m from '../../paraglide/messages.js';

/** A product offered as a substitute, by the name the desk shows (its Nepali one on the Nepali desk, when it has one). */
export function substituteName(o: { name: string; nameNe: string }, locale: Locale): string {
  return locale === 'ne' && o.nameNe ? o.nameNe : o.name;
}

/**
 * The substitutes offered for a line (any product but its own), in the order of the names shown: on the Nepali desk
 * by the Nepali names, as a Nepali reader looks one up.
 */
export function substitutesFor<T extends { id: string; name: string; nameNe: string }>(
  options: readonly T[],
  lineId: string,
  locale: Locale,
): T[] {
  return options
    .filter((o) => o.id !== lineId)
    .sort((a, b) => substituteName(a, locale).localeCompare(substituteName(b, locale), locale));
}

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
 * A sold-by-weight line of an order not weighed yet, for the shopper: "about 1 kg · Rs. 120/kg · final price on
 * packing" at the order's price per kg; '' for any other line, or one weighed already.
 */
export function unweighedHint(line: OrderLine, locale: Locale): string {
  const p = line.packing;
  if (!p?.pricePerKg || !p.nominalKg || p.weightKg !== undefined) return '';
  return weightHint({ nominalKg: p.nominalKg, weightPrice: p.pricePerKg, per: 'kg' }, locale);
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

/**
 * What a packing entry of the order's history changed, in words: "Tomatoes: 2.15 kg (was 2 kg), Rs. 200 → Rs. 215",
 * "Beans: 1 of 2 packed, Rs. 200 → Rs. 100", "Peas × 1 for Beans, Rs. 90", then the order's total when it moved. A
 * line's name is the order's line as it is now (its Nepali name on the Nepali desk), else the one the entry kept.
 */
export function packingChangeText(change: PackingChange, lines: readonly OrderLine[], locale: Locale): string[] {
  const nameOf = (index: number | null, kept: string) => {
    const line = index === null ? undefined : lines[index];
    return (locale === 'ne' && line?.nameNe) || kept || line?.name || '';
  };
  const name = nameOf(change.line, change.name);
  const money = (n: number | null) => (n === null ? '' : formatMoney(n, locale));
  const totals =
    change.lineTotalBefore !== null && change.lineTotal !== null && change.lineTotalBefore !== change.lineTotal
      ? m.packing_history_line_total(
          { before: money(change.lineTotalBefore), after: money(change.lineTotal) },
          { locale },
        )
      : '';
  const parts: string[] = [];
  if (change.substitute || change.substituteLine !== null) {
    parts.push(
      m.packing_history_substitute(
        {
          substitute: nameOf(change.substituteLine, change.substitute),
          quantity: formatNumber(change.quantity ?? 0, locale),
          name,
          amount: money(change.lineTotal),
        },
        { locale },
      ),
    );
  } else if (change.kg !== null) {
    const kg = formatNumber(change.kg, locale);
    parts.push(
      (change.kgBefore === null
        ? m.packing_history_weight({ name, kg }, { locale })
        : m.packing_history_weight_again({ name, kg, before: formatNumber(change.kgBefore, locale) }, { locale })) +
        (totals ? `, ${totals}` : ''),
    );
  } else if (change.quantity !== null && change.quantityBefore !== null) {
    parts.push(
      m.packing_history_units(
        {
          name,
          packed: formatNumber(change.quantity, locale),
          before: formatNumber(change.quantityBefore, locale),
        },
        { locale },
      ) + (totals ? `, ${totals}` : ''),
    );
  }
  if (change.totalBefore !== null && change.totalAfter !== null && change.totalBefore !== change.totalAfter)
    parts.push(
      m.packing_history_order_total({ before: money(change.totalBefore), after: money(change.totalAfter) }, { locale }),
    );
  return parts;
}
