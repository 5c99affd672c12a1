// The payout report as CSV (docs/rules.md "Cash and payouts"): /desk/payouts.csv?from=YYYY-MM-DD&to=YYYY-MM-DD, its
// headings and payee names in the desk's language. Also /ne/desk/payouts.csv (src/pages/ne/desk/payouts.csv.ts
// rewrites here). A bad range goes back to the printable page, which says why.
import type { APIRoute } from 'astro';
import { payoutReport } from '../../features/cash/cash.server';
import { payoutsCsv } from '../../features/cash/payouts';
import { payoutRange } from '../../features/cash/range';
import { deskPath } from '../../features/desk/language';
import { csvFile, downloadFailed, plainAnswer } from '../../features/desk/download.server';
import { currentStaff, signInUrl } from '../../features/desk/session.server';
import { deskMessage } from '../../features/desk/words';
import { localeOf } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';

export const prerender = false;

export const GET: APIRoute = async (context) => {
  const locale = localeOf(context.originPathname);
  const from = context.url.searchParams.get('from') ?? '';
  const to = context.url.searchParams.get('to') ?? '';
  const page = deskPath(`/desk/payouts?${new URLSearchParams({ from, to })}`, locale);
  const check = await currentStaff(context).catch(() => null);
  if (check === null) return plainAnswer(m.desk_msg_failed({}, { locale }), 500);
  if (check.kind === 'none' || check.kind === 'expired') return context.redirect(signInUrl(check.kind, page), 303);
  if (check.kind === 'down') return plainAnswer(deskMessage('down', locale), 503);
  const range = payoutRange(from, to);
  if (!range) return context.redirect(page, 303);
  try {
    const csv = payoutsCsv(await payoutReport(check.session.pb, range.from, range.to), locale);
    return csvFile(csv, `payouts-${range.from}-to-${range.to}.csv`);
  } catch (err) {
    return downloadFailed(err, locale, 'payouts CSV');
  }
};
