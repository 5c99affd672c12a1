// The payout report as CSV (docs/rules.md "Cash and payouts"): /desk/payouts.csv?from=YYYY-MM-DD&to=YYYY-MM-DD, its
// headings and payee names in the desk's language. Also /ne/desk/payouts.csv (src/pages/ne/desk/payouts.csv.ts
// rewrites here). A bad range goes back to the printable page, which says why.
import type { APIRoute } from 'astro';
import { payoutReport } from '../../features/cash/cash.server';
import { payoutsCsv } from '../../features/cash/payouts';
import { payoutRange } from '../../features/cash/range';
import { deskPath } from '../../features/desk/language';
import { currentStaff, deskFailure, signInUrl } from '../../features/desk/session.server';
import { deskMessage } from '../../features/desk/words';
import { localeOf } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';

export const prerender = false;

const plain = (message: string, status: number) =>
  new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

export const GET: APIRoute = async (context) => {
  const locale = localeOf(context.originPathname);
  const from = context.url.searchParams.get('from') ?? '';
  const to = context.url.searchParams.get('to') ?? '';
  const page = deskPath(`/desk/payouts?${new URLSearchParams({ from, to })}`, locale);
  const check = await currentStaff(context).catch(() => null);
  if (check === null) return plain(m.desk_msg_failed({}, { locale }), 500);
  if (check.kind === 'none' || check.kind === 'expired') return context.redirect(signInUrl(check.kind, page), 303);
  if (check.kind === 'down') return plain(deskMessage('down', locale), 503);
  const range = payoutRange(from, to);
  if (!range) return context.redirect(page, 303);
  try {
    const csv = payoutsCsv(await payoutReport(check.session.pb, range.from, range.to), locale);
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="payouts-${range.from}-to-${range.to}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  } catch (err) {
    const failure = deskFailure(err);
    if (failure === 'expired') return plain(deskMessage('expired', locale), 401);
    if (failure === 'down') return plain(deskMessage('down', locale), 503);
    console.error('[desk] payouts CSV failed:', err);
    return plain(m.desk_msg_failed({}, { locale }), 500);
  }
};
