// Rebuilds and publishes the site. Triggers feed one queue:
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
// follow-up build. Every build and rollback is recorded in site_builds, in
// words an operator reads (server/publish/record-format.ts), and every
// record is finished: when the full report cannot be written, a short one is
// (and the failure is logged); a record left "running" by a publisher that was
// stopped, crashed or killed is marked failed, with the reason, by the next
// publisher on the same builds folder within ABANDONED_CHECK_MS of its start.
// Only the publisher (the shop_service account) writes build records
// (pb_hooks/site-builds.pb.js). A build goes
// live only after SITE_DEPLOY_CMD succeeded: deploy first, then switch.
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { buildSite } from '../backend.ts';
import { log as defaultLog } from '../paths.ts';
import { type BuildStore, buildStore } from './builds.ts';
import { parseSchedule } from './schedule.ts';
import {
  STARTING_WATCH,
  followRealtime,
  followingLive,
  nextWatch,
  oneAtATime,
  provideEventSource,
  type Watch,
} from './change-watch.ts';
import { buildSummary, issuesHtml, leftOutRecords, logTail, nepalTime, productChanges } from './record-format.ts';
import { setting } from '../../src/lib/settings.mjs';
import { VISIBLE_FILTER } from '../../src/lib/visibility.mjs';
import { PAGE_COLLECTIONS } from '../../src/lib/data/page-collections.mjs';
import type { WatchEvent } from './change-watch.ts';
import type { Issue } from './record-format.ts';

/** Triggers of records made outside the publisher (it records its own builds itself). */
export const REQUEST_TRIGGERS = ['dashboard', 'staff', 'api', '', 'manual', 'webhook'];
/**
 * Older trigger names still accepted from callers, and the names records get when picked up.
 */
const RENAMED_TRIGGERS: Record<string, string> = { '': 'dashboard', manual: 'dashboard', webhook: 'api' };
const LOG_TAIL = 4000;
const REPORT_FILE = 'build-report.jsonl';
const PRODUCTS_FILE = 'products.json';
/** The SDK reopens a realtime connection that dropped, but not one that never opened: the publisher retries it. */
const REALTIME_RETRY_MS = 30_000;
/**
 * How often build records left "running" by a publisher that ended are looked for: again and again, because the
 * build lock a look needs may be busy at the first one (the start-up build of `npm start`), and a process building
 * next to this one (`npm run rebuild`) may be killed at any time.
 */
export const ABANDONED_CHECK_MS = 20_000;
const ABANDONED_SUMMARY =
  'Stopped before it finished: the process building it ended (stopped, crashed or killed) and nothing builds it any more; the site it was building never went live. A later build publishes the current data.';

/** What a build ended with: what `request` resolves to. */
export type BuildResult =
  | {
      ok: true;
      dir: string;
      buildId: string;
      pagesBuilt: number;
      rendered?: string[];
      reused?: number;
      durationMs: number;
      summary: string;
      skipped: number;
    }
  | { ok: false; buildId?: string; error: string; durationMs?: number };
/** What a rollback ended with: what `requestRollback` resolves to. */
export type RollbackResult =
  | { ok: true; dir: string; buildId: string; holds: string }
  | { ok: false; buildId?: string; error: string };
export type BuildRequest = {
  triggers: Set<string>;
  recordIds: Set<string>;
  waiters: ((result: BuildResult) => void)[];
};
export type RollbackRequest = { id: string; to: string; resolve: (result: RollbackResult) => void };
export type DeployResult = { ok: boolean; status: string; code?: number | null; log: string };

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

function countPages(dir: string) {
  let pages = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) pages++;
  }
  return pages;
}

function runDeployCommand(command: string, dir: string): Promise<{ ok: boolean; code: number | null; output: string }> {
  return new Promise((resolveRun) => {
    const child = spawn(command, { shell: true, env: { ...process.env, SITE_BUILD_DIR: join(dir, 'client') } });
    let output = '';
    child.stdout.on('data', (c) => (output = (output + c).slice(-LOG_TAIL * 2)));
    child.stderr.on('data', (c) => (output = (output + c).slice(-LOG_TAIL * 2)));
    child.on('error', (err) => resolveRun({ ok: false, code: null, output: `${output}\n${err.message}` }));
    child.on('exit', (code) => resolveRun({ ok: code === 0, code, output }));
  });
}

