// POST /api/rebuild — lets a CI system or a CDN build hook ask for a rebuild.
// Needs `Authorization: Bearer <SITE_BUILD_TOKEN>`; queues a site_builds
// record that the publisher picks up like an operator's request.
import type { APIRoute } from 'astro';
import { buildTokenCheck } from '../../lib/build-token.server';
import { jsonResponse } from '../../lib/json-response';
import { failureStatus } from '../../lib/failure-status.server';
import { queueSiteBuild } from '../../lib/data/site-builds.server';

export const prerender = false;

export const POST: APIRoute = async ({ request }) => {
  const token = buildTokenCheck(request);
  if (token === 'off')
    return jsonResponse(
      { message: 'Rebuilds by token are not enabled on this server (SITE_BUILD_TOKEN is not set).' },
      503,
    );
  if (token === 'refused') return jsonResponse({ message: 'A valid build token is required.' }, 401);
  try {
    return jsonResponse({ message: 'Rebuild queued.', id: await queueSiteBuild('api') }, 202);
  } catch (err) {
    // "Try again" only when PocketBase is down or busy; a refused sign-in or write is a fault to fix, answered 500
    // without its details (logged: src/lib/failure-status.server.ts).
    const status = failureStatus(err, 'rebuild');
    return status === 503
      ? jsonResponse({ message: 'Could not queue the rebuild right now. Please try again.' }, 503)
      : jsonResponse({ message: 'Could not queue the rebuild.' }, 500);
  }
};

export const ALL: APIRoute = () => jsonResponse({ message: 'Use POST.' }, 405);
