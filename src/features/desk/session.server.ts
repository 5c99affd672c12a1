// The order desk's session. The browser never talks to PocketBase (it may sit on a private address): the shop's
// server signs in to PocketBase as the staff member and keeps the staff token in an HttpOnly, SameSite=Strict
// cookie (Secure when the shop is served over https), scoped to the desk: /desk and the Nepali desk /ne/desk
// (session-cookie.ts). Every desk request then calls PocketBase with that token, so PocketBase's rules are what
// limit staff.
//
// A session lasts 12 hours from sign-in and is never extended (the cookie is written once, at sign-in, and PocketBase
// refuses to refresh a staff token); signing out rotates the staff member's token key in PocketBase, so the old
// cookie value stops working everywhere (pocketbase/pb_hooks/desk-session.pb.js; SECURITY.md "Desk sessions and
// sign-in limits").
import type { APIContext, AstroCookies } from 'astro';
import {
  endStaffSession,
  readSignedInStaff,
  requestStaffToken,
  type StaffClient,
  staffClient,
} from '../../lib/data/staff.server';
import { localeOf } from '../../lib/i18n';
import { isServiceDown, pbStatus } from '../../lib/pocketbase.server';
import { serverSetting } from '../../lib/env.server';
import { DESK_ROOT } from './language';
import { SESSION_COOKIE, endedSessionCookieLines, sessionCookieLines } from './session-cookie';

export { SESSION_COOKIE, SESSION_SECONDS } from './session-cookie';
export { signInUrl } from './language';

function secureCookies(url: URL): boolean {
  return url.protocol === 'https:' || serverSetting('SITE_URL').startsWith('https:');
}

function withCookieLines(response: Response, lines: string[]): Response {
  for (const line of lines) response.headers.append('Set-Cookie', line);
  return response;
}

/** `response` (the redirect after sign-in) starting the session in both languages' desks. */
export function withSession(response: Response, url: URL, token: string): Response {
  return withCookieLines(response, sessionCookieLines(token, secureCookies(url)));
}

/** `response` (the redirect after sign-out) forgetting the session in both languages' desks. */
export function withSessionEnded(response: Response, url: URL): Response {
  return withCookieLines(response, endedSessionCookieLines(secureCookies(url)));
}

/** Forgets a dead session's cookie where the browser sent it from: the desk of the page asked for. */
export function clearSession(cookies: AstroCookies, originPathname: string): void {
  cookies.delete(SESSION_COOKIE, { path: DESK_ROOT[localeOf(originPathname)] });
}

export interface StaffSession {
  pb: StaffClient;
  name: string;
  email: string;
}

export type SessionCheck =
  | { kind: 'ok'; session: StaffSession }
  | { kind: 'none' }
  | { kind: 'expired' }
  | { kind: 'down' };

/**
 * The signed-in staff member of this request: PocketBase confirms the token (GET /api/desk/me, which issues no new
 * one: the session still ends 12 h after sign-in). 'expired' when PocketBase refuses it (expired, signed out, account
 * deleted or password changed), 'down' when PocketBase cannot be reached or is busy. Any other failure is a bug (here
 * or in the route's hook): logged and thrown, so the page answers 500 instead of "cannot be reached".
 */
export async function currentStaff(context: Pick<APIContext, 'cookies' | 'originPathname'>): Promise<SessionCheck> {
  const token = context.cookies.get(SESSION_COOKIE)?.value ?? '';
  if (!token) return { kind: 'none' };
  const pb = staffClient(token);
  try {
    const me = await readSignedInStaff(pb);
    return {
      kind: 'ok',
      session: { pb, name: me.name, email: me.email },
    };
  } catch (err) {
    if ([401, 403, 404].includes(pbStatus(err) ?? -1)) {
      clearSession(context.cookies, context.originPathname);
      return { kind: 'expired' };
    }
    if (isServiceDown(err)) return { kind: 'down' };
    console.error('[desk] checking the session failed:', err);
    throw err;
  }
}

export type SignInOutcome = { kind: 'ok'; token: string } | { kind: 'wrong' } | { kind: 'limited' } | { kind: 'down' };

/**
 * Checks a staff member's email and password through POST /api/desk/sign-in (the service account's route: PocketBase's
 * own staff sign-in is closed, pocketbase/pb_migrations/1732001910_staff_sign_in.js). The caller applies the limits.
 * 'down' only when PocketBase cannot be reached or is busy; any other failure (the service account's own sign-in
 * refused, an answer without a token) is a bug: logged and thrown, so the page answers 500.
 */
export async function signInStaff(email: string, password: string): Promise<SignInOutcome> {
  try {
    // Only the route's own refusals speak of the staff member; a 400 from the service account's sign-in (a wrong
    // SHOP_SERVICE_PASSWORD) is thrown by requestStaffToken and must not read "Wrong email or password".
    const answer = await requestStaffToken(email, password);
    if ('refused' in answer) return { kind: answer.refused === 400 ? 'wrong' : 'limited' };
    return { kind: 'ok', token: answer.token };
  } catch (err) {
    if (isServiceDown(err)) return { kind: 'down' };
    console.error('[desk] sign-in failed:', err);
    throw err;
  }
}

/**
 * Ends the session of `token` for good: PocketBase rotates the staff member's token key, so this cookie value (and
 * any copy of it) stops working. True when it is ended (or was already invalid); false when PocketBase could not be
 * reached or is busy, so nothing is known to be ended. Any other failure is a bug: logged and thrown (a 500).
 */
export async function signOutStaff(token: string): Promise<boolean> {
  if (!token) return true;
  try {
    await endStaffSession(token);
    return true;
  } catch (err) {
    if ([401, 403, 404].includes(pbStatus(err) ?? -1)) return true;
    if (isServiceDown(err)) return false;
    console.error('[desk] sign-out failed:', err);
    throw err;
  }
}

/**
 * Which status a failure on the desk means to staff: 'expired' when PocketBase refuses the session (401, 403), 'down'
 * only when it cannot be reached or is busy (isServiceDown, src/lib/pocketbase.server.ts). Anything else, a 500 from
 * a hook included, is a 'bug': logged and answered 500, never "the order system cannot be reached".
 */
export function deskFailure(err: unknown): 'expired' | 'down' | 'bug' {
  if (isServiceDown(err)) return 'down';
  const status = pbStatus(err);
  return status === 401 || status === 403 ? 'expired' : 'bug';
}
