// One data layer: the app reads and writes PocketBase only through
// src/lib/data/<collection>, which names the collections, filters, fields and clients. This test reads src/ and fails
// when a file anywhere else calls `.collection(`, sends to a PocketBase route or takes one of the shared clients
// (src/lib/pocketbase.server.ts, src/lib/pocketbase.ts) by name. An import of the PocketBase SDK is dependency-cruiser's
// rule (pocketbase-sdk-in-data-layer in .dependency-cruiser.mjs, tests/unit/repo/import-rules.test.ts); the clients
// stay a check of names here, as dependency-cruiser sees which module a file imports, not which of its exports: both
// client modules also export what any file may use (fileUrl, pocketbaseUrl, pbStatus, isServiceDown). The client
// modules themselves and the shared plumbing are the exceptions, listed with their reasons in .dependency-cruiser.mjs
// (DATA_LAYER_EXCEPTIONS, COLLECTION_CALLERS) for both checks. Inside src/lib/data, every read names the record
// type it hands out, one of the types generated from the schema (src/lib/data/README.md).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLLECTION_CALLERS, DATA_LAYER_EXCEPTIONS as ALLOWED } from '../../../.dependency-cruiser.mjs';

const ROOT = resolve(import.meta.dirname, '../../..');
const SRC = join(ROOT, 'src');
const DATA = 'lib/data/';

/** A read of the SDK without its record type: it would hand out the SDK's untyped RecordModel. */
const UNTYPED_READ = /\.(?:getList|getFullList|getOne|getFirstListItem)\s*\(/g;

/** What reaching PocketBase looks like in a source file. */
const REACHES: RegExp[] = [
  /\.collection\(/,
  /\.send(?:<[^>]*>)?\(\s*[`'"]\/api\//,
  /\b(?:serverClient|serviceClient|withService|withCatalogReader|catalogReader|publicClient)\b/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|mjs|js|astro)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file's code without its comments (a comment may name a client or a call). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

const reaching = new Map<string, string[]>();
for (const file of sourceFiles(SRC)) {
  const text = code(readFileSync(file, 'utf8'));
  const found = REACHES.filter((pattern) => pattern.test(text)).map(String);
  if (found.length > 0) reaching.set(relative(SRC, file).replaceAll('\\', '/'), found);
}

describe('the data layer', () => {
  it('finds the PocketBase calls of src/lib/data (the scan sees real code)', () => {
    const data = [...reaching.keys()].filter((path) => path.startsWith(DATA));
    expect(data.length).toBeGreaterThanOrEqual(10);
    expect(reaching.get('lib/data/orders.server.ts')).toEqual(
      expect.arrayContaining([String(REACHES[0]), String(REACHES[1]), String(REACHES[2])]),
    );
  });

  it('no file outside src/lib/data reaches PocketBase, but the listed plumbing', () => {
    const outside = [...reaching.keys()].filter((path) => !path.startsWith(DATA) && !(path in ALLOWED));
    expect(outside, 'move these calls into src/lib/data/<collection>').toEqual([]);
  });

  it('no file outside src/lib/data calls `.collection(`, but the plumbing handed a collection by its caller', () => {
    const calling = [...reaching]
      .filter(([path, found]) => !path.startsWith(DATA) && found.includes(String(REACHES[0])))
      .map(([path]) => path);
    expect(
      calling.filter((path) => !COLLECTION_CALLERS.includes(path)),
      'move these calls into src/lib/data',
    ).toEqual([]);
    expect(calling.sort()).toEqual([...COLLECTION_CALLERS].sort());
  });

  it('every read in src/lib/data names its record type (src/lib/data/pocketbase-types.ts)', () => {
    const untyped = sourceFiles(join(SRC, DATA)).flatMap((file) =>
      [...code(readFileSync(file, 'utf8')).matchAll(UNTYPED_READ)].map(
        (match) => `${relative(SRC, file)}: ${match[0]}…) without <RecordType>`,
      ),
    );
    expect(untyped).toEqual([]);
  });

  it('every listed exception still calls PocketBase or names a client (no stale entries)', () => {
    const stale = Object.keys(ALLOWED).filter((path) => !reaching.has(path));
    expect(stale).toEqual([]);
  });
});
