// The steps of one build and of one rollback, as BuildRunner runs them (build-runner.ts, which holds the build lock
// meanwhile): `astro build` into a fresh folder, the report of what it left out, deploy (SITE_DEPLOY_CMD), then the
// switch; each step's outcome written to the request's build records, in words an operator reads (record-format.ts).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { buildSite } from '../backend.ts';
import type { SiteBuildsDeployStatusOptions } from '../../src/lib/data/pocketbase-types.ts';
import type { SiteBuildFields } from '../data/site-builds.ts';
import type { BuildStore } from './builds.ts';
import type { Issue } from './record-format.ts';
import {
  buildSummary,
  issuesHtml,
  leftOutRecords,
  logTail,
  messageOf,
  nepalTime,
  productChanges,
} from './record-format.ts';

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
export type DeployResult = {
  ok: boolean;
  status: SiteBuildsDeployStatusOptions;
  code?: number | null;
  log: string;
};
/**
 * What the steps need of the runner that runs them: build-runner.ts's BuildRunner is the one, and it depends on these
 * steps, not the other way round.
 */
export interface BuildHost {
  readonly buildEnv: Record<string, string>;
  readonly store: BuildStore;
  readonly dashboardUrl: string;
  readonly stopped: boolean;
  readonly nextScheduled: Date | undefined;
  log(message: string): void;
  beforeBuild(): Promise<void>;
  productSnapshot(): Promise<Record<string, string> | null>;
  deploy(dir: string): Promise<DeployResult>;
  goLive(dir: string): Promise<void>;
  markLive(ids: string[]): Promise<void>;
  updateRecords(ids: Iterable<string>, data: SiteBuildFields): Promise<void>;
}

export const LOG_TAIL = 4000;
const REPORT_FILE = 'build-report.jsonl';
const PRODUCTS_FILE = 'products.json';

function countPages(dir: string) {
  let pages = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) pages++;
  }
  return pages;
}

export function runDeployCommand(
  command: string,
  dir: string,
): Promise<{ ok: boolean; code: number | null; output: string }> {
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

/**
 * One build of a request: built, deployed and made live, or failed with the previous site serving; its records say
 * which. Throws only on the unexpected (BuildRunner.buildOnce in build-runner.ts records that).
 */
export async function runBuild(runner: BuildHost, { triggers, recordIds }: BuildRequest): Promise<BuildResult> {
  await runner.beforeBuild();
  const dir = runner.store.newBuildDir();
  const buildId = basename(dir);
  const startedAt = new Date();
  runner.log(`Publisher: building ${buildId} (${[...triggers].join(', ')})`);
  await runner.updateRecords(recordIds, {
    status: 'running',
    startedAt: startedAt.toISOString(),
    started_nepal: nepalTime(startedAt),
    buildId,
  });
  const finish = (data: SiteBuildFields) => {
    const finishedAt = new Date();
    return runner.updateRecords(recordIds, {
      finishedAt: finishedAt.toISOString(),
      finished_nepal: nepalTime(finishedAt),
      durationMs: finishedAt.getTime() - startedAt.getTime(),
      ...data,
    });
  };
  const liveBefore = runner.store.currentBuild();
  const snapshot = await runner.productSnapshot();
  let output = '';
  // Next to the build folder, not in it: `astro build` empties its output folder after loading content.
  const reportFile = `${dir}.${REPORT_FILE}`;
  const pages: { rendered?: string[]; reused?: number } = {};
  try {
    output = await buildSite({
      outDir: dir,
      stagingDir: runner.store.stagingDir(),
      stats: pages,
      env: { ...runner.buildEnv, SITE_BUILD_REPORT: reportFile },
      quiet: true,
      progress: (line) => runner.log(`Publisher: ${buildId} ${line}`),
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
    const serving = runner.store.currentBuild()
      ? `the previous build (${runner.store.currentBuild()}) keeps serving`
      : 'no build is live yet';
    runner.log(`Publisher: build ${buildId} FAILED; ${serving}. ${messageOf(err).split('\n')[0]}`);
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
  const before = liveBefore ? (readJson(join(liveBefore, PRODUCTS_FILE), null) as Record<string, string> | null) : null;
  const summary = buildSummary({
    pages: pagesBuilt,
    changes: products && productChanges(before, products),
    leftOut: leftOut.size,
    withProblems,
  });
  const report = { summary, skipped_count: leftOut.size, skipped: issuesHtml(issues, runner.dashboardUrl), pagesBuilt };

  // Deploy first, then switch: the server never serves pages whose files the CDN lacks.
  const deploy = await runner.deploy(dir);
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
    runner.log(
      `Publisher: build ${buildId} FAILED to deploy (SITE_DEPLOY_CMD exit ${deploy.code}); the previous site keeps serving.`,
    );
    return {
      ok: false,
      buildId,
      error: `SITE_DEPLOY_CMD failed (exit code ${deploy.code ?? 'none'})\n${deploy.log}`,
      durationMs,
    };
  }
  runner.store.markSucceeded(dir, { buildId, pagesBuilt, summary });
  await runner.goLive(dir);
  const durationMs = Date.now() - startedAt.getTime();
  // Older records unticked first: whoever sees this build "succeeded" sees it the only live one.
  await runner.markLive([...recordIds]);
  await finish({ ...report, status: 'succeeded', live: true, deploy_status: deploy.status, log: logText });
  runner.store.prune();
  runner.log(`Publisher: ${buildId} is live (${summary}; ${(durationMs / 1000).toFixed(1)} s)`);
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
export async function runRollback(runner: BuildHost, { id, to }: RollbackRequest): Promise<RollbackResult> {
  const startedAt = new Date();
  const live = runner.store.currentBuild();
  const builds = runner.store.completedBuilds();
  const target = to ? builds.find((dir) => basename(dir) === to) : builds[(live ? builds.indexOf(live) : -1) + 1];
  // Named from the start: a rollback whose process ends before it finishes is found by finishAbandoned.
  await runner.updateRecords([id], {
    status: 'running',
    startedAt: startedAt.toISOString(),
    started_nepal: nepalTime(startedAt),
    ...(target ? { buildId: basename(target) } : {}),
  });
  const finish = (data: SiteBuildFields) => {
    const finishedAt = new Date();
    return runner.updateRecords([id], {
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
  const deploy = await runner.deploy(target);
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
  await runner.goLive(target);
  const builtAt = info.finishedAt ? ` (built ${nepalTime(info.finishedAt)})` : '';
  const next =
    runner.nextScheduled && !runner.stopped ? `, or the scheduled build at ${nepalTime(runner.nextScheduled)}` : '';
  const holds = `Until the next catalogue edit (products, posts, farmers, banners, delivery areas)${next}, or a build asked for in the dashboard: that build publishes the current data again.`;
  await runner.markLive([id]);
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
  runner.log(`Publisher: rolled back to ${buildId}`);
  return { ok: true, dir: target, buildId, holds };
}
