// Every action call, whether to /_actions/<name> or posted to a page with ?_action=<name>, passes the per-client
// rate limits first (src/lib/rate-limits); a body Astro cannot read is answered as the client error it is. Text
// responses rendered per request are compressed.
import { getActionContext, isInputError } from 'astro:actions';
import { defineMiddleware, sequence } from 'astro:middleware';
import { withCallerLocale } from './lib/actions/caller-locale.server';
import { inputRefusal } from './lib/actions/input-refusal.server';
import { rateLimitRefusal } from './lib/rate-limits/limiter.server';
import { compressResponse, pickEncoding } from './lib/serving/compress';
import { keepable, RenderedPages } from './lib/serving/rendered-pages';
import type { Locale } from './lib/i18n';
import { actionLocale } from './lib/request-locale';
import * as m from './paraglide/messages.js';

function badRequest(message: string): Response {
  return new Response(JSON.stringify({ type: 'AstroActionError', code: 'BAD_REQUEST', status: 400, message }), {
    status: 400,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** 429 for a client over its limit on order placement, coupon checks or form submissions (SECURITY.md). */
const rateLimits = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  const { action } = getActionContext(context);
  return (action && (await rateLimitRefusal(context, action.name))) || next();
});

/**
 * Sentences for the action errors Astro itself raises without one, before any action runs (an unknown action name,
 * a form body), in the language of the page that called (src/lib/request-locale.ts). Every failure of an action's
 * work already carries a sentence (src/lib/actions/handler.server.ts).
 */
const FALLBACK_MESSAGES: Record<string, (locale: Locale) => string> = {
  NOT_FOUND: (locale) => m.action_not_found({}, { locale }),
  UNSUPPORTED_MEDIA_TYPE: (locale) => m.action_json_only({}, { locale }),
};

/** Sentences Astro writes itself for some of these errors (a form body: astro/dist/actions/runtime/server.js), in
 * English only: replaced like a missing one, so the answer speaks the page's language. */
const ASTRO_ENGLISH = new Set(['This action only accepts JSON.']);

/**
 * The same error response with a readable message, when Astro sent it with none or with its own English one. Input an
 * action's schema refused comes from Astro as issues alone: it is answered as the shop's refusal of input
 * (src/lib/actions/input-refusal.server.ts), whose sentence names the issues.
 */
async function withMessage(response: Response, locale: Locale): Promise<Response> {
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string; message?: string } | null;
  if (isInputError(body)) {
    const refusal = JSON.stringify(inputRefusal(body.issues, locale));
    return new Response(refusal, { status: response.status, headers: response.headers });
  }
  if (!body || (body.message && !ASTRO_ENGLISH.has(body.message))) return response;
  const fallback = FALLBACK_MESSAGES[body.code ?? ''];
  const message = fallback ? fallback(locale) : m.action_refused({}, { locale });
  return new Response(JSON.stringify({ ...body, message }), { status: response.status, headers: response.headers });
}

// A malformed JSON body (or an undecodable action name) makes Astro throw before the action runs: a 400, never a
// 500. Every refusal carries a sentence. The call is handled knowing its caller's language, which the input's schema
// reads as Astro parses it (src/lib/actions/caller-locale.server.ts).
const actionErrors = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  if (!context.url.pathname.startsWith('/_actions/') && !getActionContext(context).action) return next();
  const locale = actionLocale(context.request);
  try {
    return await withMessage(await withCallerLocale(locale, next), locale);
  } catch (err) {
    if (err instanceof SyntaxError) return badRequest(m.action_bad_json({}, { locale }));
    if (err instanceof URIError) return badRequest(m.action_bad_name({}, { locale }));
    console.error('[actions] could not read the request:', err);
    return badRequest(m.action_unreadable({}, { locale }));
  }
});

// Prerendered pages run middleware at build time; their compressed copies are made after the build.
const compressOnDemand = defineMiddleware(async (context, next) => {
  const response = await next();
  return context.isPrerendered ? response : compressResponse(context.request, response);
});

// The product list is made from the build's catalogue and its query string alone: each address is rendered and
// compressed once per build and encoding, then answered from memory (src/lib/serving/rendered-pages.ts).
const LIST_PATH = '/products';
const renderedLists = new RenderedPages();
const productListFromMemory = defineMiddleware(async (context, next) => {
  if (context.isPrerendered || context.request.method !== 'GET' || context.url.pathname !== LIST_PATH) return next();
  // The Nepali list (/ne/products) renders this route too, by a rewrite: the address asked for keeps them apart.
  const encoding = pickEncoding(context.request.headers.get('Accept-Encoding')) ?? 'identity';
  const key = `${encoding} ${context.originPathname}${context.url.search}`;
  const kept = renderedLists.get(key, Date.now());
  if (kept) return new Response(kept.body, { status: kept.status, headers: kept.headers });
  const response = await next();
  if (!keepable(response)) return response;
  const page = {
    status: response.status,
    headers: [...response.headers],
    body: await response.arrayBuffer(),
  };
  renderedLists.set(key, page, Date.now());
  return new Response(page.body, { status: page.status, headers: page.headers });
});

export const onRequest = sequence(productListFromMemory, compressOnDemand, rateLimits, actionErrors);
