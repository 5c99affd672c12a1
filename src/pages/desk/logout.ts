// Order desk sign-out: forgets the staff token (the cookie is the only copy).
import type { APIRoute } from 'astro';
import { clearSession } from '../../features/desk/session.server';

export const prerender = false;

export const POST: APIRoute = ({ cookies, redirect }) => {
  clearSession(cookies);
  return redirect('/desk/login', 303);
};
