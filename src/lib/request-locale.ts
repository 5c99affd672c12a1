// The language a request to the server should be answered in (docs/i18n.md). An island's action call is a
// same-origin fetch, and the shop sends `Referrer-Policy: strict-origin-when-cross-origin`, so its Referer is the full
// address of the page that made it: a page under /ne/ is answered in Nepali. A form posted to a page
// (`?_action=<name>`) is answered by that page, whose own address says its language.
import { localeOf, type Locale } from './i18n';

function urlOf(text: string | null): URL | null {
  if (!text) return null;
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * 'ne' when the request's Referer is a page of this shop under /ne (`localeOf`), else 'en': no Referer, one that
 * cannot be read, or one from another site. "This shop" is the request's own host; the scheme and port are not
 * compared, since a proxy that ends TLS (deploy/nginx) hands the server `http:` while the browser's address is
 * `https:`.
 */
export function requestLocale(request: Request): Locale {
  const referer = urlOf(request.headers.get('referer'));
  const own = urlOf(request.url);
  if (!referer || !own || referer.hostname !== own.hostname) return 'en';
  return localeOf(referer);
}

/**
 * The language of an action's answer: a call to /_actions/<name> is answered in its page's language (the Referer,
 * requestLocale); a form posted to a page with ?_action=<name> in the language of that page's address.
 */
export function actionLocale(request: Request): Locale {
  const own = urlOf(request.url);
  if (own && !own.pathname.startsWith('/_actions/')) return localeOf(own);
  return requestLocale(request);
}
