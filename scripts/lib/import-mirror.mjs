// The tree dependency-cruiser reads for the import rules (.dependency-cruiser.mjs). dependency-cruiser parses
// JavaScript and TypeScript but not .astro: its `extraExtensionsToScan` would list the .astro files without reading
// them, so a component's or a page's imports would escape every rule. This writes a mirror of the tree in a
// temporary folder: every file is a link to the real one, except that each `<name>.astro` becomes
// `<name>.astro.ts` holding the imports of its frontmatter and <script> tags (what TypeScript's own pre-processor
// finds there). An import of `./<name>.astro` still resolves, to the .ts beside it, so the mirror keeps every path
// and every folder of the real tree and the rules read the same in both.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';

/** The code of an .astro file: its frontmatter and the bodies of its <script> tags. */
export function astroCode(text) {
  const frontmatter = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  return [frontmatter, ...scripts].join('\n');
}

/** Every module an .astro file imports (static, dynamic, type-only, re-exported), as `import '<specifier>';` lines. */
export function astroImports(text) {
  const { importedFiles } = ts.preProcessFile(astroCode(text), true, true);
  return importedFiles.map(({ fileName }) => `import ${JSON.stringify(fileName)};\n`).join('');
}

const hasAstro = (dir) =>
  readdirSync(dir, { withFileTypes: true }).some((entry) =>
    entry.isDirectory() ? hasAstro(join(dir, entry.name)) : entry.name.endsWith('.astro'),
  );

function mirrorFolder(from, to) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    if (entry.isDirectory() && hasAstro(source)) mirrorFolder(source, join(to, entry.name));
    else if (entry.name.endsWith('.astro'))
      writeFileSync(join(to, `${entry.name}.ts`), astroImports(readFileSync(source, 'utf8')));
    else symlinkSync(source, join(to, entry.name));
  }
}

const REPOSITORY = join(import.meta.dirname, '..', '..');

const MIRRORS = join(tmpdir(), 'import-rules');

/** Is the process `pid` still running? */
function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Writes the mirror of `folders` (under `root`: the repository, or a test's tree of the same shape) and returns its
 * path. It is removed when the process exits, or by the next mirror written after a process that ended without its
 * exit handlers (a test worker stopped by its pool). The mirror links the repository's node_modules and has a
 * tsconfig.json with the repository's `paths`, so packages and the `@/` alias resolve as in the real tree.
 */
export function writeImportMirror(root, folders) {
  mkdirSync(MIRRORS, { recursive: true });
  for (const name of readdirSync(MIRRORS))
    if (!running(Number.parseInt(name, 10))) rmSync(join(MIRRORS, name), { recursive: true, force: true });
  const mirror = mkdtempSync(join(MIRRORS, `${process.pid}-`));
  process.on('exit', () => rmSync(mirror, { recursive: true, force: true }));
  for (const folder of folders) mirrorFolder(join(root, folder), join(mirror, folder));
  // What the folders import from beside them (pocketbase/pb_hooks/lib/, public/) is there too.
  for (const entry of readdirSync(root))
    if (!folders.includes(entry) && !['node_modules', 'tsconfig.json', '.git'].includes(entry))
      symlinkSync(join(root, entry), join(mirror, entry));
  symlinkSync(join(REPOSITORY, 'node_modules'), join(mirror, 'node_modules'));
  const { paths = {} } = JSON.parse(readFileSync(join(REPOSITORY, 'tsconfig.json'), 'utf8')).compilerOptions ?? {};
  writeFileSync(join(mirror, 'tsconfig.json'), JSON.stringify({ compilerOptions: { paths } }));
  return mirror;
}
