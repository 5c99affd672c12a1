// Finds or obtains the pinned Litestream binary (continuous replication of the
// database, server/replication.ts), in the order docs/hosting.md gives:
// LITESTREAM_BIN, a build cached in .tools/, the binary the npm package
// @flydotio/litestream-linux-x64 ships (an optional dependency: Linux x64
// only), `go install` when Go and a C compiler are present.
//
// Why v0.3.13: it is the release the npm package ships (0.3.14 changes only a
// restore panic when the newest WAL index is below the oldest), and its
// replication works with PocketBase 0.39's database as it is. PocketBase keeps SQLite in
// WAL mode and checkpoints by itself (SQLite's automatic PASSIVE checkpoints,
// and a TRUNCATE checkpoint at each backup and at midnight). Litestream 0.3
// holds a read transaction on the database except during its own checkpoints, so no checkpoint
// can restart the WAL over frames it has not copied; it copies new frames to
// the replica every second (sync-interval), and if the WAL was restarted behind
// its back anyway it notices ("wal overwritten by another process") and starts
// a new generation from a full snapshot rather than missing a change. It opens
// its one connection once and sets SQLite's persistent-WAL flag on it, so
// closing it never deletes the WAL PocketBase writes into (docs/hosting.md, "Backups and
// restore"). It adds two small tables of its own to the database
// (_litestream_seq, _litestream_lock), which PocketBase ignores.
// Litestream 0.5 replaced the replica format (generations of WAL segments
// became LTX files) along with its commands and configuration: a 0.3 replica is
// not restored by 0.5. Moving to it means a fresh replica and new commands here
// and in server/replication.ts.
// It is built with cgo (the mattn/go-sqlite3 driver): `go install` needs a C
// compiler (CGO_ENABLED=0 does not build).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { projectRoot, log } from './paths.ts';
import { setting } from '../src/lib/settings.mjs';

export const LITESTREAM_VERSION = '0.3.13';
const toolsDir = join(projectRoot, '.tools', `litestream-${LITESTREAM_VERSION}`);
const NPM_PACKAGE = '@flydotio/litestream-linux-x64';

/**
 * The binary's version ("v0.3.13"), or null when it does not run.
 */
function versionOf(bin: string) {
  const out = spawnSync(bin, ['version'], { encoding: 'utf8' });
  return out.status === 0 ? out.stdout.trim() : null;
}

const isPinned = (bin: string) => versionOf(bin) === `v${LITESTREAM_VERSION}`;

/** The binary inside the npm package, when npm installed it (Linux x64). */
function fromNpmPackage() {
  try {
    const require = createRequire(join(projectRoot, 'package.json'));
    return join(dirname(require.resolve(`${NPM_PACKAGE}/package.json`)), 'litestream');
  } catch {
    return null;
  }
}

function canBuildWithGo() {
  const go = spawnSync('go', ['env', 'GOVERSION', 'CC'], { encoding: 'utf8' });
  if (go.status !== 0) return false;
  const [, cc = 'gcc'] = go.stdout.trim().split('\n');
  return spawnSync(cc.split(' ')[0], ['--version']).status === 0;
}

function buildWithGo() {
  mkdirSync(toolsDir, { recursive: true });
  execFileSync('go', ['install', `github.com/benbjohnson/litestream/cmd/litestream@v${LITESTREAM_VERSION}`], {
    stdio: 'inherit',
    env: { ...process.env, CGO_ENABLED: '1', GOBIN: toolsDir },
  });
  return join(toolsDir, 'litestream');
}

/** Returns the path of a Litestream v0.3.13 binary, obtaining it if needed. */
export function ensureLitestreamBinary() {
  const given = setting('LITESTREAM_BIN');
  if (given) {
    const bin = resolve(given);
    const version = versionOf(bin);
    if (!version) throw new Error(`LITESTREAM_BIN=${bin} does not run.`);
    if (version !== `v${LITESTREAM_VERSION}`)
      throw new Error(`LITESTREAM_BIN=${bin} is Litestream ${version}; the shop needs v${LITESTREAM_VERSION}.`);
    return bin;
  }
  const cached = join(toolsDir, 'litestream');
  if (existsSync(cached) && isPinned(cached)) return cached;
  const packaged = fromNpmPackage();
  if (packaged && existsSync(packaged) && isPinned(packaged)) return packaged;
  if (canBuildWithGo()) {
    log(`Litestream: building v${LITESTREAM_VERSION} with go install (cgo)`);
    const bin = buildWithGo();
    if (isPinned(bin)) return bin;
    throw new Error('go install finished but the Litestream binary does not run.');
  }
  throw new Error(
    `No Litestream v${LITESTREAM_VERSION}: npm installs it on Linux x64 (${NPM_PACKAGE}); elsewhere install Go and a C ` +
      `compiler, or set LITESTREAM_BIN to a v${LITESTREAM_VERSION} binary (or REPLICA_URL=off to run without replication).`,
  );
}

// `node server/litestream-binary.ts` prints the path (used by .ci/run).
if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureLitestreamBinary());
  } catch (err) {
    console.error(`Could not obtain Litestream: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
}
