// Every on-demand response passes through here: action bodies that are not
// JSON get a 400, and text responses are compressed.
import { defineMiddleware, sequence } from 'astro:middleware';
import { compressResponse } from './features/serving/compress';

// A malformed JSON body to an action makes Astro throw before the action runs;
// answer it as the client error it is (400), never a 500.
const malformedActionBody = defineMiddleware(async (context, next) => {
  if (!context.url.pathname.startsWith('/_actions/')) return next();
  try {
    return await next();
  } catch {
    return new Response(
      JSON.stringify({ type: 'AstroActionError', code: 'BAD_REQUEST', status: 400, message: 'The request body is not valid JSON.' }),
      { status: 400, headers: { 'Content-Type': 'application/json' } },
    );
  }
});

// Prerendered pages run middleware at build time; their compressed copies are made after the build.
const compressOnDemand = defineMiddleware(async (context, next) => {
  const response = await next();
  return context.isPrerendered ? response : compressResponse(context.request, response);
});

export const onRequest = sequence(compressOnDemand, malformedActionBody);
