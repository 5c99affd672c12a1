// The desk's session cookie as the browser gets it (SECURITY.md "Order desk"): HttpOnly, SameSite=Strict, Secure when
// the shop is served over https, 12 hours from sign-in, and scoped to the desk. The desk lives at /desk and, in
// Nepali, at /ne/desk: a browser sends a cookie only under its Path, so signing in writes the same token under both
// (a language switch never asks staff to sign in again) and signing out ends both. Astro's cookie store keeps one
// cookie per name, so these are written as Set-Cookie lines. Pure.
import { locales } from '../../lib/i18n';
import { DESK_ROOT } from './language';

export const SESSION_COOKIE = 'desk_session';
/**
 * A session's absolute lifetime: the staff collection's token lifetime (pocketbase/pb_migrations/1732001210_staff_desk.js),
 * counted from sign-in; the cookie is written only then.
 */
export const SESSION_SECONDS = 12 * 60 * 60;

/** Every Path the session cookie is written under: the desk in each language, English first. */
export const SESSION_PATHS: readonly string[] = locales.map((locale) => DESK_ROOT[locale]);

function line(value: string, maxAge: number, path: string, secure: boolean): string {
  return [
    `${SESSION_COOKIE}=${encodeURIComponent(value)}`,
    `Max-Age=${maxAge}`,
    ...(maxAge === 0 ? ['Expires=Thu, 01 Jan 1970 00:00:00 GMT'] : []),
    `Path=${path}`,
    'HttpOnly',
    ...(secure ? ['Secure'] : []),
    'SameSite=Strict',
  ].join('; ');
}

/** The Set-Cookie lines that start a session holding `token`, one for each language's desk. */
export function sessionCookieLines(token: string, secure: boolean): string[] {
  return SESSION_PATHS.map((path) => line(token, SESSION_SECONDS, path, secure));
}

/** The Set-Cookie lines that forget the session in both languages' desks. */
export function endedSessionCookieLines(secure: boolean): string[] {
  return SESSION_PATHS.map((path) => line('', 0, path, secure));
}
