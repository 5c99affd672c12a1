// Private files: everything the shop writes that holds data, or leads to it,
// is readable by its owner only: folders 700, files 600. A local user must not
// read the database (customers' details, the superuser token secret), a
// backup, the credential files or a build. Checked on what the test stack's
// own start made (the same code as `npm start`: server/backend.ts), on a
// backup PocketBase makes through the API, on the credential files, on a
// build made and rolled back by the publisher's store, and on an old,
// world-readable data folder, which the next start closes.
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminClient, testStack } from '@tests/harness/stack';
import { adminCredentials, buildToken, serviceCredentials } from '../../../server/credentials.ts';
import { buildStore } from '../../../server/publish/builds.ts';
import { freePort, startPocketBase } from '../../../server/pocketbase-process.ts';
import { privateDir } from '../../../server/private-files.ts';

const mode = (path: string) => lstatSync(path).mode & 0o777;

/** Every folder and file under `root` (symlinks skipped), with its mode. */
function tree(root: string): { path: string; dir: boolean; mode: number }[] {
  const out = [{ path: root, dir: true, mode: mode(root) }];
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (entry.isSymbolicLink()) continue;
    const path = join(entry.parentPath, entry.name);
    out.push({ path, dir: entry.isDirectory(), mode: mode(path) });
  }
  return out;
}

function expectPrivate(root: string): number {
  const entries = tree(root);
  const open = entries.filter((e) => e.mode !== (e.dir ? 0o700 : 0o600)).map((e) => `${e.path} ${e.mode.toString(8)}`);
  expect(open, `not private under ${root}`).toEqual([]);
  return entries.length;
}

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe('file modes', () => {
  it('the data folder, the database and a backup made through the API are 700/600', async () => {
    const { root } = testStack();
    const pb = await adminClient();
    const name = `modes-${Date.now()}.zip`;
    await pb.backups.create(name);
    try {
      const dataDir = join(root, 'pb_data');
      expect(existsSync(join(dataDir, 'data.db'))).toBe(true);
      expect(existsSync(join(dataDir, 'backups', name))).toBe(true);
      const checked = expectPrivate(dataDir);
      console.log(
        `[file-modes] ${checked} folders and files of the stack's pb_data (database, uploads, backup) are 700/600`,
      );
    } finally {
      await pb.backups.delete(name);
    }
  });

  it('the generated credential files and their folder are 700/600', () => {
    const dataRoot = join(mkdtempSync(join(tmpdir(), 'modes-creds-')), '.data');
    temps.push(dataRoot);
    const saved = { ...process.env };
    for (const key of [
      'PB_ADMIN_EMAIL',
      'PB_ADMIN_PASSWORD',
      'SHOP_SERVICE_EMAIL',
      'SHOP_SERVICE_PASSWORD',
      'SITE_BUILD_TOKEN',
    ])
      delete process.env[key];
    try {
      adminCredentials(dataRoot);
      serviceCredentials(dataRoot);
      buildToken(dataRoot);
    } finally {
      Object.assign(process.env, saved);
    }
    expect(readdirSync(dataRoot).sort()).toEqual([
      'admin-credentials.json',
      'build-token.json',
      'service-credentials.json',
    ]);
    expectPrivate(dataRoot);
  });

  it('the builds folder and a build (made, marked, activated, rolled back) are 700/600; the test build is too, every file', () => {
    const root = mkdtempSync(join(tmpdir(), 'modes-builds-'));
    temps.push(root);
    const store = buildStore(join(root, 'builds'));
    const dirs = [store.newBuildDir(new Date(Date.UTC(2026, 0, 1))), store.newBuildDir(new Date(Date.UTC(2026, 0, 2)))];
    for (const dir of dirs) {
      mkdirSync(join(dir, 'client'), { recursive: true });
      writeFileSync(join(dir, 'client', 'index.html'), '<p>hi</p>');
      store.markSucceeded(dir, { buildId: dir, pagesBuilt: 1 });
      store.activate(dir);
    }
    store.rollback();
    expectPrivate(join(root, 'builds'));
    const { buildDir } = testStack();
    if (buildDir) {
      expect(mode(join(buildDir, '..')), 'the builds folder of the test build').toBe(0o700);
      const checked = expectPrivate(buildDir);
      console.log(`[file-modes] ${checked} folders and files of the test build (made by astro build) are 700/600`);
    }
  });

  it('an old world-readable data folder is closed by the next start', async () => {
    const { binary } = testStack();
    const root = mkdtempSync(join(tmpdir(), 'modes-old-'));
    temps.push(root);
    const dataDir = join(root, 'pb_data');
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    const pocketbase = await startPocketBase({ binary, dataDir, port: await freePort(), automigrate: false });
    await pocketbase.stop();
    for (const name of readdirSync(dataDir))
      chmodSync(join(dataDir, name), statSync(join(dataDir, name)).isDirectory() ? 0o755 : 0o644);
    chmodSync(dataDir, 0o755);
    const again = await startPocketBase({ binary, dataDir, port: await freePort(), automigrate: false });
    try {
      expect(mode(dataDir)).toBe(0o700);
      for (const name of ['data.db', 'auxiliary.db']) expect(mode(join(dataDir, name)), name).toBe(0o600);
    } finally {
      await again.stop();
    }
    expect(privateDir(join(root, 'fresh'))).toBe(join(root, 'fresh'));
    expect(mode(join(root, 'fresh'))).toBe(0o700);
  });
});
