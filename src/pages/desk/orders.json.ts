// The order desk's live list: today's and open orders as JSON, asked for every few seconds by the list page; with the
// list's `day` and `route` (docs/order-desk.md "Delivery days"), that day's orders there, as the page shows. Also
// /ne/desk/orders.json (src/pages/ne/desk/orders.json.ts rewrites here): the rows and messages in Nepali.
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../lib/json-response';
import { localeOf } from '../../lib/i18n';
import { listDeskOrders } from '../../features/desk/orders.server';
import { currentStaff, deskFailure } from '../../features/desk/session.server';
import type { DeskListAnswer } from '../../features/desk/rows';
import { deskMessage } from '../../features/desk/words';
import { dayProblemText, placeOfOrders } from '../../features/desk/day-sheets';
import { readListFilter } from '../../features/desk/day-sheets.server';

export const prerender = false;

export const GET: APIRoute = async (context) => {
  const locale = localeOf(context.originPathname);
  const check = await currentStaff(context);
  if (check.kind === 'none' || check.kind === 'expired') {
    return jsonResponse({ message: deskMessage('expired', locale) }, 401);
  }
  if (check.kind === 'down') return jsonResponse({ message: deskMessage('down', locale) }, 503);
  try {
    const filter = await readListFilter(check.session.pb, context.url.searchParams);
    if (filter && !filter.ok)
      return jsonResponse(
        { message: dayProblemText(filter.problem, locale) },
        filter.problem === 'unknown' ? 404 : 400,
      );
    const orders = filter
      ? await listDeskOrders(check.session.pb, locale, Date.now(), filter.day, placeOfOrders(filter.place))
      : await listDeskOrders(check.session.pb, locale);
    const answer: DeskListAnswer = { orders };
    return jsonResponse(answer, 200);
  } catch (err) {
    const failure = deskFailure(err);
    if (failure === 'bug') console.error('[desk] listing orders failed:', err);
    return jsonResponse(
      { message: deskMessage(failure === 'bug' ? 'failed' : failure, locale) },
      failure === 'expired' ? 401 : failure === 'bug' ? 500 : 503,
    );
  }
};
