// The web app manifest of the English pages (docs/offline.md "Installing the shop"; the Nepali pages link
// src/pages/ne/manifest.webmanifest.ts). Built with the site; the icons are made from the logo by
// scripts/make-app-icons.mjs.
import type { APIRoute } from 'astro';
import { webManifest } from '../features/offline/manifest';

export const prerender = true;

export const GET: APIRoute = () =>
  new Response(JSON.stringify(webManifest('en')), { headers: { 'Content-Type': 'application/manifest+json' } });
