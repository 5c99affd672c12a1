/**
 * What the browser loads, found the way Astro finds it: every component an .astro file renders with a `client:`
 * directive (an island) and every `<script>` Astro bundles. esbuild then follows all their imports (static and
 * dynamic, node_modules included) and reports each module in that graph.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import * as esbuild from 'esbuild';

export const ROOT = resolve(import.meta.dirname, '../../..');

/** A browser entry point: an island component, or the body of a bundled `<script>`. */
export interface BrowserEntry {
  kind: 'island' | 'script';
  /** The .astro file that renders the island or holds the script (relative to the project root). */
  from: string;
  /** island: the import specifier as written in the .astro file; script: the script's source. */
  source: string;
  /** island: the component's name in the template. */
  component?: string;
}

function astroFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return astroFiles(p);
    return e.name.endsWith('.astro') ? [p] : [];
  });
}

/** The frontmatter's value imports, local name → specifier (`import type` is skipped: it ships nothing). */
function valueImports(frontmatter: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const m of frontmatter.matchAll(/^\s*import\s+(?!type\s)([^'";]+?)\s+from\s+['"]([^'"]+)['"]/gm)) {
    const [, clause, spec] = m as unknown as [string, string, string];
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    for (const part of named.split(',')) {
      const item = part.trim();
      if (item === '' || item.startsWith('type ')) continue;
      names.set(
        item
          .split(/\s+as\s+/)
          .at(-1)!
          .trim(),
        spec,
      );
    }
    const outside = clause.replace(/\{[^}]*\}/, '');
    for (const part of outside.split(',')) {
      const item = part.trim();
      if (item === '') continue;
      names.set(item.replace(/^\*\s+as\s+/, ''), spec);
    }
  }
  return names;
}

/** Splits an .astro file into frontmatter and template. */
function splitAstro(source: string): { frontmatter: string; template: string } {
  const m = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  return m ? { frontmatter: m[1]!, template: source.slice(m[0].length) } : { frontmatter: '', template: source };
}

/**
 * Every island and bundled script under `srcDir`. Throws when a `client:` component cannot be traced to an import,
 * so a new way of writing islands fails loudly instead of slipping past the check.
 */
