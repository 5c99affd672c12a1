// The order desk's live list: today's and open orders as JSON, asked for every few seconds by the list page.
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../lib/json-response';
import { listDeskOrders } from '../../features/desk/orders.server';
import { DESK_MESSAGES, currentStaff, deskFailure } from '../../features/desk/session.server';
import type { DeskListAnswer } from '../../features/desk/rows';

export const prerender = false;

export const GET: APIRoute = async (context) => {
  const check = await currentStaff(context);
  if (check.kind === 'none' || check.kind === 'expired') return jsonResponse({ message: DESK_MESSAGES.expired }, 401);
  if (check.kind === 'down') return jsonResponse({ message: DESK_MESSAGES.down }, 503);
  try {
    const answer: DeskListAnswer = { orders: await listDeskOrders(check.session.pb) };
    return jsonResponse(answer, 200);
  } catch (err) {
    const failure = deskFailure(err);
    if (failure === 'bug') console.error('[desk] listing orders failed:', err);
    return jsonResponse(
      { message: DESK_MESSAGES[failure === 'expired' ? 'expired' : 'down'] },
      failure === 'expired' ? 401 : 503,
    );
  }
};
