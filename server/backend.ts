// One function that brings up a ready PocketBase (binary, migrations,
// accounts, seed) and one that builds the site against it. `npm start`, the
// seed script and the test harness all go through here.
import { appendFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensurePocketBaseBinary } from './pocketbase-binary.ts';
import { ensureSenderAccount, ensureServiceAccount, startPocketBase, superuserClient } from './pocketbase-process.ts';
import { adminCredentials, senderCredentials, serviceCredentials } from './credentials.ts';
import { readProductCount } from './data/products.ts';
import { projectRoot, log } from './paths.ts';
import { compressAlongside, precompressDir } from './precompress.ts';
import { prepareIncremental, recordFingerprint } from './build-fingerprint.ts';
import { privateTree } from './private-files.ts';
import { spawnTied } from './tied-child.ts';
import { loadSiteSettings } from './site-settings.ts';
import { setting } from '../src/lib/settings.mjs';
import type PocketBase from 'pocketbase';
import type { Env } from '../src/lib/settings.mjs';

/**
 * Demo data for the new database: `run` adds it (scripts/seed/seed.mjs's seedAll, passed in by the scripts and the
 * test stack, so the runtime never loads the seed), always or only while the catalogue is empty.
 */
export type Seed = {
  when: 'if-empty' | 'always';
  run: (adminPb: PocketBase) => Promise<Record<string, number>>;
};

export async function prepareBackend({
  dataDir,
  port,
  seed,
  quiet = true,
  automigrate = true,
  hooks = undefined,
}: {
  dataDir: string;
  port: number;
  /** None: nothing is seeded. */
  seed?: Seed;
  quiet?: boolean;
  automigrate?: boolean;
  hooks?: string;
}) {
  const binary = await ensurePocketBaseBinary();
  const dataRoot = dirname(dataDir);
  log(`PocketBase: starting on 127.0.0.1:${port} (data in ${dataDir}); migrations apply on start`);
  // The operator's login goes to PocketBase in its environment; it sets the account itself as it starts
  // (pocketbase/pb_hooks/accounts.pb.js): no second process opens the database, no password on a command line.
  const admin = adminCredentials(dataRoot);
  const pocketbase = await startPocketBase({
    binary,
    dataDir,
    port,
    quiet,
    automigrate,
    admin,
    ...(hooks ? { hooks } : {}),
  });
  try {
    const adminPb = await superuserClient(pocketbase.url, admin.email, admin.password);
    const service = serviceCredentials(dataRoot);
    await ensureServiceAccount(adminPb, service.email, service.password);
    // The message sender's own account: it reads the outbox and the mail settings, the service account does not.
    const sender = senderCredentials(dataRoot);
    await ensureSenderAccount(adminPb, sender.email, sender.password);

    const seeding = seed && (seed.when === 'always' || (await readProductCount(adminPb)) === 0);
    if (seeding) {
      log('Seeding demo data (products, districts, coupons, posts, farmers, banners)...');
      const counts = await seed.run(adminPb);
      log(
        `Seeded: ${Object.entries(counts)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}`,
      );
    }
    return { ...pocketbase, binary, admin, service, sender, adminPb };
  } catch (err) {
    await pocketbase.stop();
    throw err;
  }
}

/**
 * Environment the Astro build and server read (see README, Configuration).
 */
export function shopEnv(pbUrl: string, service: { email: string; password: string }) {
  return {
    PB_URL: pbUrl,
    SHOP_SERVICE_EMAIL: service.email,
    SHOP_SERVICE_PASSWORD: service.password,
  };
}

/**
 * The environment of an `astro build`. Without `_` (the shell's last command, different for every way a build is
 * started): Astro inlines each environment variable whose name appears in a module that reads Vite's env object as a
 * whole (some of Astro's own modules do), and a one-letter name appears in nearly all of them, so a changing `_` changed the
 * server bundle and made the incremental build render every page again (docs/publishing.md, "Incremental builds").
 */
