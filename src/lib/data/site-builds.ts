// The site_builds collection, with the client passed in: the one place its records are created, by the app
// (site-builds.server.ts: the dashboard's "Publish now", /api/rebuild) and by the publisher under server/
// (server/data/site-builds.ts). Importable by Node as it is: no astro module, `.ts` imports.
import type PocketBase from 'pocketbase';
import type { SiteBuildsRecord, SiteBuildsResponse } from './pocketbase-types.ts';

/** What a new record says: who asked (the schema's triggers; older names are renamed when picked up). */
export type NewSiteBuild = Pick<SiteBuildsRecord, 'status' | 'rollback_to'> & { trigger: string };

/** Creates a build record as `pb` (the service account or a staff member). Throws PocketBase's refusal. */
export function createSiteBuild(pb: PocketBase, fields: NewSiteBuild): Promise<SiteBuildsResponse> {
  return pb.collection('site_builds').create<SiteBuildsResponse>(fields);
}
