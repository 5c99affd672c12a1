// The site's builds on disk: each build goes into its own folder under
// .builds/, and `.builds/current` (a symlink, switched with an atomic rename)
// names the live one. A failed build never touches `current`.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
  openSync,
  closeSync,
  readFileSync,
} from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { privateDir } from '../private-files.ts';
import { setting } from '../../src/lib/settings.mjs';

// Inside the project: the server bundle resolves its packages from node_modules.
export const defaultBuildsRoot = resolve(setting('SITE_BUILDS_DIR'));
const SUCCESS_MARKER = '.build-ok';
export const KEEP_BUILDS = setting('SITE_BUILDS_KEEP');

function processAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export type BuildStore = ReturnType<typeof buildStore>;

/** The builds kept under one folder (tests use their own). */
export function buildStore(buildsRoot = defaultBuildsRoot) {
  const currentLink = join(buildsRoot, 'current');
  const lockFile = join(buildsRoot, '.lock');

  /** A fresh, empty folder for the next build, named by time so names sort by age. */
  function newBuildDir(now = new Date()) {
    privateDir(buildsRoot);
    const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').replace(/\..*/, '');
    let dir = join(buildsRoot, `site-${stamp}`);
    for (let n = 2; existsSync(dir); n++) dir = join(buildsRoot, `site-${stamp}-${n}`);
    mkdirSync(dir, { mode: 0o700 });
    return dir;
  }

  /**
   * The one folder every build is made in before it is renamed to its own (buildSite's `stagingDir`): Astro writes
   * its output folder's path into the server bundle, so building each time into the same folder is what lets an
   * incremental build reuse the pages whose data did not change. Dot-named, so never taken for a build.
   */
  function stagingDir() {
    privateDir(buildsRoot);
    return join(buildsRoot, '.staging');
  }

  /**
   * Marks a build as complete; only marked builds can go live or be rolled back to.
   * @param info  shown again when it is rolled back to
   */
  function markSucceeded(dir: string, info: { buildId: string; pagesBuilt: number; summary?: string }) {
    writeFileSync(join(dir, SUCCESS_MARKER), JSON.stringify({ ...info, finishedAt: new Date().toISOString() }), {
      mode: 0o600,
    });
  }

  /** The live build's folder, or null before the first successful build. */
  function currentBuild() {
    try {
      return resolve(buildsRoot, readlinkSync(currentLink));
    } catch {
      return null;
    }
  }

  /**
   * Switches the live site to `dir` in one rename, so readers see old or new, never neither.
   */
  function activate(dir: string) {
    if (!existsSync(join(dir, SUCCESS_MARKER))) throw new Error(`${dir} is not a completed build`);
    const temp = join(buildsRoot, `.current-${process.pid}-${Date.now()}`);
    symlinkSync(basename(dir), temp);
    renameSync(temp, currentLink);
  }

  /** Completed builds, newest first. */
  function completedBuilds() {
    if (!existsSync(buildsRoot)) return [];
    return readdirSync(buildsRoot)
      .filter((name) => name.startsWith('site-') && existsSync(join(buildsRoot, name, SUCCESS_MARKER)))
      .sort()
      .reverse()
      .map((name) => join(buildsRoot, name));
  }

  /** Removes all but the newest `keep` completed builds (never the live one) and failed leftovers. */
  function prune(keep = KEEP_BUILDS) {
    const live = currentBuild();
    const kept = new Set(completedBuilds().slice(0, keep));
    if (live) kept.add(live);
    for (const name of readdirSync(buildsRoot)) {
      const dir = join(buildsRoot, name);
      if (!name.startsWith('site-') || kept.has(dir)) continue;
      // A folder without the marker may be a build in progress: only drop it when old.
      const unfinished = !existsSync(join(dir, SUCCESS_MARKER));
      if (unfinished && Date.now() - statSync(dir).mtimeMs < 60 * 60 * 1000) continue;
      rmSync(dir, { recursive: true, force: true });
    }
  }

  /** Makes the completed build before the live one live again; returns it. */
  function rollback() {
    const live = currentBuild();
    const builds = completedBuilds();
    const index = live ? builds.indexOf(live) : -1;
    const previous = builds[index + 1];
    if (!previous) throw new Error('There is no earlier completed build to roll back to.');
    activate(previous);
    return previous;
  }

  /**
   * One build at a time across processes (`npm start`, `npm run publisher`,
   * `npm run rebuild`). Returns a release function, or null when another live
   * process holds the lock. A lock left by a dead process is taken over.
   */
  function tryLock(): (() => void) | null {
    privateDir(buildsRoot);
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const fd = openSync(lockFile, 'wx');
        writeFileSync(fd, String(process.pid));
        closeSync(fd);
        return () => rmSync(lockFile, { force: true });
      } catch {
        const holder = Number(readFileSync(lockFile, 'utf8').trim());
        if (holder && processAlive(holder)) return null;
        rmSync(lockFile, { force: true });
      }
    }
    return null;
  }

  return {
    root: buildsRoot,
    newBuildDir,
    stagingDir,
    markSucceeded,
    currentBuild,
    activate,
    completedBuilds,
    prune,
    rollback,
    tryLock,
  };
}
