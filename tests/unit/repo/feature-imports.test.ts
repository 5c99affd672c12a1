// Dependencies between features run one way (docs/architecture.md, Source layout): shared code lives in src/lib/
// and src/components/, PocketBase is reached through src/lib/data/, and src/actions/index.ts registers every
// feature's actions. This test reads the import statements of src/ and fails when
// - a feature imports another feature's actions,
// - the features import each other in a cycle (server-only modules included),
// - src/lib or src/components imports a feature,
// - an action is declared other than as defineAction({ accept: 'json', input: <schema>, handler: actionHandler(...) }).
// There is no allow-list: a dependency against the direction is a design to change, not an entry to add.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const SRC = join(ROOT, 'src');

type Edge = { from: string; to: string; file: string };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|mjs|js|astro)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every module specifier a file imports or re-exports (static, dynamic and type-only). */
function specifiers(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g))
    if (match[1]) found.push(match[1]);
  for (const match of text.matchAll(/\bimport\s*(?:\(\s*)?['"]([^'"]+)['"]/g)) if (match[1]) found.push(match[1]);
  return found;
}

/** The path under src/ a specifier points to (without extension), or null for a package. */
function target(file: string, specifier: string): string | null {
  let absolute: string;
  if (specifier.startsWith('@/')) absolute = join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) absolute = resolve(dirname(file), specifier);
  else return null;
  const path = relative(SRC, absolute);
  if (path.startsWith('..')) return null;
  return path.replace(/\.(ts|tsx|mts|mjs|js|astro)$/, '');
}

/** "checkout" and "checkout/actions" for src/features/checkout/actions.ts; null outside src/features. */
function featureOf(path: string): { feature: string; module: string } | null {
  const match = /^features\/([^/]+)\/(.+)$/.exec(path);
  return match?.[1] ? { feature: match[1], module: `${match[1]}/${match[2]}` } : null;
}

const files = sourceFiles(SRC);
const edges: Edge[] = [];
const libEdges: Edge[] = [];
for (const file of files) {
  const from = relative(SRC, file).replace(/\.(ts|tsx|mts|mjs|js|astro)$/, '');
  const text = readFileSync(file, 'utf8');
  for (const specifier of specifiers(text)) {
    const to = target(file, specifier);
    if (!to) continue;
    const fromFeature = featureOf(from);
    const toFeature = featureOf(to);
    if (!toFeature) continue;
    if (from.startsWith('lib/') || from.startsWith('components/'))
      libEdges.push({ from, to: toFeature.module, file: relative(ROOT, file) });
    if (fromFeature && fromFeature.feature !== toFeature.feature)
      edges.push({ from: fromFeature.feature, to: toFeature.module, file: relative(ROOT, file) });
  }
}

/** Each cycle among the features, as "a -> b -> a (one import: file -> module)". */
function cyclesOf(featureEdges: readonly Edge[]): string[] {
  const graph = new Map<string, Map<string, Edge>>();
  for (const edge of featureEdges) {
    const to = edge.to.slice(0, edge.to.indexOf('/'));
    const next = graph.get(edge.from) ?? new Map<string, Edge>();
    next.set(to, edge);
    graph.set(edge.from, next);
  }
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (feature: string) => {
    state.set(feature, 'open');
    path.push(feature);
    for (const [next, edge] of graph.get(feature) ?? []) {
      if (state.get(next) === 'open') {
        const loop = [...path.slice(path.indexOf(next)), next];
        cycles.push(`${loop.join(' -> ')} (one import: ${edge.file} -> ${edge.to})`);
      } else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(feature, 'done');
  };
  for (const feature of [...graph.keys()].sort()) if (!state.has(feature)) visit(feature);
  return cycles;
}

const key = (edge: Edge) => `${edge.from} -> ${edge.to}`;

describe('feature imports', () => {
  it('finds the imports it checks (the scan works)', () => {
    expect(edges.some((edge) => key(edge) === 'checkout -> cart/rules')).toBe(true);
    expect(specifiers("import type { A } from './a';\nexport { b } from \"../b\";\nimport('./c');")).toEqual([
      './a',
      '../b',
      './c',
    ]);
  });

  it("no feature imports another feature's actions (the client calls them through astro:actions)", () => {
    const found = edges.filter((edge) => /\/actions$/.test(edge.to)).map((edge) => `${edge.file}: ${key(edge)}`);
    expect(found).toEqual([]);
  });

  it('features do not import each other in a cycle', () => {
    expect(cyclesOf(edges)).toEqual([]);
  });

  it('the cycle check finds a cycle through several features (it can fail)', () => {
    const edge = (from: string, to: string) => ({ from, to, file: `src/features/${from}/x.ts` });
    expect(cyclesOf([edge('a', 'b/x'), edge('b', 'c/x'), edge('c', 'a/x'), edge('a', 'd/x')])).toEqual([
      'a -> b -> c -> a (one import: src/features/c/x.ts -> a/x)',
    ]);
    expect(cyclesOf([edge('a', 'b/x'), edge('a', 'c/x'), edge('b', 'c/x')])).toEqual([]);
  });

  it('src/lib and src/components import no feature (shared code depends on no feature)', () => {
    const found = libEdges.map((edge) => `${edge.file}: ${key(edge)}`);
    expect(found).toEqual([]);
  });

  it('every action is a defineAction of JSON checked by its input schema, its work in src/lib/actions/handler.server.ts', () => {
    const declarations = files.flatMap((file) =>
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