function readJson(file: string, fallback: unknown): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
}

/**
 * The build's problems, one JSON line each (written by the build, SITE_BUILD_REPORT).
 */
function readIssues(file: string): Issue[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        return null;
      }
    })
    .filter(Boolean);
}

export class Publisher {
  pb: PocketBase;
  buildEnv: Record<string, string>;
  onLive: ((dir: string) => void | Promise<void>) | undefined;
  store: BuildStore;
  quietMs: number;
  maxWaitMs: number;
  /** when the first edit not yet in a build was seen */
  firstEditAt: number | null = null;
  /** counts down the quiet period */
  quietTimer: NodeJS.Timeout | undefined = undefined;
  pollMs: number;
  schedule: ReturnType<typeof parseSchedule>;
  nextScheduled: Date | undefined = undefined;
  deployCommand: string | undefined;
  dashboardUrl: string;
  log: (message: string) => void;
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
  /** waiting for the next build */
  pending: BuildRequest | null = null;
  /** the build in progress */
  current: BuildRequest | null = null;
  /** rollback records waiting, run before any pending build */
  rollbacks: RollbackRequest[] = [];
  /** the record of the rollback in progress */
  currentRollback: string | null = null;
  /** the builds in progress */
  running: Promise<void> | null = null;
  timers = new Set<NodeJS.Timeout>();
  stopped = false;
  /** Whether this publisher holds the build lock (withLock), and how many times it took it. */
  holdsLock = false;
  lockTaken = 0;
  /** the next look for abandoned build records */
  abandonedTimer: NodeJS.Timeout | null = null;

