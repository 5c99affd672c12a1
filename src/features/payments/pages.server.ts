// The shop's pay routes (src/pages/pay/): plain form posts and the wallets' redirects back, answered with a redirect
// to the order page (which shows the true state, docs/payments.md "Order page") or, for eSewa, a page with the form
// the browser posts to eSewa. No JavaScript needed; nothing from the browser marks an order paid.
import { failureStatus } from '../../lib/failure-status.server';
import { serverSetting } from '../../lib/env.server';
import { postSwitchToCod } from '../../lib/data/payments.server';
import { ORDER_NUMBER_PATTERN } from '../orders/order-number';
import { checkAttempt, esewaSuccess, startPayment } from './flow.server';
import type { EsewaForm } from './esewa.server';

const see = (to: string) => new Response(null, { status: 303, headers: { Location: to, 'Cache-Control': 'no-store' } });
const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/** The order page in the shopper's language, with what happened for the page to say. */
export function orderPage(orderNumber: string, locale: 'en' | 'ne', note?: string): string {
  const base = `${locale === 'ne' ? '/ne' : ''}/order/${encodeURIComponent(orderNumber)}`;
  return note ? `${base}?pay=${encodeURIComponent(note)}` : base;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The page that posts the signed form to eSewa: a button, pressed by the page's one line of script when it runs. */
export function esewaFormPage(
  action: string,
  fields: EsewaForm,
  words: { title: string; button: string },
  lang: string,
) {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(String(v))}">`)
    .join('');
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(words.title)}</title></head><body><main><h1>${escapeHtml(words.title)}</h1><form id="pay" method="post" action="${escapeHtml(action)}">${inputs}<button type="submit">${escapeHtml(words.button)}</button></form></main></body></html>`;
}

async function form(request: Request): Promise<URLSearchParams | null> {
  try {
    const body = await request.text();
    return body.length > 4000 ? null : new URLSearchParams(body);
  } catch {
    return null;
  }
}

/** POST /pay/start: orderNumber, token, wallet, lang. */
export async function handleStart(
  request: Request,
  words: (wallet: string, locale: 'en' | 'ne') => { title: string; button: string },
) {
  const f = await form(request);
  const orderNumber = f?.get('orderNumber') ?? '';
  const token = f?.get('token') ?? '';
  const wallet = f?.get('wallet') ?? '';
  const locale = f?.get('lang') === 'ne' ? 'ne' : 'en';
  if (!ORDER_NUMBER_PATTERN.test(orderNumber) || !token) return text(400, 'An order number and its link are needed.');
  try {
    const started = await startPayment({ orderNumber, accessToken: token, wallet, siteUrl: serverSetting('SITE_URL') });
    if (started.kind === 'redirect') return see(started.url);
    if (started.kind === 'esewa-form') {
      return new Response(esewaFormPage(started.action, started.fields, words('esewa', locale), locale), {
        status: 200,
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    }
    return see(orderPage(orderNumber, locale, started.reason));
  } catch (err) {
    return text(
      failureStatus(err, 'pay start') === 503 ? 503 : 500,
      'The payment could not be started. Please try again.',
    );
  }
}

/** POST /pay/cod: the shopper pays in cash on delivery instead. */
export async function handleCod(request: Request) {
  const f = await form(request);
  const orderNumber = f?.get('orderNumber') ?? '';
  const locale = f?.get('lang') === 'ne' ? 'ne' : 'en';
  if (!ORDER_NUMBER_PATTERN.test(orderNumber)) return text(400, 'An order number is needed.');
  try {
    const answer = await postSwitchToCod(orderNumber, f?.get('token') ?? '');
    return see(orderPage(orderNumber, locale, answer.status === 200 ? 'cod' : 'not_switchable'));
  } catch (err) {
    return text(failureStatus(err, 'pay cod') === 503 ? 503 : 500, 'Please try again.');
  }
}

/** The wallets' redirects back: eSewa success (signed data), eSewa failure, Khalti return (pidx). */
export async function handleReturn(url: URL, kind: 'esewa-success' | 'esewa-failure' | 'khalti') {
  const attempt = url.searchParams.get('attempt') ?? '';
  try {
    const checked =
      kind === 'esewa-success'
        ? await esewaSuccess(attempt, url.searchParams.get('data') ?? '')
        : await checkAttempt(attempt, kind === 'khalti' ? (url.searchParams.get('pidx') ?? '') : undefined);
    const orderNumber = 'orderNumber' in checked ? checked.orderNumber : undefined;
    if (!orderNumber) return text(404, 'This payment is not known to the shop. Nothing was changed.');
    return see(orderPage(orderNumber, 'en', checked.kind === 'settled' ? checked.outcome : checked.kind));
  } catch (err) {
    return text(
      failureStatus(err, 'pay return') === 503 ? 503 : 500,
      'The payment could not be checked yet. Your order page will show it.',
    );
  }
}
