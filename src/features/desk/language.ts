// The order desk in the staff member's language (docs/order-desk.md, docs/i18n.md): English at /desk, Nepali at
// /ne/desk, the same pages. The Nepali pages (src/pages/ne/desk/) rewrite to the English routes, which read the
// language from the address asked for (Astro.originPathname, context.originPathname) and keep every link, form action
// and redirect in it. Pure, and light enough for the desk's script (desk-client.ts).
import { localeOf, localizedPath, type Locale } from '../../lib/i18n';

/** The desk's root in each language; also the Path of that language's copy of the session cookie (session.server.ts). */
export const DESK_ROOT: Record<Locale, string> = { en: '/desk', ne: '/ne/desk' };

/** An English desk path (`/desk/orders/x?done=Confirmed`) in `locale` (`/ne/desk/orders/x?done=Confirmed`). */
export function deskPath(path: string, locale: Locale): string {
  return localizedPath(path, locale);
}

/** A desk page other than sign-in, as the sign-in form may lead to it. */
const DESK_PAGE = /^\/desk(\/[\w\-/.]*)?$/;

/**
 * Where signing in leads: `next` when it is a desk page (in either language) other than sign-in, else the desk; in
 * the language of the sign-in page, so signing in from /ne/desk/login lands on the Nepali desk.
 */
export function signInTarget(next: string | null | undefined, locale: Locale): string {
  const english = next?.startsWith('/') ? localizedPath(next, 'en') : '';
  const page = DESK_PAGE.test(english) && !english.startsWith('/desk/login') ? english : '/desk';
  return deskPath(page, locale);
}

/**
 * Where to send a visitor without a valid session: the sign-in page in the language of `back` (the desk page asked
 * for), saying why, and coming back to `back` after.
 */
export function signInUrl(check: 'none' | 'expired', back: string): string {
  const params = new URLSearchParams();
  if (check === 'expired') params.set('expired', '1');
  const english = localizedPath(back, 'en');
  if (english.startsWith('/desk') && english !== '/desk/login') params.set('next', back);
  const query = params.toString();
  return `${deskPath('/desk/login', localeOf(back))}${query ? `?${query}` : ''}`;
}

/**
 * Query parameters the language switch keeps: what the page shows (a delivery day and route: the list's filter, the
 * packing list, the route sheet; sign-in's way back).
 */
const KEPT_PARAMS = ['day', 'route', 'next', 'expired'];

/**
 * The language switch on the desk's header: the same desk page in the other language. Notices that a redirect put in
 * the address (`done`, `publish`, `export_problem`) are left behind: they were said already.
 */
export function deskSwitch(originPathname: string, search: string): { href: string; locale: Locale } {
  const locale: Locale = localeOf(originPathname) === 'ne' ? 'en' : 'ne';
  // A page rendered on demand may be asked for with a trailing slash (/ne/desk/): linked without it.
  const path = localizedPath(originPathname.replace(/(.)\/+$/, '$1'), locale);
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search)) if (KEPT_PARAMS.includes(key)) kept.append(key, value);
  const query = kept.toString();
  return { href: `${path}${query ? `?${query}` : ''}`, locale };
}

const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/** Latin digits in `text` written in Devanagari on the Nepali desk (times, counts); unchanged in English. */
export function deskDigits(text: string | number, locale: Locale): string {
  const value = String(text);
  return locale === 'ne' ? value.replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS[Number(digit)] ?? digit) : value;
}
