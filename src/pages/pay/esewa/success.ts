// GET /pay/esewa/success?attempt=…&data=… : eSewa's success redirect, checked with eSewa's server (docs/payments.md).
import type { APIRoute } from 'astro';
import { handleReturn } from '../../../features/payments/pages.server';

export const prerender = false;

export const GET: APIRoute = ({ url }) => handleReturn(url, 'esewa-success');
