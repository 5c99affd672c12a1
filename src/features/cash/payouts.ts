// The payout report's words and its CSV (docs/rules.md "Cash and payouts"). Pure: the rows come from
// pocketbase/pb_hooks/lib/cash-rules.js payouts() through the desk route.
import type { PayoutReport, PayoutRow } from '../../lib/data/cash.parse';
import { shownName, type Locale, type MarkedText } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';
import { toCsv } from '../desk/csv';

/**
 * Who is paid: the cooperative (its Nepali name on the Nepali report, when it has one, else its English name marked
 * as such), the farmers, or nobody recorded.
 */
export function payeeName(row: PayoutRow, locale: Locale): MarkedText {
  if (row.payeeKind === 'none' || row.payee === '') return { text: m.cash_payee_none({}, { locale }) };
  return shownName(row.payee, row.payeeNe, locale);
}

/** Two decimals, as spreadsheets read them. */
const money = (n: number) => n.toFixed(2);

/** The report as CSV, its headings in the desk's language (amounts as plain numbers for spreadsheets). */
export function payoutsCsv(report: PayoutReport, locale: Locale): string {
  const t = (f: (a: object, o: { locale: Locale }) => string) => f({}, { locale });
  return toCsv([
    [
      t(m.cash_payee),
      t(m.cash_lot),
      t(m.cash_product),
      t(m.cash_units),
      t(m.cash_kg),
      t(m.cash_amount),
      `${t(m.cash_commission)} %`,
      t(m.cash_commission),
      t(m.cash_owed),
    ],
    ...report.rows.map((r) => [
      payeeName(r, locale).text,
      r.lot,
      r.product,
      r.units,
      r.kg,
      money(r.amount),
      r.commissionPercent,
      money(r.commission),
      money(r.owed),
    ]),
    [
      t(m.cash_total),
      '',
      '',
      '',
      '',
      money(report.totals.amount),
      '',
      money(report.totals.commission),
      money(report.totals.owed),
    ],
  ]);
}
