// @ts-check
import { hookModules } from './src/lib/hook-modules.mjs';
import { pageScriptBundle } from './src/lib/page-script-bundle.mjs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, envField } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { compiledMessages } from './src/lib/i18n-compile.mjs';
import { PAGE_DIRECTIVES } from './src/lib/content-security-policy.mjs';
import { interactionDirective } from './src/lib/interaction-directive.mjs';
import { serviceWorker } from './src/features/offline/service-worker-build.mjs';
import { astroEnvSchema, invalidSettings, setting } from './src/lib/settings.mjs';

// One browser chunk for the runtime every island shares (React, nanostores):
// dozens of tiny chunks would each cost a request and its headers on slow links.
/** @type {import('vite').Plugin} */
const sharedIslandRuntime = {
  name: 'shop:shared-island-runtime',
  configEnvironment(name) {
    if (name !== 'client') return;
    return {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'runtime',
                  test: /node_modules[\\/](react|react-dom|scheduler|nanostores|@nanostores)[\\/]/,
                  priority: 2,
                },
                // The languages' helpers (src/lib/i18n.ts) in a chunk of their own: the language switch's script, on
                // every page, needs them. Inside the shell they made that script load the shell and React (73 KB)
                // on pages with no island at load (bench/README.md, "Every page loaded React").
                { name: 'i18n', test: /src[\\/]lib[\\/]i18n\./, priority: 3 },
                // What the product islands share about live facts (the facts, the "Only N left" threshold), kept
                // out of the shell and React's chunk. The list's and product page's live check has its own copy,
                // written into the page (src/lib/page-script-bundle.mjs).
                {
                  name: 'live',
                  test: /src[\\/]features[\\/](catalog[\\/]live-facts|cart[\\/]only-left)\./,
                  priority: 4,
                },
                // The header's search and cart, the toaster and what they share: on every page (of src/components/ui/
                // only what those islands use; the rest goes with the views that use it); each message goes with
                // the islands that use it.
                {
                  name: 'shell',
                  test: /vite[\\/]preload-helper|@astrojs[\\/]react[\\/]|src[\\/]components[\\/]ui[\\/](Toaster|toast|Drawer|use-modal|use-mounted|use-combobox|combobox|icons|locale)\.|src[\\/]features[\\/](search[\\/]|cart[\\/](CartButton|drawer|drawer-history|store|stored|rules)\.|checkout[\\/]CartDrawer\.|offline[\\/]outbox-flag\.|catalog[\\/](card-data|image-fallback)\.)|src[\\/]lib[\\/](money|session-store|message-runtime\.client)\./,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    };
  },
};

// The browser's messages use a two-line stand-in for Paraglide's runtime (src/lib/message-runtime.client.js says why).
/** @type {import('vite').Plugin} */
const clientMessageRuntime = {
  name: 'shop:client-message-runtime',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  resolveId(source, importer) {
    if (source === '../runtime.js' && importer && /[\\/]src[\\/]paraglide[\\/]messages[\\/]/.test(importer)) {
      return fileURLToPath(new URL('./src/lib/message-runtime.client.js', import.meta.url));
    }
  },
};

// A setting that cannot be read stops `astro build` and `astro dev` here, every one named with the settings' own
// sentence, before Astro reads any value of env.schema (src/lib/settings.mjs, astroEnvSchema).
const settingProblems = invalidSettings();
if (settingProblems.length > 0) throw new Error(settingProblems.join('\n'));

// PocketBase is read at build time (catalogue) and by the server (checkout).
const pocketbaseUrl = new URL(setting('PB_URL'));

export default defineConfig({
  // Unset SITE_URL follows PORT (src/lib/settings.mjs), so canonical URLs point where the shop is served.
  site: setting('SITE_URL'),
  output: 'static',
  adapter: node({ mode: 'standalone', bodySizeLimit: 1024 * 1024 }),
  // serviceWorker writes /sw.js once the build is done (docs/offline.md).
  // compiledMessages compiles the interface's messages before the build, or hands `astro dev` Paraglide's Vite plugin
  // (src/lib/i18n-compile.mjs).
  integrations: [compiledMessages, react(), interactionDirective, serviceWorker],
  outDir: setting('ASTRO_OUT_DIR'),
  // Per checkout, so parallel builds in separate work trees never share a cache
  // (the benchmark points ASTRO_CACHE_DIR at a temporary one for cold builds).
  cacheDir: setting('ASTRO_CACHE_DIR'),
  // The settings as astro:env reads them: server ones at run time, public ones written into the build.
  env: { schema: astroEnvSchema(envField) },
  trailingSlash: 'ignore',
  // No Markdown pages; Shiki's inline styles would need 'unsafe-inline' under the CSP.
  markdown: { syntaxHighlight: false },
  build: { format: 'directory', inlineStylesheets: 'always' },
  image: {
    // WebP effort 2 instead of sharp's 4: about half the encoding time for ~5% larger files (each file is encoded
    // once per size, on its first request).
    service: { entrypoint: 'astro/assets/services/sharp', config: { webp: { effort: 2 } } },
    // The build writes image URLs and transforms nothing; this endpoint resizes each PocketBase file once per size
    // and keeps the result on disk (src/lib/images/transform-cache.server.ts). Raster only, PocketBase's files
    // only, a policy that lets nothing run (src/lib/images/image-guard.mjs).
    endpoint: { route: '/_image', entrypoint: './src/lib/images/image-endpoint.ts' },
    remotePatterns: [
      { protocol: pocketbaseUrl.protocol.replace(':', ''), hostname: pocketbaseUrl.hostname, port: pocketbaseUrl.port },
    ],
  },
  security: {
    checkOrigin: true,
    // Actions answer 413 for oversized bodies before the adapter's own cap cuts in.
    actionBodySizeLimit: 512 * 1024,
    // Hashes of every inline script and style Astro emits, so pages need no 'unsafe-inline'
    // (src/lib/content-security-policy.mjs says how the policy reaches browsers).
    csp: {
      algorithm: 'SHA-256',
      directives: [...PAGE_DIRECTIVES],
    },
  },
  // Pages whose getStaticPaths cacheKey and code did not change are reused from the last build.
  experimental: { incrementalBuild: true },
  vite: {
    // Vite's pre-bundled dependencies beside Astro's cache, not in the shared node_modules/.vite: there every
    // `astro dev` and build of another checkout changed them, and each build spent seconds bundling them again.
    cacheDir: join(setting('ASTRO_CACHE_DIR'), 'vite'),
    plugins: [clientMessageRuntime, tailwindcss(), sharedIslandRuntime, hookModules, pageScriptBundle],
  },
});
