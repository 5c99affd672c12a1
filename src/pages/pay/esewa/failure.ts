// GET /pay/esewa/failure?attempt=… : eSewa's failure (or pending) redirect; eSewa's status API says which.
import type { APIRoute } from 'astro';
import { handleReturn } from '../../../features/payments/pages.server';

export const prerender = false;

export const GET: APIRoute = ({ url }) => handleReturn(url, 'esewa-failure');
