// The shop's pay routes (src/pages/pay/): plain form posts and the wallets' redirects back, answered with a redirect
// to the order page (which shows the true state, docs/payments.md "Order page") or, for eSewa, a page with the form
// the browser posts to eSewa. No JavaScript needed; nothing from the browser marks an order paid.
import { createHash } from 'node:crypto';
import { failureStatus } from '../../lib/failure-status.server';
import { localizedPath } from '../../lib/i18n';
import { orderPath } from '../../lib/paths';
import { serverSetting } from '../../lib/env.server';
import { postSwitchToCod } from '../../lib/data/payments.server';
import orderNumbers from '../../../pocketbase/pb_hooks/lib/order-number.js';
import { checkAttempt, esewaSuccess, startPayment } from './flow.server';
import type { EsewaForm } from './esewa.server';

const ORDER_NUMBER_PATTERN: RegExp = orderNumbers.ORDER_NUMBER_PATTERN;

const see = (to: string) => new Response(null, { status: 303, headers: { Location: to, 'Cache-Control': 'no-store' } });
const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/** The order page in the shopper's language, with what happened for the page to say. */
export function orderPage(orderNumber: string, locale: 'en' | 'ne', note?: string): string {
  const base = localizedPath(orderPath(orderNumber), locale);
  return note ? `${base}?pay=${encodeURIComponent(note)}` : base;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The page between the shop and the wallet. eSewa: the signed form, posted by the shopper's tap ("Continue to
 * eSewa"), so it works without JavaScript. Khalti: a link to its payment page, followed at once by a meta refresh.
 * Its own policy lets the form go to the wallet's origin alone (the shop's pages post only to the shop:
 * src/lib/content-security-policy.mjs).
 */
export function walletPage(
  target: { kind: 'form'; action: string; fields: EsewaForm } | { kind: 'link'; url: string },
  words: { title: string; button: string },
  lang: string,
  /** The order's page: this page's place in the history becomes it (below). */
  backTo: string,
): Response {
  const title = escapeHtml(words.title);
  const button = escapeHtml(words.button);
  const style =
    'body{font-family:system-ui,sans-serif;margin:0;padding:1.5rem;color:#111}main{max-width:28rem;margin:auto}button,a{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;border-radius:.5rem;background:#14532d;color:#fff;font-size:1rem;text-decoration:none;border:0}';
  let body: string;
  let head = '';
  let formAction = "'self'";
  if (target.kind === 'form') {
    const inputs = Object.entries(target.fields)
      .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(String(v))}">`)
      .join('');
    body = `<form method="post" action="${escapeHtml(target.action)}">${inputs}<button type="submit">${button}</button></form>`;
    formAction = `'self' ${new URL(target.action).origin}`;
  } else {
    head = `<meta http-equiv="refresh" content="0;url=${escapeHtml(target.url)}">`;
    body = `<a href="${escapeHtml(target.url)}">${button}</a>`;
  }
  // This page answers a POST: Back from the wallet (or a reload) would offer to send the form again, a browser error
  // page, or start another attempt. Its place in the history is made the order's page instead, which Back then shows
  // with the payment's state. A script of one line, allowed by its hash alone.
  const script = `history.replaceState(null,'',${JSON.stringify(backTo).replaceAll('<', '\\u003c')})`;
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>${head}<style>${style}</style><script>${script}</script></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
  const hash = createHash('sha256').update(style).digest('base64');
  const scriptHash = createHash('sha256').update(script).digest('base64');
  return new Response(html, {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; style-src 'sha256-${hash}'; script-src 'sha256-${scriptHash}'; form-action ${formAction}; base-uri 'none'`,
    },
  });
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
    const started = await startPayment({
      orderNumber,
      accessToken: token,
      wallet,
      siteUrl: serverSetting('SITE_URL'),
      locale,
    });
    if (started.kind === 'redirect')
      return walletPage(
        { kind: 'link', url: started.url },
        words('khalti', locale),
        locale,
        orderPage(orderNumber, locale),
      );
    if (started.kind === 'esewa-form')
      return walletPage(
        { kind: 'form', action: started.action, fields: started.fields },
        words('esewa', locale),
        locale,
        orderPage(orderNumber, locale),
      );
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
    const locale = url.searchParams.get('lang') === 'ne' ? 'ne' : 'en';
    return see(orderPage(orderNumber, locale, checked.kind === 'settled' ? checked.outcome : checked.kind));
  } catch (err) {
    return text(
      failureStatus(err, 'pay return') === 503 ? 503 : 500,
      'The payment could not be checked yet. Your order page will show it.',
    );
  }
}
