// Which "running" site_builds records the publisher finishes as abandoned (server/publish/build-runner.ts,
// finishAbandoned), against the real PocketBase of the test stack: never one whose build may still run (another live
// process holds the build lock, or the publisher builds it itself, or it was built in another builds folder), always
// one nobody builds any more, and it keeps looking, so a lock busy at the first look does not leave a record
// "running" for ever (the start-up build of `npm start` holds it at the start).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicePb } from '@tests/harness/stack';
import { waitFor } from '@tests/harness/wait';
import { ABANDONED_CHECK_MS, Publisher } from '../../../server/publish/publisher.ts';

let pb: PocketBase;
let buildsRoot: string;
let otherRoot: string;
const publishers: Publisher[] = [];
const holders: ChildProcess[] = [];
const created: string[] = [];
const logged: string[] = [];

function publisher() {
  const made = new Publisher({ pb, buildEnv: {}, buildsRoot, schedule: '1d', log: (m) => logged.push(m) });
  publishers.push(made);
  return made;
}

/** A record as a build of `root` leaves it while it runs: "running", naming its folder. */
async function runningBuild(root = buildsRoot) {
  const buildId = `site-20260101-000000-${Math.random().toString(36).slice(2, 8)}`;
  mkdirSync(join(root, buildId), { recursive: true });
  const record = await pb.collection('site_builds').create({ trigger: 'startup', status: 'running', buildId });
  created.push(record.id);
  return record;
}

const statusOf = async (id: string) => (await pb.collection('site_builds').getOne(id)).status as string;

/** Another live process (a `sleep`) holding the build lock of `buildsRoot`, as `npm run rebuild` does while it builds. */
function otherProcessHoldsLock() {
  const holder = spawn('sleep', ['300'], { stdio: 'ignore' });
  holders.push(holder);
  writeFileSync(join(buildsRoot, '.lock'), String(holder.pid));
  return holder;
}

beforeAll(async () => {
  pb = await servicePb();
  buildsRoot = mkdtempSync(join(tmpdir(), 'shop-abandoned-records-'));
  otherRoot = mkdtempSync(join(tmpdir(), 'shop-abandoned-other-'));
});

afterAll(async () => {
  for (const made of publishers) await made.stop();
  for (const holder of holders) holder.kill('SIGKILL');
  // Left finished, so no other test's publisher ever sees them running.
  for (const id of created)
    await pb
      .collection('site_builds')
      .update(id, { status: 'failed', summary: 'Made by a test.' })
      .catch(() => null);
  rmSync(buildsRoot, { recursive: true, force: true });
  rmSync(otherRoot, { recursive: true, force: true });
});

describe('build records left running', () => {
  it('are left alone while another live process holds the build lock, and finished once it has ended', async () => {
    const holder = otherProcessHoldsLock();
    const record = await runningBuild();
    const finisher = publisher();
    expect(await finisher.finishAbandoned()).toBe(0);
    expect(await statusOf(record.id)).toBe('running');

    const gone = new Promise((r) => holder.once('exit', r));
    holder.kill('SIGKILL');
    await gone;
    expect(await finisher.finishAbandoned()).toBe(1);
    const finished = await pb.collection('site_builds').getOne(record.id);
    expect(finished.status).toBe('failed');
    expect(finished.summary).toMatch(/^Stopped before it finished: the process building it ended/);
    expect(finished.finishedAt).not.toBe('');
  });

  it('are finished while this publisher holds the lock for a build of its own, which is left running', async () => {
    const own = await runningBuild();
    const abandoned = await runningBuild();
    const finisher = publisher();
    // The state a build of its own is in (drain: `current` is set, then the lock is taken).
    finisher.current = { triggers: new Set(['startup']), recordIds: new Set([own.id]), waiters: [] };
    const count = await finisher.withLock(() => finisher.finishAbandoned());
    finisher.current = null;
    expect(count).toBe(1);
    expect(await statusOf(abandoned.id)).toBe('failed');
    expect(await statusOf(own.id)).toBe('running');
    // Its build "ends" (the later tests count what is left running in this folder).
    await pb.collection('site_builds').update(own.id, { status: 'succeeded' });
  });

  it("of another builds folder are not this publisher's to judge", async () => {
    const elsewhere = await runningBuild(otherRoot);
    expect(await publisher().finishAbandoned()).toBe(0);
    expect(await statusOf(elsewhere.id)).toBe('running');
  });

  it('are looked for again and again: a lock busy at the first look does not leave the record running', async () => {
    const holder = otherProcessHoldsLock();
    const record = await runningBuild();
    const watcher = publisher();
    watcher.watchAbandoned();
    await new Promise((r) => setTimeout(r, 1000));
    expect(await statusOf(record.id), 'judged while another process held the lock').toBe('running');
    holder.kill('SIGKILL');
    const endedAt = Date.now();
    await waitFor(
      'the record to be finished',
      async () => (await statusOf(record.id)) === 'failed',
      ABANDONED_CHECK_MS + 10_000,
    );
    expect(Date.now() - endedAt).toBeLessThanOrEqual(ABANDONED_CHECK_MS + 10_000);
    expect(logged.some((m) => m.includes(`build record ${record.id}`))).toBe(true);
  }, 60_000);
});
