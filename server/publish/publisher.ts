// Rebuilds and publishes the site. Triggers feed one queue (build-runner.ts):
//  - a schedule (PUBLISH_SCHEDULE, default hourly);
//  - catalogue changes in PocketBase, after a quiet period (PUBLISH_QUIET_MS,
//    default 15 s, docs/publishing.md) so a burst of edits makes one build,
//    but never later than PUBLISH_MAX_WAIT_MS (30 s) after the first edit
//    seen, so steady edits cannot starve publishing;
//  - site_builds records with status "queued" or empty (an operator in the
//    dashboard, staff, or the token-protected /api/rebuild endpoint); one with
//    trigger "rollback" makes an earlier build live again instead.
// Changes and records are noticed through PocketBase's realtime events, and by
// polling while the live connection is down (server/publish/change-watch.ts).
// One build runs at a time; requests during a build coalesce into one
// follow-up build (build-runner.ts, the steps in build-steps.ts). Every build
// and rollback is recorded in site_builds (build-records.ts), in words an
// operator reads (record-format.ts); a record left "running" by a publisher
// that was stopped, crashed or killed is marked failed, with the reason, by
// the next publisher on the same builds folder within ABANDONED_CHECK_MS of
// its start. A build goes live only after SITE_DEPLOY_CMD succeeded: deploy
// first, then switch.
import { setting } from '../../src/lib/settings.mjs';
import { PAGE_COLLECTIONS } from '../../src/lib/data/page-collections.mjs';
import type { SiteBuildsResponse } from '../../src/lib/data/pocketbase-types.ts';
import { readNewestChange } from '../data/collections.ts';
import { readAllSiteBuildRequests } from '../data/site-builds.ts';
import { BuildRunner, type RunnerOptions } from './build-runner.ts';
import {
  STARTING_WATCH,
  followRealtime,
  followingLive,
  nextWatch,
  oneAtATime,
  provideEventSource,
  type Watch,
  type WatchEvent,
} from './change-watch.ts';
import { messageOf, nepalTime } from './record-format.ts';
import { parseSchedule } from './schedule.ts';

export type { BuildRequest, BuildResult, DeployResult, RollbackRequest, RollbackResult } from './build-runner.ts';

/** Triggers of records made outside the publisher (it records its own builds itself). */
export const REQUEST_TRIGGERS = ['dashboard', 'staff', 'api', '', 'manual', 'webhook'];
/**
 * Older trigger names still accepted from callers, and the names records get when picked up.
 */
const RENAMED_TRIGGERS: Record<string, string> = { '': 'dashboard', manual: 'dashboard', webhook: 'api' };
/** The SDK reopens a realtime connection that dropped, but not one that never opened: the publisher retries it. */
const REALTIME_RETRY_MS = 30_000;
/**
 * How often build records left "running" by a publisher that ended are looked for: again and again, because the
 * build lock a look needs may be busy at the first one (the start-up build of `npm start`), and a process building
 * next to this one (`npm run rebuild`) may be killed at any time.
 */
export const ABANDONED_CHECK_MS = 20_000;

export class Publisher extends BuildRunner {
  quietMs: number;
  maxWaitMs: number;
  /** when the first edit not yet in a build was seen */
  firstEditAt: number | null = null;
  /** counts down the quiet period */
  quietTimer: NodeJS.Timeout | undefined = undefined;
  pollMs: number;
  schedule: ReturnType<typeof parseSchedule>;
  /** per watched collection, as the last look saw it */
  fingerprints = new Map<string, string>();
  // One look of each kind at a time (polls, realtime events and build starts overlap): a record picked up twice
  // would be built or rolled back twice.
  lookForChanges = oneAtATime(() => this.checkForChanges());
  lookForRequests = oneAtATime(() => this.pickUpQueuedRecords());
  /** whether realtime events are followed, or polling stands in */
  watch: Watch = STARTING_WATCH;
  /** ends the realtime subscriptions */
  stopRealtime: (() => Promise<void>) | null = null;
  timers = new Set<NodeJS.Timeout>();
  /** the next look for abandoned build records */
  abandonedTimer: NodeJS.Timeout | null = null;

