// A malformed JSON body to an action makes Astro throw before the action runs;
// answer it as the client error it is (400), never a 500.
import { defineMiddleware } from 'astro:middleware';

export const onRequest = defineMiddleware(async (context, next) => {
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
