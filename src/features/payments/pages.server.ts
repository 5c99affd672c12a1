// The shop's pay routes (src/pages/pay/): plain form posts and the wallets' redirects back, answered with a redirect
// to the order page (which shows the true state, docs/payments.md "Order page") or, for eSewa, a page with the form
// the browser posts to eSewa. No JavaScript needed; nothing from the browser marks an order paid.
import { createHash } from 'node:crypto';
import { failureStatus } from '../../lib/failure-status.server';
import { type Locale, localizedPath } from '../../lib/i18n';
import { orderPath } from '../../lib/paths';
import { serverSetting } from '../../lib/env.server';
import { postSwitchToCod } from '../../lib/data/payments.server';
import * as m from '../../paraglide/messages.js';
import orderNumbers from '../../../pocketbase/pb_hooks/lib/order-number.js';
import { checkAttempt, esewaSuccess, startPayment } from './flow.server';
import type { EsewaForm } from './esewa.server';

const ORDER_NUMBER_PATTERN: RegExp = orderNumbers.ORDER_NUMBER_PATTERN;

const see = (to: string) => new Response(null, { status: 303, headers: { Location: to, 'Cache-Control': 'no-store' } });

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
const STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;padding:1.5rem;color:#111}main{max-width:28rem;margin:auto}button,a{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;border-radius:.5rem;background:#14532d;color:#fff;font-size:1rem;text-decoration:none;border:0}';
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** A page of the pay routes: its own small HTML and a policy that allows its style and its one script by hash. */
function payRoutePage(
  status: number,
  page: { lang: string; title: string; head?: string; script?: string; body: string; formAction?: string },
): Response {
  const title = escapeHtml(page.title);
  const script = page.script ? `<script>${page.script}</script>` : '';
  const scriptSrc = page.script ? `'sha256-${createHash('sha256').update(page.script).digest('base64')}'` : "'none'";
  const html = `<!doctype html><html lang="${page.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>${page.head ?? ''}<style>${STYLE}</style>${script}</head><body><main><h1>${title}</h1>${page.body}</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; script-src ${scriptSrc}; form-action ${page.formAction ?? "'self'"}; base-uri 'none'`,
    },
  });
}

export function walletPage(
  target: { kind: 'form'; action: string; fields: EsewaForm } | { kind: 'link'; url: string },
  words: { title: string; button: string },
  lang: string,
  /** The order's page: this page's place in the history becomes it (below). */
  backTo: string,
): Response {
  const button = escapeHtml(words.button);
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
  return payRoutePage(200, { lang, title: words.title, head, script, body, formAction });
}

type Problem = 'no_order' | 'not_started' | 'not_switched' | 'unknown_payment' | 'not_checked';

const PROBLEMS: Record<Problem, (locale: Locale) => string> = {
  no_order: (locale) => m.pay_problem_no_order({}, { locale }),
  not_started: (locale) => m.pay_problem_not_started({}, { locale }),
  not_switched: (locale) => m.pay_problem_not_switched({}, { locale }),
  unknown_payment: (locale) => m.pay_problem_unknown_payment({}, { locale }),
  not_checked: (locale) => m.pay_problem_not_checked({}, { locale }),
};

/**
 * A pay route that cannot go on, in the shopper's language, with the way back: to the order's page when the order
 * is known, to My orders (which keeps the phone's orders) otherwise. Nothing was changed.
 */
function problemPage(status: number, problem: Problem, locale: Locale, orderNumber?: string): Response {
  const back = orderNumber
    ? { href: orderPage(orderNumber, locale), label: m.pay_problem_back_order({}, { locale }) }
    : { href: localizedPath('/orders', locale), label: m.pay_problem_back_orders({}, { locale }) };
  return payRoutePage(status, {
    lang: locale,
    title: m.pay_problem_title({}, { locale }),
    body: `<p>${escapeHtml(PROBLEMS[problem](locale))}</p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a>`,
  });
}

const formLocale = (value: string | null | undefined): Locale => (value === 'ne' ? 'ne' : 'en');

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
  const locale = formLocale(f?.get('lang'));
  if (!ORDER_NUMBER_PATTERN.test(orderNumber) || !token) return problemPage(400, 'no_order', locale);
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
    return problemPage(failureStatus(err, 'pay start') === 503 ? 503 : 500, 'not_started', locale, orderNumber);
  }
}

/** POST /pay/cod: the shopper pays in cash on delivery instead. */
export async function handleCod(request: Request) {
  const f = await form(request);
  const orderNumber = f?.get('orderNumber') ?? '';
  const locale = formLocale(f?.get('lang'));
  if (!ORDER_NUMBER_PATTERN.test(orderNumber)) return problemPage(400, 'no_order', locale);
  try {
    const answer = await postSwitchToCod(orderNumber, f?.get('token') ?? '');
    return see(orderPage(orderNumber, locale, answer.status === 200 ? 'cod' : 'not_switchable'));
  } catch (err) {
    return problemPage(failureStatus(err, 'pay cod') === 503 ? 503 : 500, 'not_switched', locale, orderNumber);
  }
}

/** The wallets' redirects back: eSewa success (signed data), eSewa failure, Khalti return (pidx). */
export async function handleReturn(url: URL, kind: 'esewa-success' | 'esewa-failure' | 'khalti') {
  const attempt = url.searchParams.get('attempt') ?? '';
  const locale = formLocale(url.searchParams.get('lang'));
  try {
    const checked =
      kind === 'esewa-success'
        ? await esewaSuccess(attempt, url.searchParams.get('data') ?? '')
        : await checkAttempt(attempt, kind === 'khalti' ? (url.searchParams.get('pidx') ?? '') : undefined);
    const orderNumber = 'orderNumber' in checked ? checked.orderNumber : undefined;
    if (!orderNumber) return problemPage(404, 'unknown_payment', locale);
    return see(orderPage(orderNumber, locale, checked.kind === 'settled' ? checked.outcome : checked.kind));
  } catch (err) {
    return problemPage(failureStatus(err, 'pay return') === 503 ? 503 : 500, 'not_checked', locale);
  }
}
