// The scan behind the "one home" tests (nepal-time-zone, visibility-filter and slug-rule in this folder): a rule
// written once in its home module must not be spelled out again in src/, scripts/, server/ or
// pocketbase/pb_hooks/. Each test names its home and
// the forms a copy takes; this finds them line by line.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** One form a copy of a rule takes: what to call it, and the pattern that finds it on a line. */
export type CopyForm = readonly [what: string, pattern: RegExp];

/** A line that spells a rule out: where ("file:line"), which form, and the line itself. */
export type Copy = { at: string; what: string; line: string };

/** Code files under src/, scripts/, server/ and pocketbase/pb_hooks/, tracked or new (not git-ignored). */
export function codeFiles(): string[] {
  return execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', 'src', 'scripts', 'server', 'pocketbase/pb_hooks'],
    {
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter((file) => /\.(ts|tsx|mts|mjs|cjs|js|astro)$/.test(file));
}

/** The lines of `text` (the contents of `file`) that hold one of the forms, each form of a line once. */
export function copiesIn(file: string, text: string, forms: readonly CopyForm[]): Copy[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      forms
        .filter(([, pattern]) => pattern.test(line))
        .map(([what]) => ({ at: `${file}:${i + 1}`, what, line: line.trim() })),
    );
}

/** Every copy in the code files outside the home module. */
export function copiesOutside(home: string, forms: readonly CopyForm[]): Copy[] {
  const found: Copy[] = [];
  for (const file of codeFiles()) {
    if (file === home) continue;
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue; // listed but not in this checkout
    }
    found.push(...copiesIn(file, text, forms));
  }
  return found;
}
