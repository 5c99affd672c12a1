// What makes a build render every page instead of reusing unchanged ones (server/build-fingerprint.ts): any
// change to a file pages are built from or to a setting they read; not the shell's own variables.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildFingerprint, prepareIncremental, recordFingerprint } from '../../../server/build-fingerprint.ts';

let root: string;
const env = {
  PUBLIC_SUPPORT_PHONE: '+977-1-5550100',
  SITE_URL: 'https://shop.example',
  HOME: '/root',
  _: '/usr/bin/node',
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'fingerprint-'));
  mkdirSync(join(root, 'src', 'pages'), { recursive: true });
  mkdirSync(join(root, 'public'));
  writeFileSync(join(root, 'src', 'pages', 'index.astro'), '<h1>Shop</h1>');
  writeFileSync(join(root, 'public', 'robots.txt'), 'User-agent: *');
  writeFileSync(join(root, 'astro.config.mjs'), 'export default {}');
  writeFileSync(join(root, 'package-lock.json'), '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the build fingerprint', () => {
  it('is the same for the same files and settings', () => {
    expect(buildFingerprint(env, root)).toBe(buildFingerprint({ ...env }, root));
  });

  it('changes with a source file, a new file, a static file, the configuration or the lockfile', () => {
    const before = buildFingerprint(env, root);
    const changes: Array<[string, string]> = [
      ['src/pages/index.astro', '<h1>Shop!</h1>'],
      ['src/lib/new.ts', 'export const x = 1;'],
      ['public/robots.txt', 'User-agent: *\nDisallow: /desk'],
      ['astro.config.mjs', 'export default { site: "x" }'],
      ['package-lock.json', '{"v":2}'],
    ];
    let last = before;
    for (const [file, text] of changes) {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), text);
      const now = buildFingerprint(env, root);
      expect(now, file).not.toBe(last);
      last = now;
    }
  });

  it('changes with a PUBLIC_ setting or the site address, not with the shell variables', () => {
    const before = buildFingerprint(env, root);
    expect(buildFingerprint({ ...env, PUBLIC_SUPPORT_PHONE: '+977-1-5550199' }, root)).not.toBe(before);
    expect(buildFingerprint({ ...env, PUBLIC_NEW: 'x' }, root)).not.toBe(before);
    expect(buildFingerprint({ ...env, SITE_URL: 'https://other.example' }, root)).not.toBe(before);
    expect(buildFingerprint({ ...env, _: '/usr/bin/env', HOME: '/home/x', OLDPWD: '/tmp' }, root)).toBe(before);
  });
});

describe("Astro's list of reusable pages", () => {
  const manifest = () => join(root, '.cache', 'astro', 'incremental-build.json');
  beforeEach(() => {
    mkdirSync(join(root, '.cache', 'astro'), { recursive: true });
    writeFileSync(manifest(), '{}');
  });

  it('is dropped before the first build in a cache (no fingerprint yet)', () => {
    expect(prepareIncremental(env, root).reusable).toBe(false);
    expect(existsSync(manifest())).toBe(false);
  });

  it('is kept while nothing changed, and dropped after a source change', () => {
    recordFingerprint(buildFingerprint(env, root), env, root);
    expect(prepareIncremental(env, root).reusable).toBe(true);
    expect(existsSync(manifest())).toBe(true);
    writeFileSync(join(root, 'src', 'pages', 'index.astro'), '<h1>Changed</h1>');
    expect(prepareIncremental(env, root).reusable).toBe(false);
    expect(existsSync(manifest())).toBe(false);
  });

  it('lives in ASTRO_CACHE_DIR when it is set', () => {
    const elsewhere = join(root, 'other-cache');
    mkdirSync(elsewhere);
    writeFileSync(join(elsewhere, 'incremental-build.json'), '{}');
    const withCache = { ...env, ASTRO_CACHE_DIR: elsewhere };
    recordFingerprint(buildFingerprint(withCache, root), withCache, root);
    expect(prepareIncremental(withCache, root).reusable).toBe(true);
    expect(existsSync(manifest())).toBe(true);
  });
});
