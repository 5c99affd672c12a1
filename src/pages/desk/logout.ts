// Order desk sign-out: ends the session in PocketBase (the staff member's token key is rotated, so the old cookie
// value stops working everywhere), then forgets the cookie in both languages' desks. When PocketBase cannot be
// reached the session is still alive, so the cookie is kept and the desk says so (docs/order-desk.md). Also
// /ne/desk/logout (src/pages/ne/desk/logout.ts rewrites here; the Nepali desk's cookie is only sent there), which
// answers in Nepali and goes back to the Nepali sign-in page.
import type { APIRoute } from 'astro';
import { plainAnswer } from '../../features/desk/download.server';
import { deskPath } from '../../features/desk/language';
import { SESSION_COOKIE, signOutStaff, withSessionEnded } from '../../features/desk/session.server';
import { deskMessage } from '../../features/desk/words';
import { localeOf } from '../../lib/i18n';

export const prerender = false;

export const POST: APIRoute = async ({ cookies, redirect, originPathname, url }) => {
  const locale = localeOf(originPathname);
  const ended = await signOutStaff(cookies.get(SESSION_COOKIE)?.value ?? '');
  if (!ended) {
    return plainAnswer(deskMessage('signOutFailed', locale), 503);
  }
  return withSessionEnded(redirect(deskPath('/desk/login', locale), 303), url);
};
