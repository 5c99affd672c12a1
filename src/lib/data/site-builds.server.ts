// The site_builds collection: a queued record asks the publisher for a build (as the dashboard does). Records are
// created in site-builds.ts, shared with the publisher.
import { serviceClient } from '../pocketbase.server';
import type { SiteBuildsResponse } from './pocketbase-types';
import { createSiteBuild } from './site-builds';
import { parseSiteBuild, type SiteBuild } from './site-builds.parse';
import type { StaffClient } from './staff.server';

/** Queues a build asked for by `trigger`, as `pb` (a staff member) or else the service account; its record's id. */
export async function queueSiteBuild(trigger: 'api' | 'staff', pb?: StaffClient): Promise<string> {
  const client = pb ?? (await serviceClient());
  const record = await createSiteBuild(client, { trigger, status: 'queued' });
  return record.id;
}

/** The latest build, parsed, or null when there has been none. */
export async function findLatestSiteBuild(pb: StaffClient): Promise<SiteBuild | null> {
  const page = await pb.collection('site_builds').getList<SiteBuildsResponse>(1, 1, { sort: '-created,-id' });
  const record = page.items[0];
  return record ? parseSiteBuild(record) : null;
}
