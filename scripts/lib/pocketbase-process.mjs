// Starts a PocketBase process on 127.0.0.1 with the project's migrations and
// hooks, and prepares its accounts. Used by `npm start`, the seed script and
// the test harness alike, so tests run against exactly what shoppers get.
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import PocketBase from 'pocketbase';
import { hooksDir, migrationsDir } from './paths.mjs';

/** Asks the OS for a free loopback port. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`PocketBase exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`PocketBase did not become healthy at ${url} within ${timeoutMs} ms`);
}

/**
 * Spawns `serve`; migrations are applied on start. Resolves once /api/health
 * answers. `stop()` ends the process and waits for it.
 */
export async function startPocketBase({ binary, dataDir, port, quiet = true, extraEnv = {}, automigrate = true }) {
  mkdirSync(dataDir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    binary,
    [
      'serve',
      `--http=127.0.0.1:${port}`,
      `--dir=${dataDir}`,
      `--migrationsDir=${migrationsDir}`,
      `--hooksDir=${hooksDir}`,
      '--hooksWatch=false',
      // One JS runtime per concurrent hook call: checkout bursts exceed the default 15.
      '--hooksPool=50',
      // Off for test stacks: a collection a test creates or changes must never write a migration file into the project.
      ...(automigrate ? [] : ['--automigrate=false']),
    ],
    { stdio: quiet ? ['ignore', 'ignore', 'pipe'] : 'inherit', env: { ...process.env, ...extraEnv } },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  try {
    await waitForHealth(url, child);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${err.message}\n${stderr}`);
  }
  return {
    url,
    child,
    stop: () => stopChild(child),
  };
}

/** Ends a child process politely (SIGTERM, then SIGKILL after 5 s) and waits for it. */
export function stopChild(child) {
  return new Promise((done) => {
    if (child.exitCode !== null) return done(undefined);
    child.once('exit', () => done(undefined));
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

/** Creates or updates the operator superuser (works while PocketBase runs). */
export function upsertSuperuser({ binary, dataDir, email, password }) {
  execFileSync(binary, ['superuser', 'upsert', email, password, `--dir=${dataDir}`], { stdio: 'pipe' });
}

/**
 * A client signed in as the superuser. The account may have been written a moment ago by another process (the
 * `superuser upsert` command), which the server has been seen to miss on a first try: a refused sign-in is retried
 * twice, 1.6 s apart (sign-ins are limited to 2 per 3 s).
 */
export async function superuserClient(url, email, password) {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  for (let attempt = 1; ; attempt++) {
    try {
      await pb.collection('_superusers').authWithPassword(email, password);
      return pb;
    } catch (err) {
      if (attempt >= 3 || err?.status !== 400) throw err;
      await new Promise((r) => setTimeout(r, 1600));
    }
  }
}

/** Makes sure the least-privilege account the shop's server uses exists with this password. */
export async function ensureServiceAccount(adminPb, email, password) {
  const accounts = adminPb.collection('shop_service');
  const existing = await accounts.getFirstListItem(adminPb.filter('email = {:email}', { email })).catch(() => null);
  const data = { email, password, passwordConfirm: password, verified: true };
  if (existing) await accounts.update(existing.id, data);
  else await accounts.create(data);
}
