// POST /pay/cod (docs/payments.md): an order waiting for its wallet payment is paid in cash on delivery instead.
import type { APIRoute } from 'astro';
import { handleCod } from '../../features/payments/pages.server';

export const prerender = false;

export const POST: APIRoute = ({ request }) => handleCod(request);
