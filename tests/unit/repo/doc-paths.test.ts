// Every repository path that the docs (README.md, SECURITY.md, docs/*.md, bench/README.md) or a code comment names
// exists, so a newcomer who follows one finds the file. What counts as a path (pragmatic, no guessing):
// - anywhere in a doc or a comment: a word starting with a top-level folder of the repository (`src/`, `tests/`,
//   ...) that ends in a file extension or a `/`;
// - in a doc, also a backticked word or a link target with a `/` and a file extension, read from the repository
//   root or from the doc's own folder.
// `pb_hooks/...` and `pb_migrations/...` are short for `pocketbase/pb_hooks/...` (the way PocketBase names them).
// A path into something generated (git-ignored: `.data/`, `dist/`, `node_modules/`; PocketBase's data folder
// `pb_data/`, which lives outside the repository) and the part of a path after
// a placeholder (`src/features/<feature>/`, `tests/unit/**`) are not checked. Migrations are left out: they are
// history, never edited once applied (a comment there describes the code as it was). So is `.ci/` (the CI entry
// point, kept as it is).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const TOP_LEVEL = ['src', 'scripts', 'tests', 'docs', 'pocketbase', 'bench', 'deploy', 'public'];
const SHORTHAND: Record<string, string> = { 'pb_hooks/': 'pocketbase/', 'pb_migrations/': 'pocketbase/' };
const SELF = 'tests/unit/repo/doc-paths.test.ts';

const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
const isDoc = (file: string) => /^(docs\/[^/]+\.md|README\.md|SECURITY\.md|bench\/README\.md)$/.test(file);
const isCode = (file: string) =>
  file !== SELF &&
  !file.startsWith('pocketbase/pb_migrations/') &&
  /\.(ts|tsx|mjs|cjs|js|astro|css|jsonc|conf)$/.test(file);

const topLevelPath = new RegExp(
  `(?<![\\w./@-])((?:${TOP_LEVEL.join('|')}|pb_hooks|pb_migrations)/[\\w./<>{}*$@-]*)`,
  'g',
);
const hasExtension = (path: string) => /\/[^/]*[\w-]\.[a-z][a-z0-9]{0,5}$/i.test(path);

/** The part of a line of code that is a comment (heuristic: enough for this repository's style). */
function commentOf(line: string): string {
  const trimmed = line.trim();
  if (/^(\*|\/\*|\/\/|#|<!--|\{\/\*)/.test(trimmed)) return trimmed;
  const at = line.search(/(^|\s)\/\/\s/);
  return at >= 0 ? line.slice(at) : '';
}

const ignored = (() => {
  const cache = new Map<string, boolean>();
  return (path: string) => {
    if (!cache.has(path)) {
      let result = true;
      try {
        execFileSync('git', ['check-ignore', '-q', '--no-index', path]);
      } catch {
        result = false;
      }
      cache.set(path, result);
    }
    return cache.get(path)!;
  };
})();

/** The path as written, cut to what can be checked: null when there is nothing to check. */
function checkable(raw: string): string | null {
  let path = raw
    .replace(/[#?].*$/, '')
    .replace(/:\d+(:\d+)?$/, '')
    .replace(/[.,;:)'"`]+$/, '');
  const placeholder = path.search(/[<{*$]/);
  if (placeholder >= 0) path = path.slice(0, path.lastIndexOf('/', placeholder) + 1);
  if (!path || path.startsWith('/') || path.startsWith('pb_data/') || path.includes('://') || path.includes('='))
    return null;
  for (const [short, prefix] of Object.entries(SHORTHAND)) if (path.startsWith(short)) path = prefix + path;
  return path;
}

/** The files to read: every doc and code file git knows. */
function repositoryFiles(): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  for (const file of files) {
    if (!isDoc(file) && !isCode(file)) continue;
    try {
      found.push({ file, text: readFileSync(file, 'utf8') });
    } catch {
      // listed but not in this checkout
    }
  }
  return found;
}

function missingPaths(sources: { file: string; text: string }[]): string[] {
  const missing = new Set<string>();
  const check = (file: string, line: number, raw: string, fromDocFolder: boolean) => {
    const path = checkable(raw);
    if (!path) return;
    const candidates = [normalize(path), ...(fromDocFolder ? [normalize(join(dirname(file), path))] : [])];
    if (candidates.some((candidate) => existsSync(candidate) || ignored(candidate))) return;
    missing.add(`${file}:${line}: ${raw}`);
  };
  for (const { file, text } of sources) {
    const doc = isDoc(file);
    text.split('\n').forEach((line, index) => {
      const prose = doc ? line : commentOf(line);
      for (const [, path] of prose.matchAll(topLevelPath)) {
        if (hasExtension(path!) || path!.endsWith('/')) check(file, index + 1, path!, false);
      }
      if (!doc) return;
      for (const [, word] of line.matchAll(/`([^`\s]+)`/g)) {
        if (word!.includes('/') && hasExtension(word!.replace(/[#:].*$/, ''))) check(file, index + 1, word!, true);
      }
      for (const [, target] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (!/^(#|mailto:|[a-z]+:\/\/)/.test(target!)) check(file, index + 1, target!, true);
      }
    });
  }
  return [...missing];
}

describe('paths named in docs and comments', () => {
  it('all exist', () => {
    expect(missingPaths(repositoryFiles())).toEqual([]);
  });

  it('a missing path is reported wherever it is named; placeholders, URLs and generated files are not', () => {
    const doc = [
      'See `src/lib/nowhere.ts` and [the guide](guide-that-is-gone.md), or src/features/<feature>/actions.ts.',
      'Generated: `.data/admin-credentials.json`; a URL path: `/api/rebuild`; a command: `npm run seed`.',
      'Existing: `pb_hooks/desk.pb.js`, [rules](rules.md), docs/publishing.md#nginx-in-front-of-the-node-server.',
    ].join('\n');
    const code = [
      '// The endpoint (src/lib/images/endpoint.ts) answers them; see server/paths.ts.',
      "const pattern = 'tests/unit/missing.test.ts'; // a string, not a comment",
    ].join('\n');
    expect(
      missingPaths([
        { file: 'docs/example.md', text: doc },
        { file: 'src/example.ts', text: code },
      ]),
    ).toEqual([
      'docs/example.md:1: src/lib/nowhere.ts',
      'docs/example.md:1: guide-that-is-gone.md',
      'src/example.ts:1: src/lib/images/endpoint.ts',
    ]);
  });
});
