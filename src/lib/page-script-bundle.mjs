// A page script that must cost no request of its own is bundled here, on its own, with everything it imports.
//
// Astro writes a page's `<script>` into the page (CSP-hashed) only when its chunk imports nothing and is small; a
// script whose modules the islands share gets a file of its own plus the shared chunk: two script requests at the
// start of every load of that page. Lighthouse's simulated throttling counts each request that finished before the
// page's largest paint, so those two made the list and product pages' simulated LCP 15-30% later than the same pages
// without scripts (bench/README.md, "The live check's two script requests"). Bundled here, the script is one module
// with no imports, so Astro inlines it; the islands keep their own copy of the shared modules, which share their
// state through `globalThis` where they must (src/features/catalog/live-facts.ts).
//
// Hand-written because neither Vite nor Astro has a way to give one entry its own copy of modules other entries
// share. A page script opts in by its file name: `*.page-script.ts`, imported from the component's `<script>`.
import { resolve } from 'node:path';
import { build } from 'esbuild';

const PAGE_SCRIPT = /\.page-script\.ts$/;

/** @type {import('vite').Plugin} */
export const pageScriptBundle = {
  name: 'shop:page-script-bundle',
  enforce: 'pre',
  async load(id) {
    const file = id.split('?')[0] ?? id;
    if (!PAGE_SCRIPT.test(file)) return;
    const result = await build({
      entryPoints: [file],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    for (const input of Object.keys(result.metafile.inputs)) this.addWatchFile(resolve(input));
    return result.outputFiles[0]?.text ?? '';
  },
};
