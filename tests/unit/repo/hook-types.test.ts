// Every helper module of the PocketBase hooks (pocketbase/pb_hooks/lib/) is named in HookModules in
// pocketbase/goja-globals.d.ts, so `tsc -p pocketbase` checks the calls the hooks make into it, through require() or
// lib/modules.js lib(name): a module missing there would be `any` to the hooks that load it.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const LIB = 'pocketbase/pb_hooks/lib';
const declarations = readFileSync('pocketbase/goja-globals.d.ts', 'utf8');

describe('hook helper types', () => {
  it('names each helper module with its own types', () => {
    const named = [...declarations.matchAll(/'?([\w-]+)'?: typeof import\('\.\/pb_hooks\/lib\/\1\.js'\);/g)].map(
      (match) => `${match[1]}.js`,
    );
    const modules = readdirSync(LIB).filter((name) => name.endsWith('.js'));
    expect(named.sort()).toEqual(modules.sort());
  });

  it('gives require() of a helper module the types named there, before the untyped fallback', () => {
    const typed = declarations.search(
      /declare function require<Name extends keyof HookModules>\(path: `\$\{string\}\/lib\/\$\{Name\}\.js`\): HookModules\[Name\];/,
    );
    const fallback = declarations.indexOf('declare function require(path: string): any;');
    expect(typed).toBeGreaterThan(-1);
    expect(fallback).toBeGreaterThan(typed);
  });
});
