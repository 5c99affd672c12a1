// CSV export of the orders placed between two dates (Nepal time, both days included), for spreadsheets. Also
// /ne/desk/export (src/pages/ne/desk/export.ts rewrites here): a refusal goes back to the Nepali desk and is said in
// Nepali. The file itself is the same in both languages (its columns are read by spreadsheets and people alike).
import type { APIRoute } from 'astro';
import { deskPath } from '../../features/desk/language';
import { exportOrders } from '../../features/desk/orders.server';
import { exportRange } from '../../features/desk/nepal-time';
import { csvFile, downloadFailed, plainAnswer } from '../../features/desk/download.server';
import { currentStaff, signInUrl } from '../../features/desk/session.server';
import { deskMessage } from '../../features/desk/words';
import { localeOf } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';

export const prerender = false;

export const GET: APIRoute = async (context) => {
  const locale = localeOf(context.originPathname);
  const desk = deskPath('/desk', locale);
  // A failed session check that is no outage was logged by currentStaff: a 500 in the desk's own words, not "down".
  const check = await currentStaff(context).catch(() => null);
  if (check === null) return plainAnswer(m.desk_msg_failed({}, { locale }), 500);
  if (check.kind === 'none' || check.kind === 'expired') {
    return context.redirect(signInUrl(check.kind, desk), 303);
  }
  if (check.kind === 'down') return plainAnswer(deskMessage('down', locale), 503);
  const from = context.url.searchParams.get('from') ?? '';
  const to = context.url.searchParams.get('to') ?? '';
  const range = exportRange(from, to);
  // Shown in the desk next to the form with the dates as typed, not as a bare text page (docs/order-desk.md).
  if ('problem' in range) {
    const back = new URLSearchParams({ export_problem: range.problem, from, to });
    return context.redirect(`${desk}?${back}#export`, 303);
  }
  try {
    return csvFile(await exportOrders(check.session.pb, range.start, range.end), `orders-${from}-to-${to}.csv`);
  } catch (err) {
    return downloadFailed(err, locale, 'export');
  }
};
