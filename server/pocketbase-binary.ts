// Finds or obtains the pinned PocketBase binary, in the order the README gives:
// POCKETBASE_BIN, a cached build in .tools/, `go install`, the release archive.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync, chmodSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { arch, platform, tmpdir } from 'node:os';
import { projectRoot, log } from './paths.ts';
import { setting } from '../src/lib/settings.mjs';

export const POCKETBASE_VERSION = '0.39.11';
const toolsDir = join(projectRoot, '.tools', `pocketbase-${POCKETBASE_VERSION}`);

function versionOf(bin: string) {
  const out = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  return out.status === 0 ? out.stdout.trim() : null;
}

function goVersion() {
  const out = spawnSync('go', ['env', 'GOVERSION'], { encoding: 'utf8' });
  if (out.status !== 0) return null;
  const m = /go(\d+)\.(\d+)/.exec(out.stdout);
  return m ? [Number(m[1]), Number(m[2])] : null;
}

function buildWithGo() {
  mkdirSync(toolsDir, { recursive: true });
  execFileSync('go', ['install', `github.com/pocketbase/pocketbase/examples/base@v${POCKETBASE_VERSION}`], {
    stdio: 'inherit',
    env: { ...process.env, CGO_ENABLED: '0', GOBIN: toolsDir },
  });
  return join(toolsDir, 'base');
}

// Fallback for machines without Go: the official archive, checked against
// the release's published SHA-256 list before it is unpacked.
async function downloadRelease() {
  const releaseOs: Partial<Record<NodeJS.Platform, string>> = { linux: 'linux', darwin: 'darwin', win32: 'windows' };
  const releaseCpu: Partial<Record<NodeJS.Architecture, string>> = { x64: 'amd64', arm64: 'arm64' };
  const os = releaseOs[platform()];
  const cpu = releaseCpu[arch()];
  if (!os || !cpu) throw new Error(`No PocketBase release for ${platform()}/${arch()}; set POCKETBASE_BIN.`);
  const name = `pocketbase_${POCKETBASE_VERSION}_${os}_${cpu}.zip`;
  const releaseBase = `https://github.com/pocketbase/pocketbase/releases/download/v${POCKETBASE_VERSION}`;
  const [archive, sums] = await Promise.all([
    fetch(`${releaseBase}/${name}`).then((r) =>
      r.ok ? r.arrayBuffer() : Promise.reject(new Error(`download ${name}: ${r.status}`)),
    ),
    fetch(`${releaseBase}/checksums.txt`).then((r) =>
      r.ok ? r.text() : Promise.reject(new Error(`checksums: ${r.status}`)),
    ),
  ]);
  const expected = sums
    .split('\n')
    .find((line) => line.trim().endsWith(name))
    ?.split(/\s+/)[0];
  const actual = createHash('sha256').update(Buffer.from(archive)).digest('hex');
  if (!expected || expected !== actual) throw new Error(`Checksum mismatch for ${name}; refusing to use it.`);
  const zipPath = join(tmpdir(), name);
  writeFileSync(zipPath, Buffer.from(archive));
  mkdirSync(toolsDir, { recursive: true });
  execFileSync('unzip', ['-o', zipPath, 'pocketbase', '-d', toolsDir], { stdio: 'inherit' });
  rmSync(zipPath, { force: true });
  const bin = join(toolsDir, 'pocketbase');
  chmodSync(bin, 0o755);
  return bin;
}

/** Returns the path of a working PocketBase binary, obtaining it if needed. */
export async function ensurePocketBaseBinary() {
  const given = setting('POCKETBASE_BIN');
  if (given) {
    const bin = resolve(given);
    if (!versionOf(bin)) throw new Error(`POCKETBASE_BIN=${bin} does not run.`);
    log(`PocketBase: using POCKETBASE_BIN (${bin})`);
    return bin;
  }
  for (const candidate of [join(toolsDir, 'base'), join(toolsDir, 'pocketbase')]) {
    if (existsSync(candidate) && versionOf(candidate)) {
      log(`PocketBase: using cached build ${candidate}`);
      return candidate;
    }
  }
  const go = goVersion();
  if (go && (go[0] > 1 || go[1] >= 25)) {
    // No npm package carries the official v0.39.11 binary (README "Prerequisites"), so a first start builds it.
    log(
      `PocketBase: building v${POCKETBASE_VERSION} from source with Go ${go.join('.')} (go install, CGO_ENABLED=0): ` +
        `the first start only, about 3 minutes; the build is kept in ${toolsDir}`,
    );
    const bin = buildWithGo();
    if (versionOf(bin)) return bin;
    throw new Error('go install finished but the binary does not run.');
  }
  log(`PocketBase: Go >= 1.25 not found; downloading the v${POCKETBASE_VERSION} release archive`);
  const bin = await downloadRelease();
  if (!versionOf(bin)) throw new Error('The downloaded PocketBase binary does not run.');
  return bin;
}

// `node server/pocketbase-binary.ts` prints the path (used by .ci/run).
if (import.meta.url === `file://${process.argv[1]}`) {
  ensurePocketBaseBinary()
    .then((bin) => console.log(bin))
    .catch((err) => {
      console.error(
        `Could not obtain PocketBase: ${err.message}\nInstall Go >= 1.25, or set POCKETBASE_BIN to a v${POCKETBASE_VERSION} binary.`,
      );
      process.exit(1);
    });
}
