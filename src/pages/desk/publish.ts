// "Publish now" on the order desk: asks the publisher for a site build (a queued site_builds record). Also
// /ne/desk/publish (src/pages/ne/desk/publish.ts rewrites here), which goes back to the Nepali desk.
import type { APIRoute } from 'astro';
import { deskPath } from '../../features/desk/language';
import { publishNow } from '../../features/desk/orders.server';
import { currentStaff, deskFailure, signInUrl } from '../../features/desk/session.server';
import { localeOf } from '../../lib/i18n';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const desk = deskPath('/desk', localeOf(context.originPathname));
  const check = await currentStaff(context);
  if (check.kind === 'none' || check.kind === 'expired') return context.redirect(signInUrl(check.kind, desk), 303);
  if (check.kind === 'down') return context.redirect(`${desk}?publish=down`, 303);
  try {
    await publishNow(check.session.pb);
    return context.redirect(`${desk}?publish=queued`, 303);
  } catch (err) {
    const failure = deskFailure(err);
    if (failure === 'bug') console.error('[desk] publish failed:', err);
    const outcome = failure === 'expired' ? 'refused' : failure === 'bug' ? 'failed' : 'down';
    return context.redirect(`${desk}?publish=${outcome}`, 303);
  }
};
