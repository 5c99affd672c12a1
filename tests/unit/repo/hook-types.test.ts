// Every helper module of the PocketBase hooks (pocketbase/pb_hooks/lib/) is declared in
// pocketbase/goja-globals.d.ts, so `tsc -p pocketbase` checks the calls the hooks make into it: a module missing
// there would be `any` to the hooks that require() it.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const LIB = 'pocketbase/pb_hooks/lib';
const declarations = readFileSync('pocketbase/goja-globals.d.ts', 'utf8');
const declared = [
  // A long declaration is wrapped by the formatter: `path: …,` on a line of its own.
  ...declarations.matchAll(/`\$\{string\}\/lib\/([\w-]+\.js)`,?\s*\): typeof import\('\.\/pb_hooks\/lib\/\1'\)/g),
].map((match) => match[1]);

describe('hook helper types', () => {
  it('declares require() of each helper module with its own types', () => {
    const modules = readdirSync(LIB).filter((name) => name.endsWith('.js'));
    expect(declared.sort()).toEqual(modules.sort());
  });

  it('names each helper module for lib/modules.js with its own types', () => {
    const named = [...declarations.matchAll(/'?([\w-]+)'?: typeof import\('\.\/pb_hooks\/lib\/\1\.js'\);/g)].map(
      (match) => `${match[1]}.js`,
    );
    const modules = readdirSync(LIB).filter((name) => name.endsWith('.js'));
    expect(named.sort()).toEqual(modules.sort());
  });
});
