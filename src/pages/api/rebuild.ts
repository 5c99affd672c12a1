// POST /api/rebuild — lets a CI system or a CDN build hook ask for a rebuild.
// Needs `Authorization: Bearer <SITE_BUILD_TOKEN>`; queues a site_builds
// record that the publisher picks up like an operator's request.
import type { APIRoute } from 'astro';
import { buildTokenCheck, jsonAnswer as json } from '../../lib/build-token.server';
import { failureStatus } from '../../lib/failure-status.server';
import { queueSiteBuild } from '../../lib/data/site-builds.server';

export const prerender = false;

export const POST: APIRoute = async ({ request }) => {
  const token = buildTokenCheck(request);
  if (token === 'off')
    return json(503, { message: 'Rebuilds by token are not enabled on this server (SITE_BUILD_TOKEN is not set).' });
  if (token === 'refused') return json(401, { message: 'A valid build token is required.' });
  try {
    return json(202, { message: 'Rebuild queued.', id: await queueSiteBuild('api') });
  } catch (err) {
    // "Try again" only when PocketBase is down or busy; a refused sign-in or write is a fault to fix, answered 500
    // without its details (logged: src/lib/failure-status.server.ts).
    const status = failureStatus(err, 'rebuild');
    return status === 503
      ? json(503, { message: 'Could not queue the rebuild right now. Please try again.' })
      : json(500, { message: 'Could not queue the rebuild.' });
  }
};

export const ALL: APIRoute = () => json(405, { message: 'Use POST.' });
