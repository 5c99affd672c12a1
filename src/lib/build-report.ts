// What the build could not publish as it stands, for the build record in
// site_builds: each record left out (e.g. a slug breaking the slug rule)
// or published with a part dropped (a broken gallery entry, an unsupported
// picture replaced by the placeholder). The publisher names the file in
// SITE_BUILD_REPORT; the loader appends one JSON line per problem.
import { appendFileSync } from 'node:fs';
import type { BuildIssue } from './build-issue';
import { serverSetting } from './env.server';

export type { BuildIssue };

/** A transform's answer for a record that cannot be built: it is left out for this reason. */
export interface Unbuildable {
  unbuildable: string;
}

export const unbuildable = (reason: string): Unbuildable => ({ unbuildable: reason });

export function isUnbuildable(value: unknown): value is Unbuildable {
  return typeof value === 'object' && value !== null && typeof (value as Unbuildable).unbuildable === 'string';
}

export function reportIssue(issue: BuildIssue): void {
  const file = serverSetting('SITE_BUILD_REPORT');
  if (!file) return;
  try {
    appendFileSync(file, `${JSON.stringify(issue)}\n`);
  } catch {
    // The report is informative; the build goes on without it.
  }
}
