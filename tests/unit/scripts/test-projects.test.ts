// vitest.config.ts splits tests/unit/ in two projects: `unit` (the pure rules, `npm run test:unit`) and `tooling`
// (the repository's scripts, build, bundles and import rules). Every file there runs in exactly one of them, so a
// pattern that misses a file cannot leave it run by neither, and `npm test` (scripts/lib/test-parts.mjs) runs both.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();

/** Vitest's own list of the files a project runs, relative to the repository. */
function projectFiles(project: string): string[] {
  const run = spawnSync(
    join(root, 'node_modules', '.bin', 'vitest'),
    ['list', '--filesOnly', '--json', '--project', project],
    { encoding: 'utf8', cwd: root },
  );
  expect(run.status, run.stderr).toBe(0);
  const listed: { file: string }[] = JSON.parse(run.stdout.slice(run.stdout.indexOf('[')));
  return listed.map(({ file }) => relative(root, file)).sort();
}

describe('the unit and tooling projects', () => {
  const unit = projectFiles('unit');
  const tooling = projectFiles('tooling');

  it('run every test file under tests/unit/ once between them', () => {
    const onDisk = readdirSync('tests/unit', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'))
      .map((file) => join('tests/unit', file))
      .sort();
    expect([...unit, ...tooling].sort()).toEqual(onDisk);
  });

  it('keep the tests of the tooling out of the unit project', () => {
    for (const file of [
      'tests/unit/scripts/test-parts.test.ts',
      'tests/unit/repo/doc-paths.test.ts',
      'tests/unit/bundle/no-zod-in-islands.test.ts',
      'tests/unit/bench/stats.test.ts',
      'tests/unit/i18n/message-compile.test.ts',
    ]) {
      expect(tooling).toContain(file);
      expect(unit).not.toContain(file);
    }
    expect(unit).toContain('tests/unit/checkout/totals.test.ts');
  });
});
