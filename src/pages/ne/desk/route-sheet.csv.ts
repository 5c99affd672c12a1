// /ne/desk/route-sheet.csv: ../../desk/route-sheet.csv.ts for the Nepali desk. The Nepali desk's session cookie is sent only under
// /ne/desk (src/features/desk/session-cookie.ts), so it calls this address; the English route answers it in Nepali,
// reading the language from the address asked for (context.originPathname).
import type { APIRoute } from 'astro';
import { englishRoute } from '../../../lib/i18n';

export const prerender = false;

export const GET: APIRoute = (context) => context.rewrite(englishRoute(context.url));
