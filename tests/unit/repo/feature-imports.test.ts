// Dependencies between features run one way (docs/architecture.md, Source layout): shared code lives in src/lib/
// and src/components/, PocketBase is reached through src/lib/data/, and src/actions/index.ts registers every
// feature's actions. The import rules (no feature imports another feature's actions, no cycle between features,
// src/lib and src/components import no feature, every feature's actions registered) are dependency-cruiser's:
// .dependency-cruiser.mjs, run by tests/unit/repo/import-rules.test.ts and `npm run lint:imports`. This test keeps
// the rule on the code of the actions: every action is declared as
// defineAction({ accept: 'json', input: <schema>, handler: actionHandler(...) }).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const SRC = join(ROOT, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|mjs|js|astro)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

describe('feature actions', () => {
  it('every action is a defineAction of JSON checked by its input schema, its work in src/lib/actions/handler.server.ts', () => {
    const declarations = sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bdefineAction\s*\(([\s\S]*?)\bhandler:\s*([\w.]+)/g)].map(
        ([, options = '', handler]) => ({ file: relative(ROOT, file), options, handler }),
      ),
    );
    expect(declarations.map((d) => d.file)).toContain('src/features/forms/actions.ts');
    const found = declarations
      .filter(
        ({ options, handler }) =>
          !/\baccept:\s*'json'/.test(options) || !/\binput:\s*\w+/.test(options) || handler !== 'actionHandler',
      )
      .map(({ file, options }) => `${file}: defineAction(${options.trim()}`);
    expect(found).toEqual([]);
  });
});
