// The publisher's builds, one at a time: requests wait in one queue, and those made while a build runs coalesce into
// one follow-up build; rollbacks go first. A build is made only while this process holds the build lock of its
// builds folder (builds.ts), and goes live only after SITE_DEPLOY_CMD succeeded: deploy first, then switch. The steps
// of a build and of a rollback are build-steps.ts; what triggers builds is publisher.ts.
import type PocketBase from 'pocketbase';
import { basename } from 'node:path';
import { setting } from '../../src/lib/settings.mjs';
import { readAllVisibleProductStamps } from '../data/products.ts';
import { BuildRecords } from './build-records.ts';
import {
  type BuildHost,
  type BuildRequest,
  type BuildResult,
  type DeployResult,
  LOG_TAIL,
  type RollbackRequest,
  type RollbackResult,
  runBuild,
  runDeployCommand,
  runRollback,
} from './build-steps.ts';

export type { BuildRequest, BuildResult, DeployResult, RollbackRequest, RollbackResult };
import { type BuildStore, buildStore } from './builds.ts';
import { logTail, messageOf, nepalTime } from './record-format.ts';

/**
 * What a publisher is made with.
 * @param pb  signed-in service client (reads catalogue, writes site_builds)
 * @param buildEnv   environment for `astro build`
 * @param onLive  called after a build goes live
 * @param dashboardUrl  PocketBase as operators open it (links in build records)
 */
export type RunnerOptions = {
  pb: PocketBase;
  buildEnv: Record<string, string>;
  onLive?: (dir: string) => void | Promise<void>;
  buildsRoot?: string;
  deployCommand?: string;
  dashboardUrl?: string;
  log?: (message: string) => void;
};
/** A rollback record as the queue takes it. */
export type RollbackRecord = { id: string; rollback_to?: unknown };

export class BuildRunner extends BuildRecords implements BuildHost {
  buildEnv: Record<string, string>;
  onLive: ((dir: string) => void | Promise<void>) | undefined;
  store: BuildStore;
  deployCommand: string | undefined;
  dashboardUrl: string;
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
  /** set by Publisher.stop: no build starts after it */
  stopped = false;
  /** the next scheduled build (Publisher.scheduleNext), named in a rollback's record */
  nextScheduled: Date | undefined = undefined;
  /** Whether this publisher holds the build lock (withLock), and how many times it took it. */
  holdsLock = false;
  lockTaken = 0;

  constructor(options: RunnerOptions) {
    super(options);
    const { pb, buildEnv, onLive, buildsRoot, deployCommand, dashboardUrl } = options;
    this.buildEnv = buildEnv;
    this.onLive = onLive;
    this.store = buildStore(buildsRoot);
    this.deployCommand = deployCommand;
    this.dashboardUrl = dashboardUrl || setting('PB_PUBLIC_URL') || buildEnv?.PB_URL || pb.baseURL;
  }

  /**
   * Asks for a build; records it in site_builds as queued. Resolves when that build has finished, with its
   * BuildResult.
   */
  // biome-ignore lint/suspicious/noExplicitAny: not BuildResult: callers (tests) read `dir` without checking `ok` first
  async request(trigger: string): Promise<any> {
    const record = await this.createQueuedRecord(trigger);
    return this.enqueue([trigger], [record.id]);
  }

  /**
   * Makes an earlier build live again (`npm run rollback`), recorded and deployed like a build.
   * @param to build id; the one before the live build when empty
   */
  async requestRollback(to: string = ''): Promise<RollbackResult> {
    const record = await this.createRollbackRecord(to);
    return this.enqueueRollback(record);
  }

  /**
   * @param record  a site_builds record with trigger "rollback"
   */
  enqueueRollback(record: RollbackRecord): Promise<RollbackResult> {
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
   * Build records left "running" by a publisher that was stopped, crashed or killed: marked failed, with the reason,
   * so no record claims a build that will never finish. Builds are made only while their process holds the build lock
   * of this folder (builds.ts), and a record is "running" only while its build holds it (rollbacks name their build
   * when they start, runRollback). So when the lock is free, or held by this publisher all through the look, a
   * "running" record of a build made in this folder that is not this publisher's own has nobody building it. While
   * another live process holds the lock (`npm run rebuild`), its records are left alone: a later look judges them.
   * Returns how many records were finished.
   */
  async finishAbandoned() {
    const release = this.holdsLock ? null : this.store.tryLock();
    if (!release && !this.holdsLock) return 0;
    const taken = this.lockTaken;
    try {
      // Read before the records: a build of this publisher that starts meanwhile is not in the list read after.
      const known = new Set([
        ...(this.current?.recordIds ?? []),
        ...(this.currentRollback ? [this.currentRollback] : []),
      ]);
      return await this.finishAbandonedRecords({
        root: this.store.root,
        known,
        // The lock changed hands during the read (this publisher's build ended and another process may have started
        // one): judged at the next look.
        stillJudged: () => Boolean(release) || (this.holdsLock && this.lockTaken === taken),
      });
    } finally {
      release?.();
    }
  }

  /** What a build does before it reads the data (Publisher: a last look for edits). */
  async beforeBuild() {}

  /**
   * The visible products and their last change ({ id: updated }), before the build reads them.
   */
  async productSnapshot(): Promise<Record<string, string> | null> {
    try {
      const items = await readAllVisibleProductStamps(this.pb);
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
      return await runBuild(this, request);
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

  /** Makes an earlier completed build live again; recorded and deployed like a build. */
  rollbackOnce(request: RollbackRequest): Promise<RollbackResult> {
    return runRollback(this, request);
  }
}
