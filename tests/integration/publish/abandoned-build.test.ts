// `kill -9` on `npm start` in the middle of a build: its site_builds record must not say "running" for ever. The
// real scripts/start.mjs runs on a copy of the seeded data with an earlier build to serve, so it starts a start-up
// build at once; it is killed (SIGKILL) while that build runs. The build's `astro build` ends with it
// (server/tied-child.ts). The next start, whose own start-up build holds the build lock all along, marks the
// abandoned record failed, with the reason, within a minute (server/publish/build-runner.ts, finishAbandoned), and
// never its own build.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../server/pocketbase-process.ts';
import { projectRoot } from '../../../server/paths.ts';
import { startFolder } from '@tests/harness/other-shop';
import { waitFor } from '@tests/harness/wait';

let root: string;
let dataDir: string;
let pbUrl: string;
let env: NodeJS.ProcessEnv;
const admin = { email: 'ops-abandoned@shop.test', password: 'abandoned-build-operator-1' };
const starts: { child: ChildProcess; output: () => string }[] = [];

function cmdline(pid: string): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
}

/** Processes started for this test's data or builds folder: PocketBase on it, and `astro build`s into it. */
function leftRunning(): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const args = cmdline(pid);
    if (args.includes('serve') && args.includes(`--dir=${dataDir}`)) found.push(`PocketBase ${pid}`);
    if (args.some((a) => a.endsWith('astro.mjs')) && args.includes('build')) {
      let environ = '';
      try {
        environ = readFileSync(`/proc/${pid}/environ`, 'utf8');
      } catch {
        continue;
      }
      if (environ.includes(`ASTRO_OUT_DIR=${join(root, 'builds')}`)) found.push(`astro build ${pid}`);
    }
  }
  return found;
}

function startShop() {
  const child = spawn(process.execPath, [join(projectRoot, 'scripts', 'start.mjs')], {
    cwd: projectRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c) => (out += c));
  child.stderr!.on('data', (c) => (out += c));
  const start = { child, output: () => out };
  starts.push(start);
  return start;
}

async function operator() {
  const pb = new PocketBase(pbUrl);
  pb.autoCancellation(false);
  await waitFor(
    'PocketBase to answer',
    () =>
      fetch(`${pbUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      ),
    60_000,
  );
  await pb.collection('_superusers').authWithPassword(admin.email, admin.password);
  return pb;
}

beforeAll(async () => {
  const folder = await startFolder('shop-abandoned-');
  root = folder.root;
  dataDir = folder.dataDir;
  const pbPort = await freePort();
  pbUrl = `http://127.0.0.1:${pbPort}`;
  env = {
    ...process.env,
    PB_ADMIN_EMAIL: admin.email,
    PB_ADMIN_PASSWORD: admin.password,
    PB_DATA_DIR: dataDir,
    PB_PORT: String(pbPort),
    PB_URL: pbUrl,
    PORT: String(await freePort()),
    SITE_BUILDS_DIR: join(root, 'builds'),
    REPLICA_URL: 'off',
    PUBLISH_SCHEDULE: '1d',
    PUBLISH_QUIET_MS: '600000',
    SHOP_RATE_LIMITS: 'off',
  };
});

afterAll(async () => {
  for (const { child } of starts) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  // Tied children end with their parent; wait for them so the folder can go.
  await waitFor('the stack to end', async () => leftRunning().length === 0, 20_000).catch(() => undefined);
  if (root) rmSync(root, { recursive: true, force: true });
}, 40_000);

describe('a build whose npm start was killed', () => {
  it('ends as failed, with the reason, within a minute of the next start, and the running build is left alone', async () => {
    const first = startShop();
    await waitFor(
      'the first start-up build to begin',
      async () => /Publisher: building site-/.test(first.output()),
      120_000,
    );
    const pb = await operator();
    const abandoned = await waitFor(
      'the start-up build record to say running',
      () =>
        pb
          .collection('site_builds')
          .getFirstListItem('status = "running" && trigger = "startup"')
          .catch(() => null),
      60_000,
    );
    expect(abandoned.buildId).toMatch(/^site-/);

    const gone = new Promise((r) => first.child.once('exit', r));
    first.child.kill('SIGKILL');
    await gone;
    // PocketBase and the build end with it: no `astro build` left writing into the builds folder.
    await waitFor('PocketBase and the build to end', async () => leftRunning().length === 0, 20_000).catch(
      () => undefined,
    );
    expect(leftRunning(), 'processes outlived the killed npm start').toEqual([]);

    const second = startShop();
    const secondStartedAt = Date.now();
    const pb2 = await operator();
    const failed = await waitFor(
      'the abandoned record to be marked failed',
      async () => {
        const record = await pb2.collection('site_builds').getOne(abandoned.id);
        return record.status === 'failed' ? record : null;
      },
      60_000,
    );
    const tookMs = Date.now() - secondStartedAt;
    expect(tookMs).toBeLessThan(60_000);
    expect(failed.summary).toMatch(/^Stopped before it finished: the process building it ended/);
    expect(failed.finishedAt).not.toBe('');
    expect(failed.live).toBe(false);
    expect(second.output()).toContain(`build record ${abandoned.id} (${abandoned.buildId}) was left running`);

    // The second start's own start-up build is running (or done), never taken for an abandoned one.
    const own = await waitFor(
      'the second start-up build record',
      () =>
        pb2
          .collection('site_builds')
          .getFirstListItem(pb2.filter('trigger = "startup" && id != {:id}', { id: abandoned.id }))
          .catch(() => null),
      30_000,
    );
    const ownNow = await pb2.collection('site_builds').getOne(own.id);
    expect(['queued', 'running', 'succeeded'], `${ownNow.status}: ${ownNow.summary}`).toContain(ownNow.status);
    expect(second.child.exitCode).toBeNull();
    console.log(
      `[abandoned-build] ${abandoned.buildId}, killed mid-build, marked failed ${(tookMs / 1000).toFixed(1)} s after the next start; that start's own build: ${ownNow.status}`,
    );
  }, 300_000);
});
