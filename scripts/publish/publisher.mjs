// Rebuilds and publishes the site. Three triggers feed one queue:
//  - a schedule (PUBLISH_SCHEDULE, default hourly);
//  - catalogue changes in PocketBase, after a quiet period (PUBLISH_QUIET_MS,
//    default 30 s) so a burst of edits makes one build;
//  - site_builds records with status "queued" (an operator in the dashboard,
//    or the token-protected /api/rebuild endpoint).
// One build runs at a time; requests during a build coalesce into one
// follow-up build. Every build is recorded in site_builds.
import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../lib/backend.mjs';
import { log as defaultLog } from '../lib/paths.mjs';
import { buildStore } from './builds.mjs';
import { parseSchedule } from './schedule.mjs';

/** Collections whose changes show on pages. */
export const WATCHED_COLLECTIONS = ['web_products', 'posts', 'farmers', 'banners', 'districts', 'delivery_branch', 'lots'];
const LOG_TAIL = 4000;

function countPages(dir) {
  let pages = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) pages++;
  }
  return pages;
}

function runDeployCommand(command, dir) {
  return new Promise((resolveRun) => {
    const child = spawn(command, { shell: true, env: { ...process.env, SITE_BUILD_DIR: join(dir, 'client') } });
    let output = '';
    child.stdout.on('data', (c) => (output = (output + c).slice(-LOG_TAIL)));
    child.stderr.on('data', (c) => (output = (output + c).slice(-LOG_TAIL)));
    child.on('exit', (code) => resolveRun({ ok: code === 0, output }));
  });
}

export class Publisher {
  /**
   * @param {object} options
   * @param {import('pocketbase').default} options.pb  signed-in service client (reads catalogue, writes site_builds)
   * @param {Record<string,string>} options.buildEnv   environment for `astro build`
   * @param {(dir: string) => void | Promise<void>} [options.onLive]  called after a build goes live
   * @param {string} [options.buildsRoot]
   * @param {number} [options.quietMs]
   * @param {number} [options.pollMs]
   * @param {string} [options.schedule]
   * @param {string} [options.deployCommand]
   * @param {(message: string) => void} [options.log]
   */
  constructor({ pb, buildEnv, onLive, buildsRoot, quietMs = 30_000, pollMs = 3_000, schedule = '1h', deployCommand, log = defaultLog }) {
    this.pb = pb;
    this.buildEnv = buildEnv;
    this.onLive = onLive;
    this.store = buildStore(buildsRoot);
    this.quietMs = quietMs;
    this.pollMs = pollMs;
    this.schedule = parseSchedule(schedule);
    this.deployCommand = deployCommand;
    this.log = log;
    this.fingerprints = new Map();
    this.pending = null; // { triggers: Set, recordIds: Set } waiting for the next build
    this.running = null; // promise of the build in progress
    this.timers = new Set();
    this.stopped = false;
  }

  start() {
    this.log(`Publisher: schedule ${this.schedule.describe}, quiet period ${this.quietMs} ms`);
    this.scheduleNext();
    this.pollLoop();
  }

  stop() {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    return this.running ?? Promise.resolve();
  }

