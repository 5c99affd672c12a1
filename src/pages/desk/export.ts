// CSV export of the orders placed between two dates (Nepal time, both days included), for spreadsheets. Also
// /ne/desk/export (src/pages/ne/desk/export.ts rewrites here): a refusal goes back to the Nepali desk and is said in
// Nepali. The file itself is the same in both languages (its columns are read by spreadsheets and people alike).
import type { APIRoute } from 'astro';
import { deskPath } from '../../features/desk/language';
import { exportOrders } from '../../features/desk/orders.server';
import { exportRange } from '../../features/desk/nepal-time';
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
  const desk = deskPath('/desk', locale);
  // A failed session check that is no outage was logged by currentStaff: a 500 in the desk's own words, not "down".
  const check = await currentStaff(context).catch(() => null);
  if (check === null) return plain(m.desk_msg_failed({}, { locale }), 500);
  if (check.kind === 'none' || check.kind === 'expired') {
    return context.redirect(signInUrl(check.kind, desk), 303);
  }
  if (check.kind === 'down') return plain(deskMessage('down', locale), 503);
  const from = context.url.searchParams.get('from') ?? '';
  const to = context.url.searchParams.get('to') ?? '';
  const range = exportRange(from, to);
  // Shown in the desk next to the form with the dates as typed, not as a bare text page (docs/order-desk.md).
  if ('problem' in range) {
    const back = new URLSearchParams({ export_problem: range.problem, from, to });
    return context.redirect(`${desk}?${back}#export`, 303);
  }
  try {
    const csv = await exportOrders(check.session.pb, range.start, range.end);
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="orders-${from}-to-${to}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  } catch (err) {
    const failure = deskFailure(err);
    if (failure === 'expired') return plain(deskMessage('expired', locale), 401);
    if (failure === 'down') return plain(deskMessage('down', locale), 503);
    // A bug (here or in PocketBase's hooks) is not an outage: logged, and a 500 that says nothing of its details.
    console.error('[desk] export failed:', err);
    return plain(m.desk_msg_failed({}, { locale }), 500);
  }
};
