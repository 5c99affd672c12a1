// The site_builds collection's records, parsed for the desk (site-builds.server.ts). Pure: no client, no I/O.
import { toIsoDate } from './fields';

/** A site build as the desk shows it: its status, and when it was asked for and finished (ISO instants, "" when not). */
export interface SiteBuild {
  status: string;
  created: string;
  finished: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** A site_builds record (status, created, finishedAt) → SiteBuild. */
export function parseSiteBuild(raw: { status?: unknown; created?: unknown; finishedAt?: unknown }): SiteBuild {
  return { status: text(raw.status), created: toIsoDate(raw.created), finished: toIsoDate(raw.finishedAt) };
}