  later(ms, fn) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.stopped) fn();
    }, ms);
    this.timers.add(timer);
    return timer;
  }

  scheduleNext() {
    const next = this.schedule.nextAfter(new Date());
    // setTimeout caps at ~24.8 days; re-arm in steps for longer waits.
    const wait = Math.min(next.getTime() - Date.now(), 2 ** 31 - 1);
    this.later(wait, () => {
      if (Date.now() >= next.getTime()) this.request('schedule').catch((err) => this.log(`Publisher: ${err.message}`));
      this.scheduleNext();
    });
  }

  async pollLoop() {
    while (!this.stopped) {
      try {
        await this.checkForChanges();
        await this.pickUpQueuedRecords();
      } catch (err) {
        this.log(`Publisher: polling PocketBase failed (${err.message}); retrying`);
      }
      await new Promise((r) => this.later(this.pollMs, r));
    }
  }

  /** A cheap fingerprint per collection: how many records and the newest change. */
  async checkForChanges() {
    let changed = false;
    for (const name of WATCHED_COLLECTIONS) {
      const page = await this.pb.collection(name).getList(1, 1, { sort: '-updated', fields: 'updated' });
      const fingerprint = `${page.totalItems}|${page.items[0]?.updated ?? ''}`;
      const before = this.fingerprints.get(name);
      this.fingerprints.set(name, fingerprint);
      if (before !== undefined && before !== fingerprint) changed = true;
    }
    if (changed) {
      clearTimeout(this.quietTimer);
      this.timers.delete(this.quietTimer);
      this.quietTimer = this.later(this.quietMs, () => this.request('change').catch((err) => this.log(`Publisher: ${err.message}`)));
    }
  }

  async pickUpQueuedRecords() {
    // Only requests from outside; a publisher enqueues its own triggers itself.
    const queued = await this.pb.collection('site_builds').getFullList({
      filter: '(status = "queued" || status = "") && (trigger = "manual" || trigger = "webhook" || trigger = "")',
      sort: 'created',
    });
    const known = new Set([...(this.pending?.recordIds ?? []), ...(this.current?.recordIds ?? [])]);
    const fresh = queued.filter((r) => !known.has(r.id));
    if (fresh.length) await this.enqueue(fresh.map((r) => r.trigger || 'manual'), fresh.map((r) => r.id));
  }

  /** Asks for a build; records it in site_builds as queued. Resolves when that build has finished. */
  async request(trigger) {
    const record = await this.pb.collection('site_builds').create({ trigger, status: 'queued' });
    return this.enqueue([trigger], [record.id]);
  }

  enqueue(triggers, recordIds) {
    this.pending ??= { triggers: new Set(), recordIds: new Set(), waiters: [] };
    triggers.forEach((t) => this.pending.triggers.add(t));
    recordIds.forEach((id) => this.pending.recordIds.add(id));
    const done = new Promise((resolveDone) => this.pending.waiters.push(resolveDone));
    if (!this.running) this.running = this.drain().finally(() => (this.running = null));
    return done;
  }

  async drain() {
    while (this.pending && !this.stopped) {
      this.current = this.pending;
      this.pending = null;
      const result = await this.buildOnce(this.current);
      this.current.waiters.forEach((resolveWaiter) => resolveWaiter(result));
      this.current = null;
    }
  }

  async updateRecords(ids, data) {
    await Promise.all([...ids].map((id) => this.pb.collection('site_builds').update(id, data).catch(() => null)));
  }

  async buildOnce({ triggers, recordIds }) {
    let release = this.store.tryLock();
    while (!release) {
      // Another process (e.g. `npm run rebuild`) is building: wait for it.
      await new Promise((r) => setTimeout(r, 2000));
      release = this.store.tryLock();
    }
    // Edits seen so far are in this build: no separate build for them.
    clearTimeout(this.quietTimer);
    this.timers.delete(this.quietTimer);
    const dir = this.store.newBuildDir();
    const buildId = dir.split('/').pop();
    const startedAt = new Date();
    this.log(`Publisher: building ${buildId} (${[...triggers].join(', ')})`);
    await this.updateRecords(recordIds, { status: 'running', startedAt: startedAt.toISOString(), buildId });
    try {
      const output = await buildSite({ outDir: dir, env: this.buildEnv, quiet: true, progress: (line) => this.log(`Publisher: ${buildId} ${line}`) });
      const pagesBuilt = countPages(join(dir, 'client'));
      this.store.markSucceeded(dir, { buildId, pagesBuilt });
      this.store.activate(dir);
      await this.onLive?.(dir);
      let logTail = output.slice(-LOG_TAIL);
      if (this.deployCommand) {
        const deploy = await runDeployCommand(this.deployCommand, dir);
        logTail = `${logTail}\n--- SITE_DEPLOY_CMD ${deploy.ok ? 'succeeded' : 'FAILED'} ---\n${deploy.output}`.slice(-LOG_TAIL);
      }
      const durationMs = Date.now() - startedAt.getTime();
      await this.updateRecords(recordIds, {
        status: 'succeeded', finishedAt: new Date().toISOString(), durationMs, pagesBuilt, log: logTail,
      });
      this.store.prune();
      this.log(`Publisher: ${buildId} is live (${pagesBuilt} pages, ${(durationMs / 1000).toFixed(1)} s)`);
      return { ok: true, dir, buildId, pagesBuilt, durationMs };
    } catch (err) {
      rmSync(dir, { recursive: true, force: true });
      const durationMs = Date.now() - startedAt.getTime();
      await this.updateRecords(recordIds, {
        status: 'failed', finishedAt: new Date().toISOString(), durationMs, log: String(err.message).slice(-LOG_TAIL),
      });
      const serving = this.store.currentBuild() ? `the previous build (${this.store.currentBuild()}) keeps serving` : 'no build is live yet';
      this.log(`Publisher: build ${buildId} FAILED; ${serving}. ${String(err.message).split('\n')[0]}`);
      return { ok: false, buildId, error: err.message, durationMs };
    } finally {
      release();
    }
  }
}