export function buildProcessEnv(env: Env, outDir: string) {
  const merged: Env = { ...process.env, ...env, ASTRO_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1' };
  delete merged._;
  return merged;
}

/**
 * Node's arguments for `astro build`: with server/build-links.ts loaded first, so pages reused by an incremental
 * build are hard links into Astro's cache, not copies (docs/publishing.md, "Incremental builds"). The benchmark
 * builds with the same arguments (scripts/bench/build-scale.mjs).
 */
export function astroBuildArgs() {
  return [
    '--import',
    pathToFileURL(join(projectRoot, 'server', 'build-links.ts')).href,
    join(projectRoot, 'node_modules', 'astro', 'bin', 'astro.mjs'),
    'build',
  ];
}

/** How often a quiet build says it is still running. */
const PROGRESS_EVERY_MS = 10_000;

/**
 * Counts the pages a build log names as rendered or reused. Astro logs each page as `├─ /path/index.html` followed
 * by `(+12ms)` when it rendered it, or `(cached)`/`(restored)` when an incremental build reused the last build's copy.
 */
export function pageLogCounter() {
  let partial = '';
  const counts: { rendered: string[]; reused: number } = { rendered: [], reused: 0 };
  const line = (text: string) => {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal's colour codes (ESC [ ... m)
    const plain = text.replace(/\x1b\[[0-9;]*m/g, '');
    const page = /[├└]─ (\S+)/.exec(plain);
    if (!page) return;
    if (/\((?:cached|restored)\)\s*$/.test(plain)) counts.reused++;
    else if (/\(\+[\d.]+m?s\)\s*$/.test(plain)) counts.rendered.push(page[1]);
  };
  return {
    counts,
    write(chunk: string) {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      lines.forEach(line);
    },
    end() {
      line(partial);
      partial = '';
      return counts;
    },
  };
}

/**
 * Runs `astro build` into outDir; rejects with the tail of its output on failure. A quiet build given `progress`
 * reports every 10 s: the time so far and Astro's latest line, so a long build is never silent.
 *
 * With `stagingDir`, Astro builds into that folder, which is then renamed to `outDir` (which must not hold anything
 * yet). Astro writes its output folder's path into the server bundle, and its incremental build reuses a page only
 * when that bundle did not change: builds that each went into a folder of their own re-rendered every page. The
 * publisher builds into one staging folder and renames each finished build to its own name (docs/publishing.md).
 * When the code or settings pages are built from changed since the last build, every page is rendered
 * (server/build-fingerprint.ts). `stats` (optional) receives `rendered` (the paths of the pages rendered) and
 * `reused` (how many were reused).
 */
export async function buildSite({
  outDir,
  stagingDir,
  env,
  quiet = false,
  progress,
  stats = {},
}: {
  outDir: string;
  stagingDir?: string;
  env: Env;
  quiet?: boolean;
  progress?: (line: string) => void;
  stats?: { rendered?: string[]; reused?: number };
}): Promise<string> {
  const buildDir = stagingDir ?? outDir;
  const buildEnv = buildProcessEnv(env, buildDir);
  // The dashboard's site settings stand in for the PUBLIC_* settings (server/site-settings.ts).
  const siteSettings = await loadSiteSettings(setting('PB_URL', buildEnv));
  Object.assign(buildEnv, siteSettings.env);
  const reportFile = setting('SITE_BUILD_REPORT', buildEnv);
  for (const problem of siteSettings.problems) {
    if (reportFile) appendFileSync(reportFile, `${JSON.stringify(problem)}\n`);
  }
  const { fingerprint } = prepareIncremental(buildEnv);
  return new Promise((resolveBuild, reject) => {
    // The pages are compressed as Astro writes them, on the core its rendering leaves free (server/precompress.ts).
    const alongside = compressAlongside(join(buildDir, 'client'));
    const child = spawnTied(process.execPath, astroBuildArgs(), {
      cwd: projectRoot,
      env: buildEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // A build never outlives the script that started it (e.g. `npm start` failing while a build runs), even one killed
    // with SIGKILL (tied, server/tied-child.ts): no build left behind writes into the staging folder the next uses.
    const killOnExit = () => child.kill('SIGTERM');
    process.once('exit', killOnExit);
    let output = '';
    const pages = pageLogCounter();
    const startedAt = Date.now();
    const ticker = progress
      ? setInterval(() => {
          const last =
            output
              .trimEnd()
              .split('\n')
              .pop()
              // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal's colour codes (ESC [ ... m)
              ?.replace(/\x1b\[[0-9;]*m/g, '')
              .trim()
              .slice(0, 120) ?? '';
          progress(`building, ${Math.round((Date.now() - startedAt) / 1000)} s so far${last ? ` (${last})` : ''}`);
        }, PROGRESS_EVERY_MS)
      : null;
    ticker?.unref();
    const collect = (chunk: Buffer) => {
      output = (output + chunk).slice(-20000);
      pages.write(String(chunk));
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('exit', async (code) => {
      if (ticker) clearInterval(ticker);
      process.off('exit', killOnExit);
      const known = await alongside.stop();
      if (code !== 0) {
        if (stagingDir) rmSync(stagingDir, { recursive: true, force: true });
        return reject(new Error(`astro build failed (exit ${code}):\n${output.slice(-4000)}`));
      }
      const { rendered, reused } = pages.end();
      stats.rendered = rendered;
      stats.reused = reused;
      try {
        recordFingerprint(fingerprint, buildEnv);
        const compressed = await precompressDir(join(buildDir, 'client'), { known });
        privateTree(buildDir);
        if (stagingDir) {
          rmSync(outDir, { recursive: true, force: true });
          renameSync(stagingDir, outDir);
        }
        resolveBuild(
          `${output}\nPages: ${rendered.length} rendered, ${reused} reused from the last build.\nPrecompressed ${compressed} files (br, gz).`,
        );
      } catch (err) {
        reject(err);
      }
    });
  });
}