  /**
   * @param options.pb  signed-in service client (reads catalogue, writes site_builds)
   * @param options.buildEnv   environment for `astro build`
   * @param options.onLive  called after a build goes live
   * @param options.maxWaitMs  the longest an edit waits for its build to start, however often edits come
   * @param options.dashboardUrl  PocketBase as operators open it (links in build records)
   */
  constructor({
    pb,
    buildEnv,
    onLive,
    buildsRoot,
    quietMs = 15_000,
    maxWaitMs = setting('PUBLISH_MAX_WAIT_MS'),
    pollMs = 3_000,
    schedule = '1h',
    deployCommand,
    dashboardUrl,
    log = defaultLog,
  }: {
    pb: PocketBase;
    buildEnv: Record<string, string>;
    onLive?: (dir: string) => void | Promise<void>;
    buildsRoot?: string;
    quietMs?: number;
    maxWaitMs?: number;
    pollMs?: number;
    schedule?: string;
    deployCommand?: string;
    dashboardUrl?: string;
    log?: (message: string) => void;
  }) {
    this.pb = pb;
    this.buildEnv = buildEnv;
    this.onLive = onLive;
    this.store = buildStore(buildsRoot);
    this.quietMs = quietMs;
    this.maxWaitMs = Math.max(maxWaitMs, quietMs);
    this.pollMs = pollMs;
    this.schedule = parseSchedule(schedule);
    this.deployCommand = deployCommand;
    this.dashboardUrl = dashboardUrl || setting('PB_PUBLIC_URL') || buildEnv?.PB_URL || pb.baseURL;
    this.log = log;
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
      const page = await this.pb.collection(name).getList(1, 1, { sort: '-updated', fields: 'updated' });
      const fingerprint = `${page.totalItems}|${page.items[0]?.updated ?? ''}`;
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

  /**
   * Build records left "running" by a publisher that was stopped, crashed or killed: marked failed, with the reason,
   * so no record claims a build that will never finish. Builds are made only while their process holds the build lock
   * of this folder (builds.ts), and a record is "running" only while its build holds it (rollbacks name their build
   * when they start, rollbackOnce). So when the lock is free, or held by this publisher all through the look, a
   * "running" record of a build made in this folder that is not this publisher's own has nobody building it. While
   * another live process holds the lock (`npm run rebuild`), its records are left alone: a later look judges them.
   * Returns how many records were finished.
   */
  async finishAbandoned() {
    const release = this.holdsLock ? null : this.store.tryLock();
    if (!release && !this.holdsLock) return 0;
    const taken = this.lockTaken;
    try {
      // Read before the records: a build of this publisher that starts meanwhile is not in the list read below.
      const known = new Set([
        ...(this.current?.recordIds ?? []),
        ...(this.currentRollback ? [this.currentRollback] : []),
      ]);
      const running = await this.pb
        .collection('site_builds')
        .getFullList({ filter: 'status = "running"', fields: 'id,buildId' });
      // The lock changed hands during the read (this publisher's build ended and another process may have started
      // one): judged at the next look.
      if (!release && !(this.holdsLock && this.lockTaken === taken)) return 0;
      // Only builds made in this publisher's folder (another publisher may build elsewhere from the same PocketBase).
      const stale = running.filter(
        (r) => !known.has(r.id) && r.buildId && existsSync(join(this.store.root, r.buildId)),
      );
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
    } finally {
      release?.();
    }
  }

  async pickUpQueuedRecords() {
    // Requests from outside (dashboard, staff desk, API); a publisher enqueues its own triggers itself.
    const queued = await this.pb.collection('site_builds').getFullList({
      filter: `(status = "queued" || status = "") && (${[...REQUEST_TRIGGERS, 'rollback'].map((t) => `trigger = "${t}"`).join(' || ')})`,
      sort: 'created',
    });
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
    const named = (r: RecordModel) => RENAMED_TRIGGERS[r.trigger] ?? r.trigger;
    await Promise.all(
      builds
        .filter((r) => named(r) !== r.trigger)
        .map((r) =>
          this.pb
            .collection('site_builds')
            .update(r.id, { trigger: named(r), status: 'queued' })
            .catch(() => null),
        ),
    );
    if (builds.length)
      await this.enqueue(
        builds.map(named),
        builds.map((r) => r.id),
      );
  }

  /**
   * Asks for a build; records it in site_builds as queued. Resolves when that build has finished, with its
   * BuildResult.
   */
  // biome-ignore lint/suspicious/noExplicitAny: not BuildResult: callers (tests) read `dir` without checking `ok` first
  async request(trigger: string): Promise<any> {
    const record = await this.pb.collection('site_builds').create({ trigger, status: 'queued' });
    return this.enqueue([trigger], [record.id]);
  }

  /**
   * Makes an earlier build live again (`npm run rollback`), recorded and deployed like a build.
   * @param to build id; the one before the live build when empty
   */
  async requestRollback(to: string = ''): Promise<RollbackResult> {
    // Created as running, so no other publisher picks it up as a queued request.
    const record = await this.pb
      .collection('site_builds')
      .create({ trigger: 'rollback', status: 'running', rollback_to: to });
    return this.enqueueRollback(record);
  }

  /**
   * @param record  a site_builds record with trigger "rollback"
   */
  enqueueRollback(record: RecordModel): Promise<RollbackResult> {
    const done: Promise<RollbackResult> = new Promise((resolveDone) =>
      this.rollbacks.push({ id: record.id, to: String(record.rollback_to ?? '').trim(), resolve: resolveDone }),
    );
    if (!this.running) this.running = this.drain().finally(() => (this.running = null));
    return done;
  }

  /**
   * @param recordIds  their site_builds records
   */
  enqueue(triggers: string[], recordIds: string[]): Promise<BuildResult> {
    this.pending ??= { triggers: new Set(), recordIds: new Set(), waiters: [] };
    const pending = this.pending;
    for (const t of triggers) pending.triggers.add(t);
    for (const id of recordIds) pending.recordIds.add(id);
    const done: Promise<BuildResult> = new Promise((resolveDone) => pending.waiters.push(resolveDone));
    if (!this.running) this.running = this.drain().finally(() => (this.running = null));
    return done;
  }

  async drain() {
    while ((this.pending || this.rollbacks.length) && !this.stopped) {
      // Rollbacks first: an operator going back wants it now; the next data change publishes current data again.
      const rollback = this.rollbacks.shift();
      if (rollback) {
        this.currentRollback = rollback.id;
        rollback.resolve(await this.withLock(() => this.rollbackOnce(rollback)));
        this.currentRollback = null;
        continue;
      }
      // No rollback waits, so a build does (the loop's condition).
      const request = this.pending as BuildRequest;
      this.current = request;
      this.pending = null;
      const result = await this.withLock(() => this.buildOnce(request));
      for (const resolveWaiter of request.waiters) resolveWaiter(result);
      this.current = null;
    }
  }

  /**
   * Writes a build record. A write that fails is logged and, when it finishes the record, retried with the short
   * fields only (status, times, live, summary), so a report too big or too odd for the record never leaves it
   * "running". Returns whether the full data was written.
   */
  async writeRecord(id: string, data: Record<string, unknown>) {
    try {
      await this.pb.collection('site_builds').update(id, data);
      return true;
    } catch (err) {
      // PocketBase's ClientResponseError names the fields it refused in response.data.
      const refused = (err as { response?: { data?: unknown } } | undefined)?.response?.data;
      const why = `${messageOf(err)}${refused ? ` ${JSON.stringify(refused)}` : ''}`;
      this.log(`Publisher: could not write build record ${id} (${why.slice(0, 300)})`);
      if (!data.status) return false;
      const short: Record<string, unknown> = {};
      for (const key of [
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
      ])
        if (key in data) short[key] = data[key];
      short.summary =
        `${String(data.summary ?? '').slice(0, 300)} (The full report could not be saved; the publisher's log says why.)`.trim();
      try {
        await this.pb.collection('site_builds').update(id, short);
      } catch (again) {
        this.log(`Publisher: could not write even a short build record ${id} (${messageOf(again)})`);
      }
      return false;
    }
  }

  async updateRecords(ids: Iterable<string>, data: Record<string, unknown>) {
    await Promise.all([...ids].map((id) => this.writeRecord(id, data)));
  }

  /**
   * Unticks `live` on every record but these (which are saved with live ticked right after): one live build at a
   * time.
   */
  async markLive(ids: string[]) {
    const wasLive = await this.pb
      .collection('site_builds')
      .getFullList({ filter: 'live = true', fields: 'id' })
      .catch(() => []);
    await this.updateRecords(
      wasLive.map((r) => r.id).filter((id) => !ids.includes(id)),
      { live: false },
    );
  }

  async withLock<T>(fn: () => Promise<T>): Promise<T> {
    let release = this.store.tryLock();
    while (!release) {
      // Another process (e.g. `npm run rebuild`) is building: wait for it.
      await new Promise((r) => setTimeout(r, 2000));
      release = this.store.tryLock();
    }
    this.holdsLock = true;
    this.lockTaken++;
    try {
      return await fn();
    } finally {
      this.holdsLock = false;
      release();
    }
  }

  /**
   * The visible products and their last change ({ id: updated }), before the build reads them.
   */
  async productSnapshot(): Promise<Record<string, string> | null> {
    try {
      const items = await this.pb
        .collection('web_products')
        .getFullList({ filter: VISIBLE_FILTER, fields: 'id,updated', batch: 1000 });
      return Object.fromEntries(items.map((r) => [r.id, r.updated]));
    } catch {
      return null;
    }
  }

  /**
   * Runs SITE_DEPLOY_CMD on a build; a missing command counts as deployed (nothing to upload).
   */
  async deploy(dir: string): Promise<DeployResult> {
    if (!this.deployCommand) return { ok: true, status: 'not set up', log: '' };
    const result = await runDeployCommand(this.deployCommand, dir);
    const head = result.ok
      ? 'SITE_DEPLOY_CMD succeeded'
      : `SITE_DEPLOY_CMD FAILED (exit code ${result.code ?? 'none'})`;
    return {
      ok: result.ok,
      status: result.ok ? 'deployed' : 'failed',
      code: result.code,
      log: `--- ${head} ---\n${result.output}`,
    };
  }

  /**
   * Switches the live site to `dir` and tells the server; the switch stands even if the server follows later.
   */
  async goLive(dir: string) {
    this.store.activate(dir);
    try {
      await this.onLive?.(dir);
    } catch (err) {
      this.log(
        `Publisher: the server could not switch to ${basename(dir)} yet (${messageOf(err)}); it follows .builds/current`,
      );
    }
  }

  /**
   * One build; whatever goes wrong, its records end finished (succeeded or failed), never "running".
   */
  async buildOnce(request: BuildRequest): Promise<BuildResult> {
    try {
      return await this.buildOnceUnguarded(request);
    } catch (err) {
      const now = new Date();
      this.log(`Publisher: build failed unexpectedly (${messageOf(err)})`);
      await this.updateRecords(request.recordIds, {
        status: 'failed',
        finishedAt: now.toISOString(),
        finished_nepal: nepalTime(now),
        summary: 'The build failed; the previous site keeps serving. The log below says why.',
        log: logTail(String(err instanceof Error ? (err.stack ?? err) : err), LOG_TAIL),
      });
      return { ok: false, error: messageOf(err) };
    }
  }

  async buildOnceUnguarded({ triggers, recordIds }: BuildRequest): Promise<BuildResult> {
    // A look first, so the next one compares with the data this build reads (after a realtime outage, only what
    // changed since is built again); then edits seen so far are in this build: no separate build for them. A look
    // that fails is left to the build, which reports PocketBase unreachable itself.
    await this.lookForChanges().catch(() => undefined);
    this.clearQuietTimer();
    this.firstEditAt = null;
    const dir = this.store.newBuildDir();
    const buildId = basename(dir);
    const startedAt = new Date();
    this.log(`Publisher: building ${buildId} (${[...triggers].join(', ')})`);
    await this.updateRecords(recordIds, {
      status: 'running',
      startedAt: startedAt.toISOString(),
      started_nepal: nepalTime(startedAt),
      buildId,
    });
    const finish = (data: Record<string, unknown>) => {
      const finishedAt = new Date();
      return this.updateRecords(recordIds, {
        finishedAt: finishedAt.toISOString(),
        finished_nepal: nepalTime(finishedAt),
        durationMs: finishedAt.getTime() - startedAt.getTime(),
        ...data,
      });
    };
    const liveBefore = this.store.currentBuild();
    const snapshot = await this.productSnapshot();
    let output = '';
    // Next to the build folder, not in it: `astro build` empties its output folder after loading content.
    const reportFile = `${dir}.${REPORT_FILE}`;
    const pages: { rendered?: string[]; reused?: number } = {};
    try {
      output = await buildSite({
        outDir: dir,
        stagingDir: this.store.stagingDir(),
        stats: pages,
        env: { ...this.buildEnv, SITE_BUILD_REPORT: reportFile },
        quiet: true,
        progress: (line) => this.log(`Publisher: ${buildId} ${line}`),
      });
    } catch (err) {
      rmSync(dir, { recursive: true, force: true });
      rmSync(reportFile, { force: true });
      const durationMs = Date.now() - startedAt.getTime();
      await finish({
        status: 'failed',
        summary: 'The build failed; the previous site keeps serving. The log below says why.',
        log: logTail(messageOf(err), LOG_TAIL),
      });
      const serving = this.store.currentBuild()
        ? `the previous build (${this.store.currentBuild()}) keeps serving`
        : 'no build is live yet';
      this.log(`Publisher: build ${buildId} FAILED; ${serving}. ${messageOf(err).split('\n')[0]}`);
      return { ok: false, buildId, error: messageOf(err), durationMs };
    }

    const pagesBuilt = countPages(join(dir, 'client'));
    const issues = readIssues(reportFile);
    if (existsSync(reportFile)) renameSync(reportFile, join(dir, REPORT_FILE));
    const leftOut = leftOutRecords(issues);
    const withProblems = new Set(issues.map((i) => `${i.collection}/${i.id}`).filter((key) => !leftOut.has(key))).size;
    const products =
      snapshot && Object.fromEntries(Object.entries(snapshot).filter(([id]) => !leftOut.has(`web_products/${id}`)));
    if (products) writeFileSync(join(dir, PRODUCTS_FILE), JSON.stringify(products));
    const before = liveBefore
      ? (readJson(join(liveBefore, PRODUCTS_FILE), null) as Record<string, string> | null)
      : null;
    const summary = buildSummary({
      pages: pagesBuilt,
      changes: products && productChanges(before, products),
      leftOut: leftOut.size,
      withProblems,
    });
    const report = { summary, skipped_count: leftOut.size, skipped: issuesHtml(issues, this.dashboardUrl), pagesBuilt };

    // Deploy first, then switch: the server never serves pages whose files the CDN lacks.
    const deploy = await this.deploy(dir);
    const logText = logTail(`${output}${deploy.log ? `\n${deploy.log}` : ''}`, LOG_TAIL);
    if (!deploy.ok) {
      rmSync(dir, { recursive: true, force: true });
      const durationMs = Date.now() - startedAt.getTime();
      await finish({
        ...report,
        status: 'failed',
        deploy_status: 'failed',
        summary: `Not published: the upload (SITE_DEPLOY_CMD) failed with exit code ${deploy.code ?? 'none'}; the previous site keeps serving. Built: ${summary}`,
        log: logText,
      });
      this.log(
        `Publisher: build ${buildId} FAILED to deploy (SITE_DEPLOY_CMD exit ${deploy.code}); the previous site keeps serving.`,
      );
      return {
        ok: false,
        buildId,
        error: `SITE_DEPLOY_CMD failed (exit code ${deploy.code ?? 'none'})\n${deploy.log}`,
        durationMs,
      };
    }
    this.store.markSucceeded(dir, { buildId, pagesBuilt, summary });
    await this.goLive(dir);
    const durationMs = Date.now() - startedAt.getTime();
    // Older records unticked first: whoever sees this build "succeeded" sees it the only live one.
    await this.markLive([...recordIds]);
    await finish({ ...report, status: 'succeeded', live: true, deploy_status: deploy.status, log: logText });
    this.store.prune();
    this.log(`Publisher: ${buildId} is live (${summary}; ${(durationMs / 1000).toFixed(1)} s)`);
    return {
      ok: true,
      dir,
      buildId,
      pagesBuilt,
      rendered: pages.rendered,
      reused: pages.reused,
      durationMs,
      summary,
      skipped: leftOut.size,
    };
  }

  /** Makes an earlier completed build live again; recorded and deployed like a build. */
  async rollbackOnce({ id, to }: RollbackRequest): Promise<RollbackResult> {
    const startedAt = new Date();
    const live = this.store.currentBuild();
    const builds = this.store.completedBuilds();
    const target = to ? builds.find((dir) => basename(dir) === to) : builds[(live ? builds.indexOf(live) : -1) + 1];
    // Named from the start: a rollback whose process ends before it finishes is found by finishAbandoned.
    await this.updateRecords([id], {
      status: 'running',
      startedAt: startedAt.toISOString(),
      started_nepal: nepalTime(startedAt),
      ...(target ? { buildId: basename(target) } : {}),
    });
    const finish = (data: Record<string, unknown>) => {
      const finishedAt = new Date();
      return this.updateRecords([id], {
        finishedAt: finishedAt.toISOString(),
        finished_nepal: nepalTime(finishedAt),
        durationMs: finishedAt.getTime() - startedAt.getTime(),
        ...data,
      });
    };
    if (!target && to) {
      const kept = builds.map((dir) => basename(dir)).join(', ') || 'none';
      await finish({
        status: 'failed',
        summary: `Not rolled back: there is no kept build "${to}". Kept builds: ${kept}.`,
      });
      return { ok: false, error: `No kept build ${to}` };
    }
    if (!target) {
      await finish({
        status: 'failed',
        summary: 'Not rolled back: there is no earlier completed build to go back to.',
      });
      return { ok: false, error: 'There is no earlier completed build to roll back to.' };
    }
    const buildId = basename(target);
    const info = readJson(join(target, '.build-ok'), {}) as {
      finishedAt?: string;
      pagesBuilt?: number;
      summary?: string;
    };
    const deploy = await this.deploy(target);
    if (!deploy.ok) {
      await finish({
        status: 'failed',
        buildId,
        deploy_status: 'failed',
        summary: `Not rolled back: the upload (SITE_DEPLOY_CMD) of ${buildId} failed with exit code ${deploy.code ?? 'none'}; the site did not change.`,
        log: logTail(deploy.log, LOG_TAIL),
      });
      return { ok: false, buildId, error: `SITE_DEPLOY_CMD failed (exit code ${deploy.code ?? 'none'})` };
    }
    await this.goLive(target);
    const builtAt = info.finishedAt ? ` (built ${nepalTime(info.finishedAt)})` : '';
    const next =
      this.nextScheduled && !this.stopped ? `, or the scheduled build at ${nepalTime(this.nextScheduled)}` : '';
    const holds = `Until the next catalogue edit (products, posts, farmers, banners, delivery areas)${next}, or a build asked for in the dashboard: that build publishes the current data again.`;
    await this.markLive([id]);
    await finish({
      status: 'succeeded',
      live: true,
      buildId,
      pagesBuilt: info.pagesBuilt ?? 0,
      deploy_status: deploy.status,
      summary:
        `Rolled back: ${buildId}${builtAt} is live again. ${info.summary ? `It had: ${info.summary}.` : ''}`.trim(),
      holds_until: holds,
      log: logTail(deploy.log, LOG_TAIL),
    });
    this.log(`Publisher: rolled back to ${buildId}`);
    return { ok: true, dir: target, buildId, holds };
  }
}
