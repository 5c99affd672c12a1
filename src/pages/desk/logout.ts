// Order desk sign-out: ends the session in PocketBase (the staff member's token key is rotated, so the old cookie
// value stops working everywhere), then forgets the cookie. When PocketBase cannot be reached the session is still
// alive, so the cookie is kept and the desk says so (docs/order-desk.md).
import type { APIRoute } from 'astro';
import { DESK_MESSAGES, SESSION_COOKIE, clearSession, signOutStaff } from '../../features/desk/session.server';

export const prerender = false;

export const POST: APIRoute = async ({ cookies, redirect }) => {
  const ended = await signOutStaff(cookies.get(SESSION_COOKIE)?.value ?? '');
  if (!ended) {
    return new Response(DESK_MESSAGES.signOutFailed, {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  clearSession(cookies);
  return redirect('/desk/login', 303);
};
