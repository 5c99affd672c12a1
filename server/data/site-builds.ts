// The site_builds collection as the publisher reads and writes it (server/publish/): requests to pick up, builds it
// records, the one live build. Records are created in one place for the app and the publisher alike,
// src/lib/data/site-builds.ts.
import type PocketBase from 'pocketbase';
import type { SiteBuildsRecord, SiteBuildsResponse } from '../../src/lib/data/pocketbase-types.ts';

export { createSiteBuild, type NewSiteBuild } from '../../src/lib/data/site-builds.ts';

/** The fields a build record is written with (a trigger may be an older name, renamed when picked up). */
export type SiteBuildFields = Partial<Omit<SiteBuildsRecord, 'id' | 'created' | 'updated' | 'trigger'>> & {
  trigger?: string;
};
/** A record as the look for abandoned builds reads it. */
export type RunningSiteBuild = Pick<SiteBuildsResponse, 'id' | 'buildId'>;

/** Requests waiting (status "queued" or empty) with one of `triggers`, oldest first. */
export function readAllSiteBuildRequests(pb: PocketBase, triggers: readonly string[]): Promise<SiteBuildsResponse[]> {
  return pb.collection('site_builds').getFullList<SiteBuildsResponse>({
    filter: `(status = "queued" || status = "") && (${triggers.map((t) => `trigger = "${t}"`).join(' || ')})`,
    sort: 'created',
  });
}

/** The records whose status says "running". */
export function readAllRunningSiteBuilds(pb: PocketBase): Promise<RunningSiteBuild[]> {
  return pb
    .collection('site_builds')
    .getFullList<RunningSiteBuild>({ filter: 'status = "running"', fields: 'id,buildId' });
}

/** The records ticked live (one, but for a moment while the live build changes). */
export function readAllLiveSiteBuilds(pb: PocketBase): Promise<Pick<SiteBuildsResponse, 'id'>[]> {
  return pb
    .collection('site_builds')
    .getFullList<Pick<SiteBuildsResponse, 'id'>>({ filter: 'live = true', fields: 'id' });
}

/** Writes `fields` of the record `id`. Throws PocketBase's refusal (its response's data names the fields refused). */
export function updateSiteBuild(pb: PocketBase, id: string, fields: SiteBuildFields): Promise<SiteBuildsResponse> {
  return pb.collection('site_builds').update<SiteBuildsResponse>(id, fields);
}
