// Card data of every visible product with build-time optimised images,
// written once at build; the on-demand /products page reads it (see
// src/features/catalog/catalog.server.ts for why).
import type { APIRoute } from 'astro';
import { buildProductCards } from '../../features/catalog/catalog.server';

export const prerender = true;

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(await buildProductCards()), { headers: { 'Content-Type': 'application/json' } });
