// The publisher's build records in site_builds, read by operators in the dashboard and by the staff desk: every
// record the publisher creates or writes goes through here (the collection itself through server/data/site-builds.ts).
// Every record is finished: when the full report cannot be written, a short one is (and the failure is logged); a
// record left "running" by a publisher that was stopped, crashed or killed is marked failed, with the reason.
// Only the publisher (the shop_service account) writes build records (pb_hooks/site-builds.pb.js).
import type PocketBase from 'pocketbase';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { log as defaultLog } from '../paths.ts';
import {
  createSiteBuild,
  readAllLiveSiteBuilds,
  readAllRunningSiteBuilds,
  type SiteBuildFields,
  updateSiteBuild,
} from '../data/site-builds.ts';
import { messageOf, nepalTime } from './record-format.ts';

const ABANDONED_SUMMARY =
  'Stopped before it finished: the process building it ended (stopped, crashed or killed) and nothing builds it any more; the site it was building never went live. A later build publishes the current data.';
/** What a record keeps when its full report cannot be written. */
const SHORT_FIELDS = [
  'status',
  'live',
  'startedAt',
  'started_nepal',
  'finishedAt',
  'finished_nepal',
  'durationMs',
  'buildId',
  'deploy_status',
  'skipped_count',
  'pagesBuilt',
] as const;

export class BuildRecords {
  pb: PocketBase;
  log: (message: string) => void;

  /**
   * @param options.pb  signed-in service client (reads catalogue, writes site_builds)
   */
  constructor({ pb, log = defaultLog }: { pb: PocketBase; log?: (message: string) => void }) {
    this.pb = pb;
    this.log = log;
  }

  /** Records a build asked for by `trigger`, as queued. */
  createQueuedRecord(trigger: string) {
    return createSiteBuild(this.pb, { trigger, status: 'queued' });
  }

  /** Records a rollback: created as running, so no other publisher picks it up as a queued request. */
  createRollbackRecord(to: string) {
    return createSiteBuild(this.pb, { trigger: 'rollback', status: 'running', rollback_to: to });
  }

  /**
   * Writes a build record. A write that fails is logged and, when it finishes the record, retried with the short
   * fields only (status, times, live, summary), so a report too big or too odd for the record never leaves it
   * "running". Returns whether the full data was written.
   */
  async writeRecord(id: string, data: SiteBuildFields) {
    try {
      await updateSiteBuild(this.pb, id, data);
      return true;
    } catch (err) {
      // PocketBase's ClientResponseError names the fields it refused in response.data.
      const refused = (err as { response?: { data?: unknown } } | undefined)?.response?.data;
      const why = `${messageOf(err)}${refused ? ` ${JSON.stringify(refused)}` : ''}`;
      this.log(`Publisher: could not write build record ${id} (${why.slice(0, 300)})`);
      if (!data.status) return false;
      const short: SiteBuildFields = Object.fromEntries(
        SHORT_FIELDS.filter((key) => key in data).map((key) => [key, data[key]]),
      );
      short.summary =
        `${String(data.summary ?? '').slice(0, 300)} (The full report could not be saved; the publisher's log says why.)`.trim();
      try {
        await updateSiteBuild(this.pb, id, short);
      } catch (again) {
        this.log(`Publisher: could not write even a short build record ${id} (${messageOf(again)})`);
      }
      return false;
    }
  }

  async updateRecords(ids: Iterable<string>, data: SiteBuildFields) {
    await Promise.all([...ids].map((id) => this.writeRecord(id, data)));
  }

  /**
   * Unticks `live` on every record but these (which are saved with live ticked right after): one live build at a
   * time.
   */
  async markLive(ids: string[]) {
    const wasLive = await readAllLiveSiteBuilds(this.pb).catch(() => []);
    await this.updateRecords(
      wasLive.map((r) => r.id).filter((id) => !ids.includes(id)),
      { live: false },
    );
  }

  /**
   * Marks failed, with the reason, the "running" records of builds made in the builds folder `root` that are not in
   * `known` (this publisher's own). The caller holds the build lock, so nobody builds them any more
   * (BuildRunner.finishAbandoned); `stillJudged` is asked once they are read, and nothing is written when it says the
   * lock changed hands meanwhile. Returns how many records were finished.
   */
  async finishAbandonedRecords({
    root,
    known,
    stillJudged,
  }: {
    root: string;
    known: Set<string>;
    stillJudged: () => boolean;
  }) {
    const running = await readAllRunningSiteBuilds(this.pb);
    if (!stillJudged()) return 0;
    // Only builds made in this publisher's folder (another publisher may build elsewhere from the same PocketBase).
    const stale = running.filter((r) => !known.has(r.id) && r.buildId && existsSync(join(root, r.buildId)));
    const now = new Date();
    for (const { id, buildId } of stale) {
      this.log(`Publisher: build record ${id} (${buildId}) was left running by a process that ended: marked failed.`);
      await this.writeRecord(id, {
        status: 'failed',
        live: false,
        finishedAt: now.toISOString(),
        finished_nepal: nepalTime(now),
        summary: ABANDONED_SUMMARY,
      });
    }
    return stale.length;
  }

  /** Names a request picked up for where it came from (`trigger`), as queued; a refusal is let be. */
  renameRequest(id: string, trigger: string) {
    return updateSiteBuild(this.pb, id, { trigger, status: 'queued' }).catch(() => null);
  }
}
