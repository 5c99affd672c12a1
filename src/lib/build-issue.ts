// One problem of a build, as the build record in site_builds lists it (src/lib/build-report.ts writes them; the
// publisher, server/site-settings.ts, adds its own). A type alone, so the runtime's type check reads it without
// the app's astro:env.
export interface BuildIssue {
  collection: string;
  id: string;
  /** The record's name or title, as the operator knows it. */
  title: string;
  /** "left out": not on the site; "published": on the site without the broken part. */
  outcome: 'left out' | 'published';
  /** In the operator's words: what is wrong and what the build did. */
  reason: string;
}
