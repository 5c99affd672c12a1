// The order desk's session. The browser never talks to PocketBase (it may sit on a private address): the shop's
// server signs in to PocketBase as the staff member and keeps the staff token in an HttpOnly, SameSite=Strict
// cookie (Secure when the shop is served over https), scoped to /desk. Every desk request then calls PocketBase
// with that token, so PocketBase's rules are what limit staff.
import type { APIContext, AstroCookies } from 'astro';
import PocketBase, { ClientResponseError } from 'pocketbase';
import { pocketbaseUrl, withRequestTimeout } from '../../lib/pocketbase';
import { setting } from '../../lib/settings.mjs';

export const SESSION_COOKIE = 'desk_session';
/** Matches the staff collection's token lifetime (pocketbase/pb_migrations/1732001210_staff_desk.js). */
const SESSION_SECONDS = 12 * 60 * 60;

export function staffClient(token = ''): PocketBase {
  const pb = withRequestTimeout(new PocketBase(pocketbaseUrl()));
  pb.autoCancellation(false);
  if (token) pb.authStore.save(token, null);
  return pb;
}

function secureCookies(url: URL): boolean {
  return url.protocol === 'https:' || setting('SITE_URL').startsWith('https:');
}

export function saveSession(cookies: AstroCookies, url: URL, token: string): void {
  cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies(url),
    path: '/desk',
    maxAge: SESSION_SECONDS,
  });
}

export function clearSession(cookies: AstroCookies): void {
  cookies.delete(SESSION_COOKIE, { path: '/desk' });
}

export interface StaffSession {
  pb: PocketBase;
  name: string;
  email: string;
}

export type SessionCheck =
  | { kind: 'ok'; session: StaffSession }
  | { kind: 'none' }
  | { kind: 'expired' }
  | { kind: 'down' };

/**
 * The signed-in staff member of this request: PocketBase confirms the token (and gives a fresh one, so a desk in
 * use stays signed in). 'expired' when PocketBase refuses it, 'down' when PocketBase cannot be reached.
 */
export async function currentStaff(context: Pick<APIContext, 'cookies' | 'url'>): Promise<SessionCheck> {
  const token = context.cookies.get(SESSION_COOKIE)?.value ?? '';
  if (!token) return { kind: 'none' };
  const pb = staffClient(token);
  try {
    const auth = await pb.collection('staff').authRefresh();
    saveSession(context.cookies, context.url, auth.token);
    return {
      kind: 'ok',
      session: { pb, name: String(auth.record.name ?? ''), email: String(auth.record.email ?? '') },
    };
  } catch (err) {
    if (err instanceof ClientResponseError && [401, 403, 404].includes(err.status)) {
      clearSession(context.cookies);
      return { kind: 'expired' };
    }
    return { kind: 'down' };
  }
}

/** Where to send a visitor without a valid session: the sign-in page, saying why, and coming back here after. */
export function signInUrl(check: 'none' | 'expired', back: string): string {
  const params = new URLSearchParams();
  if (check === 'expired') params.set('expired', '1');
  if (back.startsWith('/desk') && back !== '/desk/login') params.set('next', back);
  const query = params.toString();
  return `/desk/login${query ? `?${query}` : ''}`;
}

export type SignInOutcome = { kind: 'ok'; token: string } | { kind: 'wrong' } | { kind: 'limited' } | { kind: 'down' };

export async function signInStaff(email: string, password: string): Promise<SignInOutcome> {
  const pb = staffClient();
  try {
    const auth = await pb.collection('staff').authWithPassword(email, password);
    return { kind: 'ok', token: auth.token };
  } catch (err) {
    if (err instanceof ClientResponseError && err.status === 400) return { kind: 'wrong' };
    if (err instanceof ClientResponseError && err.status === 429) return { kind: 'limited' };
    return { kind: 'down' };
  }
}

/** Which status a PocketBase failure on the desk means to staff. */
export function deskFailure(err: unknown): 'expired' | 'down' | 'bug' {
  if (!(err instanceof ClientResponseError)) return 'bug';
  if (err.status === 401 || err.status === 403) return 'expired';
  if (err.status === 0 || err.status === 429 || err.status >= 500) return 'down';
  return 'bug';
}

export const DESK_MESSAGES = {
  expired: 'Your session has expired. Please sign in again.',
  down: 'The order system cannot be reached right now. Nothing was changed; try again in a moment.',
  wrong: 'Wrong email or password.',
  limited: 'Too many sign-in attempts. Please wait a minute and try again.',
  missing: 'Enter your email and password.',
} as const;