  /**
   * @param options  what BuildRunner takes, and when builds are asked for
   * @param options.maxWaitMs  the longest an edit waits for its build to start, however often edits come
   */
  constructor(options: RunnerOptions & { quietMs?: number; maxWaitMs?: number; pollMs?: number; schedule?: string }) {
    super(options);
    const { quietMs = 15_000, maxWaitMs = setting('PUBLISH_MAX_WAIT_MS'), pollMs = 3_000, schedule = '1h' } = options;
    this.quietMs = quietMs;
    this.maxWaitMs = Math.max(maxWaitMs, quietMs);
    this.pollMs = pollMs;
    this.schedule = parseSchedule(schedule);
  }

  start() {
    this.log(
      `Publisher: schedule ${this.schedule.describe}, quiet period ${this.quietMs} ms, at most ${this.maxWaitMs} ms after an edit`,
    );
    this.watchAbandoned();
    this.scheduleNext();
    this.watch = STARTING_WATCH;
    this.pollLoop();
    this.followLive();
  }

  /**
   * Stops looking for work. Resolves when the build in progress has finished; with `waitMs`, after that long at
   * most: a build or rollback still running then is recorded as failed, since it ends with this process (its
   * `astro build` is tied to it, server/backend.ts).
   */
  async stop({ waitMs }: { waitMs?: number } = {}) {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.stopRealtime?.().catch(() => undefined);
    this.stopRealtime = null;
    if (!this.running) return;
    if (waitMs === undefined) return this.running;
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      this.running.then(() => true),
      new Promise((r) => (timer = setTimeout(() => r(false), waitMs))),
    ]);
    clearTimeout(timer);
    if (finished) return;
    const ids = [...(this.current?.recordIds ?? []), ...(this.currentRollback ? [this.currentRollback] : [])];
    const now = new Date();
    this.log('Publisher: stopping in the middle of a build; its record says so.');
    await this.updateRecords(ids, {
      status: 'failed',
      finishedAt: now.toISOString(),
      finished_nepal: nepalTime(now),
      summary:
        'Stopped before it finished: the publisher was stopped while it ran; the site it was building never went live. A later build publishes the current data.',
    });
  }

  /**
   * Looks for abandoned build records now and every ABANDONED_CHECK_MS until stopped (once started, calling it again
   * does nothing). scripts/start.mjs calls it before its first build, so the look does not wait for that build.
   */
  watchAbandoned() {
    if (this.abandonedTimer || this.stopped) return;
    const look = () => {
      this.finishAbandoned()
        .catch((err) => this.log(`Publisher: looking for abandoned build records failed (${messageOf(err)})`))
        .finally(() => {
          if (!this.stopped) this.abandonedTimer = this.later(ABANDONED_CHECK_MS, look);
        });
    };
    this.abandonedTimer = this.later(0, look);
  }

  later(ms: number, fn: () => void) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.stopped) fn();
    }, ms);
    this.timers.add(timer);
    return timer;
  }

  scheduleNext() {
    const next = this.schedule.nextAfter(new Date());
    this.nextScheduled = next;
    // setTimeout caps at ~24.8 days; re-arm in steps for longer waits.
    const wait = Math.min(next.getTime() - Date.now(), 2 ** 31 - 1);
    this.later(wait, () => {
      if (Date.now() >= next.getTime())
        this.request('schedule').catch((err) => this.log(`Publisher: ${messageOf(err)}`));
      this.scheduleNext();
    });
  }

  /** Polls while realtime events are not enough (not connected, or not caught up since the connection opened). */
  async pollLoop() {
    while (!this.stopped) {
      if (!followingLive(this.watch)) await this.lookAndTell();
      await new Promise((r) => this.later(this.pollMs, () => r(undefined)));
    }
  }

  /** Subscribes to the watched collections and site_builds; on any failure polling goes on (change-watch.ts). */
  async followLive() {
    if (!(await provideEventSource())) {
      this.log(
        `Publisher: this Node has no EventSource and the eventsource package is not installed, so there are no live updates from PocketBase; checking it for edits every ${this.pollMs / 1000} s.`,
      );
      return;
    }
    try {
      const stopRealtime = await followRealtime(this.pb, [...PAGE_COLLECTIONS, 'site_builds'], {
        onEvent: (collection) => {
          if (this.stopped) return;
          // A record may be a build request: the look a poll makes picks it up (it knows which records are).
          if (collection === 'site_builds') this.lookAndTell();
          else this.noteEdit();
        },
        onConnect: () => this.tell({ type: 'connected' }),
        onDisconnect: () => this.tell({ type: 'lost', reason: 'the live connection to PocketBase dropped' }),
      });
      if (this.stopped) await stopRealtime();
      else this.stopRealtime = stopRealtime;
    } catch (err) {
      this.tell({ type: 'lost', reason: `the live connection to PocketBase could not be opened (${messageOf(err)})` });
      this.later(REALTIME_RETRY_MS, () => this.followLive());
    }
  }

  /**
   * Tells the change watch what happened, and does what it answers.
   */
  tell(event: WatchEvent) {
    if (this.stopped) return;
    const { watch, log, lookNow } = nextWatch(this.watch, event, this.pollMs);
    this.watch = watch;
    if (log) this.log(log);
    if (lookNow) this.lookAndTell();
  }

  /** Looks at PocketBase as a poll does; whether it could be read decides if realtime events are enough. */
  async lookAndTell() {
    let ok = true;
    try {
      await this.lookForChanges();
      await this.lookForRequests();
    } catch (err) {
      ok = false;
      this.log(`Publisher: polling PocketBase failed (${messageOf(err)}); retrying`);
    }
    this.tell({ type: 'looked', ok });
  }

  /** A cheap fingerprint per collection: how many records and the newest change. */
  async checkForChanges() {
    let changed = false;
    for (const name of PAGE_COLLECTIONS) {
      const { count, updated } = await readNewestChange(this.pb, name);
      const fingerprint = `${count}|${updated}`;
      const before = this.fingerprints.get(name);
      this.fingerprints.set(name, fingerprint);
      if (before !== undefined && before !== fingerprint) changed = true;
    }
    if (changed) this.noteEdit();
  }

  /**
   * An edit seen (by a look or a realtime event): the quiet period starts again, but the first edit waits at most
   * maxWaitMs.
   */
  noteEdit() {
    const now = Date.now();
    this.firstEditAt ??= now;
    const wait = Math.max(0, Math.min(this.quietMs, this.firstEditAt + this.maxWaitMs - now));
    this.clearQuietTimer();
    this.quietTimer = this.later(wait, () => {
      this.firstEditAt = null;
      this.request('catalogue edit').catch((err) => this.log(`Publisher: ${messageOf(err)}`));
    });
  }

  clearQuietTimer() {
    if (!this.quietTimer) return;
    clearTimeout(this.quietTimer);
    this.timers.delete(this.quietTimer);
  }

  async pickUpQueuedRecords() {
    // Requests from outside (dashboard, staff desk, API); a publisher enqueues its own triggers itself.
    const queued = await readAllSiteBuildRequests(this.pb, [...REQUEST_TRIGGERS, 'rollback']);
    const known = new Set([
      ...(this.pending?.recordIds ?? []),
      ...(this.current?.recordIds ?? []),
      ...this.rollbacks.map((r) => r.id),
      ...(this.currentRollback ? [this.currentRollback] : []),
    ]);
    const fresh = queued.filter((r) => !known.has(r.id));
    for (const record of fresh.filter((r) => r.trigger === 'rollback')) this.enqueueRollback(record);
    const builds = fresh.filter((r) => r.trigger !== 'rollback');
    // A record made in the dashboard without a trigger (or with an older name) is named for where it came from.
    const named = (r: SiteBuildsResponse) => RENAMED_TRIGGERS[r.trigger] ?? r.trigger;
    await Promise.all(builds.filter((r) => named(r) !== r.trigger).map((r) => this.renameRequest(r.id, named(r))));
    if (builds.length)
      await this.enqueue(
        builds.map(named),
        builds.map((r) => r.id),
      );
  }

  /**
   * Before a build reads the data, a look, so the next one compares with the data this build reads (after a realtime
   * outage, only what changed since is built again); then edits seen so far are in this build: no separate build for
   * them. A look that fails is left to the build, which reports PocketBase unreachable itself.
   */
  async beforeBuild() {
    await this.lookForChanges().catch(() => undefined);
    this.clearQuietTimer();
    this.firstEditAt = null;
  }
}
