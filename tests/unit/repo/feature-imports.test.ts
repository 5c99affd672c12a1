// Dependencies between features run one way (docs/architecture.md, Source layout): shared PocketBase and action
// plumbing lives in src/lib/, every feature declares its actions one way (src/lib/actions/define.server.ts) and
// src/actions/index.ts registers them. This test reads the import statements of src/ and fails when
// - a feature imports another feature's server-only code (*.server.ts) or its actions,
// - the features import each other in a cycle,
// - src/lib imports a feature,
// - anything but src/lib/actions declares an action with Astro's defineAction.
// The dependencies kept on purpose are listed below, each with its reason.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const SRC = join(ROOT, 'src');

/**
 * Imports across features kept on purpose, as "<importing feature> -> <feature>/<module>" (the module without its
 * extension). They are allowed to be *.server.ts modules and are left out of the cycle check.
 */
const ALLOWED: Record<string, string> = {
  // Server data reads one feature offers another (data, not plumbing).
  'checkout -> catalog/product-facts.server':
    'checkout prices and checks stock with the one loader of product facts, which live product facts use too',
  'home -> catalog/catalog.server': "the home page's fresh-products section shows the catalogue's product cards",
  'catalog -> search/synonyms.server':
    "the product list's cards carry search keys made with the operators' synonym groups, which search loads",
  'checkout -> orders/orders.server':
    'placing an order goes through the orders hook client (placeThroughHook, findOrderByKey) that orders owns',
};

/** Modules of src/lib or src/components that read a feature, with the reason (none today). */
const LIB_ALLOWED: Record<string, string> = {};

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

  it("no feature imports another feature's server-only code or actions (shared plumbing is in src/lib)", () => {
    const found = edges
      .filter((edge) => /\.server$|\/actions$/.test(edge.to) && !(key(edge) in ALLOWED))
      .map((edge) => `${edge.file}: ${key(edge)}`);
    expect(found).toEqual([]);
  });

  it('features do not import each other in a cycle', () => {
    const graph = new Map<string, Map<string, Edge>>();
    for (const edge of edges) {
      if (key(edge) in ALLOWED) continue;
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
    expect(cycles).toEqual([]);
  });

  it('src/lib and src/components import no feature (shared code depends on no feature)', () => {
    const found = libEdges.filter((edge) => !(key(edge) in LIB_ALLOWED)).map((edge) => `${edge.file}: ${key(edge)}`);
    expect(found).toEqual([]);
  });

  it('every action is declared one way: jsonAction of src/lib/actions/define.server.ts', () => {
    const found = files
      .filter((file) => !relative(SRC, file).startsWith('lib/actions/'))
      .filter((file) => /\bdefineAction\s*\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(found).toEqual([]);
  });

  it('every allowed import still exists (an entry nobody needs any more is removed)', () => {
    const present = new Set([...edges, ...libEdges].map(key));
    const unused = [...Object.keys(ALLOWED), ...Object.keys(LIB_ALLOWED)].filter((entry) => !present.has(entry));
    expect(unused).toEqual([]);
    expect(Object.values({ ...ALLOWED, ...LIB_ALLOWED }).every((reason) => reason.length > 10)).toBe(true);
  });
});
