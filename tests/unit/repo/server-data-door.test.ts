// The runtime under server/ and the scripts reach PocketBase's collections only through server/data/<collection>, the
// twin of the app's data layer (src/lib/data/README.md, "The server's twin"; tests/unit/repo/data-layer.test.ts is the
// app's rule). This test reads server/ and scripts/ and fails on a `.collection(` call outside server/data; the demo
// seed (scripts/seed/) included, which writes the collections it fills through server/data/collections.ts. A
// site_builds record is created in one place only, src/lib/data/site-builds.ts, shared by the app and the publisher.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const TWIN = 'server/data/';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|mts|mjs|cjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file's code without its comments (a comment may name a call). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

const files = (...dirs: string[]) =>
  dirs
    .flatMap((dir) => sourceFiles(join(ROOT, dir)))
    .map((file) => ({ path: relative(ROOT, file).replaceAll('\\', '/'), text: code(readFileSync(file, 'utf8')) }));

const COLLECTION_CALL = /\.collection\(/;
const calling = files('server', 'scripts')
  .filter(({ text }) => COLLECTION_CALL.test(text))
  .map(({ path }) => path);

describe("the server's data layer", () => {
  it('finds the calls of server/data (the scan sees real code)', () => {
    expect(calling.filter((path) => path.startsWith(TWIN))).toEqual(
      expect.arrayContaining(['server/data/site-builds.ts', 'server/data/products.ts', 'server/data/collections.ts']),
    );
  });

  it('no file in server/ or scripts/ calls `.collection(` outside server/data', () => {
    expect(
      calling.filter((path) => !path.startsWith(TWIN)),
      'move these calls into server/data/<collection>',
    ).toEqual([]);
  });

  it('site_builds records are created in one place: src/lib/data/site-builds.ts', () => {
    const CREATES = /\.collection\(\s*['"]site_builds['"]\s*\)\s*\.create\b/;
    const creating = files('src', 'server', 'scripts')
      .filter(({ text }) => CREATES.test(text))
      .map(({ path }) => path);
    expect(creating).toEqual(['src/lib/data/site-builds.ts']);
  });
});
