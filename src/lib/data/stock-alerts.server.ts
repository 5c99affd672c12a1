// The stock_alerts collection (back-in-stock requests, docs/notifications.md "Back in stock"). Nobody reads it
// through the records API but operators: the shop server calls the routes of pocketbase/pb_hooks/stock-alerts.pb.js
// as the service account. A refusal the routes give on purpose (a 4xx with a `code`) comes back as `refused`;
// anything else is thrown.
import { ClientResponseError } from 'pocketbase';
import { withService } from '../pocketbase.server';

/** Why the routes refused: the product is not there, can be ordered now, the code was wrong, ... */
const REFUSALS = [
  'invalid_phone',
  'not_found',
  'orderable',
  'too_many_codes',
  'codes_busy',
  'invalid_code',
  'wrong_code',
  'expired',
  'too_many_attempts',
] as const;
export type StockAlertRefusal = (typeof REFUSALS)[number];

export type StockAlertAnswer<T> = { ok: T } | { refused: StockAlertRefusal; attemptsLeft?: number };

async function refusedOr<T>(call: Promise<T>): Promise<StockAlertAnswer<T>> {
  try {
    return { ok: await call };
  } catch (err) {
    if (!(err instanceof ClientResponseError) || err.status < 400 || err.status >= 500) throw err;
    const { code, attemptsLeft } = err.response as { code?: unknown; attemptsLeft?: unknown };
    if (typeof code !== 'string' || !(REFUSALS as readonly string[]).includes(code)) throw err;
    return {
      refused: code as StockAlertRefusal,
      ...(typeof attemptsLeft === 'number' ? { attemptsLeft } : {}),
    };
  }
}

/** What a request asked for: its id (to type the code against) and when its code expires (an ISO instant). */
export interface AskedStockAlert {
  request: string;
  expires: string;
}

/** POST /api/shop/stock-alerts: a pending request for `product` and its code written to the outbox. */
export async function postStockAlert(
  product: string,
  phone: string,
  language: 'en' | 'ne',
): Promise<StockAlertAnswer<AskedStockAlert>> {
  return refusedOr(
    withService(async (pb) => {
      const answer: unknown = await pb.send('/api/shop/stock-alerts', {
        method: 'POST',
        body: { product, phone, language },
      });
      const { request, expires } = (answer ?? {}) as { request?: unknown; expires?: unknown };
      if (typeof request !== 'string' || typeof expires !== 'string')
        throw new Error('stock-alerts: unexpected answer');
      return { request, expires };
    }),
  );
}

/** POST /api/shop/stock-alerts/confirm: the code typed for `request`; `ok` when it was right (the request is active). */
export async function postStockAlertCode(request: string, code: string): Promise<StockAlertAnswer<true>> {
  return refusedOr(
    withService(async (pb) => {
      await pb.send('/api/shop/stock-alerts/confirm', { method: 'POST', body: { request, code } });
      return true as const;
    }),
  );
}
