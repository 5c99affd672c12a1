// Tailwind reads class names only from files the build fingerprint covers (src/styles/global.css,
// server/build-fingerprint.ts). Otherwise a class name in a file outside them (a test, a doc, a log line) adds a rule to
// the pages an incremental build renders while the pages it reuses keep the old styles. Checked with Tailwind's own
// compiler and scanner, set up as its Vite plugin sets them up (the project root when the stylesheet names no source).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { compile } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { FINGERPRINT_PATHS } from '../../../server/build-fingerprint.ts';
import { projectRoot } from '../../../server/paths.ts';

const stylesheet = join(projectRoot, 'src', 'styles', 'global.css');

async function scannedFiles() {
  const compiler = await compile(readFileSync(stylesheet, 'utf8'), { base: dirname(stylesheet), onDependency() {} });
  const root =
    compiler.root === 'none'
      ? []
      : compiler.root === null
        ? [{ base: projectRoot, pattern: '**/*', negated: false }]
        : [{ ...compiler.root, negated: false }];
  const scanner = new Scanner({ sources: [...root, ...compiler.sources] });
  scanner.scan();
  return scanner.files.map((file) => relative(projectRoot, file));
}

const covered = (file: string) => FINGERPRINT_PATHS.some((path) => file === path || file.startsWith(`${path}${sep}`));

describe("Tailwind's sources", () => {
  it('are files the build fingerprint covers, the components among them', async () => {
    const files = await scannedFiles();
    expect(files.filter((file) => !covered(file))).toEqual([]);
    expect(files).toContain(join('src', 'components', 'layout', 'Footer.astro'));
  });
});
