// The web app manifest of the Nepali pages (docs/offline.md "Installing the shop"): named in Nepali, it opens the
// Nepali home (src/features/offline/manifest.ts). Built with the site.
import type { APIRoute } from 'astro';
import { webManifest } from '../../features/offline/manifest';

export const prerender = true;

export const GET: APIRoute = () =>
  new Response(JSON.stringify(webManifest('ne')), { headers: { 'Content-Type': 'application/manifest+json' } });
