// /ne/desk/payouts.csv: ../../desk/payouts.csv.ts for the Nepali desk (the Nepali desk's session cookie is sent only
// under /ne/desk); the English route answers it in Nepali, reading the language from the address asked for.
import type { APIRoute } from 'astro';
import { englishRoute } from '../../../lib/i18n';

export const prerender = false;

export const GET: APIRoute = (context) => context.rewrite(englishRoute(context.url));
