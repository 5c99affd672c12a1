/**
 * Page-weight budget (docs/architecture.md: JS ≤ 80 KB compressed per page, React alone is ~61 KB): zod (~23 KB brotli) must
 * never reach the browser, and neither may server-only code (*.server.ts). Islands read stored and fetched values
 * with the small readers in src/lib/read.ts; zod schemas live in server modules.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserGraph, findBrowserEntries, importChain, type BrowserEntry, type BrowserGraph } from './browser-graph';

const ZOD_MODULE = /(^|\/)node_modules\/(zod\/|astro\/dist\/zod\.)|^external:(zod|astro\/zod|astro:schema)(\/|$)/;
const SERVER_ONLY = /\.server\.[cm]?[jt]sx?$/;

/** Every rule violation in a graph, each with the chain of imports that brought it in from an entry point. */
function violations(graph: BrowserGraph, entries: readonly BrowserEntry[]): string[] {
  const found = new Set<string>();
  for (const { path, importers } of graph.modules.values()) {
    if (ZOD_MODULE.test(path)) {
      // Name the module that brings zod in, not zod's own files.
      for (const importer of importers) {
        if (!ZOD_MODULE.test(importer)) found.add(`zod imported by ${importChain(graph, importer, entries)}`);
      }
    } else if (SERVER_ONLY.test(path)) {
      found.add(`server-only ${importChain(graph, path, entries)}`);
    }
  }
  return [...found];
}

describe('the modules the browser loads', () => {
  let entries: BrowserEntry[];
  let graph: BrowserGraph;

  beforeAll(async () => {
    entries = findBrowserEntries();
    graph = await browserGraph(entries);
  });

  it('are found from the client: directives and bundled scripts in src (the check is not looking at nothing)', () => {
    const islands = entries.filter((e) => e.kind === 'island').map((e) => e.component);
    for (const known of ['SearchBox', 'CartButton', 'CartDrawer', 'Toaster', 'OrderConfirmation', 'PurchaseBox']) {
      expect(islands).toContain(known);
    }
    expect(entries.some((e) => e.kind === 'script' && e.from.endsWith('BannerCarousel.astro'))).toBe(true);
    const paths = [...graph.modules.keys()];
    // Lazily loaded parts and the modules that used to pull zod in are part of the graph.
    for (const expected of [
      'src/features/checkout/CheckoutView.tsx',
      'src/features/checkout/coupon.ts',
      'src/features/checkout/validation.ts',
      'src/features/search/index-data.ts',
      'src/features/search/store.ts',
      'src/features/orders/last-order.ts',
      'src/features/home/banner-carousel.ts',
      'src/lib/read.ts',
    ]) {
      expect(paths).toContain(expected);
    }
    // astro:actions is followed into Astro's browser client rather than skipped.
    expect(paths.some((p) => p.includes('node_modules/astro/dist/actions/runtime/entrypoints/client.js'))).toBe(true);
  });

  it('include neither zod (zod, astro/zod, astro:schema) nor any *.server.ts module', () => {
    expect(violations(graph, entries)).toEqual([]);
  });
});

describe('the browser-graph check itself', () => {
  it('reports zod and server-only modules, naming the module that imports them', async () => {
    const fake: BrowserEntry[] = [
      { kind: 'island', from: 'src/pages/index.astro', source: '../features/checkout/contract', component: 'Fake' },
      {
        kind: 'script',
        from: 'src/pages/index.astro',
        source: "import '../features/checkout/customer-schema.server';",
      },
      {
        kind: 'script',
        from: 'src/pages/about.astro',
        source: "import { z } from 'astro:schema'; import 'astro/zod'; z.string();",
      },
    ];
    const found = violations(await browserGraph(fake), fake).map((v) => v.split(' <- ')[0]);
    expect(found).toContain('zod imported by src/features/checkout/contract.ts');
    expect(found).toContain('zod imported by src/features/checkout/customer-schema.server.ts');
    expect(found).toContain('server-only src/features/checkout/customer-schema.server.ts');
    expect(found).toContain('zod imported by <script> in src/pages/about.astro');
  });

  describe('finding entries in .astro files', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'browser-entries-'));
      mkdirSync(join(dir, 'pages'));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('traces default, named and renamed imports and bundled scripts; skips inline scripts and type imports', () => {
      writeFileSync(
        join(dir, 'pages', 'a.astro'),
        [
          '---',
          "import type { Thing } from './types';",
          "import Box, { MARKER, Other as Renamed } from '../features/Box';",
          "import * as Widgets from '../features/widgets';",
          "import Static from '../features/Static';",
          '---',
          '<Box client:idle items={items.map((i) => i.id)} />',
          '<Renamed\n  client:visible\n/>',
          '<Widgets.Menu client:load />',
          '<Static />',
          "<script>import { start } from '../features/start'; start();</script>",
          '<script is:inline>window.x = 1;</script>',
          '<script type="application/ld+json" set:html={data} />',
        ].join('\n'),
      );
      const found = findBrowserEntries(dir);
      expect(found.filter((e) => e.kind === 'island').map((e) => [e.component, e.source])).toEqual([
        ['Box', '../features/Box'],
        ['Renamed', '../features/Box'],
        ['Widgets.Menu', '../features/widgets'],
      ]);
      expect(found.filter((e) => e.kind === 'script').map((e) => e.source)).toEqual([
        "import { start } from '../features/start'; start();",
      ]);
    });

    it('fails loudly for a client: component it cannot trace to an import', () => {
      writeFileSync(join(dir, 'pages', 'b.astro'), '---\nconst x = 1;\n---\n<Mystery client:idle />\n');
      expect(() => findBrowserEntries(dir)).toThrow(/Mystery/);
    });
  });
});
