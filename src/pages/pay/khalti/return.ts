// GET /pay/khalti/return?attempt=…&pidx=… : Khalti's redirect back; Khalti's lookup API says what happened.
import type { APIRoute } from 'astro';
import { handleReturn } from '../../../features/payments/pages.server';

export const prerender = false;

export const GET: APIRoute = ({ url }) => handleReturn(url, 'khalti');