export function findBrowserEntries(srcDir = join(ROOT, 'src')): BrowserEntry[] {
  const entries: BrowserEntry[] = [];
  for (const file of astroFiles(srcDir)) {
    const from = relative(ROOT, file);
    const { frontmatter, template } = splitAstro(readFileSync(file, 'utf8'));
    const imports = valueImports(frontmatter);
    for (const directive of template.matchAll(/\sclient:(?:load|idle|visible|media|only|interaction)\b/g)) {
      const before = template.slice(0, directive.index);
      const tag = [...before.matchAll(/<([A-Za-z][\w.]*)/g)].at(-1)?.[1];
      const spec = tag === undefined ? undefined : imports.get(tag.split('.')[0]!);
      if (tag === undefined || spec === undefined) {
        throw new Error(
          `${from}: a client: directive on <${tag ?? '?'}> whose component is not imported in the frontmatter`,
        );
      }
      entries.push({ kind: 'island', from, source: spec, component: tag });
    }
    // Astro bundles a <script> without attributes (or with only src); any other attribute makes it inline.
    for (const script of template.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
      const attrs = (script[1] ?? '').trim();
      if (attrs === '') entries.push({ kind: 'script', from, source: script[2]! });
      else if (/^src=["']([^"']+)["']$/.test(attrs)) {
        const src = /^src=["']([^"']+)["']$/.exec(attrs)![1]!;
        if (!/^https?:|^\/\//.test(src))
          entries.push({ kind: 'script', from, source: `import ${JSON.stringify(src)};` });
      }
    }
  }
  return entries;
}

/** One module of the browser graph and the modules that import it. */
export interface GraphModule {
  /** Project-relative path, or `external:<specifier>` for an import that was not bundled (virtual or not installed). */
  path: string;
  importers: string[];
}

export interface BrowserGraph {
  modules: Map<string, GraphModule>;
}

const ENTRY_NS = 'browser-entry';
const FALLBACK = Symbol('resolving a bare import');

/** Bundles the entries as Vite would for the browser and returns every module they pull in. */
export async function browserGraph(entries: readonly BrowserEntry[]): Promise<BrowserGraph> {
  const plugin: esbuild.Plugin = {
    name: 'astro-browser',
    setup(build) {
      build.onResolve({ filter: /^browser-entry:/ }, (args) => ({
        path: args.path.slice(ENTRY_NS.length + 1),
        namespace: ENTRY_NS,
      }));
      build.onLoad({ filter: /.*/, namespace: ENTRY_NS }, (args) => {
        const entry = entries[Number(args.path)]!;
        const resolveDir = dirname(join(ROOT, entry.from));
        const contents =
          entry.kind === 'island'
            ? `import * as island from ${JSON.stringify(entry.source)}; globalThis.island = island;`
            : entry.source;
        return { contents, resolveDir, loader: 'ts' };
      });
      // astro:actions in the browser is Astro's fetch-based client (what its Vite plugin serves to the client build).
      build.onResolve({ filter: /^astro:/ }, async (args) => {
        if (args.path !== 'astro:actions') return { path: args.path, external: true };
        const client = await build.resolve('astro/actions/runtime/entrypoints/client.js', {
          kind: 'import-statement',
          resolveDir: ROOT,
        });
        if (client.errors.length > 0)
          throw new Error("Astro's actions client entry point moved; update browser-graph.ts");
        return { path: client.path };
      });
      build.onResolve({ filter: /^virtual:/ }, (args) => ({ path: args.path, external: true }));
      // A package that is not installed stays an (external) import instead of failing the whole graph; the
      // specifier is still checked (see `external:` modules).
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === FALLBACK) return undefined;
        const found = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: FALLBACK,
        });
        return found.errors.length > 0 ? { path: args.path, external: true } : found;
      });
    },
  };
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: entries.map((_, i) => `${ENTRY_NS}:${i}`),
    bundle: true,
    write: false,
    outdir: join(ROOT, '.browser-graph'),
    format: 'esm',
    splitting: true,
    platform: 'browser',
    jsx: 'automatic',
    metafile: true,
    logLevel: 'silent',
    loader: { '.svg': 'empty', '.png': 'empty', '.jpg': 'empty', '.webp': 'empty', '.woff2': 'empty' },
    plugins: [plugin],
  });
  const modules = new Map<string, GraphModule>();
  const node = (path: string) => modules.get(path) ?? modules.set(path, { path, importers: [] }).get(path)!;
  for (const [path, input] of Object.entries(result.metafile.inputs)) {
    node(path);
    for (const imported of input.imports) {
      node(imported.external ? `external:${imported.path}` : imported.path).importers.push(path);
    }
  }
  return { modules };
}

/** A readable chain "module <- importer <- ... <- entry point" for a failure message. */
export function importChain(graph: BrowserGraph, path: string, entries: readonly BrowserEntry[]): string {
  const chain = [path];
  let current = graph.modules.get(path);
  while (current && current.importers.length > 0) {
    const next = current.importers.find((p) => !chain.includes(p));
    if (next === undefined) break;
    chain.push(next);
    current = graph.modules.get(next);
  }
  return chain
    .map((p) => (p.startsWith(`${ENTRY_NS}:`) ? describeEntry(entries[Number(p.slice(ENTRY_NS.length + 1))]!) : p))
    .join(' <- ');
}

function describeEntry(entry: BrowserEntry): string {
  return entry.kind === 'island' ? `<${entry.component} client:…> in ${entry.from}` : `<script> in ${entry.from}`;
}

export const fileExists = (projectPath: string): boolean => existsSync(join(ROOT, projectPath));
