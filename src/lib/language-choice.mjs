// @ts-check
// The shopper's language choice, remembered (docs/i18n.md "Switching language"). The language switch stores it in a
// cookie when it is clicked; the shop's server reads it for one address only, the bare home page `/` (a bookmark,
// the installed app's start URL), and sends a shopper who chose Nepali to `/ne`. Every other address is answered in
// the language it names, and a first visit, with no choice made, is never redirected on a guess (Accept-Language
// is not read). Plain JavaScript: the server (server/shop-server.ts) and the browser both use it.

/** The cookie's name and life: a year, refreshed by each switch. */
export const LANGUAGE_COOKIE = 'shop_lang';
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The cookie that remembers `locale`, as `document.cookie` takes it.
 * @param {'en' | 'ne'} locale
 */
export function languageCookie(locale) {
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/**
 * Where a request for `pathname` with this Cookie header is sent instead, or null: only `/` for a Nepali choice, and
 * only when the shopper comes from outside the shop (a bookmark, a typed address, the installed app). A link followed
 * on the shop's own pages goes where it says: the switch to English is such a link, and a tap on it before the page's
 * script has stored the new choice would otherwise be sent back to Nepali.
 * A link on the shop's own pages is a same-origin request with a Referer (the shop's policy sends same-origin ones
 * whole: server/shop-server.ts). Sec-Fetch-Site alone cannot tell: the service worker asks the shop for every page it
 * controls (src/features/offline/sw.ts), and its request is same-origin even for a bookmark; it passes the page's
 * referrer on, none for a bookmark or a typed address.
 * @param {string} pathname
 * @param {string | undefined} cookieHeader
 * @param {string | string[] | undefined} [fetchSite] the request's Sec-Fetch-Site header
 * @param {string | undefined} [referer] the request's Referer header
 */
export function rememberedLanguageRedirect(pathname, cookieHeader, fetchSite, referer) {
  if (pathname !== '/' || (fetchSite === 'same-origin' && referer)) return null;
  const choice = /(?:^|;\s*)shop_lang=(en|ne)(?:;|$)/.exec(String(cookieHeader ?? ''))?.[1];
  return choice === 'ne' ? '/ne' : null;
}
